import { randomInt, randomUUID } from 'node:crypto';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import type { PaymentMethod } from '@escapade/domain/order';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { applyOrderEvent } from '../src/orders/order-events';
import { takeRooms } from '../src/orders/inventory';
import type { CreatedPayment } from '../src/payments/provider';
import { SANDBOX_SIGNATURE_HEADER, signatureHeader, verifySignature } from '../src/payments/sandbox/signature';
import { WebhookSender, type WebhookDeliver } from '../src/payments/sandbox/webhook-sender';
import { buildTestApp } from './helpers';
import { amountToPayToday, cleanUpOrders, findQuietStay, postOrder, SavedNights, stayOrder } from './orders-fixtures';
import { findBookableStay } from './product-fixtures';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const NIGHTS = 2;
/** Rooms the test nights get for the run (each test order holds one); restored afterwards. */
const TEST_ROOMS = 30;
const WEBHOOK = '/api/payments/webhook';

let app: App;
let stay: { offerId: number; checkin: string; checkout: string };
let savedNights: Array<{ night: string; rooms_left: number }> = [];
const orderIds: string[] = [];
const paymentIds: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({
    config: { payments: { provider: 'sandbox', webhookSecret: SECRET, webhookUrl: undefined }, rateLimitWritePerMinute: 1000 },
  });
  // Nights far ahead, so that no other suite's stay is on them.
  const found = await findBookableStay(app.db, NIGHTS, sql`n.night > current_date + 200`);
  if (!found) throw new Error('no bookable stay in the seeded catalog');
  stay = { offerId: found.offerId, checkin: found.checkin, checkout: addDaysToDay(found.checkin, NIGHTS) };
  savedNights = await nightsOfStay();
  await sql`update offer_night set rooms_left = ${TEST_ROOMS} where offer_id = ${stay.offerId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date`.execute(app.db);
});

afterAll(async () => {
  if (app) {
    await app.pspSandbox?.webhooksIdle();
    if (orderIds.length) await app.db.deleteFrom('customer_order').where('id', 'in', orderIds).execute();
    if (paymentIds.length) await app.db.deleteFrom('psp_sandbox_payment').where('id', 'in', paymentIds).execute();
    for (const { night, rooms_left } of savedNights) {
      await app.db.updateTable('offer_night').set({ rooms_left }).where('offer_id', '=', stay.offerId).where('night', '=', night).execute();
    }
    await app.close();
  }
});

async function nightsOfStay(): Promise<Array<{ night: string; rooms_left: number }>> {
  const result = await sql<{ night: string; rooms_left: number }>`
    select night::text as night, rooms_left from offer_night
    where offer_id = ${stay.offerId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date order by night`.execute(app.db);
  return result.rows;
}

async function roomsLeft(): Promise<number[]> {
  return (await nightsOfStay()).map((n) => n.rooms_left);
}

interface TestOrder {
  id: string;
  bookingNumber: string;
  returnUrl: string;
  amountCents: number;
  payment: CreatedPayment;
}

/**
 * An order as the orders code leaves it once the payment is started: its row and stay item in the
 * shape of the orders migration, one room held on each night, the provider's payment created and
 * the order AWAITING_PAYMENT with its payment_ref.
 */
async function startOrder(options: { method?: PaymentMethod; email?: string; amountCents?: number } = {}): Promise<TestOrder> {
  const { method = 'card', email = 'camille@example.com', amountCents = 24_950 } = options;
  const id = randomUUID();
  const bookingNumber = String(randomInt(10_000_000, 100_000_000));
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customer_order')
      .values({
        id,
        booking_number: bookingNumber,
        locale: 'fr_FR',
        status: 'PENDING',
        buyer: JSON.stringify({ civility: 'MRS', firstName: 'Camille', lastName: 'Martin', email }),
        total_cents: amountCents,
        payment_method: method,
        hold_expires_at: sql<Date>`now() + interval '15 minutes'`,
      })
      .execute();
    await trx
      .insertInto('order_item')
      .values({ order_id: id, position: 0, kind: 'SHORT_STAY', offer_id: stay.offerId, checkin: stay.checkin, checkout: stay.checkout, adults: 2, children: 0, babies: 0, rooms: 1, amount_cents: amountCents })
      .execute();
    await trx.insertInto('order_transition').values({ order_id: id, from_status: null, to_status: 'PENDING', event: 'created', cause: 'test order' }).execute();
    expect(await takeRooms(trx, { offerId: stay.offerId, checkin: stay.checkin, checkout: stay.checkout, rooms: 1 })).toBe(true);
  });
  orderIds.push(id);
  const returnUrl = `/fr-fr/confirmation/${id}?status=success&gaId=`;
  const payment = await app.payments.createPayment({
    orderId: id,
    bookingNumber,
    amountCents,
    currency: 'EUR',
    method,
    locale: 'fr_FR',
    returnUrl,
    description: `Escapade booking ${bookingNumber}`,
    buyerEmail: email,
  });
  paymentIds.push(payment.ref);
  await applyOrderEvent(app.db, id, 'payment_started', 'test: payment created', { paymentRef: payment.ref, paymentProvider: 'sandbox' });
  return { id, bookingNumber, returnUrl, amountCents, payment };
}

