import { randomInt, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { WebhookSignatureError } from '../src/payments/provider';
import { StripePaymentProvider } from '../src/payments/stripe/provider';
import { buildTestApp } from './helpers';

const SECRET_KEY = 'sk_test_offline_0000000000000000';
const WEBHOOK_SECRET = 'whsec_offline_test_secret_0000000000';
const SITE_URL = 'https://www.escapade.example';

/** Stripe's own signing helper, so the test does not restate the scheme it checks. */
const signer = new Stripe(SECRET_KEY);

function stripeEvent(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object }, livemode: false, pending_webhooks: 1, request: null });
}

function provider(stripe?: Stripe): StripePaymentProvider {
  return new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, siteUrl: SITE_URL, ...(stripe ? { stripe } : {}) });
}

const succeeded = (id: string) => stripeEvent('payment_intent.succeeded', { id, object: 'payment_intent', amount: 24_950, amount_received: 24_950, status: 'succeeded', metadata: {} });

describe('Stripe webhook verification (offline)', () => {
  it('accepts a payload signed with the webhook secret and reads it in the port\'s vocabulary', () => {
    const payload = succeeded('pi_test_1');
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = provider().verifyWebhook(Buffer.from(payload), { 'stripe-signature': header });
    expect(event).toEqual({ id: JSON.parse(payload).id, type: 'payment.succeeded', ref: 'pi_test_1', amountCents: 24_950 });
  });

  it('refuses a tampered body, a timestamp 6 minutes old, a wrong secret, a missing header and an unset secret', () => {
    const payload = succeeded('pi_test_2');
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const old = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    const wrong = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_another_secret_000000000000' });
    const withoutSecret = new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: undefined, siteUrl: SITE_URL });
    const cases: Array<[string, StripePaymentProvider, string, Record<string, string>]> = [
      ['tampered body', provider(), payload.replace('24950', '1'), { 'stripe-signature': header }],
      ['6 minutes old', provider(), payload, { 'stripe-signature': old }],
      ['wrong secret', provider(), payload, { 'stripe-signature': wrong }],
      ['no header', provider(), payload, {}],
      ['no secret configured', withoutSecret, payload, { 'stripe-signature': header }],
    ];
    for (const [label, adapter, body, headers] of cases) expect(() => adapter.verifyWebhook(Buffer.from(body), headers), label).toThrow(WebhookSignatureError);
    expect(() => provider().verifyWebhook(Buffer.from(payload), { 'stripe-signature': header })).not.toThrow();
  });

  it('maps Checkout Session, refund and unrelated events', () => {
    const adapter = provider();
    const verify = (payload: string) => adapter.verifyWebhook(Buffer.from(payload), { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) });
    expect(verify(stripeEvent('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', amount_total: 9900 }))).toMatchObject({ type: 'payment.succeeded', ref: 'cs_test_1', amountCents: 9900 });
    expect(verify(stripeEvent('checkout.session.completed', { id: 'cs_test_2', object: 'checkout.session', payment_status: 'unpaid', amount_total: 9900 }))).toMatchObject({ type: 'ignored' });
    expect(verify(stripeEvent('checkout.session.expired', { id: 'cs_test_3', object: 'checkout.session', payment_status: 'unpaid', amount_total: 9900 }))).toMatchObject({ type: 'payment.failed', ref: 'cs_test_3' });
    expect(verify(stripeEvent('payment_intent.payment_failed', { id: 'pi_test_4', object: 'payment_intent', amount: 500 }))).toMatchObject({ type: 'payment.failed', ref: 'pi_test_4' });
    expect(verify(stripeEvent('charge.refunded', { id: 'ch_test_5', object: 'charge', payment_intent: 'pi_test_5', amount_refunded: 500 }))).toMatchObject({ type: 'payment.refunded', ref: 'pi_test_5', amountCents: 500 });
    expect(verify(stripeEvent('customer.created', { id: 'cus_test_6', object: 'customer' }))).toMatchObject({ type: 'ignored' });
  });
});

