import { problemSchema } from '@escapade/contracts/problem';
import {
  checkoutNightsResponseSchema,
  productOffersResponseSchema,
  quoteResponseSchema,
  recommendedResponseSchema,
  upsellsResponseSchema,
} from '@escapade/contracts/product';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { localTaxTotal } from '@escapade/domain/price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { findBookableStay, LOCALE, offerRow, queryString, SELLABLE, today } from './product-fixtures';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function get(path: string, query: Record<string, string | number | undefined>) {
  return app.inject({ method: 'GET', url: `/api${path}?${queryString({ locale: LOCALE, ...query })}` });
}

async function offersOf(id: number, query: Record<string, string | number | undefined>) {
  const response = await get(`/product/${id}/offers`, query);
  expect(response.statusCode).toBe(200);
  return productOffersResponseSchema.parse(response.json()).offers;
}

describe('GET /api/product/{id}/offers', () => {
  it('lists the product first, then the other offers sold for its room (bookable first, cheapest first)', async () => {
    const stay = await findBookableStay(
      app.db,
      1,
      sql`(select count(*) from offer o2 where o2.room_id = o.room_id and o2.published and ${LOCALE} = any(o2.locales)) >= 2`,
    );
    expect(stay).toBeDefined();
    const offer = await offerRow(app.db, stay!.offerId);
    const offers = await offersOf(stay!.offerId, { checkin: stay!.checkin, nights: 1 });
    expect(offers[0]?.weekendId).toBe(stay!.offerId);
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(offers.every((item) => item.roomId === offer.room_id)).toBe(true);
    const others = offers.slice(1);
    const rank = others.map((item) => [item.bookable ? 0 : 1, item.priceInfo?.sellPrice ?? Infinity]);
    expect(rank).toEqual([...rank].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(offers[0]).toMatchObject({
      bookable: true,
      error: null,
      reservationCriteria: { checkin: stay!.checkin, checkout: addDaysToDay(stay!.checkin, 1), nights: 1, adult: 2, child: 0, baby: 0 },
      modifiedReservationCriteria: null,
    });
  });

  it('"NCNR means non-cancellable": no deadline; a cancellable offer\'s is the checkin minus its days', async () => {
    const ncnr = await findBookableStay(app.db, 1, sql`o.cancellation_type = 'NCNR'`);
    const [item] = await offersOf(ncnr!.offerId, { checkin: ncnr!.checkin, nights: 1 });
    expect(item?.cancellationPolicy).toEqual({
      type: 'NCNR', cancellable: false, cancellableUntilDays: null, cancellableUntil: null, cancellationDeadline: null,
    });
    const flexible = await findBookableStay(app.db, 1, sql`o.cancellable`);
    const offer = await offerRow(app.db, flexible!.offerId);
    const [other] = await offersOf(flexible!.offerId, { checkin: flexible!.checkin, nights: 1 });
    expect(other?.cancellationPolicy.cancellationDeadline).toBe(addDaysToDay(flexible!.checkin, -offer.cancellable_until_days!));
  });

  it('"Scarcity: rooms-left message only when 3 or fewer"', async () => {
    const scarce = await findBookableStay(app.db, 1, sql`n.rooms_left between 1 and 3`);
    const [item] = await offersOf(scarce!.offerId, { checkin: scarce!.checkin, nights: 1 });
    const rooms = await app.db.selectFrom('offer_night').select('rooms_left').where('offer_id', '=', scarce!.offerId).where('night', '=', scarce!.checkin).executeTakeFirstOrThrow();
    expect(item?.roomsAmountMessage).toEqual({ roomsLeft: rooms.rooms_left });
    const plenty = await findBookableStay(app.db, 1, sql`n.rooms_left > 3`);
    const [other] = await offersOf(plenty!.offerId, { checkin: plenty!.checkin, nights: 1 });
    expect(other?.roomsAmountMessage).toBeNull();
  });

  it('modifiedReservationCriteria: the next checkin where the same stay can be booked', async () => {
    const result = await sql<{ offer_id: number; night: string }>`
      select n.offer_id, n.night::text as night from offer_night n
      join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id
      where ${SELLABLE} and n.night > ${today}::date + 7 and n.rooms_left = 0
      order by n.offer_id, n.night limit 1`.execute(app.db);
    const soldOut = result.rows[0]!;
    const [item] = await offersOf(soldOut.offer_id, { checkin: soldOut.night, nights: 1 });
    expect(item).toMatchObject({ bookable: false, error: { code: 'PACKAGE_NOT_AVAILABLE_CHECKIN' } });
    const next = item!.modifiedReservationCriteria;
    expect(next).not.toBeNull();
    expect(next!.checkin > soldOut.night).toBe(true);
    const check = await get(`/product/${soldOut.offer_id}/quote`, { checkin: next!.checkin, nights: 1 });
    const quote = quoteResponseSchema.parse(check.json());
    expect(quote.error?.code === undefined || quote.error.code.startsWith('ACTIVITY_DATE')).toBe(true);
  });

  it.each(['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT'])('localTaxTotalAmount of a %s hotel', async (type) => {
    // The catalog's percentage-tax hotels are Dutch: the Dutch market sells them.
    const stay = await findBookableStay(app.db, 2, sql`h.local_tax_type = ${type} and r.max_capacity >= 3`, 'nl_NL');
    expect(stay).toBeDefined();
    const hotel = await sql<{ local_tax_type: string; local_tax_amount_cents: number; local_tax_percentage: number | null }>`
      select h.local_tax_type, h.local_tax_amount_cents, h.local_tax_percentage from offer o join hotel h on h.id = o.hotel_id
      where o.id = ${stay!.offerId}`.execute(app.db);
    const tax = hotel.rows[0]!;
    const [item] = await offersOf(stay!.offerId, { checkin: stay!.checkin, nights: 2, adult: 2, child: 1, locale: 'nl_NL' });
    expect(item?.bookable).toBe(true);
    const expected = localTaxTotal(
      { type: tax.local_tax_type, amount: tax.local_tax_amount_cents, percentage: tax.local_tax_percentage },
      { packageCents: item!.priceInfo!.sellPrice, persons: 3, nights: 2 },
    );
    expect(item!.localTaxTotalAmount).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it("400 'Product ID is required' and 400 naming checkin when it is missing", async () => {
    const missingId = await get('/product//offers', { checkin: addDaysToDay(today, 20) });
    expect(missingId.statusCode).toBe(400);
    expect(problemSchema.parse(missingId.json()).errors).toEqual([{ field: 'id', message: 'Product ID is required' }]);
    const stay = await findBookableStay(app.db, 1);
    const missingCheckin = await get(`/product/${stay!.offerId}/offers`, {});
    expect(missingCheckin.statusCode).toBe(400);
    expect(problemSchema.parse(missingCheckin.json()).field).toBe('checkin');
  });
});

describe('GET /api/weekend/{id}/packageCheckoutNights.json', () => {
  it('the night counts the checkin accepts, ascending; none for a sold-out checkin', async () => {
    const stay = await findBookableStay(app.db, 1, sql`n.allowed_nights is null and n.min_stay = 1`);
    const response = await get(`/weekend/${stay!.offerId}/packageCheckoutNights.json`, { checkin: stay!.checkin, multiOffer: 'true', client: 'msite' });
    expect(response.statusCode).toBe(200);
    const counts = checkoutNightsResponseSchema.parse(response.json());
    expect(counts[0]).toBe(1);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const single = checkoutNightsResponseSchema.parse(
      (await get(`/weekend/${stay!.offerId}/packageCheckoutNights.json`, { checkin: stay!.checkin })).json(),
    );
    // multiOffer: any offer of the hotel may carry the stay, so its answer includes the offer's own.
    expect(single.every((count) => counts.includes(count))).toBe(true);
    for (const count of single) {
      const quote = quoteResponseSchema.parse((await get(`/product/${stay!.offerId}/quote`, { checkin: stay!.checkin, nights: count })).json());
      expect(quote.error?.code ?? 'none').not.toMatch(/PACKAGE_NOT_AVAILABLE_CHECKIN|MIN_STAY_NOT_MET|NIGHTS_NOT_ALLOWED/);
    }
  });

  it('starts at the checkin night\'s minimum stay', async () => {
    const stay = await findBookableStay(app.db, 2, sql`n.min_stay = 2 and n.allowed_nights is null`);
    const counts = checkoutNightsResponseSchema.parse(
      (await get(`/weekend/${stay!.offerId}/packageCheckoutNights.json`, { checkin: stay!.checkin, adult: 2 })).json(),
    );
    expect(counts[0]).toBe(2);
  });

  it('400 without a checkin; 404 for an unknown weekend', async () => {
    expect((await get('/weekend/1/packageCheckoutNights.json', {})).statusCode).toBe(400);
    expect((await get('/weekend/99999999/packageCheckoutNights.json', { checkin: addDaysToDay(today, 20) })).statusCode).toBe(404);
  });
});

describe('GET /api/product/{id}/recommended', () => {
  it('recommends another offer of the same hotel, bookable on the asked stay', async () => {
    const stay = await findBookableStay(
      app.db,
      1,
      sql`exists (select 1 from offer o2 join room r2 on r2.id = o2.room_id
        join offer_night n2 on n2.offer_id = o2.id and n2.night = n.night
        where o2.hotel_id = o.hotel_id and o2.id <> o.id and o2.published and ${LOCALE} = any(o2.locales)
          and (o2.expiration is null or o2.expiration >= ${today}::date) and r2.max_capacity >= 2
          and n2.rooms_left > 0 and n2.min_stay <= 1 and (n2.allowed_nights is null or 1 = any(n2.allowed_nights)))`,
    );
    expect(stay).toBeDefined();
    const offer = await offerRow(app.db, stay!.offerId);
    const response = await get(`/product/${stay!.offerId}/recommended`, {
      checkin: stay!.checkin,
      checkout: addDaysToDay(stay!.checkin, 1),
      adult: 2,
    });
    expect(response.statusCode).toBe(200);
    const body = recommendedResponseSchema.parse(response.json());
    expect(body.recommendedOffer).not.toBeNull();
    expect(body.recommendedOffer!.id).not.toBe(stay!.offerId);
    expect(body.recommendedOffer!.hotelId).toBe(offer.hotel_id);
    expect(body.availability).toMatchObject({ weekendId: body.recommendedOffer!.id, bookable: true });
  });

  it('without dates: an offer of the hotel with availability left, and no availability', async () => {
    const stay = await findBookableStay(app.db, 1, sql`(select count(*) from offer o2 where o2.hotel_id = o.hotel_id and o2.published) >= 3`);
    const body = recommendedResponseSchema.parse((await get(`/product/${stay!.offerId}/recommended`, {})).json());
    expect(body.recommendedOffer?.price?.priceType).toBe('from_price');
    expect(body.availability).toBeNull();
  });
});

describe('GET /api/product/{id}/upsells', () => {
  async function upsellPair() {
    const row = await sql<{ offer_id: number; upsell_offer_id: number; price_difference_cents: number }>`
      select u.offer_id, u.upsell_offer_id, u.price_difference_cents from offer_upsell u
      join offer o on o.id = u.offer_id join hotel h on h.id = o.hotel_id
      where ${SELLABLE} order by u.offer_id, u.upsell_offer_id limit 1`.execute(app.db);
    return row.rows[0]!;
  }

  it('an extra moves to the other product id; the other product lists it as added, to remove', async () => {
    const pair = await upsellPair();
    const added = upsellsResponseSchema.parse((await get(`/product/${pair.offer_id}/upsells`, {})).json());
    const extra = added.upsells.find((upsell) => upsell.id === pair.upsell_offer_id);
    expect(extra).toMatchObject({ isAdded: false, priceDifference: pair.price_difference_cents });
    expect(extra!.programLines.length).toBeGreaterThan(0);
    const reverse = upsellsResponseSchema.parse((await get(`/product/${pair.upsell_offer_id}/upsells`, {})).json());
    expect(reverse.upsells.find((upsell) => upsell.id === pair.offer_id)).toMatchObject({
      isAdded: true,
      priceDifference: -pair.price_difference_cents,
    });
  });

  it('gifting: the difference per gift length (priceDifferencePerLos)', async () => {
    const pair = await upsellPair();
    const link = await app.db.selectFrom('offer_upsell').selectAll().where('offer_id', '=', pair.offer_id).where('upsell_offer_id', '=', pair.upsell_offer_id).executeTakeFirstOrThrow();
    const body = upsellsResponseSchema.parse((await get(`/product/${pair.offer_id}/upsells`, { flow: 'gifting' })).json());
    const extra = body.upsells.find((upsell) => upsell.id === pair.upsell_offer_id);
    expect(extra?.priceDifferencePerLos).toEqual(link.price_difference_per_los);
    expect(extra?.priceDifference).toBe(link.price_difference_per_los['1']);
  });

  it('400 when checkin comes without nights', async () => {
    const pair = await upsellPair();
    const response = await get(`/product/${pair.offer_id}/upsells`, { checkin: addDaysToDay(today, 20) });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe('nights');
  });
});