async function orderStatus(id: string): Promise<string> {
  return (await app.db.selectFrom('customer_order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

async function transitionCount(id: string): Promise<number> {
  const row = await app.db.selectFrom('order_transition').select((eb) => eb.fn.countAll<string>().as('n')).where('order_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function sandboxStatus(ref: string): Promise<string> {
  return (await app.db.selectFrom('psp_sandbox_payment').select('status').where('id', '=', ref).executeTakeFirstOrThrow()).status;
}

function hostedPath(order: TestOrder): string {
  if (order.payment.next.kind !== 'redirect') throw new Error('expected a redirect payment');
  return order.payment.next.url;
}

function submitCard(path: string, fields: Record<string, string>) {
  return app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
}

const VALID_CARD = { expiry: '12/39', cvc: '123', name: 'Camille Martin' };

function event(type: string, ref: string, amountCents: number, id = `evt_sbx_${randomUUID().replaceAll('-', '')}`) {
  return { id, type, created: Math.floor(Date.now() / 1000), data: { paymentIntentId: ref, amountCents, reference: 'test' } };
}

function postWebhook(body: string, signature: string) {
  return app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: body });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('POST /api/payments/webhook (sandbox signature)', () => {
  it('accepts a correctly signed event: the order becomes CONFIRMED and its confirmation e-mail is queued', async () => {
    const order = await startOrder();
    const body = JSON.stringify(event('payment.succeeded', order.payment.ref, order.amountCents));
    const response = await postWebhook(body, signatureHeader(SECRET, body, nowSeconds()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await orderStatus(order.id)).toBe('CONFIRMED');
    const paid = await app.db.selectFrom('customer_order').select('paid_cents').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(paid.paid_cents).toBe(order.amountCents);
    const outbox = await app.db.selectFrom('outbox_message').select('kind').where('order_id', '=', order.id).execute();
    expect(outbox).toEqual([{ kind: 'order_confirmation' }]);
  });

  it('refuses a wrong secret, a tampered body, a timestamp 6 minutes old, a missing or malformed header: 400 and no transition', async () => {
    const order = await startOrder();
    const before = await transitionCount(order.id);
    const body = JSON.stringify(event('payment.succeeded', order.payment.ref, order.amountCents));
    const attempts = [
      signatureHeader('another-secret-0123456789abcdef', body, nowSeconds()),
      signatureHeader(SECRET, body.replace(String(order.amountCents), '1'), nowSeconds()),
      signatureHeader(SECRET, body, nowSeconds() - 6 * 60),
      signatureHeader(SECRET, body, nowSeconds() + 6 * 60),
      `v1=${signatureHeader(SECRET, body, nowSeconds()).split('v1=')[1]}`,
      'sha256=abc',
    ];
    for (const signature of attempts) {
      const response = await postWebhook(body, signature);
      expect(response.statusCode, signature).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', detail: 'Invalid webhook signature' });
    }
    const unsigned = await app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(400);
    // Tampered: the body says 1 cent while the signature covers the original one.
    const tampered = body.replace(String(order.amountCents), '1');
    expect((await postWebhook(tampered, signatureHeader(SECRET, body, nowSeconds()))).statusCode).toBe(400);
    expect(await orderStatus(order.id)).toBe('AWAITING_PAYMENT');
    expect(await transitionCount(order.id)).toBe(before);
  });

  it('applies the same event once: the replay answers duplicate and adds no transition', async () => {
    const order = await startOrder();
    const body = JSON.stringify(event('payment.succeeded', order.payment.ref, order.amountCents));
    const first = await postWebhook(body, signatureHeader(SECRET, body, nowSeconds()));
    expect(first.json()).toEqual({ received: true });
    const afterFirst = await transitionCount(order.id);
    const replay = await postWebhook(body, signatureHeader(SECRET, body, nowSeconds()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await transitionCount(order.id)).toBe(afterFirst);
    const events = await app.db.selectFrom('payment_event').select(['provider', 'type']).where('order_id', '=', order.id).execute();
    expect(events).toEqual([{ provider: 'sandbox', type: 'payment.succeeded' }]);
  });

  it('a failure event fails the order and gives its rooms back', async () => {
    const before = await roomsLeft();
    const order = await startOrder();
    expect(await roomsLeft()).toEqual(before.map((n) => n - 1));
    const body = JSON.stringify(event('payment.failed', order.payment.ref, order.amountCents));
    expect((await postWebhook(body, signatureHeader(SECRET, body, nowSeconds()))).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('FAILED');
    expect(await roomsLeft()).toEqual(before);
  });

  it('acknowledges an event about a payment no order knows, and changes nothing', async () => {
    const body = JSON.stringify(event('payment.succeeded', 'pi_sbx_000000000000000000000000', 100));
    const response = await postWebhook(body, signatureHeader(SECRET, body, nowSeconds()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('is not held back by the write rate limit', async () => {
    const limited = await buildTestApp({ config: { payments: { provider: 'sandbox', webhookSecret: SECRET, webhookUrl: undefined }, rateLimitWritePerMinute: 1 } });
    try {
      const body = JSON.stringify(event('payment.succeeded', 'pi_sbx_000000000000000000000001', 100));
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(SECRET, body, nowSeconds()) }, payload: body });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('the sandbox hosted payment page', () => {
  it('shows the amount in the order\'s locale, the sandbox banner, the card form and the test cards, under its own CSP', async () => {
    const order = await startOrder({ amountCents: 123_456 });
    expect(hostedPath(order)).toBe(`/api/psp-sandbox/pay/${order.payment.ref}`);
    const response = await app.inject({ method: 'GET', url: hostedPath(order) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.56);
    expect(page).toContain(amount);
    expect(page).toContain('SANDBOX — test payments only');
    expect(page).toContain('<html lang="en">');
    for (const name of ['number', 'expiry', 'cvc', 'name']) expect(page).toMatch(new RegExp(`<label for="card-${name}">`));
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220']) expect(page).toContain(card);
    expect(page).toContain('+decline');
    expect(page).not.toMatch(/<script|src="http/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('4242 4242 4242 4242 pays: 303 to the return URL, the webhook confirms the order, a second submission charges nothing', async () => {
    const order = await startOrder();
    const response = await submitCard(hostedPath(order), { number: '4242 4242 4242 4242', ...VALID_CARD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${order.returnUrl}&redirect_status=succeeded`);
    // The first delivery went out before the redirect.
    expect(await orderStatus(order.id)).toBe('CONFIRMED');
    expect(await app.db.selectFrom('outbox_message').select('kind').where('order_id', '=', order.id).execute()).toEqual([{ kind: 'order_confirmation' }]);
    expect(await app.payments.retrievePayment(order.payment.ref)).toEqual({ ref: order.payment.ref, status: 'succeeded', amountCents: order.amountCents });
    const transitions = await transitionCount(order.id);

    const again = await submitCard(hostedPath(order), { number: '4242424242424242', ...VALID_CARD });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment succeeded. It will not be charged again.');
    expect((await app.inject({ method: 'GET', url: hostedPath(order) })).body).toContain('This payment succeeded');
    await app.pspSandbox?.webhooksIdle();
    expect(await transitionCount(order.id)).toBe(transitions);
    const events = await app.db.selectFrom('payment_event').select('type').where('order_id', '=', order.id).execute();
    expect(events).toEqual([{ type: 'payment.succeeded' }]);
  });

  it('4000 0000 0000 0002 is declined: 303 with redirect_status=failed, the order FAILED and its rooms released', async () => {
    const before = await roomsLeft();
    const order = await startOrder();
    const response = await submitCard(hostedPath(order), { number: '4000 0000 0000 0002', ...VALID_CARD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${order.returnUrl}&redirect_status=failed`);
    expect(await orderStatus(order.id)).toBe('FAILED');
    expect(await roomsLeft()).toEqual(before);
    expect((await app.payments.retrievePayment(order.payment.ref)).status).toBe('failed');
  });

  it('4000 0000 0000 3220 asks for a 3-D Secure challenge; completing it confirms the order', async () => {
    const order = await startOrder();
    const response = await submitCard(hostedPath(order), { number: '4000000000003220', ...VALID_CARD });
    expect(response.statusCode).toBe(303);
    const challenge = `/api/psp-sandbox/challenge/${order.payment.ref}`;
    expect(response.headers.location).toBe(challenge);
    expect(await sandboxStatus(order.payment.ref)).toBe('requires_action');
    expect(await orderStatus(order.id)).toBe('AWAITING_PAYMENT');
    expect((await app.payments.retrievePayment(order.payment.ref)).status).toBe('pending');
    // Back on the card page, the browser is sent to the pending challenge.
    expect((await app.inject({ method: 'GET', url: hostedPath(order) })).headers.location).toBe(challenge);

    const page = await app.inject({ method: 'GET', url: challenge });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('Fail authentication');
    const done = await submitCard(challenge, { outcome: 'complete' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${order.returnUrl}&redirect_status=succeeded`);
    expect(await orderStatus(order.id)).toBe('CONFIRMED');
  });

  it('a failed 3-D Secure authentication fails the order', async () => {
    const order = await startOrder();
    await submitCard(hostedPath(order), { number: '4000 0000 0000 3220', ...VALID_CARD });
    const done = await submitCard(`/api/psp-sandbox/challenge/${order.payment.ref}`, { outcome: 'fail' });
    expect(done.headers.location).toBe(`${order.returnUrl}&redirect_status=failed`);
    expect(await orderStatus(order.id)).toBe('FAILED');
  });

  it('an unknown card number, a past expiry or a bad code: the form again with the errors (400), nothing changes', async () => {
    const order = await startOrder();
    const transitions = await transitionCount(order.id);
    const unknown = await submitCard(hostedPath(order), { number: '4111 1111 1111 1111', ...VALID_CARD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toContain('Card number not recognised in the sandbox');
    expect(unknown.body).toContain('aria-invalid="true" aria-describedby="card-number-error"');

    const expired = await submitCard(hostedPath(order), { number: '4242 4242 4242 4242', expiry: '01/20', cvc: '12', name: '' });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('The card has expired');
    expect(expired.body).toContain('Enter the 3-digit security code');
    expect(expired.body).toContain('Enter the name on the card');

    expect(await sandboxStatus(order.payment.ref)).toBe('requires_payment_method');
    expect(await orderStatus(order.id)).toBe('AWAITING_PAYMENT');
    expect(await transitionCount(order.id)).toBe(transitions);
  });

  it('answers an unknown payment with a 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/psp-sandbox/pay/pi_sbx_ffffffffffffffffffffffff' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment not found');
  });

  it('pay-later methods use the same page and name the method', async () => {
    const order = await startOrder({ method: '3x' });
    const page = await app.inject({ method: 'GET', url: hostedPath(order) });
    expect(page.body).toContain('Pay in 3 instalments');
  });
});

describe('the sandbox wallet', () => {
  async function authorize(paymentIntentId: string, clientSecret: string) {
    return app.inject({ method: 'POST', url: '/api/psp-sandbox/wallet/authorize', payload: { paymentIntentId, clientSecret } });
  }

  it('authorizes with the client secret only, then the confirmed payment succeeds and the webhook confirms the order', async () => {
    const order = await startOrder({ method: 'wallet' });
    const next = order.payment.next;
    if (next.kind !== 'wallet') throw new Error('expected a wallet payment');
    expect(next.paymentIntentId).toBe(order.payment.ref);
    expect(next.clientSecret).toMatch(new RegExp(`^${order.payment.ref}_secret_`));

    const refused = await authorize(next.paymentIntentId, `${next.paymentIntentId}_secret_wrong`);
    expect(refused.statusCode).toBe(401);
    const authorized = await authorize(next.paymentIntentId, next.clientSecret);
    expect(authorized.statusCode).toBe(200);
    expect(authorized.json()).toEqual({ paymentIntentId: next.paymentIntentId, status: 'authorized' });

    const confirmed = await app.payments.confirmWalletPayment(order.payment.ref, { paymentIntentId: next.paymentIntentId });
    expect(confirmed).toEqual({ ref: order.payment.ref, status: 'succeeded', amountCents: order.amountCents });
    expect(await orderStatus(order.id)).toBe('CONFIRMED');
    // Confirming again charges nothing more.
    expect((await app.payments.confirmWalletPayment(order.payment.ref, { paymentIntentId: next.paymentIntentId })).status).toBe('succeeded');
  });

  it('declines when the buyer e-mail contains +decline: the order FAILED', async () => {
    const order = await startOrder({ method: 'wallet', email: 'camille+decline@example.com' });
    const next = order.payment.next;
    if (next.kind !== 'wallet') throw new Error('expected a wallet payment');
    expect((await authorize(next.paymentIntentId, next.clientSecret)).statusCode).toBe(200);
    const confirmed = await app.payments.confirmWalletPayment(order.payment.ref, { paymentIntentId: next.paymentIntentId });
    expect(confirmed.status).toBe('failed');
    expect(await orderStatus(order.id)).toBe('FAILED');
  });

  it('declines a payment the wallet never authorized', async () => {
    const order = await startOrder({ method: 'wallet' });
    const confirmed = await app.payments.confirmWalletPayment(order.payment.ref, { paymentIntentId: order.payment.ref });
    expect(confirmed.status).toBe('failed');
  });
});

describe('refunds through the port', () => {
  it('refunds a succeeded payment (webhook payment.refunded: the order REFUNDED), and refuses one that did not succeed', async () => {
    const order = await startOrder();
    await submitCard(hostedPath(order), { number: '4242 4242 4242 4242', ...VALID_CARD });
    expect(await orderStatus(order.id)).toBe('CONFIRMED');
    expect(await app.payments.refund(order.payment.ref, order.amountCents)).toEqual({ status: 'succeeded' });
    await app.pspSandbox?.webhooksIdle();
    expect(await sandboxStatus(order.payment.ref)).toBe('refunded');
    expect(await orderStatus(order.id)).toBe('REFUNDED');
    expect(await app.payments.refund(order.payment.ref, order.amountCents)).toEqual({ status: 'failed' });

    const unpaid = await startOrder();
    expect(await app.payments.refund(unpaid.payment.ref, unpaid.amountCents)).toEqual({ status: 'failed' });
  });

  it('a payment that arrives after the hold expired and the rooms were sold is refunded', async () => {
    const order = await startOrder();
    await applyOrderEvent(app.db, order.id, 'hold_expired', 'test: hold expired');
    const saved = await roomsLeft();
    await sql`update offer_night set rooms_left = 0 where offer_id = ${stay.offerId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date`.execute(app.db);
    try {
      const response = await submitCard(hostedPath(order), { number: '4242 4242 4242 4242', ...VALID_CARD });
      expect(response.statusCode).toBe(303);
      await app.pspSandbox?.webhooksIdle();
      expect(await orderStatus(order.id)).toBe('REFUNDED');
      expect(await sandboxStatus(order.payment.ref)).toBe('refunded');
      expect(await roomsLeft()).toEqual(saved.map(() => 0));
    } finally {
      await sql`update offer_night set rooms_left = ${TEST_ROOMS} where offer_id = ${stay.offerId} and night >= ${stay.checkin}::date and night < ${stay.checkout}::date`.execute(app.db);
    }
  });
});

describe('webhook delivery', () => {
  const quietLog = { warn: () => undefined, error: () => undefined } as unknown as ConstructorParameters<typeof WebhookSender>[0]['log'];

  it('signs each attempt and retries a refused delivery until it is acknowledged', async () => {
    const attempts: Array<{ body: string; signature: string }> = [];
    const deliver: WebhookDeliver = async (_url, body, headers) => {
      attempts.push({ body, signature: headers[SANDBOX_SIGNATURE_HEADER]! });
      return { status: attempts.length < 3 ? 503 : 200 };
    };
    const sender = new WebhookSender({ secret: SECRET, url: () => 'http://receiver.invalid/hook', deliver, log: quietLog, retryDelaysMs: [10, 20] });
    const first = await sender.emit('payment.succeeded', { paymentIntentId: 'pi_sbx_1', amountCents: 500, reference: '12345678' });
    expect(first).toBe(false);
    await sender.idle();
    expect(attempts).toHaveLength(3);
    // The same event (same id) each time, freshly signed.
    expect(new Set(attempts.map((a) => (JSON.parse(a.body) as { id: string }).id)).size).toBe(1);
    for (const attempt of attempts) expect(() => verifySignature(SECRET, Buffer.from(attempt.body), attempt.signature, nowSeconds())).not.toThrow();
  });

  it('gives up after three attempts, and close() drops a pending retry', async () => {
    let count = 0;
    const failing: WebhookDeliver = async () => {
      count += 1;
      throw new Error('connection refused');
    };
    const sender = new WebhookSender({ secret: SECRET, url: () => 'http://receiver.invalid/hook', deliver: failing, log: quietLog, retryDelaysMs: [5, 5] });
    await sender.emit('payment.failed', { paymentIntentId: 'pi_sbx_2', amountCents: 500, reference: '12345678' });
    await sender.idle();
    expect(count).toBe(3);

    count = 0;
    const slow = new WebhookSender({ secret: SECRET, url: () => 'http://receiver.invalid/hook', deliver: failing, log: quietLog, retryDelaysMs: [60_000] });
    await slow.emit('payment.failed', { paymentIntentId: 'pi_sbx_3', amountCents: 500, reference: '12345678' });
    await slow.close();
    expect(count).toBe(1);
  });
});

describe('webhook delivery to a listening server', () => {
  it('posts over HTTP to the address the API listens on', async () => {
    const served = await buildTestApp({ config: { payments: { provider: 'sandbox', webhookSecret: SECRET, webhookUrl: undefined } } });
    const webhookAgents: string[] = [];
    served.addHook('onRequest', async (request) => {
      if (request.url === WEBHOOK) webhookAgents.push(String(request.headers['user-agent']));
    });
    try {
      const address = await served.listen({ host: '127.0.0.1', port: 0 });
      const order = await startOrder();
      // The order was started on the suite's app; its payment lives in the shared database.
      const response = await fetch(`${address}${hostedPath(order)}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ number: '4242 4242 4242 4242', ...VALID_CARD }).toString(),
      });
      expect(response.status).toBe(303);
      await served.pspSandbox?.webhooksIdle();
      expect(await orderStatus(order.id)).toBe('CONFIRMED');
      const events = await app.db.selectFrom('payment_event').select('type').where('order_id', '=', order.id).execute();
      expect(events).toEqual([{ type: 'payment.succeeded' }]);
      // A real HTTP request (Node's fetch), not one injected into the app.
      expect(webhookAgents).toEqual(['node']);
    } finally {
      await served.close();
    }
  });
});

describe('through the orders API', () => {
  const saved = new SavedNights();
  afterAll(async () => {
    await app.pspSandbox?.webhooksIdle();
    await cleanUpOrders(app.db);
    await saved.restore(app.db);
  });

  it('POST /api/purchase/orders, the hosted page, 4242: the order read back is CONFIRMED; 0002: FAILED', async () => {
    const stay = await findQuietStay(app.db, 2);
    await saved.save(app.db, stay);
    const amount = await amountToPayToday(app, stay);
    for (const [card, status, outcome] of [
      ['4242 4242 4242 4242', 'CONFIRMED', 'succeeded'],
      ['4000 0000 0000 0002', 'FAILED', 'failed'],
    ] as const) {
      const created = await postOrder(app, stayOrder(stay, amount));
      expect(created.statusCode).toBe(201);
      const { order, payment } = created.json() as { order: { orderUUID: string; status: string }; payment: { kind: string; url: string } };
      expect(order.status).toBe('AWAITING_PAYMENT');
      expect(payment.kind).toBe('redirect');
      const page = await app.inject({ method: 'GET', url: payment.url });
      expect(page.body).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount / 100));
      const paid = await submitCard(payment.url, { number: card, ...VALID_CARD });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/fr-fr/confirmation/${order.orderUUID}?status=success&gaId=&redirect_status=${outcome}`);
      const read = await app.inject({ method: 'GET', url: `/api/purchase/orders/${order.orderUUID}` });
      expect((read.json() as { status: string }).status).toBe(status);
    }
  });
});
