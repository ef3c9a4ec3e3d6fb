import { problemSchema } from '@escapade/contracts/problem';
import { NOT_BOOKABLE_MESSAGE, quoteErrorMessageOf, quoteResponseSchema, type QuoteResponse } from '@escapade/contracts/product';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { offerListPromo, pricePerNight, priceForParty, promoPercentage } from '@escapade/domain/price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { findBookableStay, LOCALE, maxId, offerRow, pricingOf, queryString, SELLABLE, stayNights, today } from './product-fixtures';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const NO_DATED_ACTIVITY = sql`not exists (select 1 from program_line p where p.offer_id = o.id and p.needs_date)`;

async function quote(id: number | string, query: Record<string, string | number | readonly string[] | undefined>) {
  return app.inject({ method: 'GET', url: `/api/product/${id}/quote?${queryString({ locale: LOCALE, ...query })}` });
}

async function okQuote(id: number, query: Record<string, string | number | readonly string[] | undefined>): Promise<QuoteResponse> {
  const response = await quote(id, query);
  expect(response.statusCode).toBe(200);
  return quoteResponseSchema.parse(response.json());
}

describe('GET /api/product/{id}/quote', () => {
  it('prices a bookable stay on the server: the sum of its nights for the party, per night rounded up', async () => {
    const stay = await findBookableStay(app.db, 2, NO_DATED_ACTIVITY);
    expect(stay).toBeDefined();
    const { offerId, checkin } = stay!;
    const offer = await offerRow(app.db, offerId);
    const party = { adults: 2, children: 0, babies: 1 };
    const expected = priceForParty(await stayNights(app.db, offerId, checkin, 2), party, pricingOf(offer));
    const body = await okQuote(offerId, { checkin, nights: 2, adult: 2, child: 0, baby: 1 });
    expect(body.bookable).toBe(true);
    expect(body.error).toBeUndefined();
    expect(quoteErrorMessageOf(body)).toBeUndefined();
    expect(body.priceInfo).toEqual({
      sellPrice: expected.sellCents,
      refPrice: expected.refCents,
      promoPercentageRounded: promoPercentage(expected.sellCents, expected.refCents),
      moneySaved: expected.refCents - expected.sellCents,
      priceType: 'final_price',
      nbRooms: 1,
      nights: 2,
      pricePerNight: pricePerNight(expected.sellCents, 2),
    });
    expect(body.reservationCriteria).toEqual({ offerId, checkin, checkout: addDaysToDay(checkin, 2), nights: 2, adult: 2, child: 0, baby: 1 });
    expect(body.cancellationPolicy.cancellableUntil).toBe(
      offer.cancellable ? addDaysToDay(checkin, -(offer.cancellable_until_days ?? 0)) : null,
    );
  });

  it('"quote threshold not shown": the quote keeps a promo under 10 % that the offer list shows as 0', async () => {
    const stay = await findBookableStay(
      app.db,
      1,
      sql`${NO_DATED_ACTIVITY} and floor(100 * (n.ref_cents - n.sell_cents)::numeric / n.ref_cents) between 1 and 9`,
    );
    expect(stay).toBeDefined();
    const { offerId, checkin } = stay!;
    const [night] = await stayNights(app.db, offerId, checkin, 1);
    const raw = promoPercentage(night!.sellCents, night!.refCents);
    expect(raw).toBeGreaterThan(0);
    expect(raw).toBeLessThan(10);
    const body = await okQuote(offerId, { checkin, nights: 1 });
    expect(body.priceInfo?.promoPercentageRounded).toBe(raw);
    const offers = await app.inject({ method: 'GET', url: `/api/product/${offerId}/offers?${queryString({ locale: LOCALE, checkin, nights: 1 })}` });
    expect(offers.json().offers[0].priceInfo.promoPercentageRounded).toBe(offerListPromo(night!.sellCents, night!.refCents));
    expect(offers.json().offers[0].priceInfo.promoPercentageRounded).toBe(0);
  });

  it('PACKAGE_NOT_AVAILABLE_CHECKIN when the checkin night has no room left', async () => {
    const result = await sql<{ offer_id: number; night: string }>`
      select n.offer_id, n.night::text as night from offer_night n
      join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id
      where ${SELLABLE} and n.night > ${today}::date + 7 and n.rooms_left = 0
      order by n.offer_id, n.night limit 1`.execute(app.db);
    const soldOut = result.rows[0];
    expect(soldOut).toBeDefined();
    const body = await okQuote(soldOut!.offer_id, { checkin: soldOut!.night, nights: 1 });
    expect(body).toMatchObject({ bookable: false, error: { code: 'PACKAGE_NOT_AVAILABLE_CHECKIN' } });
    expect(body.error?.message).toBe('No more availabilities. Update your stay criteria to enjoy the offers.');
  });

  it('a checkin beyond the 12-month availability window is a 400 naming checkin (input bounded by the window)', async () => {
    const stay = await findBookableStay(app.db, 1, NO_DATED_ACTIVITY);
    const response = await quote(stay!.offerId, { checkin: addDaysToDay(today, 400), nights: 1 });
    expect(problemSchema.parse(response.json())).toMatchObject({ status: 400, field: 'checkin' });
  });

  it('MIN_STAY_NOT_MET when the checkin night asks for a longer stay', async () => {
    const result = await sql<{ offer_id: number; night: string; min_stay: number }>`
      select n.offer_id, n.night::text as night, n.min_stay from offer_night n
      join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id join room r on r.id = o.room_id
      where ${SELLABLE} and n.night > ${today}::date + 7 and n.rooms_left > 0 and n.min_stay >= 2
      order by n.offer_id, n.night limit 1`.execute(app.db);
    const row = result.rows[0]!;
    const body = await okQuote(row.offer_id, { checkin: row.night, nights: row.min_stay - 1 });
    expect(body).toMatchObject({ bookable: false, error: { code: 'MIN_STAY_NOT_MET' } });
  });

  it('NIGHTS_NOT_ALLOWED when the night count is not in the checkin night\'s allowed list', async () => {
    const result = await sql<{ offer_id: number; night: string; min_stay: number; allowed_nights: number[] }>`
      select n.offer_id, n.night::text as night, n.min_stay, n.allowed_nights from offer_night n
      join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id join room r on r.id = o.room_id
      where ${SELLABLE} and n.night > ${today}::date + 7 and n.rooms_left > 0 and n.allowed_nights is not null
      order by n.offer_id, n.night limit 1`.execute(app.db);
    const row = result.rows[0]!;
    const refused = Array.from({ length: 20 }, (_, index) => index + 1).find(
      (count) => count >= row.min_stay && !row.allowed_nights.includes(count),
    );
    expect(refused).toBeDefined();
    const body = await okQuote(row.offer_id, { checkin: row.night, nights: refused! });
    expect(body).toMatchObject({ bookable: false, error: { code: 'NIGHTS_NOT_ALLOWED' } });
  });

  it('CAPACITY_EXCEEDED when a party with children does not fit the room', async () => {
    const stay = await findBookableStay(app.db, 1, sql`${NO_DATED_ACTIVITY} and r.max_capacity <= 10`);
    const room = await sql<{ max_capacity: number }>`
      select r.max_capacity from offer o join room r on r.id = o.room_id where o.id = ${stay!.offerId}`.execute(app.db);
    const children = room.rows[0]!.max_capacity - 1;
    const body = await okQuote(stay!.offerId, { checkin: stay!.checkin, nights: 1, adult: 2, child: children });
    expect(body).toMatchObject({ bookable: false, error: { code: 'CAPACITY_EXCEEDED' } });
  });

  it('OFFER_EXPIRED for an offer no longer sold (unpublished or past its expiration)', async () => {
    const expired = await sql<{ id: number }>`
      select o.id from offer o where ${LOCALE} = any(o.locales) and (not o.published or o.expiration < ${today}::date)
      order by o.id limit 1`.execute(app.db);
    const body = await okQuote(expired.rows[0]!.id, { checkin: addDaysToDay(today, 20), nights: 1 });
    expect(body).toMatchObject({ bookable: false, error: { code: 'OFFER_EXPIRED', message: 'This offer has expired.' } });
  });

  it("a later night sold out: bookable false without a code ('The offer is not bookable with these criterias')", async () => {
    const result = await sql<{ offer_id: number; night: string }>`
      select n.offer_id, n.night::text as night from offer_night n
      join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id join room r on r.id = o.room_id
      join offer_night n2 on n2.offer_id = n.offer_id and n2.night = n.night + 1
      where ${SELLABLE} and n.night > ${today}::date + 7 and n.rooms_left > 0 and n.min_stay <= 2
        and (n.allowed_nights is null or 2 = any(n.allowed_nights)) and n2.rooms_left = 0
      order by n.offer_id, n.night limit 1`.execute(app.db);
    const row = result.rows[0]!;
    const body = await okQuote(row.offer_id, { checkin: row.night, nights: 2 });
    expect(body.bookable).toBe(false);
    expect(body.error).toBeUndefined();
    expect(quoteErrorMessageOf(body)).toBe(NOT_BOOKABLE_MESSAGE);
  });

  describe('activity dates ("every activity that needs a date must have one valid date")', () => {
    const ALL_DATED_WITHIN_STAY = sql`exists (select 1 from program_line p where p.offer_id = o.id and p.needs_date)
      and not exists (select 1 from program_line p where p.offer_id = o.id and p.needs_date
        and not exists (select 1 from activity_date d where d.activity_id = p.activity_id and d.date between n.night and n.night + 1))`;

    async function datedStay() {
      const stay = await findBookableStay(app.db, 1, ALL_DATED_WITHIN_STAY);
      expect(stay).toBeDefined();
      const { offerId, checkin } = stay!;
      const lines = await app.db.selectFrom('program_line').select('activity_id').where('offer_id', '=', offerId).where('needs_date', '=', true).execute();
      const activityIds = [...new Set(lines.map((line) => line.activity_id as number))];
      const selections: string[] = [];
      for (const activityId of activityIds) {
        const date = await app.db
          .selectFrom('activity_date')
          .select('date')
          .where('activity_id', '=', activityId)
          .where('date', '>=', checkin)
          .where('date', '<=', addDaysToDay(checkin, 1))
          .orderBy('date')
          .executeTakeFirstOrThrow();
        selections.push(`${activityId}_${date.date}`);
      }
      return { offerId, checkin, activityIds, selections };
    }

    it("ACTIVITY_DATE_MISSING ('Please choose your activity dates.') without a date", async () => {
      const { offerId, checkin } = await datedStay();
      const body = await okQuote(offerId, { checkin, nights: 1 });
      expect(body).toMatchObject({ bookable: false, error: { code: 'ACTIVITY_DATE_MISSING', message: 'Please choose your activity dates.' } });
      expect(body.priceInfo).not.toBeNull();
    });

    it('ACTIVITY_DATE_INVALID for a day outside the stay or an activity of another offer', async () => {
      const { offerId, checkin, selections, activityIds } = await datedStay();
      const outside = [`${activityIds[0]}_${addDaysToDay(checkin, 5)}`, ...selections.slice(1)];
      expect((await okQuote(offerId, { checkin, nights: 1, activitySelectionList: outside })).error?.code).toBe('ACTIVITY_DATE_INVALID');
      const foreign = [...selections, `999999_${checkin}`];
      expect((await okQuote(offerId, { checkin, nights: 1, activitySelectionList: foreign })).error?.code).toBe('ACTIVITY_DATE_INVALID');
    });

    it('one valid date per activity makes the stay bookable and echoes the selections', async () => {
      const { offerId, checkin, selections } = await datedStay();
      const body = await okQuote(offerId, { checkin, nights: 1, activitySelectionList: selections.join(',') });
      expect(body.bookable).toBe(true);
      expect(body.activityDaySelections.map((s) => `${s.activityId}_${s.date}`)).toEqual(selections);
    });
  });

  it('the local tax is added to what is paid today only when it is not paid at the hotel', async () => {
    const stay = await findBookableStay(app.db, 1, NO_DATED_ACTIVITY);
    const body = await okQuote(stay!.offerId, { checkin: stay!.checkin, nights: 1 });
    const hotel = await sql<{ local_tax_to_be_paid_at_hotel: boolean }>`
      select h.local_tax_to_be_paid_at_hotel from offer o join hotel h on h.id = o.hotel_id where o.id = ${stay!.offerId}`.execute(app.db);
    const atHotel = hotel.rows[0]!.local_tax_to_be_paid_at_hotel;
    expect(body.amountToPayToday).toBe(body.priceInfo!.sellPrice + (atHotel ? 0 : body.localTaxTotalAmount));
  });

  it('404 problem for an unknown product', async () => {
    const response = await quote((await maxId(app.db, 'offer')) + 1000, { checkin: addDaysToDay(today, 20), nights: 1 });
    expect(response.statusCode).toBe(404);
    expect(problemSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it.each([
    ['nights', { nights: 0 }],
    ['nights', { nights: 21 }],
    ['adult', { adult: 0 }],
    ['child', { child: 11 }],
    ['baby', { baby: 11 }],
    ['checkin', { checkin: addDaysToDay(today, -1) }],
    ['checkin', { checkin: 'tomorrow' }],
    ['activitySelectionList.0', { activitySelectionList: '12-2030-01-01' }],
    ['locale', { locale: 'xx_XX' }],
  ])('400 problem naming %s', async (field, patch) => {
    const stay = await findBookableStay(app.db, 1);
    const response = await quote(stay!.offerId, { checkin: addDaysToDay(today, 20), nights: 1, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(response.json()).errors?.map((error) => error.field)).toContain(field);
  });

  it("400 'Product ID is required' for a missing or non-numeric id", async () => {
    for (const id of ['', 'undefined']) {
      const response = await quote(id, { checkin: addDaysToDay(today, 20), nights: 1 });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json())).toMatchObject({ field: 'id', detail: 'id: Product ID is required' });
    }
  });
});
