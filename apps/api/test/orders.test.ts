import {
  createOrderResponseSchema,
  NO_AVAILABILITY_MESSAGE,
  orderViewSchema,
  type CreateOrderResponse,
} from '@escapade/contracts/checkout';
import { problemSchema } from '@escapade/contracts/problem';
import { addDaysToDay, addMonthsToDay } from '@escapade/domain/calendar-day';
import { payLaterFeeCents } from '@escapade/domain/pay-later';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { releaseExpiredHolds } from '../src/orders/expire-holds';
import { claimIdempotencyKey, purgeIdempotencyKeys } from '../src/orders/idempotency';
import { buildTestApp } from './helpers';
import {
  amountToPayToday,
  BUYER,
  BUYER_EMAIL_DOMAIN,
  cleanUpOrders,
  findQuietStay,
  newKey,
  NO_DATED_ACTIVITY,
  postOrder,
  roomsLeft,
  SavedNights,
  stayOrder,
  transitionsOf,
  type Stay,
} from './orders-fixtures';
import { findBookableStay, queryString, today } from './product-fixtures';

let app: App;
const nights = new SavedNights();
/** Offers a test already took a stay of: the next test takes another offer. */
const taken: number[] = [];

async function quietStay(count: number, extra?: Parameters<typeof findQuietStay>[3]): Promise<Stay> {
  const stay = await findQuietStay(app.db, count, taken, extra);
  taken.push(stay.offerId);
  await nights.save(app.db, stay);
  return stay;
}

beforeAll(async () => {
  // Twenty buyers at once, and the tests' own orders, are more writes than the per-minute default.
  app = await buildTestApp({ config: { rateLimitWritePerMinute: 1000 } });
});
afterAll(async () => {
  try {
    await cleanUpOrders(app.db);
    await nights.restore(app.db);
  } finally {
    await app.close();
  }
});

async function created(response: Awaited<ReturnType<typeof postOrder>>): Promise<CreateOrderResponse> {
  expect(response.statusCode, response.body).toBe(201);
  return createOrderResponseSchema.parse(response.json());
}

async function countOrders(): Promise<number> {
  const row = await sql<{ count: number }>`
    select count(*)::int as count from customer_order where buyer->>'email' like ${`%@${BUYER_EMAIL_DOMAIN}`}`.execute(app.db);
  return row.rows[0]!.count;
}