describe('Stripe requests (offline HTTP client)', () => {
  /** Records what the library sends and answers with canned Stripe objects. */
  function recordingStripe(answer: (path: string) => Record<string, unknown>) {
    const requests: Array<{ method: string; path: string; form: URLSearchParams }> = [];
    const fetchFn = (async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      requests.push({ method: init?.method ?? 'GET', path: url.pathname, form: new URLSearchParams(typeof init?.body === 'string' ? init.body : '') });
      return new Response(JSON.stringify(answer(url.pathname)), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
    }) as typeof fetch;
    return { requests, stripe: new Stripe(SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 0 }) };
  }

  const input = {
    orderId: '7d8c5b8e-2a4f-4c39-9a7e-0f6d3b1c2a10',
    bookingNumber: '12345678',
    amountCents: 24_950,
    currency: 'EUR' as const,
    locale: 'it_IT' as const,
    returnUrl: '/it-it/confirmation/7d8c5b8e-2a4f-4c39-9a7e-0f6d3b1c2a10?status=success&gaId=',
    description: 'Escapade 12345678',
    buyerEmail: 'giulia@example.com',
  };

  it('a card payment is a Checkout Session in payment mode with absolute return URLs and the order in the metadata', async () => {
    const { requests, stripe } = recordingStripe(() => ({ id: 'cs_test_abc', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_abc', payment_intent: null }));
    const created = await provider(stripe).createPayment({ ...input, method: 'card' });
    expect(created).toEqual({ ref: 'cs_test_abc', next: { kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_abc' } });
    expect(requests).toHaveLength(1);
    const { path, form } = requests[0]!;
    expect(path).toBe('/v1/checkout/sessions');
    expect(form.get('mode')).toBe('payment');
    expect(form.get('success_url')).toBe(`${SITE_URL}${input.returnUrl}`);
    expect(form.get('cancel_url')).toBe(`${SITE_URL}${input.returnUrl}`);
    expect(form.get('locale')).toBe('it');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('24950');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('payment_intent_data[metadata][orderId]')).toBe(input.orderId);
  });

  it('a wallet payment is a PaymentIntent whose client secret goes to the browser', async () => {
    const { requests, stripe } = recordingStripe(() => ({ id: 'pi_test_w', object: 'payment_intent', client_secret: 'pi_test_w_secret_x', status: 'requires_payment_method', amount: 24_950 }));
    const created = await provider(stripe).createPayment({ ...input, method: 'wallet' });
    expect(created).toEqual({ ref: 'pi_test_w', next: { kind: 'wallet', paymentIntentId: 'pi_test_w', clientSecret: 'pi_test_w_secret_x' } });
    const { path, form } = requests[0]!;
    expect(path).toBe('/v1/payment_intents');
    expect(form.get('amount')).toBe('24950');
    expect(form.get('currency')).toBe('eur');
    expect(form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(form.get('metadata[orderId]')).toBe(input.orderId);
  });

  it('reads a payment\'s status from its session or PaymentIntent, and refunds through the refunds API', async () => {
    const { requests, stripe } = recordingStripe((path) => {
      if (path.startsWith('/v1/checkout/sessions/')) return { id: 'cs_test_paid', object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: 24_950, payment_intent: 'pi_test_paid' };
      if (path.startsWith('/v1/payment_intents/')) return { id: 'pi_test_gone', object: 'payment_intent', status: 'canceled', amount: 500, amount_received: 0 };
      return { id: 're_test', object: 'refund', status: 'succeeded' };
    });
    const adapter = provider(stripe);
    expect(await adapter.retrievePayment('cs_test_paid')).toEqual({ ref: 'cs_test_paid', status: 'succeeded', amountCents: 24_950 });
    expect(await adapter.retrievePayment('pi_test_gone')).toEqual({ ref: 'pi_test_gone', status: 'failed', amountCents: 500 });
    expect(await adapter.refund('cs_test_paid', 24_950)).toEqual({ status: 'succeeded' });
    const refund = requests.at(-1)!;
    expect(refund.path).toBe('/v1/refunds');
    expect(refund.form.get('payment_intent')).toBe('pi_test_paid');
    expect(refund.form.get('amount')).toBe('24950');
  });
});

describe('provider selection', () => {
  let app: App;
  const orderId = randomUUID();
  beforeAll(async () => {
    const payments = loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).payments;
    app = await buildTestApp({ config: { payments } });
  });
  afterAll(async () => {
    await app?.db.deleteFrom('customer_order').where('id', '=', orderId).execute();
    await app?.close();
  });

  it('the sandbox without STRIPE_SECRET_KEY, Stripe with it', async () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(app.payments.name).toBe('stripe');
    expect(app.pspSandbox).toBeNull();
    // The sandbox's pages are not served when Stripe is the provider.
    expect((await app.inject({ method: 'GET', url: '/api/psp-sandbox/pay/pi_sbx_ffffffffffffffffffffffff' })).statusCode).toBe(404);
  });

  it('the webhook route verifies a Stripe-signed event and confirms the order', async () => {
    await app.db
      .insertInto('customer_order')
      .values({
        id: orderId,
        booking_number: String(randomInt(10_000_000, 100_000_000)),
        locale: 'fr_FR',
        status: 'AWAITING_PAYMENT',
        buyer: JSON.stringify({ email: 'camille@example.com' }),
        total_cents: 24_950,
        payment_method: 'wallet',
        payment_provider: 'stripe',
        payment_ref: `pi_test_${orderId.replaceAll('-', '')}`,
        hold_expires_at: sql<Date>`now() + interval '15 minutes'`,
      })
      .execute();
    const payload = succeeded(`pi_test_${orderId.replaceAll('-', '')}`);
    const send = (signature: string) =>
      app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    const forged = await send(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_another_secret_000000000000' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ detail: 'Invalid webhook signature' });
    const response = await send(signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(response.statusCode).toBe(200);
    const order = await app.db.selectFrom('customer_order').select(['status', 'paid_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'CONFIRMED', paid_cents: 24_950 });
    const replay = await send(signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
  });
});
