import {
  createOrderResponseSchema,
  orderViewSchema,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '@escapade/contracts/checkout';
import { problemSchema } from '@escapade/contracts/problem';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import {
  GIFT_CARD_AMOUNT_TOO_HIGH,
  GIFT_CARD_AMOUNT_TOO_LOW,
  GIFT_CARD_AMOUNT_WHOLE_EUROS,
  GIFT_CARD_SEND_DATE_PAST,
} from '@escapade/domain/gift-card';
import { MANDATORY_FIELD_MESSAGE } from '@escapade/domain/validators';
import { formatVoucherCode, VOUCHER_ALPHABET } from '@escapade/domain/voucher';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { PAID_BY_GIFT_CARD } from '../src/orders/create-order';
import { applyOrderEvent } from '../src/orders/order-events';
import { GIFT_CARD_CODE_REFUSED_MESSAGE } from '@escapade/contracts/checkout';
import { buildTestApp } from './helpers';
import {
  amountToPayToday,
  BELGIAN_ADDRESS,
  buyGiftCard,
  cleanUpOrders,
  DECLINED_CARD_NUMBER,
  findActivity,
  findGiftableOffer,
  findQuietStay,
  GIFT,
  giftOrder,
  newKey,
  payOnSandbox,
  postOrder,
  SavedNights,
  stayOrder,
  transitionsOf,
  type Stay,
} from './orders-fixtures';
import { today } from './product-fixtures';

let app: App;
const nights = new SavedNights();
const taken: number[] = [];

async function quietStay(count: number): Promise<Stay> {
  const stay = await findQuietStay(app.db, count, taken);
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

function created(response: Awaited<ReturnType<typeof postOrder>>): CreateOrderResponse {
  expect(response.statusCode, response.body).toBe(201);
  return createOrderResponseSchema.parse(response.json());
}

/** The 400's problem: its first field and that field's message. */
function refused(response: Awaited<ReturnType<typeof postOrder>>): { field: string | undefined; message: string | undefined } {
  expect(response.statusCode, response.body).toBe(400);
  const problem = problemSchema.parse(response.json());
  return { field: problem.field, message: problem.errors?.find((error) => error.field === problem.field)?.message };
}

/** Two paid sleeves: one of a single-selection category, one of a multiple one. */
async function twoPaidSleeves(): Promise<Array<{ id: string; priceCents: number }>> {
  const rows = await app.db
    .selectFrom('sleeve as s')
    .innerJoin('sleeve_category as c', 'c.id', 's.category_id')
    .select(['s.id', 's.price_cents', 'c.single_selection'])
    .where('s.price_cents', '>', 0)
    .orderBy('s.id')
    .execute();
  const single = rows.find((row) => row.single_selection);
  const multiple = rows.find((row) => !row.single_selection);
  if (!single || !multiple) throw new Error('the seeded sleeves have no paid sleeve in a single and a multiple category');
  return [single, multiple].map((row) => ({ id: String(row.id), priceCents: row.price_cents }));
}

async function shippingCosts(locale = 'fr_FR'): Promise<{ amount: number; internationalFee: number }> {
  const row = await app.db.selectFrom('shipping_cost').selectAll().where('locale', '=', locale).executeTakeFirstOrThrow();
  return { amount: row.amount_cents, internationalFee: row.international_fee_cents };
}

async function boxOf(code: string): Promise<{ sellCents: number; valueCents: number }> {
  const row = await app.db.selectFrom('box').select(['sell_cents', 'value_cents']).where('code', '=', code).executeTakeFirstOrThrow();
  return { sellCents: row.sell_cents, valueCents: row.value_cents };
}

async function physicalBoxCode(): Promise<string> {
  const row = await app.db
    .selectFrom('box')
    .select('code')
    .where('code', 'like', '%PBOX')
    .where(sql<boolean>`'fr_FR' = any(locales)`)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  return row.code;
}

async function voucherOf(voucherId: string) {
  return app.db.selectFrom('voucher').select(['balance_cents', 'value_cents', 'state']).where('id', '=', voucherId).executeTakeFirstOrThrow();
}

async function sharesOf(orderId: string) {
  return app.db.selectFrom('gift_card_payment').select(['voucher_id', 'amount_cents', 'status']).where('order_id', '=', orderId).execute();
}

async function providerCharge(orderId: string): Promise<number | undefined> {
  const order = await app.db.selectFrom('customer_order').select('payment_ref').where('id', '=', orderId).executeTakeFirstOrThrow();
  if (!order.payment_ref) return undefined;
  const payment = await app.db.selectFrom('psp_sandbox_payment').select('amount_cents').where('id', '=', order.payment_ref).executeTakeFirstOrThrow();
  return payment.amount_cents;
}

function activityGift(activity: { id: number; priceCents: number }, patch: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return giftOrder({ activityItem: { activityProductId: activity.id, groupSize: 2, customType: 'GIFT' } }, activity.priceCents, patch);
}

/** An activity for one's own use (no gift details), paid with these gift cards and then by card. */
function ownUseActivity(activity: { id: number; priceCents: number }, giftCards: Array<{ code: string }>): CreateOrderRequest {
  return {
    ...giftOrder({ activityItem: { activityProductId: activity.id, groupSize: 2, customType: 'OWN_USE' } }, activity.priceCents, { giftCards }),
    gift: undefined,
  };
}

describe('pricing a gift', () => {
  it('a digital single voucher costs its single-voucher price: no sleeves, no shipping; the item is a gift stay without dates', async () => {
    const { offerId, sellCents } = await findGiftableOffer(app.db);
    const price = sellCents[2]!;
    const body = created(await postOrder(app, giftOrder({ singleVoucherItem: { offerId, nights: 2, giftFormat: 'digital', sleeves: ['default'] } }, price)));

    expect(body.order.status).toBe('AWAITING_PAYMENT');
    expect(body.order.amounts).toMatchObject({ totalCents: price, shippingCents: 0, giftCardCents: 0, insuranceCents: 0 });
    expect(body.order.items).toEqual([
      expect.objectContaining({
        kind: 'SHORT_STAY', offerId, isGift: true, giftFormat: 'digital', giftNights: 2, amountCents: price,
        checkin: null, checkout: null, nights: null, sleeves: [],
      }),
    ]);
    expect(body.order.items[0]!.label).not.toBe('');
    expect(body.order.items[0]!.hotelLabel).not.toBe('');
    expect(body.order.gift).toMatchObject({ personalisation: GIFT.personalisation, recipient: GIFT.recipient, delivery: null, sendDate: null, vouchers: [] });
    expect(await providerCharge(body.order.orderUUID)).toBe(price);

    const row = await app.db.selectFrom('order_item').selectAll().where('order_id', '=', body.order.orderUUID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_gift: true, gift_format: 'digital', gift_nights: 2, rooms: 0, sleeve_ids: [], checkin: null });
    expect(row.details).toMatchObject({ valueCents: price, sleeves: [] });

    const sleeved = await postOrder(app, giftOrder({ singleVoucherItem: { offerId, nights: 2, giftFormat: 'digital', sleeves: ['2'] } }, price));
    expect(refused(sleeved).field).toBe('items.singleVoucherItem.sleeves');
  });

  it('a physical single voucher to a Belgian address on fr_FR: the stay, its paid sleeves and the shipping with the international fee', async () => {
    const { offerId, sellCents } = await findGiftableOffer(app.db);
    const sleeves = await twoPaidSleeves();
    const costs = await shippingCosts();
    const shipping = costs.amount + costs.internationalFee;
    const sleevesCents = sleeves[0]!.priceCents + sleeves[1]!.priceCents;
    const total = sellCents[1]! + sleevesCents + shipping;
    const order = giftOrder(
      { singleVoucherItem: { offerId, nights: 1, giftFormat: 'physical', sleeves: ['default', ...sleeves.map((sleeve) => sleeve.id)] } },
      total,
      { gift: { ...GIFT, deliveryAddress: BELGIAN_ADDRESS } },
    );
    const body = created(await postOrder(app, order));
    expect(body.order.amounts).toMatchObject({ totalCents: total, shippingCents: shipping });
    expect(body.order.items[0]).toMatchObject({ kind: 'SHORT_STAY', giftFormat: 'physical', giftNights: 1, amountCents: sellCents[1]! + sleevesCents });
    expect(body.order.items[0]!.sleeves.map((sleeve) => [sleeve.id, sleeve.priceCents])).toEqual(sleeves.map((sleeve) => [sleeve.id, sleeve.priceCents]));
    expect(body.order.items[0]!.sleeves.every((sleeve) => sleeve.name !== '')).toBe(true);
    expect(body.order.gift?.delivery).toMatchObject({ address: BELGIAN_ADDRESS, state: 'TO_SHIP', workingDaysMin: 2, workingDaysMax: 4 });
    const row = await app.db.selectFrom('order_item').select(['sleeve_ids', 'details']).where('order_id', '=', body.order.orderUUID).executeTakeFirstOrThrow();
    expect(row.sleeve_ids).toEqual(sleeves.map((sleeve) => Number(sleeve.id)));
    expect(row.details).toMatchObject({ valueCents: sellCents[1] });

    // At home the market's own shipping cost only.
    const home = { ...BELGIAN_ADDRESS, postalCode: '75011', city: 'Paris', country: 'FR' as const };
    const atHome = sellCents[1]! + costs.amount;
    created(await postOrder(app, giftOrder({ singleVoucherItem: { offerId, nights: 1, giftFormat: 'physical', sleeves: [] } }, atHome, { gift: { ...GIFT, deliveryAddress: home } })));
    // The browser showed the price without the international fee: 409 with the server's total.
    const stale = await postOrder(app, { ...order, expectedAmount: total - costs.internationalFee });
    expect(stale.statusCode).toBe(409);
    expect(problemSchema.parse(stale.json())).toMatchObject({ code: 'PRICE_CHANGED', expectedAmount: total });
  });

  it('a physical box with two paid sleeves to a Belgian address totals its price, the sleeves and the shipping', async () => {
    const code = await physicalBoxCode();
    const box = await boxOf(code);
    const sleeves = await twoPaidSleeves();
    const costs = await shippingCosts();
    const total = box.sellCents + sleeves[0]!.priceCents + sleeves[1]!.priceCents + costs.amount + costs.internationalFee;
    const body = created(
      await postOrder(app, giftOrder({ boxItem: { code, sleeves: sleeves.map((sleeve) => sleeve.id) } }, total, { gift: { ...GIFT, deliveryAddress: BELGIAN_ADDRESS } })),
    );
    expect(body.order.amounts).toMatchObject({ totalCents: total, shippingCents: costs.amount + costs.internationalFee });
    expect(body.order.items).toEqual([expect.objectContaining({ kind: 'BOX', boxCode: code, isGift: true, giftFormat: 'physical', offerId: null })]);
    const row = await app.db.selectFrom('order_item').select(['box_code', 'details', 'gift_format']).where('order_id', '=', body.order.orderUUID).executeTakeFirstOrThrow();
    expect(row.details).toMatchObject({ valueCents: box.sellCents, boxValueCents: box.valueCents });
    const order = await app.db.selectFrom('customer_order').select(['shipping_cents', 'gift']).where('id', '=', body.order.orderUUID).executeTakeFirstOrThrow();
    expect(order.shipping_cents).toBe(costs.amount + costs.internationalFee);
    expect(order.gift).toMatchObject({ deliveryAddress: BELGIAN_ADDRESS, recipient: GIFT.recipient });
  });

  it('a digital box (EBOX) costs its price alone and takes no delivery address; an unknown box is a 404', async () => {
    const code = (await physicalBoxCode()).replace(/PBOX$/, 'EBOX');
    const box = await boxOf(code);
    const body = created(await postOrder(app, giftOrder({ boxItem: { code, sleeves: [] } }, box.sellCents)));
    expect(body.order.items[0]).toMatchObject({ kind: 'BOX', giftFormat: 'digital', amountCents: box.sellCents });
    expect(body.order.amounts.shippingCents).toBe(0);

    const addressed = await postOrder(app, giftOrder({ boxItem: { code, sleeves: [] } }, box.sellCents, { gift: { ...GIFT, deliveryAddress: BELGIAN_ADDRESS } }));
    expect(refused(addressed).field).toBe('gift.deliveryAddress');
    const unknown = await postOrder(app, giftOrder({ boxItem: { code: 'NOSUCHBOXEBOX', sleeves: [] } }, 1000));
    expect(unknown.statusCode).toBe(404);
    // Italy sells no boxes.
    const italy = await postOrder(app, giftOrder({ boxItem: { code, sleeves: [] } }, box.sellCents, { locale: 'it_IT' }));
    expect(italy.statusCode).toBe(404);
  });

  it('a physical gift without a delivery address is refused on gift.deliveryAddress; the NL postal code is stored as 1234 AB', async () => {
    const code = await physicalBoxCode();
    const box = await boxOf(code);
    const costs = await shippingCosts();
    const missing = await postOrder(app, giftOrder({ boxItem: { code, sleeves: [] } }, box.sellCents + costs.amount));
    expect(refused(missing)).toEqual({ field: 'gift.deliveryAddress', message: MANDATORY_FIELD_MESSAGE });

    const dutch = { name: 'Sanne de Vries', addressLine: 'Prinsengracht 263', postalCode: '1016gv', city: 'Amsterdam', country: 'NL' as const };
    const body = created(
      await postOrder(app, giftOrder({ boxItem: { code, sleeves: [] } }, box.sellCents + costs.amount + costs.internationalFee, { gift: { ...GIFT, deliveryAddress: dutch } })),
    );
    expect(body.order.gift?.delivery?.address.postalCode).toBe('1016 GV');
  });

  it('the physical format is refused, naming the field that chose it, where the market has no shipping costs', async () => {
    const code = await physicalBoxCode();
    const box = await boxOf(code);
    const saved = await app.db.selectFrom('shipping_cost').selectAll().where('locale', '=', 'fr_BE').executeTakeFirstOrThrow();
    await app.db.deleteFrom('shipping_cost').where('locale', '=', 'fr_BE').execute();
    try {
      const order = giftOrder({ boxItem: { code, sleeves: [] } }, box.sellCents, { locale: 'fr_BE', gift: { ...GIFT, deliveryAddress: BELGIAN_ADDRESS } });
      expect(refused(await postOrder(app, order)).field).toBe('items.boxItem.code');
      const { offerId, sellCents } = await findGiftableOffer(app.db, [], 'fr_BE');
      const voucher = giftOrder({ singleVoucherItem: { offerId, nights: 1, giftFormat: 'physical', sleeves: [] } }, sellCents[1]!, {
        locale: 'fr_BE',
        gift: { ...GIFT, deliveryAddress: BELGIAN_ADDRESS },
      });
      expect(refused(await postOrder(app, voucher)).field).toBe('items.singleVoucherItem.giftFormat');
    } finally {
      await app.db.insertInto('shipping_cost').values(saved).execute();
    }
  });

  it('postal codes not in their country\'s format are refused, naming gift.deliveryAddress.postalCode', async () => {
    const code = await physicalBoxCode();
    const wrong: Array<[string, string]> = [
      ['FR', '7501'], ['FR', '750011'], ['BE', '0999'], ['BE', '10000'], ['ES', '53001'], ['ES', '00123'],
      ['IT', '1234'], ['NL', '0123 AB'], ['NL', '1234 SA'], ['NL', '1234'],
    ];
    for (const [country, postalCode] of wrong) {
      const address = { ...BELGIAN_ADDRESS, country: country as 'FR', postalCode };
      const response = await postOrder(app, giftOrder({ boxItem: { code, sleeves: [] } }, 1000, { gift: { ...GIFT, deliveryAddress: address } }));
      expect(refused(response), `${country} ${postalCode}`).toEqual({ field: 'gift.deliveryAddress.postalCode', message: 'Postal code incorrect' });
    }
  });

  it('a gift card of its amount, digital, sent on a later day; amounts out of bounds or not in whole euros are refused', async () => {
    const sendDate = addDaysToDay(today, 10);
    const body = created(await postOrder(app, giftOrder({ giftCardItem: { amountCents: 7500, designId: 'seaside', sendDate } }, 7500)));
    expect(body.order.items).toEqual([expect.objectContaining({ kind: 'GIFTCARD', giftCardId: 'GIFTCARD', giftFormat: 'digital', amountCents: 7500, isGift: true })]);
    expect(body.order.gift).toMatchObject({ sendDate, delivery: null });
    const row = await app.db.selectFrom('order_item').select('details').where('order_id', '=', body.order.orderUUID).executeTakeFirstOrThrow();
    expect(row.details).toMatchObject({ valueCents: 7500, designId: 'seaside' });

    for (const [amountCents, message] of [
      [1900, GIFT_CARD_AMOUNT_TOO_LOW],
      [100_100, GIFT_CARD_AMOUNT_TOO_HIGH],
      [2050, GIFT_CARD_AMOUNT_WHOLE_EUROS],
    ] as const) {
      const response = await postOrder(app, giftOrder({ giftCardItem: { amountCents, designId: 'festive' } }, amountCents));
      expect(refused(response)).toEqual({ field: 'items.giftCardItem.amountCents', message });
    }
    for (const amountCents of [2000, 100_000]) created(await postOrder(app, giftOrder({ giftCardItem: { amountCents, designId: 'festive' } }, amountCents)));

    const past = await postOrder(app, giftOrder({ giftCardItem: { amountCents: 5000, designId: 'festive', sendDate: addDaysToDay(today, -1) } }, 5000));
    expect(refused(past)).toEqual({ field: 'items.giftCardItem.sendDate', message: GIFT_CARD_SEND_DATE_PAST });
    // Spain sells no gift cards.
    const spain = await postOrder(app, giftOrder({ giftCardItem: { amountCents: 5000, designId: 'festive' } }, 5000, { locale: 'es_ES' }));
    expect(refused(spain).field).toBe('items.giftCardItem');
    const addressed = await postOrder(app, giftOrder({ giftCardItem: { amountCents: 5000, designId: 'festive' } }, 5000, { gift: { ...GIFT, deliveryAddress: BELGIAN_ADDRESS } }));
    expect(refused(addressed).field).toBe('gift.deliveryAddress');
  });

  it('an activity offered as a gift: its group price, a digital gift item', async () => {
    const activity = await findActivity(app.db);
    const body = created(await postOrder(app, activityGift(activity)));
    expect(body.order.items).toEqual([
      expect.objectContaining({ kind: 'ACTIVITY', activityProductId: activity.id, groupSize: 2, isGift: true, giftFormat: 'digital', amountCents: activity.priceCents }),
    ]);
    expect(body.order.gift).toMatchObject({ recipient: GIFT.recipient });
    const addressed = await postOrder(app, activityGift(activity, { gift: { ...GIFT, deliveryAddress: BELGIAN_ADDRESS } }));
    expect(refused(addressed).field).toBe('gift.deliveryAddress');
  });

  it('the gift details are required with a gift and refused without one; a gift has no insurance and no pay-later', async () => {
    const { offerId, sellCents } = await findGiftableOffer(app.db);
    const items = { singleVoucherItem: { offerId, nights: 1, giftFormat: 'digital' as const, sleeves: [] } };
    const withoutGift = { ...giftOrder(items, sellCents[1]!), gift: undefined };
    expect(refused(await postOrder(app, withoutGift))).toEqual({ field: 'gift', message: MANDATORY_FIELD_MESSAGE });

    const activity = await findActivity(app.db);
    const ownUse = { ...ownUseActivity(activity, []), gift: GIFT };
    expect(refused(await postOrder(app, ownUse)).field).toBe('gift');
    const stay = await quietStay(1);
    const amount = await amountToPayToday(app, stay);
    expect(refused(await postOrder(app, stayOrder(stay, amount, { gift: GIFT }))).field).toBe('gift');

    const insured = await postOrder(app, giftOrder({ ...items, insuranceItem: { choice: 'insurance' } }, sellCents[1]!));
    expect(refused(insured).field).toBe('items.insuranceItem.choice');
    expect(refused(await postOrder(app, giftOrder(items, sellCents[1]!, { paymentMethod: '3x' }))).field).toBe('paymentMethod');
    // No package travel information to accept for a gift; the wallet pays it.
    const wallet = created(await postOrder(app, giftOrder(items, sellCents[1]!, { paymentMethod: 'wallet' })));
    expect(wallet.payment.kind).toBe('wallet');
  });

  it('an offer that is not sold as a gift is refused on offerId; an unknown offer is a 404', async () => {
    const row = await sql<{ id: number }>`
      select o.id from offer o join hotel h on h.id = o.hotel_id
      where o.published and h.active and 'fr_FR' = any(o.locales) and not o.is_single_voucher_sellable order by o.id desc limit 1`.execute(app.db);
    const offerId = row.rows[0]!.id;
    const response = await postOrder(app, giftOrder({ singleVoucherItem: { offerId, nights: 1, giftFormat: 'digital', sleeves: [] } }, 10_000));
    expect(refused(response).field).toBe('items.singleVoucherItem.offerId');
    const unknown = await postOrder(app, giftOrder({ singleVoucherItem: { offerId: 99_999_999, nights: 1, giftFormat: 'digital', sleeves: [] } }, 10_000));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('gift cards paying an order', () => {
  it('a gift card pays half a stay: the provider charges the rest; a declined payment gives the share back; a paid one spends it', async () => {
    const stay = await quietStay(1);
    const amount = await amountToPayToday(app, stay);
    const cardCents = Math.max(2000, Math.floor(amount / 200) * 100);
    expect(cardCents).toBeLessThan(amount);
    const card = await buyGiftCard(app, cardCents);
    expect(await voucherOf(card.voucherId)).toEqual({ balance_cents: cardCents, value_cents: cardCents, state: 'ACTIVE' });

    // As a person types it: lower case, in groups.
    const typed = formatVoucherCode(card.code).toLowerCase();
    const body = created(await postOrder(app, stayOrder(stay, amount, { giftCards: [{ code: typed }] })));
    expect(body.order.amounts).toMatchObject({ totalCents: amount, giftCardCents: cardCents });
    expect(body.order.giftCardPayments).toEqual([{ codeEnd: card.code.slice(-4), amountCents: cardCents }]);
    expect(body.payment.kind).toBe('redirect');
    expect(await providerCharge(body.order.orderUUID)).toBe(amount - cardCents);
    expect(await voucherOf(card.voucherId)).toEqual({ balance_cents: 0, value_cents: cardCents, state: 'REDEEMED' });
    expect(await sharesOf(body.order.orderUUID)).toEqual([{ voucher_id: card.voucherId, amount_cents: cardCents, status: 'RESERVED' }]);

    // Declined: the order fails and the card has its balance again.
    if (body.payment.kind !== 'redirect') throw new Error('expected the hosted page');
    expect((await payOnSandbox(app, body.payment.url, DECLINED_CARD_NUMBER)).statusCode).toBe(303);
    expect((await app.db.selectFrom('customer_order').select('status').where('id', '=', body.order.orderUUID).executeTakeFirstOrThrow()).status).toBe('FAILED');
    expect(await voucherOf(card.voucherId)).toEqual({ balance_cents: cardCents, value_cents: cardCents, state: 'ACTIVE' });
    expect(await sharesOf(body.order.orderUUID)).toEqual([expect.objectContaining({ status: 'RELEASED' })]);

    // Paid: the share is spent.
    const again = created(await postOrder(app, stayOrder(stay, amount, { giftCards: [{ code: card.code }] })));
    if (again.payment.kind !== 'redirect') throw new Error('expected the hosted page');
    expect((await payOnSandbox(app, again.payment.url)).statusCode).toBe(303);
    const read = orderViewSchema.parse((await app.inject({ method: 'GET', url: `/api/purchase/orders/${again.order.orderUUID}` })).json());
    // Paid is everything paid, the card's share included: nothing is left to pay.
    expect(read).toMatchObject({ status: 'CONFIRMED', amounts: { totalCents: amount, giftCardCents: cardCents, paidCents: amount, remainingCents: 0 } });
    expect(await sharesOf(again.order.orderUUID)).toEqual([expect.objectContaining({ status: 'CAPTURED', amount_cents: cardCents })]);
    expect(await voucherOf(card.voucherId)).toMatchObject({ balance_cents: 0, state: 'REDEEMED' });
  });

  it('a gift card covering a whole activity: no provider payment, the order settled and CONFIRMED at once; the key replays it without spending again', async () => {
    const activity = await findActivity(app.db);
    const cardCents = Math.max(2000, Math.ceil((activity.priceCents + 1) / 100) * 100);
    const card = await buyGiftCard(app, cardCents);
    const order = ownUseActivity(activity, [{ code: card.code }]);
    const key = newKey();
    const first = await postOrder(app, order, key);
    const body = created(first);
    expect(body.payment).toEqual({ kind: 'settled', url: `/fr-fr/confirmation/${body.order.orderUUID}?status=success&gaId=` });
    expect(body.order).toMatchObject({
      status: 'CONFIRMED',
      amounts: { totalCents: activity.priceCents, giftCardCents: activity.priceCents, paidCents: activity.priceCents, remainingCents: 0 },
    });
    expect(await providerCharge(body.order.orderUUID)).toBeUndefined();
    expect((await transitionsOf(app.db, body.order.orderUUID)).map((transition) => [transition.to_status, transition.cause])).toEqual([
      ['PENDING', 'order created'],
      ['AWAITING_PAYMENT', PAID_BY_GIFT_CARD],
      ['PAID', PAID_BY_GIFT_CARD],
      ['CONFIRMED', PAID_BY_GIFT_CARD],
    ]);
    expect(await sharesOf(body.order.orderUUID)).toEqual([{ voucher_id: card.voucherId, amount_cents: activity.priceCents, status: 'CAPTURED' }]);
    const left = cardCents - activity.priceCents;
    expect(await voucherOf(card.voucherId)).toEqual({ balance_cents: left, value_cents: cardCents, state: 'PARTLY_USED' });
    const mail = await app.db.selectFrom('outbox_message').select('kind').where('order_id', '=', body.order.orderUUID).execute();
    expect(mail).toEqual([{ kind: 'order_confirmation' }]);

    const replay = await postOrder(app, order, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await voucherOf(card.voucherId)).toMatchObject({ balance_cents: left });
  });

  it('a refunded order gives what the gift card paid back to the card ("refunds go back to the card")', async () => {
    const activity = await findActivity(app.db);
    const cardCents = Math.max(2000, Math.ceil((activity.priceCents + 1) / 100) * 100);
    const card = await buyGiftCard(app, cardCents);
    const body = created(await postOrder(app, ownUseActivity(activity, [{ code: card.code }])));
    expect(body.order.status).toBe('CONFIRMED');
    expect(await voucherOf(card.voucherId)).toMatchObject({ balance_cents: cardCents - activity.priceCents, state: 'PARTLY_USED' });

    const refunded = await applyOrderEvent(app.db, body.order.orderUUID, 'refunded', 'refunded by customer care');
    expect(refunded).toMatchObject({ applied: true, status: 'REFUNDED' });
    expect(await sharesOf(body.order.orderUUID)).toEqual([{ voucher_id: card.voucherId, amount_cents: activity.priceCents, status: 'REFUNDED' }]);
    expect(await voucherOf(card.voucherId)).toEqual({ balance_cents: cardCents, value_cents: cardCents, state: 'ACTIVE' });
    // A replayed refund gives nothing twice.
    expect(await applyOrderEvent(app.db, body.order.orderUUID, 'refunded', 'again')).toMatchObject({ applied: false });
    expect(await voucherOf(card.voucherId)).toMatchObject({ balance_cents: cardCents });
  });

  it('20 orders at once spending one gift card: the balance never goes below 0 and the shares add up to what it held', async () => {
    const activity = await findActivity(app.db);
    // Three and a half activities: the fourth order takes what is left, the others find the card used up.
    const cardCents = Math.round((activity.priceCents * 3.5) / 100) * 100;
    expect(cardCents).toBeGreaterThanOrEqual(2000);
    expect(cardCents).toBeLessThanOrEqual(100_000);
    const card = await buyGiftCard(app, cardCents);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postOrder(app, ownUseActivity(activity, [{ code: card.code }]))));
    const accepted = responses.filter((response) => response.statusCode === 201).map((response) => createOrderResponseSchema.parse(response.json()));
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(refused(response)).toEqual({ field: 'giftCards.0.code', message: GIFT_CARD_CODE_REFUSED_MESSAGE });
    }
    expect(accepted).toHaveLength(Math.ceil(cardCents / activity.priceCents));
    const shares = accepted.map((body) => body.order.amounts.giftCardCents);
    expect(shares.reduce((total, share) => total + share, 0)).toBe(cardCents);
    expect(shares.every((share) => share > 0 && share <= activity.priceCents)).toBe(true);
    const reserved = await app.db.selectFrom('gift_card_payment').select(sql<number>`sum(amount_cents)::int`.as('total')).where('voucher_id', '=', card.voucherId).executeTakeFirstOrThrow();
    expect(reserved.total).toBe(cardCents);
    expect(await voucherOf(card.voucherId)).toEqual({ balance_cents: 0, value_cents: cardCents, state: 'REDEEMED' });
    // Orders the card paid whole are settled; the one it paid in part charges the rest at the provider.
    for (const body of accepted) {
      const rest = activity.priceCents - body.order.amounts.giftCardCents;
      expect(body.payment.kind).toBe(rest === 0 ? 'settled' : 'redirect');
      expect(await providerCharge(body.order.orderUUID)).toBe(rest === 0 ? undefined : rest);
    }
  });

  it('a mistyped, unknown, expired or used-up code gets the one generic 400 on giftCards.{i}.code', async () => {
    const activity = await findActivity(app.db);
    const card = await buyGiftCard(app, 2000);
    const order = (code: string, more: Array<{ code: string }> = []) => ownUseActivity(activity, [...more, { code }]);
    // One symbol changed: the check symbol catches it before any lookup.
    const symbol = card.code[3]!;
    const other = VOUCHER_ALPHABET[(VOUCHER_ALPHABET.indexOf(symbol) + 1) % VOUCHER_ALPHABET.length]!;
    const mistyped = card.code.slice(0, 3) + other + card.code.slice(4);
    // Two neighbours swapped (when they differ).
    const swapIndex = [...card.code].findIndex((char, index) => index < 12 && char !== card.code[index + 1]);
    const swapped = card.code.slice(0, swapIndex) + card.code[swapIndex + 1] + card.code[swapIndex] + card.code.slice(swapIndex + 2);
    for (const code of [mistyped, swapped, 'ABCD', '2222-2222-2222-22']) {
      expect(refused(await postOrder(app, order(code)))).toEqual({ field: 'giftCards.0.code', message: GIFT_CARD_CODE_REFUSED_MESSAGE });
    }
    // The second card named is the one refused.
    expect(refused(await postOrder(app, order(mistyped, [{ code: card.code }]))).field).toBe('giftCards.1.code');

    await app.db.updateTable('voucher').set({ valid_until: addDaysToDay(today, -1), issued_on: addDaysToDay(today, -600) }).where('id', '=', card.voucherId).execute();
    expect(refused(await postOrder(app, order(card.code)))).toEqual({ field: 'giftCards.0.code', message: GIFT_CARD_CODE_REFUSED_MESSAGE });
    await app.db.updateTable('voucher').set({ valid_until: addDaysToDay(today, 500), issued_on: today, state: 'CANCELLED' }).where('id', '=', card.voucherId).execute();
    expect(refused(await postOrder(app, order(card.code)))).toEqual({ field: 'giftCards.0.code', message: GIFT_CARD_CODE_REFUSED_MESSAGE });
    await app.db.updateTable('voucher').set({ state: 'REDEEMED', balance_cents: 0 }).where('id', '=', card.voucherId).execute();
    expect(refused(await postOrder(app, order(card.code)))).toEqual({ field: 'giftCards.0.code', message: GIFT_CARD_CODE_REFUSED_MESSAGE });
  });

  it('gift cards do not pay a gift card, nor an order paid later; one card named twice is refused', async () => {
    const card = await buyGiftCard(app, 2000);
    const giftCardBought = await postOrder(app, giftOrder({ giftCardItem: { amountCents: 5000, designId: 'festive' } }, 5000, { giftCards: [{ code: card.code }] }));
    expect(refused(giftCardBought).field).toBe('giftCards');
    const stay = await quietStay(1);
    const amount = await amountToPayToday(app, stay);
    const later = await postOrder(app, stayOrder(stay, amount, { paymentMethod: 'deferred', giftCards: [{ code: card.code }] }));
    expect(refused(later)).toEqual({ field: 'paymentMethod', message: expect.stringContaining('gift cards') });
    const twice = await postOrder(app, stayOrder(stay, amount, { giftCards: [{ code: card.code }, { code: formatVoucherCode(card.code) }] }));
    expect(refused(twice).field).toBe('giftCards.1.code');
    expect(await voucherOf(card.voucherId)).toMatchObject({ balance_cents: 2000, state: 'ACTIVE' });
  });
});