async function quote(stay: Stay) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/product/${stay.offerId}/quote?${queryString({ locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights })}`,
  });
  return response.json() as { bookable: boolean; error?: { code: string; message: string } };
}

describe('POST /api/purchase/orders', () => {
  it('creates the order at the quote\'s price: 8-digit booking number, AWAITING_PAYMENT, rooms held, its transitions logged', async () => {
    const stay = await quietStay(1);
    const amount = await amountToPayToday(app, stay);
    const before = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const body = await created(await postOrder(app, stayOrder(stay, amount, { gaId: 'GA1.2.3' })));

    expect(body.order.bookingNumber).toMatch(/^\d{8}$/);
    expect(body.order.status).toBe('AWAITING_PAYMENT');
    expect(body.order.amounts).toMatchObject({ totalCents: amount, paidCents: 0, remainingCents: amount, insuranceCents: 0, payLaterFeeCents: 0 });
    expect(body.order.items).toEqual([
      expect.objectContaining({
        kind: 'SHORT_STAY',
        offerId: stay.offerId,
        checkin: stay.checkin,
        checkout: addDaysToDay(stay.checkin, 1),
        nights: 1,
        party: { adults: 2, children: 0, babies: 0 },
        amountCents: amount,
      }),
    ]);
    expect(body.order.items[0]!.label).not.toBe('');
    expect(body.order.items[0]!.hotelLabel).not.toBe('');
    expect(body.order.buyer).toEqual({ firstName: BUYER.firstName, lastName: BUYER.lastName, email: BUYER.email });
    expect(Date.parse(body.order.holdExpiresAt) - Date.parse(body.order.createdAt)).toBe(15 * 60_000);
    expect(body.payment).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^\/api\/psp-sandbox\/pay\/pi_sbx_/) });

    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(before - 1);
    expect(await transitionsOf(app.db, body.order.orderUUID)).toEqual([
      { from_status: null, to_status: 'PENDING', event: 'created', cause: 'order created' },
      expect.objectContaining({ from_status: 'PENDING', to_status: 'AWAITING_PAYMENT', event: 'payment_started' }),
    ]);
    const order = await app.db.selectFrom('customer_order').select(['payment_ref', 'payment_provider', 'ga_id']).where('id', '=', body.order.orderUUID).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_provider: 'sandbox', ga_id: 'GA1.2.3' });
    const payment = await app.db.selectFrom('psp_sandbox_payment').selectAll().where('id', '=', order.payment_ref!).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount_cents: amount, method: 'card' });
    expect(payment.return_url).toBe(`/fr-fr/confirmation/${body.order.orderUUID}?status=success&gaId=GA1.2.3`);

    // Read back by its UUID: the same order, still awaiting its payment at the provider.
    const read = await app.inject({ method: 'GET', url: `/api/purchase/orders/${body.order.orderUUID}` });
    expect(read.statusCode).toBe(200);
    expect(orderViewSchema.parse(read.json())).toEqual(body.order);
  });

  it('409 PRICE_CHANGED with the server\'s total when the browser showed another, and nothing is held', async () => {
    const stay = await quietStay(1);
    const amount = await amountToPayToday(app, stay);
    const before = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const orders = await countOrders();
    const response = await postOrder(app, stayOrder(stay, amount - 100));
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(response.json())).toMatchObject({ code: 'PRICE_CHANGED', expectedAmount: amount });
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(before);
    expect(await countOrders()).toBe(orders);
  });

  describe('Idempotency-Key', () => {
    it('the same key and body answer the first answer again: one order, the same status and body', async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      const key = newKey();
      const orders = await countOrders();
      const first = await postOrder(app, stayOrder(stay, amount), key);
      const again = await postOrder(app, stayOrder(stay, amount), key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await countOrders()).toBe(orders + 1);
    });

    it('the same request sent five times at once makes one order: the others answer it or say it is still under way', async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      const before = await roomsLeft(app.db, stay.offerId, stay.checkin);
      const orders = await countOrders();
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 5 }, () => postOrder(app, stayOrder(stay, amount), key)));
      const uuids = new Set<string>();
      for (const response of responses) {
        if (response.statusCode === 201) uuids.add(createOrderResponseSchema.parse(response.json()).order.orderUUID);
        else expect(problemSchema.parse(response.json())).toMatchObject({ status: 409, code: 'CONFLICT' });
      }
      expect(uuids.size).toBe(1);
      expect(await countOrders()).toBe(orders + 1);
      expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(before - 1);
    });

    it('a refusal is answered again too (a 409 stays the same 409)', async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      const key = newKey();
      const first = await postOrder(app, stayOrder(stay, amount + 1), key);
      const again = await postOrder(app, stayOrder(stay, amount + 1), key);
      expect(first.statusCode).toBe(409);
      expect(again.statusCode).toBe(409);
      expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(again.json()).toEqual(first.json());
    });

    it('422 IDEMPOTENCY_KEY_REUSED when the key comes back with another body', async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      const key = newKey();
      await created(await postOrder(app, stayOrder(stay, amount), key));
      const response = await postOrder(app, stayOrder(stay, amount, { gaId: 'another' }), key);
      expect(response.statusCode).toBe(422);
      expect(problemSchema.parse(response.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('400 naming headers.idempotency-key when the header is missing or malformed', async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      for (const key of [null, '', 'has space', 'x'.repeat(201)]) {
        const response = await postOrder(app, stayOrder(stay, amount), key);
        expect(response.statusCode).toBe(400);
        expect(problemSchema.parse(response.json()).field).toBe('headers.idempotency-key');
      }
    });

    it('a key left without an answer by a dead process is claimed again after a hold, unless its order was paid', async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      const key = newKey();
      const { order } = await created(await postOrder(app, stayOrder(stay, amount), key));
      // As if the process died before storing the answer, 20 minutes ago.
      await app.db
        .updateTable('idempotency_key')
        .set({ status_code: null, response: null, created_at: new Date(Date.now() - 20 * 60_000) })
        .where('key', '=', key)
        .execute();
      const setStatus = (status: 'CONFIRMED' | 'EXPIRED') =>
        app.db.updateTable('customer_order').set({ status }).where('id', '=', order.orderUUID).execute();
      const claim = (hash: string) => app.db.transaction().execute((trx) => claimIdempotencyKey(trx, key, hash, new Date()));

      await setStatus('CONFIRMED');
      expect(await claim('another request')).toEqual({ kind: 'reused' });
      await setStatus('EXPIRED');
      expect(await claim('another request')).toEqual({ kind: 'claimed' });
    });

    it('keys older than 24 hours are purged', async () => {
      const now = new Date();
      await app.db.insertInto('idempotency_key').values({ key: newKey(), request_hash: 'old', created_at: new Date(now.getTime() - 25 * 3_600_000) }).execute();
      const fresh = newKey();
      await app.db.insertInto('idempotency_key').values({ key: fresh, request_hash: 'fresh', created_at: now }).execute();
      expect(await purgeIdempotencyKeys(app.db, now)).toBeGreaterThanOrEqual(1);
      const left = await app.db.selectFrom('idempotency_key').select('request_hash').where('request_hash', 'in', ['old', 'fresh']).execute();
      expect(left).toEqual([{ request_hash: 'fresh' }]);
    });
  });

  it('20 buyers of the last room at once: exactly one order, 19 × 409 NO_AVAILABILITY; the quote sees the room gone; expiry gives it back', async () => {
    const stay = await quietStay(1);
    const amount = await amountToPayToday(app, stay);
    await app.db.updateTable('offer_night').set({ rooms_left: 1 }).where('offer_id', '=', stay.offerId).where('night', '=', stay.checkin).execute();

    const responses = await Promise.all(Array.from({ length: 20 }, () => postOrder(app, stayOrder(stay, amount))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 409).map((response) => problemSchema.parse(response.json()));
    expect(refused).toHaveLength(19);
    for (const problem of refused) expect(problem).toMatchObject({ code: 'NO_AVAILABILITY', detail: NO_AVAILABILITY_MESSAGE });
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(0);
    expect(await quote(stay)).toMatchObject({ bookable: false, error: { code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message: NO_AVAILABILITY_MESSAGE } });

    const winner = createOrderResponseSchema.parse(responses.find((response) => response.statusCode === 201)!.json());
    expect(await releaseExpiredHolds(app.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(1);
    const read = orderViewSchema.parse((await app.inject({ method: 'GET', url: `/api/purchase/orders/${winner.order.orderUUID}` })).json());
    expect(read.status).toBe('EXPIRED');
    expect((await transitionsOf(app.db, winner.order.orderUUID)).at(-1)).toEqual({
      from_status: 'AWAITING_PAYMENT', to_status: 'EXPIRED', event: 'hold_expired', cause: 'hold expired after 15 minutes',
    });
    expect((await quote(stay)).bookable).toBe(true);
    // Expired once: a second run finds nothing more of it to release.
    await releaseExpiredHolds(app.db, new Date(Date.now() + 16 * 60_000));
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(1);
  });

  it('a stay with a night sold out is refused whole: nothing is taken from its other nights', async () => {
    const stay = await quietStay(2);
    const amount = await amountToPayToday(app, stay);
    const secondNight = addDaysToDay(stay.checkin, 1);
    const firstBefore = await roomsLeft(app.db, stay.offerId, stay.checkin);
    // The price was quoted; then the second night sells out before the order arrives.
    await app.db.updateTable('offer_night').set({ rooms_left: 0 }).where('offer_id', '=', stay.offerId).where('night', '=', secondNight).execute();
    const response = await postOrder(app, stayOrder(stay, amount));
    expect(response.statusCode).toBe(409);
    expect(problemSchema.parse(response.json())).toMatchObject({ code: 'NO_AVAILABILITY', detail: NO_AVAILABILITY_MESSAGE });
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(firstBefore);
  });

  describe('400 naming the field', () => {
    it("a bad phone number: 'Phone number seems incorrect'", async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      const response = await postOrder(app, stayOrder(stay, amount, { buyer: { ...BUYER, phoneNumber: 'abc' } }));
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json())).toMatchObject({
        field: 'buyer.phoneNumber',
        errors: [{ field: 'buyer.phoneNumber', message: 'Phone number seems incorrect' }],
      });
    });

    it("no insurance choice for a stay: 'Please choose an option'", async () => {
      const stay = await quietStay(1);
      const amount = await amountToPayToday(app, stay);
      const order = stayOrder(stay, amount);
      const response = await postOrder(app, { ...order, items: { shortStayItem: order.items.shortStayItem } });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json())).toMatchObject({ field: 'items.insuranceItem', errors: [{ message: 'Please choose an option' }] });
    });

    it("a dated activity without its date: 'Please choose your activity dates.' on activityDaySelections", async () => {
      const stay = await findBookableStay(app.db, 1, sql`exists (select 1 from program_line p where p.offer_id = o.id and p.needs_date)`);
      const response = await postOrder(app, stayOrder({ ...stay!, nights: 1 }, 1));
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json())).toMatchObject({
        field: 'items.shortStayItem.reservationCriteria.activityDaySelections',
        errors: [{ message: 'Please choose your activity dates.' }],
      });
    });

    it('insurance chosen where it is not sold (nl_NL)', async () => {
      const stay = await findBookableStay(app.db, 1, NO_DATED_ACTIVITY, 'nl_NL');
      const order = stayOrder({ ...stay!, nights: 1 }, 1, { locale: 'nl_NL' });
      const response = await postOrder(app, { ...order, items: { ...order.items, insuranceItem: { choice: 'insurance' } } });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json()).field).toBe('items.insuranceItem.choice');
    });

    it('a pay-later option the basket is not eligible to (3x under 200 €)', async () => {
      const stay = await quietStay(1, sql`n.sell_cents < 15000`);
      const amount = await amountToPayToday(app, stay);
      expect(amount).toBeLessThan(20_000);
      const response = await postOrder(app, stayOrder(stay, amount + payLaterFeeCents('3x', amount), { paymentMethod: '3x' }));
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json()).field).toBe('paymentMethod');
    });
  });

  it('insurance and 3x: the premium of the insurance quote and the fee are in the total; the provider charges the first instalment', async () => {
    const stay = await quietStay(2, sql`n.sell_cents >= 10000 and n.sell_cents < 80000`);
    const stayCents = await amountToPayToday(app, stay);
    const premium = (
      await app.inject({ method: 'GET', url: `/api/purchase/insurance/quote?${queryString({ locale: 'fr_FR', cancellationType: 'FLEXIBLE', orderAmount: stayCents })}` })
    ).json() as { sellPrice: number };
    const basket = stayCents + premium.sellPrice;
    expect(basket).toBeGreaterThanOrEqual(20_000);
    const fee = payLaterFeeCents('3x', basket);
    const order = stayOrder(stay, basket + fee, { paymentMethod: '3x' });
    const body = await created(await postOrder(app, { ...order, items: { ...order.items, insuranceItem: { choice: 'insurance' } } }));

    expect(body.order).toMatchObject({ hasInsurance: true, amounts: { totalCents: basket + fee, insuranceCents: premium.sellPrice, payLaterFeeCents: fee } });
    expect(body.order.items.map((item) => [item.kind, item.amountCents])).toEqual([['SHORT_STAY', stayCents], ['INSURANCE', premium.sellPrice]]);
    expect(body.order.items[1]!.label).toBe('Assurance annulation');
    const share = Math.floor(basket / 3);
    const first = basket - 2 * share + fee;
    expect(body.order.instalments).toEqual([
      { date: today, amountCents: first, status: 'SCHEDULED' },
      { date: addMonthsToDay(today, 1), amountCents: share, status: 'SCHEDULED' },
      { date: addMonthsToDay(today, 2), amountCents: share, status: 'SCHEDULED' },
    ]);
    const ref = (await app.db.selectFrom('customer_order').select('payment_ref').where('id', '=', body.order.orderUUID).executeTakeFirstOrThrow()).payment_ref!;
    const payment = await app.db.selectFrom('psp_sandbox_payment').select(['amount_cents', 'method']).where('id', '=', ref).executeTakeFirstOrThrow();
    expect(payment).toEqual({ amount_cents: first, method: '3x' });
  });

  it('an activity for one\'s own use at its group price, paid by card; pay-later is refused for it', async () => {
    const product = await sql<{ id: number; sell_cents: number }>`
      select p.id, ap.sell_cents from activity_product p join activity_price ap on ap.product_id = p.id and ap.group_size = 2
      where p.published and 'fr_FR' = any(p.locales) order by p.id desc limit 1`.execute(app.db);
    const { id, sell_cents: price } = product.rows[0]!;
    const order = {
      locale: 'fr_FR',
      buyer: BUYER,
      currency: 'EUR',
      expectedAmount: price,
      items: { activityItem: { activityProductId: id, groupSize: 2, customType: 'OWN_USE' } },
      paymentMethod: 'card',
      consents: { salesConditions: true, packageTravelInformation: false },
    };
    const body = await created(await postOrder(app, order));
    expect(body.order.items).toEqual([expect.objectContaining({ kind: 'ACTIVITY', activityProductId: id, groupSize: 2, amountCents: price, party: null })]);
    expect(body.order).toMatchObject({ amounts: { totalCents: price }, cancellationPolicy: null, hasInsurance: false });

    const deferred = await postOrder(app, { ...order, paymentMethod: 'deferred' });
    expect(deferred.statusCode).toBe(400);
    expect(problemSchema.parse(deferred.json()).field).toBe('paymentMethod');
  });
});

describe('GET /api/purchase/orders/{orderUUID}', () => {
  it('404 for an unknown UUID, 400 for something that is no UUID', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/purchase/orders/3f0c8a52-3c2e-4d5b-9a51-6f1f2b0c9d41' });
    expect(unknown.statusCode).toBe(404);
    expect(problemSchema.parse(unknown.json()).code).toBe('NOT_FOUND');
    const bad = await app.inject({ method: 'GET', url: '/api/purchase/orders/12345' });
    expect(bad.statusCode).toBe(400);
    expect(problemSchema.parse(bad.json()).field).toBe('orderUUID');
  });
});

describe('POST /api/purchase/zeppto (wallet)', () => {
  async function walletOrder(email: string) {
    const stay = await quietStay(1);
    const amount = await amountToPayToday(app, stay);
    const body = await created(await postOrder(app, stayOrder(stay, amount, { paymentMethod: 'wallet', buyer: { ...BUYER, email } })));
    if (body.payment.kind !== 'wallet') throw new Error('expected the wallet step');
    expect(await app.pspSandbox!.authorizeWallet(body.payment.paymentIntentId, body.payment.clientSecret)).toBe('authorized');
    return { orderUUID: body.order.orderUUID, paymentIntentId: body.payment.paymentIntentId };
  }

  function pay(orderUUID: string, paymentIntentId: string) {
    return app.inject({
      method: 'POST',
      url: '/api/purchase/zeppto',
      payload: { orderUUID, pspAuthorization: { paymentIntentId, paymentMethod: 'wallet' } },
    });
  }

  it('answers the booking\'s order UUID once the wallet payment is confirmed; another payment id is a 400', async () => {
    const { orderUUID, paymentIntentId } = await walletOrder(`camille@${BUYER_EMAIL_DOMAIN}`);
    const wrong = await pay(orderUUID, 'pi_sbx_000000000000000000000000');
    expect(wrong.statusCode).toBe(400);
    expect(problemSchema.parse(wrong.json()).field).toBe('pspAuthorization.paymentIntentId');
    const response = await pay(orderUUID, paymentIntentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ booking: { orderUUID } });
  });

  it('402 PAYMENT_FAILED when the wallet is declined: the order fails and its room goes back', async () => {
    const { orderUUID, paymentIntentId } = await walletOrder(`camille+decline@${BUYER_EMAIL_DOMAIN}`);
    const item = await app.db.selectFrom('order_item').select(['offer_id', 'checkin']).where('order_id', '=', orderUUID).executeTakeFirstOrThrow();
    const held = await roomsLeft(app.db, item.offer_id!, String(item.checkin));
    const response = await pay(orderUUID, paymentIntentId);
    expect(response.statusCode).toBe(402);
    expect(problemSchema.parse(response.json()).code).toBe('PAYMENT_FAILED');
    const order = await app.db.selectFrom('customer_order').select('status').where('id', '=', orderUUID).executeTakeFirstOrThrow();
    expect(order.status).toBe('FAILED');
    expect(await roomsLeft(app.db, item.offer_id!, String(item.checkin))).toBe(held + 1);
    const again = await pay(orderUUID, paymentIntentId);
    expect(again.statusCode).toBe(409);
  });
});

describe('a lost webhook: the order read by its UUID asks the provider', () => {
  let lostApp: App;
  beforeAll(async () => {
    // The sandbox posts its webhooks where nothing listens: only the status check can settle the order.
    lostApp = await buildTestApp({
      config: {
        rateLimitWritePerMinute: 1000,
        payments: { provider: 'sandbox', webhookSecret: undefined, webhookUrl: 'http://127.0.0.1:9/api/payments/webhook' },
      },
    });
  });
  afterAll(() => lostApp.close());

  it('a payment the provider took confirms the order: PAID then CONFIRMED, the e-mail queued', async () => {
    const stay = await quietStay(1);
    const amount = await amountToPayToday(lostApp, stay);
    const body = await created(await postOrder(lostApp, stayOrder(stay, amount)));
    if (body.payment.kind !== 'redirect') throw new Error('expected the hosted page');
    const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
    const paid = await lostApp.inject({
      method: 'POST',
      url: body.payment.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: '4242 4242 4242 4242', expiry, cvc: '123', name: 'Camille Dupont' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/fr-fr/confirmation/${body.order.orderUUID}?status=success`);

    const read = orderViewSchema.parse((await lostApp.inject({ method: 'GET', url: `/api/purchase/orders/${body.order.orderUUID}` })).json());
    expect(read).toMatchObject({ status: 'CONFIRMED', amounts: { totalCents: amount, paidCents: amount, remainingCents: 0 } });
    expect((await transitionsOf(lostApp.db, body.order.orderUUID)).slice(2)).toEqual([
      expect.objectContaining({ from_status: 'AWAITING_PAYMENT', to_status: 'PAID', event: 'payment_succeeded', cause: expect.stringMatching(/^status check/) }),
      expect.objectContaining({ from_status: 'PAID', to_status: 'CONFIRMED', event: 'booking_confirmed' }),
    ]);
    const mail = await lostApp.db.selectFrom('outbox_message').select('kind').where('order_id', '=', body.order.orderUUID).execute();
    expect(mail).toEqual([{ kind: 'order_confirmation' }]);
  });
});
