/**
 * Fixtures of the order tests. Stays are found in the seeded catalog far ahead (200 to 330 days),
 * on the highest offer ids, where no other test file looks; every night a test changes is recorded
 * first and put back, and the orders the tests made are deleted, in `cleanUpOrders`.
 */
import type { CreateOrderRequest } from '@escapade/contracts/checkout';
import type { Db } from '@escapade/db';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { sql, type RawBuilder } from 'kysely';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { queryString, SELLABLE, sellableIn, today } from './product-fixtures';

/** Every order of these tests is bought by this address (`+decline` variants included). */
export const BUYER_EMAIL_DOMAIN = 'orders-test.example.com';

export const BUYER: CreateOrderRequest['buyer'] = {
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Dupont-Lefèvre',
  email: `camille@${BUYER_EMAIL_DOMAIN}`,
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
};

export const NO_DATED_ACTIVITY = sql`not exists (select 1 from program_line p where p.offer_id = o.id and p.needs_date)`;

export interface Stay {
  offerId: number;
  checkin: string;
  nights: number;
}

/**
 * A stay of `nights` nights for two adults, 200 to 330 days ahead, that the rules accept, on the
 * highest offer id not in `exclude` (so each test can take a stay of its own).
 */
export async function findQuietStay(db: Db, nights: number, exclude: readonly number[] = [], extra: RawBuilder<unknown> = sql`true`): Promise<Stay> {
  const excluded = exclude.length ? sql`n.offer_id <> all(${[...exclude]}::int[])` : sql`true`;
  const result = await sql<{ offer_id: number; night: string }>`
    select n.offer_id, n.night::text as night
    from offer_night n
    join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id join room r on r.id = o.room_id
    where ${SELLABLE} and ${NO_DATED_ACTIVITY} and ${excluded} and r.max_capacity >= 2
      and n.night between ${today}::date + 200 and ${today}::date + 330
      and n.rooms_left > 0 and n.min_stay <= ${nights} and (n.allowed_nights is null or ${nights} = any(n.allowed_nights))
      and (select count(*) from offer_night m
           where m.offer_id = n.offer_id and m.night >= n.night and m.night < n.night + ${nights}::int and m.rooms_left > 0) = ${nights}
      and ${extra}
    order by n.offer_id desc, n.night desc
    limit 1`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`no quiet ${nights}-night stay in the seeded catalog`);
  return { offerId: row.offer_id, checkin: row.night, nights };
}

