import { availabilitiesResponseSchema, hotelOffersResponseSchema, hotelSchema, nearbyHotelsResponseSchema } from '@escapade/contracts/hotel';
import { problemSchema } from '@escapade/contracts/problem';
import { lastCalendarMonth } from '@escapade/domain/calendar';
import { addDaysToDay, addMonthsToMonth, monthOf } from '@escapade/domain/calendar-day';
import { haversineKm } from '@escapade/domain/geo';
import { formatMoney, pricePerNight } from '@escapade/domain/price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { findBookableStay, LOCALE, maxId, queryString, SELLABLE, today } from './product-fixtures';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function get(path: string, query: Record<string, string | number | undefined> = {}) {
  return app.inject({ method: 'GET', url: `/api${path}?${queryString({ locale: LOCALE, ...query })}` });
}

async function sellingHotel(extra = sql`true`): Promise<number> {
  const row = await sql<{ id: number }>`
    select h.id from hotel h join offer o on o.hotel_id = h.id where ${SELLABLE} and ${extra}
    group by h.id having count(*) >= 2 order by h.id limit 1`.execute(app.db);
  return row.rows[0]!.id;
}

describe('GET /api/hotel/{id}', () => {
  it('every hotel field, rooms with their offers sold in the market, by id or by its own uri', async () => {
    const id = await sellingHotel();
    const row = await app.db.selectFrom('hotel').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const response = await get(`/hotel/${id}`);
    expect(response.statusCode).toBe(200);
    const hotel = hotelSchema.parse(response.json());
    expect(hotel).toMatchObject({
      id,
      label: row.label,
      stars: row.stars,
      uri: `/hotel/${id}`,
      active: true,
      metaRobots: 'index,follow',
      checkInOut: { checkin: row.checkin_hour, checkout: row.checkout_hour },
      policy: { petsAllowed: row.pets_allowed, petsMaxNumberOfPets: row.pets_max_number },
      localTax: { type: row.local_tax_type, amount: row.local_tax_amount_cents, currency: 'EUR' },
      review: { count: row.review_count, score: row.review_score },
      location: { address: row.street_address, zipCode: row.zip_code, latitude: row.latitude, longitude: row.longitude },
    });
    const sold = await sql<{ count: number }>`
      select count(*)::int as count from offer o join hotel h on h.id = o.hotel_id where h.id = ${id} and ${SELLABLE}`.execute(app.db);
    expect(hotel.legacyPackageCount).toBe(sold.rows[0]!.count);
    expect(hotel.rooms.flatMap((room) => room.offers).length).toBe(hotel.weekends.length);
    for (const room of hotel.rooms) expect(room.offers.every((offer) => offer.roomId === room.id)).toBe(true);
    expect(hotel.breadcrumb.map((item) => item.type)[0]).toBe('country');
    expect(hotel.breadcrumb.at(-1)).toMatchObject({ id: row.city_id, type: 'city' });
    const bySlug = hotelSchema.parse((await get(`/hotel/${row.slug}`)).json());
    expect(bySlug.id).toBe(id);
  });

  it('"An eco label panel appears when the hotel has 8 or more ecoFacilities"', async () => {
    const rows = await sql<{ id: number; eco: number }>`
      select id, cardinality(eco_facilities) as eco from hotel where active order by cardinality(eco_facilities) desc, id`.execute(app.db);
    const green = rows.rows.find((row) => row.eco >= 8);
    const plain = rows.rows.find((row) => row.eco < 8);
    expect(green).toBeDefined();
    expect(hotelSchema.parse((await get(`/hotel/${green!.id}`)).json()).hasEcoLabel).toBe(true);
    expect(hotelSchema.parse((await get(`/hotel/${plain!.id}`)).json()).hasEcoLabel).toBe(false);
  });

  it('an inactive hotel still loads, with active=false and robots noindex', async () => {
    const inactive = await app.db.selectFrom('hotel').select('id').where('active', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const hotel = hotelSchema.parse((await get(`/hotel/${inactive.id}`)).json());
    expect(hotel).toMatchObject({ active: false, metaRobots: 'noindex,follow', weekends: [] });
  });

  it('404 for an unknown id or uri; 400 for a malformed one', async () => {
    expect((await get(`/hotel/${(await maxId(app.db, 'hotel')) + 1000}`)).statusCode).toBe(404);
    expect((await get('/hotel/no-such-hotel-anywhere')).statusCode).toBe(404);
    const bad = await get('/hotel/hotel%20%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(problemSchema.parse(bad.json()).field).toBe('id');
  });
});

describe('GET /api/hotel/{id}/nearby', () => {
  it('other active hotels within 100 km, nearest first ("nearby hotels")', async () => {
    const id = await sellingHotel();
    const hotel = await app.db.selectFrom('hotel').select(['latitude', 'longitude']).where('id', '=', id).executeTakeFirstOrThrow();
    const body = nearbyHotelsResponseSchema.parse((await get(`/hotel/${id}/nearby`, { limit: 5 })).json());
    expect(body.hotels.length).toBeGreaterThan(0);
    expect(body.hotels.length).toBeLessThanOrEqual(5);
    expect(body.hotels.some((other) => other.id === id)).toBe(false);
    const distances = body.hotels.map((other) => other.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const other of body.hotels) {
      const km = haversineKm({ lat: hotel.latitude, lng: hotel.longitude }, { lat: other.location.latitude, lng: other.location.longitude });
      expect(Math.abs(km - other.distance)).toBeLessThan(0.06);
      expect(other.distance).toBeLessThanOrEqual(100);
    }
  });

  it('400 for a limit above 30', async () => {
    const response = await get(`/hotel/${await sellingHotel()}/nearby`, { limit: 31 });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe('limit');
  });
});

describe('GET /api/hotel/{id}/offers', () => {
  it("dated: each offer's availability, by room, with '+N €' per night above the room's cheapest", async () => {
    const stay = await findBookableStay(app.db, 1);
    const hotelId = (await app.db.selectFrom('offer').select('hotel_id').where('id', '=', stay!.offerId).executeTakeFirstOrThrow()).hotel_id;
    const body = hotelOffersResponseSchema.parse((await get(`/hotel/${hotelId}/offers`, { checkin: stay!.checkin, nights: 1 })).json());
    expect(body.hasSelectedDates).toBe(true);
    const mine = body.offers.find((offer) => offer.id === stay!.offerId);
    expect(mine?.availability?.bookable).toBe(true);
    const roomIds = [...new Set(body.offers.map((offer) => offer.roomId))];
    for (const offers of roomIds.map((roomId) => body.offers.filter((offer) => offer.roomId === roomId))) {
      const bookable = offers.filter((offer) => offer.availability?.bookable);
      if (bookable.length === 0) continue;
      const cheapest = Math.min(...bookable.map((offer) => pricePerNight(offer.availability!.priceInfo!.sellPrice, 1)));
      for (const offer of bookable) {
        expect(offer.priceDifferencePerNight).toBe(pricePerNight(offer.availability!.priceInfo!.sellPrice, 1) - cheapest);
      }
      expect(bookable.some((offer) => offer.priceDifferencePerNight === 0)).toBe(true);
    }
    const excluded = hotelOffersResponseSchema.parse(
      (await get(`/hotel/${hotelId}/offers`, { checkin: stay!.checkin, nights: 1, excludeOfferId: stay!.offerId })).json(),
    );
    expect(excluded.offers.some((offer) => offer.id === stay!.offerId)).toBe(false);
  });

  it('undated: "from" prices and no availability', async () => {
    const body = hotelOffersResponseSchema.parse((await get(`/hotel/${await sellingHotel()}/offers`)).json());
    expect(body.hasSelectedDates).toBe(false);
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers.every((offer) => offer.availability === null && offer.price?.priceType === 'from_price')).toBe(true);
  });
});

describe('GET /api/hotels/{hotelId}/availabilities.json', () => {
  it('one entry per checkin day with a bookable stay: amount, price as the market writes it, minLos, best price of the month', async () => {
    const id = await sellingHotel();
    const response = await get(`/hotels/${id}/availabilities.json`, { month: monthOf(today), months: 2, length: 1 });
    expect(response.statusCode).toBe(200);
    const body = availabilitiesResponseSchema.parse(response.json());
    expect(body.from).toBe(today);
    expect(monthOf(body.to)).toBe(addMonthsToMonth(monthOf(today), 1));
    const entries = Object.entries(body.days);
    expect(entries.length).toBeGreaterThan(0);
    for (const [day, entry] of entries) {
      expect(day >= body.from && day <= body.to).toBe(true);
      expect(entry.price).toBe(formatMoney(entry.amount, 'fr-FR'));
      expect(entry.minLos).toBeGreaterThanOrEqual(1);
      const monthAmounts = entries.filter(([other]) => monthOf(other) === monthOf(day)).map(([, other]) => other.amount);
      expect(entry.bestPriceOfTheMonth).toBe(entry.amount === Math.min(...monthAmounts));
    }
  });

  it('a day whose every offer is sold out on that night is absent', async () => {
    const row = await sql<{ hotel_id: number; night: string }>`
      select o.hotel_id, n.night::text as night from offer_night n join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id
      where ${SELLABLE} and n.night > ${today}::date + 3 and n.night < ${today}::date + 300
      group by o.hotel_id, n.night
      having bool_and(n.rooms_left = 0) and count(*) = (select count(*) from offer o2 join hotel h2 on h2.id = o2.hotel_id
        where o2.hotel_id = o.hotel_id and o2.published and ${LOCALE} = any(o2.locales))
      order by o.hotel_id, n.night limit 1`.execute(app.db);
    const soldOut = row.rows[0];
    expect(soldOut).toBeDefined();
    const body = availabilitiesResponseSchema.parse(
      (await get(`/hotels/${soldOut!.hotel_id}/availabilities.json`, { month: monthOf(soldOut!.night), months: 1 })).json(),
    );
    expect(body.days[soldOut!.night]).toBeUndefined();
  });

  it('a product calendar (offerId): minLos is the checkin night\'s minimum stay; possibleNights bounds the checkout', async () => {
    const stay = await findBookableStay(app.db, 2, sql`n.min_stay = 2 and n.allowed_nights is null`);
    const offer = await app.db.selectFrom('offer').select(['hotel_id']).where('id', '=', stay!.offerId).executeTakeFirstOrThrow();
    const body = availabilitiesResponseSchema.parse(
      (
        await get(`/hotels/${offer.hotel_id}/availabilities.json`, {
          offerId: stay!.offerId,
          month: monthOf(stay!.checkin),
          months: 1,
          length: 1,
          checkin: stay!.checkin,
        })
      ).json(),
    );
    expect(body.days[stay!.checkin]?.minLos).toBe(2);
    expect(body.possibleNights?.start).toBe(addDaysToDay(stay!.checkin, 2));
    const counts = (
      await get(`/weekend/${stay!.offerId}/packageCheckoutNights.json`, { checkin: stay!.checkin })
    ).json() as number[];
    expect(body.possibleNights?.end).toBe(addDaysToDay(stay!.checkin, Math.max(...counts)));
  });

  it.each([
    ['month', { month: addMonthsToMonth(monthOf(today), -1) }],
    ['month', { month: addMonthsToMonth(lastCalendarMonth(today), 1) }],
    ['month', { month: '2026-13' }],
    ['length', { length: 0 }],
    ['length', { length: 21 }],
    ['months', { months: 13 }],
  ])('400 naming %s outside its bounds (12-month window)', async (field, patch) => {
    const response = await get(`/hotels/${await sellingHotel()}/availabilities.json`, patch);
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe(field);
  });

  it('404 for an unknown hotel, or an offer of another hotel', async () => {
    const id = await sellingHotel();
    expect((await get(`/hotels/${(await maxId(app.db, 'hotel')) + 1000}/availabilities.json`)).statusCode).toBe(404);
    const foreign = await app.db.selectFrom('offer').select('id').where('hotel_id', '<>', id).orderBy('id').executeTakeFirstOrThrow();
    expect((await get(`/hotels/${id}/availabilities.json`, { offerId: foreign.id })).statusCode).toBe(404);
  });
});
