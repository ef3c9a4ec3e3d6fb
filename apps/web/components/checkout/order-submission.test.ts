import type { CreateOrderRequest, CreateOrderResponse, OrderView } from '@escapade/contracts/checkout';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutApi } from '../../lib/api/checkout';
import { contracts } from '../../lib/api/lazy-contract';
import { memoryStorage } from '../../lib/test-storage';
import {
  PENDING_SUBMISSION_KEY,
  analyticsClientId,
  confirmationHref,
  idempotencyKeyFor,
  runWalletPayment,
  sendOrder,
  walletFlagsOf,
  withWalletFlags,
} from './order-submission';

const ORDER_UUID = '4b0c3a52-6a7e-4f5b-9a43-2f1d8d3c9e10';

const order: CreateOrderRequest = {
  locale: 'fr_FR',
  buyer: { civility: 'MRS', firstName: 'Anaïs', lastName: "D'Arc", email: 'anais@example.com', phoneNumber: '+33 6 12 34 56 78', addressLine: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' },
  currency: 'EUR',
  expectedAmount: 32_000,
  items: {
    shortStayItem: {
      gift: false,
      reservationCriteria: {
        offerId: 12,
        activityDaySelections: [],
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        travelPeriod: { checkinDate: '2030-06-01', checkoutDate: '2030-06-03' },
      },
    },
    insuranceItem: { choice: 'noInsurance' },
  },
  paymentMethod: 'card',
  consents: { salesConditions: true, packageTravelInformation: true },
};

const orderView: OrderView = {
  orderUUID: ORDER_UUID,
  bookingNumber: '12345678',
  status: 'AWAITING_PAYMENT',
  locale: 'fr_FR',
  createdAt: '2030-05-01T10:00:00.000Z',
  holdExpiresAt: '2030-05-01T10:15:00.000Z',
  paymentMethod: 'wallet',
  buyer: { firstName: 'Anaïs', lastName: "D'Arc", email: 'anais@example.com' },
  items: [],
  amounts: { totalCents: 32_000, insuranceCents: 0, payLaterFeeCents: 0, paidCents: 0, remainingCents: 32_000, localTaxAtHotelCents: 0, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
  instalments: [],
  cancellationPolicy: null,
  hasInsurance: false,
  gift: null,
  giftCardPayments: [],
};

const json = (status: number, body: unknown, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  json(status, { type: `urn:escapade:problem:${code}`, title: code, status, detail: code, instance: '/api/purchase/orders', code, ...extra }, 'application/problem+json');

/** The real checkout client over a scripted network: each path answers what the test says, and every request is noted. */
function scriptedApi(answers: Record<string, () => Response | Promise<Response>>) {
  const requests: { path: string; headers: Record<string, string>; body: unknown }[] = [];
  const api = createCheckoutApi({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const path = String(input).replace(/^\/api/, '').split('?')[0] ?? '';
      requests.push({ path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    },
  });
  return { api, requests };
}

// The contract is loaded once before the calls, as a page has it after its first call: a network
// failure then reaches the caller like an answer does.
beforeAll(async () => {
  await contracts.checkout();
});

const walletCreated: CreateOrderResponse = { order: orderView, payment: { kind: 'wallet', paymentIntentId: 'pi_sbx_1', clientSecret: 'pi_sbx_1_secret_2' } };
let keys = 0;
const newKey = () => `key-${++keys}`;

describe('idempotency key: one per submission attempt', () => {
  it('a double click or a retry of the same order reuses the pending key; any change is a new key', () => {
    const storage = memoryStorage();
    const first = idempotencyKeyFor(storage, order, newKey);
    expect(idempotencyKeyFor(storage, order, newKey)).toBe(first);
    const changed = { ...order, buyer: { ...order.buyer, phoneNumber: '+33 6 00 00 00 00' } };
    const second = idempotencyKeyFor(storage, changed, newKey);
    expect(second).not.toBe(first);
    expect(idempotencyKeyFor(storage, { ...changed, expectedAmount: 33_000 }, newKey)).not.toBe(second);
  });

  it('the key survives a network failure (the retry sends the same key) and is forgotten once the API answered', async () => {
    const storage = memoryStorage();
    const offline = scriptedApi({});
    expect(await sendOrder({ api: offline.api, storage, newKey }, order)).toEqual({ kind: 'refused', failure: { kind: 'failed', isNetwork: true } });
    const online = scriptedApi({ '/purchase/orders': () => json(201, { order: orderView, payment: { kind: 'redirect', url: '/api/psp-sandbox/pay/pi_1' } }) });
    const outcome = await sendOrder({ api: online.api, storage, newKey }, order);
    expect(outcome.kind).toBe('created');
    expect(online.requests[0]?.headers['idempotency-key']).toBe(offline.requests[0]?.headers['idempotency-key']);
    expect(storage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();
  });

  it('a refusal settles the submission too: sending again is a new attempt with a new key', async () => {
    const storage = memoryStorage();
    const { api, requests } = scriptedApi({ '/purchase/orders': () => problem(409, 'NO_AVAILABILITY') });
    await sendOrder({ api, storage, newKey }, order);
    await sendOrder({ api, storage, newKey }, order);
    expect(requests[0]?.headers['idempotency-key']).not.toBe(requests[1]?.headers['idempotency-key']);
  });
});

describe('a refused order', () => {
  const refusal = async (response: () => Response) => {
    const { api } = scriptedApi({ '/purchase/orders': response });
    const outcome = await sendOrder({ api, storage: memoryStorage(), newKey }, order);
    return outcome.kind === 'refused' ? outcome.failure : undefined;
  };

  it('409 PRICE_CHANGED carries the new total to confirm', async () => {
    expect(await refusal(() => problem(409, 'PRICE_CHANGED', { expectedAmount: 33_500 }))).toEqual({ kind: 'priceChanged', expectedAmount: 33_500 });
  });

  it("409 NO_AVAILABILITY: 'No more availabilities. Update your stay criteria to enjoy the offers.'", async () => {
    expect(await refusal(() => problem(409, 'NO_AVAILABILITY'))).toEqual({ kind: 'noAvailability' });
  });

  it('400 names the fields the form shows the errors on', async () => {
    expect(await refusal(() => problem(400, 'VALIDATION_FAILED', { field: 'buyer.phoneNumber', errors: [{ field: 'buyer.phoneNumber', message: 'Phone number seems incorrect' }] }))).toEqual({
      kind: 'invalid',
      fields: [{ field: 'buyer.phoneNumber', message: 'Phone number seems incorrect' }],
    });
  });

  it('a server error is a failure the traveller may retry', async () => {
    expect(await refusal(() => problem(503, 'SERVICE_UNAVAILABLE'))).toEqual({ kind: 'failed', isNetwork: false });
  });
});

describe('wallet fast checkout', () => {
  const walletOrder: CreateOrderRequest = { ...order, paymentMethod: 'wallet' };

  it('creates the order, has the wallet authorize its payment intent, pays it and answers the paid order', async () => {
    const { api, requests } = scriptedApi({
      '/purchase/orders': () => json(201, walletCreated),
      '/psp-sandbox/wallet/authorize': () => json(200, { paymentIntentId: 'pi_sbx_1', status: 'authorized' }),
      '/purchase/zeppto': () => json(200, { booking: { orderUUID: ORDER_UUID } }),
    });
    expect(await runWalletPayment({ api, storage: memoryStorage(), newKey }, walletOrder)).toEqual({ kind: 'paid', orderUUID: ORDER_UUID });
    expect(requests.map((request) => request.path)).toEqual(['/purchase/orders', '/psp-sandbox/wallet/authorize', '/purchase/zeppto']);
    expect(requests[1]?.body).toEqual({ paymentIntentId: 'pi_sbx_1', clientSecret: 'pi_sbx_1_secret_2' });
    expect(requests[2]?.body).toEqual({ orderUUID: ORDER_UUID, pspAuthorization: { paymentIntentId: 'pi_sbx_1', paymentMethod: 'wallet' } });
  });

  it('an order refused fails as an order failure, keeping the refusal for the summary', async () => {
    const { api } = scriptedApi({ '/purchase/orders': () => problem(409, 'PRICE_CHANGED', { expectedAmount: 40_000 }) });
    expect(await runWalletPayment({ api, storage: memoryStorage(), newKey }, walletOrder)).toEqual({ kind: 'failed', reason: 'order', failure: { kind: 'priceChanged', expectedAmount: 40_000 } });
  });

  it('402 PAYMENT_FAILED is a payment failure; a network failure is a network failure', async () => {
    const declined = scriptedApi({
      '/purchase/orders': () => json(201, walletCreated),
      '/psp-sandbox/wallet/authorize': () => json(200, {}),
      '/purchase/zeppto': () => problem(402, 'PAYMENT_FAILED'),
    });
    expect(await runWalletPayment({ api: declined.api, storage: memoryStorage(), newKey }, walletOrder)).toEqual({ kind: 'failed', reason: 'payment' });
    const offline = scriptedApi({ '/purchase/orders': () => json(201, walletCreated) });
    expect(await runWalletPayment({ api: offline.api, storage: memoryStorage(), newKey }, walletOrder)).toEqual({ kind: 'failed', reason: 'network' });
  });

  it('an answer without an order identifier, or a payment step that is not the wallet, is the error state', async () => {
    const noOrder = scriptedApi({
      '/purchase/orders': () => json(201, walletCreated),
      '/psp-sandbox/wallet/authorize': () => json(200, {}),
      '/purchase/zeppto': () => json(200, { booking: {} }),
    });
    expect(await runWalletPayment({ api: noOrder.api, storage: memoryStorage(), newKey }, walletOrder)).toEqual({ kind: 'failed', reason: 'response' });
    const redirect = scriptedApi({ '/purchase/orders': () => json(201, { order: orderView, payment: { kind: 'redirect', url: '/pay' } }) });
    expect(await runWalletPayment({ api: redirect.api, storage: memoryStorage(), newKey }, walletOrder)).toEqual({ kind: 'failed', reason: 'response' });
  });

  it('gift cards that paid the whole order: no wallet step, the order\'s confirmation page', async () => {
    const { api, requests } = scriptedApi({ '/purchase/orders': () => json(201, { order: orderView, payment: { kind: 'settled', url: `/fr-fr/confirmation/${ORDER_UUID}?status=success` } }) });
    expect(await runWalletPayment({ api, storage: memoryStorage(), newKey }, { ...walletOrder, giftCards: [{ code: 'K7QM-3XRT-9WEP-HC' }] })).toEqual({ kind: 'settled', url: `/fr-fr/confirmation/${ORDER_UUID}?status=success` });
    expect(requests.map((request) => request.path)).toEqual(['/purchase/orders']);
  });

  it('the hash says isLoading=1 while the order starts and error=1 once it failed, the selection untouched', () => {
    const hash = '#id=12&offerId=12&a=2&c=0&b=0&checkin=2030-06-01&night=2';
    const loading = withWalletFlags(hash, { isLoading: true, error: false });
    expect(walletFlagsOf(loading)).toEqual({ isLoading: true, error: false });
    const failed = withWalletFlags(loading, { isLoading: false, error: true });
    expect(failed).toBe(`${hash}&error=1`);
    expect(walletFlagsOf(failed)).toEqual({ isLoading: false, error: true });
    expect(withWalletFlags(failed, { isLoading: false, error: false })).toBe(hash);
  });
});

describe('confirmation', () => {
  it('"/confirmation/{orderUUID}?status=success&gaId={gaId}"', () => {
    expect(confirmationHref('/fr-fr/confirmation', ORDER_UUID, '123.456')).toBe(`/fr-fr/confirmation/${ORDER_UUID}?status=success&gaId=123.456`);
    expect(confirmationHref('/fr-fr/confirmation/', ORDER_UUID, undefined)).toBe(`/fr-fr/confirmation/${ORDER_UUID}?status=success&gaId=`);
  });

  it('the gaId is the analytics cookie\'s client id, when there is one', () => {
    expect(analyticsClientId('theme=dark; _ga=GA1.1.1234567890.1700000000; other=1')).toBe('1234567890.1700000000');
    expect(analyticsClientId('theme=dark')).toBeUndefined();
    expect(analyticsClientId('_ga=not-a-client-id')).toBeUndefined();
  });
});