/** What the quote says the stay costs today (the stay plus a local tax not paid at the hotel). */
export async function amountToPayToday(app: App, stay: Stay, party = { adult: 2, child: 0, baby: 0 }): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/product/${stay.offerId}/quote?${queryString({ locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, ...party })}`,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { bookable: boolean; amountToPayToday: number | null };
  expect(body.bookable).toBe(true);
  return body.amountToPayToday as number;
}

export function stayOrder(stay: Stay, expectedAmount: number, patch: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return {
    locale: 'fr_FR',
    buyer: BUYER,
    currency: 'EUR',
    expectedAmount,
    items: {
      shortStayItem: {
        gift: false,
        reservationCriteria: {
          offerId: stay.offerId,
          activityDaySelections: [],
          pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
          travelPeriod: { checkinDate: stay.checkin, checkoutDate: addDaysToDay(stay.checkin, stay.nights) },
        },
      },
      insuranceItem: { choice: 'noInsurance' },
    },
    paymentMethod: 'card',
    consents: { salesConditions: true, packageTravelInformation: true },
    ...patch,
  };
}

let keys = 0;
/** A fresh Idempotency-Key. */
export function newKey(): string {
  keys += 1;
  return `orders-test-${process.pid}-${Date.now()}-${keys}`;
}

/** POST an order; `key: null` sends no Idempotency-Key. */
export function postOrder(app: App, body: unknown, key: string | null = newKey()) {
  return app.inject({
    method: 'POST',
    url: '/api/purchase/orders',
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body as Record<string, unknown>,
  });
}

export async function roomsLeft(db: Db, offerId: number, night: string): Promise<number> {
  const row = await db.selectFrom('offer_night').select('rooms_left').where('offer_id', '=', offerId).where('night', '=', night).executeTakeFirstOrThrow();
  return row.rooms_left;
}

/** The nights a test changes, with their rooms before it: put back by `cleanUpOrders`. */
export class SavedNights {
  private readonly saved = new Map<string, { offerId: number; night: string; roomsLeft: number }>();

  async save(db: Db, stay: Stay): Promise<void> {
    for (let index = 0; index < stay.nights; index += 1) {
      const night = addDaysToDay(stay.checkin, index);
      const key = `${stay.offerId}/${night}`;
      if (!this.saved.has(key)) this.saved.set(key, { offerId: stay.offerId, night, roomsLeft: await roomsLeft(db, stay.offerId, night) });
    }
  }

  async restore(db: Db): Promise<void> {
    for (const { offerId, night, roomsLeft: rooms } of this.saved.values()) {
      await db.updateTable('offer_night').set({ rooms_left: rooms }).where('offer_id', '=', offerId).where('night', '=', night).execute();
    }
  }
}

/** Deletes the orders of these tests (items, transitions, outbox rows follow), their sandbox payments and keys. */
export async function cleanUpOrders(db: Db): Promise<void> {
  const orders = await db
    .selectFrom('customer_order')
    .select(['id', 'payment_ref'])
    .where(sql<boolean>`buyer->>'email' like ${`%@${BUYER_EMAIL_DOMAIN}`}`)
    .execute();
  const refs = orders.flatMap((order) => (order.payment_ref ? [order.payment_ref] : []));
  if (refs.length) await db.deleteFrom('psp_sandbox_payment').where('id', 'in', refs).execute();
  if (orders.length) {
    await db.deleteFrom('idempotency_key').where('order_id', 'in', orders.map((order) => order.id)).execute();
    await db.deleteFrom('customer_order').where('id', 'in', orders.map((order) => order.id)).execute();
  }
  await db.deleteFrom('idempotency_key').where('key', 'like', `orders-test-${process.pid}-%`).execute();
}

export async function transitionsOf(db: Db, orderId: string) {
  return db
    .selectFrom('order_transition')
    .select(['from_status', 'to_status', 'event', 'cause'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

// --- Gifts ------------------------------------------------------------------------------------

/** The words and recipient of a digital gift. */
export const GIFT: NonNullable<CreateOrderRequest['gift']> = {
  personalisation: { fromName: 'Camille', message: 'Joyeux anniversaire !' },
  recipient: { kind: 'beneficiary', name: 'Léa Martin', email: `lea@${BUYER_EMAIL_DOMAIN}` },
};

/** A Belgian delivery address (abroad for a fr_FR order: the international fee applies). */
export const BELGIAN_ADDRESS: NonNullable<NonNullable<CreateOrderRequest['gift']>['deliveryAddress']> = {
  name: 'Léa Martin',
  addressLine: 'Rue Royale 12',
  postalCode: '1000',
  city: 'Bruxelles',
  country: 'BE',
};

/** A gift order of `items` at `expectedAmount`, paid by card, with the digital gift's details. */
export function giftOrder(items: CreateOrderRequest['items'], expectedAmount: number, patch: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return {
    locale: 'fr_FR',
    buyer: BUYER,
    currency: 'EUR',
    expectedAmount,
    items,
    gift: GIFT,
    paymentMethod: 'card',
    consents: { salesConditions: true, packageTravelInformation: false },
    ...patch,
  };
}

/** An offer the market sells as a gift stay, with its single-voucher price by nights (highest id not in `exclude`). */
export async function findGiftableOffer(
  db: Db,
  exclude: readonly number[] = [],
  locale = 'fr_FR',
): Promise<{ offerId: number; sellCents: Record<number, number> }> {
  const excluded = exclude.length ? sql`o.id <> all(${[...exclude]}::int[])` : sql`true`;
  const result = await sql<{ offer_id: number }>`
    select o.id as offer_id from offer o join hotel h on h.id = o.hotel_id
    where ${sellableIn(locale)} and o.is_single_voucher_sellable and ${excluded}
      and (select count(*) from single_voucher_price p where p.offer_id = o.id) = 3
    order by o.id desc limit 1`.execute(db);
  const offerId = result.rows[0]?.offer_id;
  if (offerId === undefined) throw new Error('no giftable offer in the seeded catalog');
  const prices = await db.selectFrom('single_voucher_price').select(['nights', 'sell_cents']).where('offer_id', '=', offerId).execute();
  return { offerId, sellCents: Object.fromEntries(prices.map((row) => [row.nights, row.sell_cents])) };
}

/** An activity fr_FR sells to a group of 2, at its price. */
export async function findActivity(db: Db): Promise<{ id: number; priceCents: number }> {
  const product = await sql<{ id: number; sell_cents: number }>`
    select p.id, ap.sell_cents from activity_product p join activity_price ap on ap.product_id = p.id and ap.group_size = 2
    where p.published and 'fr_FR' = any(p.locales) order by p.id desc limit 1`.execute(db);
  const row = product.rows[0];
  if (!row) throw new Error('no activity for two in the seeded catalog');
  return { id: row.id, priceCents: row.sell_cents };
}

/** A card the sandbox accepts, or declines. */
export const SUCCEEDING_CARD_NUMBER = '4242 4242 4242 4242';
export const DECLINED_CARD_NUMBER = '4000 0000 0000 0002';

/** Submits a card on the sandbox's hosted page (its first webhook is delivered before the answer). */
export function payOnSandbox(app: App, hostedUrl: string, number: string = SUCCEEDING_CARD_NUMBER) {
  const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  return app.inject({
    method: 'POST',
    url: hostedUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, expiry, cvc: '123', name: 'Camille Dupont' }).toString(),
  });
}

/**
 * A gift card of `amountCents` bought through the API and paid on the sandbox: its order is
 * confirmed and its voucher issued. Answers the card's code and voucher id.
 */
export async function buyGiftCard(app: App, amountCents: number): Promise<{ code: string; voucherId: string; orderId: string }> {
  const response = await postOrder(app, giftOrder({ giftCardItem: { amountCents, designId: 'festive' } }, amountCents));
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { order: { orderUUID: string }; payment: { kind: string; url?: string } };
  if (body.payment.kind !== 'redirect' || !body.payment.url) throw new Error('expected the hosted payment page');
  expect((await payOnSandbox(app, body.payment.url)).statusCode).toBe(303);
  const voucher = await app.db
    .selectFrom('voucher')
    .select(['id', 'code'])
    .where('order_id', '=', body.order.orderUUID)
    .where('kind', '=', 'GIFTCARD')
    .executeTakeFirstOrThrow();
  return { code: voucher.code, voucherId: voucher.id, orderId: body.order.orderUUID };
}
