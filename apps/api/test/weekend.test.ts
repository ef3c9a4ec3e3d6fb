import { problemSchema } from '@escapade/contracts/problem';
import { weekendDetailSchema } from '@escapade/contracts/weekend';
import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';
import { offerListPromo, priceForParty } from '@escapade/domain/price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const today = todayIn('Europe/Paris', new Date());

/** A sold offer with two bookable nights from a checkin (rooms left, min stay and allowed nights met). */
async function bookableStay() {
  const result = await sql<{ offer_id: number; night: string }>`
    select n.offer_id, n.night::text as night from offer_night n
    join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id join room r on r.id = o.room_id
    join offer_night n2 on n2.offer_id = n.offer_id and n2.night = n.night + 1
    where o.published and h.active and 'fr_FR' = any(o.locales) and (o.expiration is null or o.expiration > n.night + 30)
      and n.night > ${today}::date + 7 and n.rooms_left > 0 and n2.rooms_left > 0 and n.min_stay <= 2
      and (n.allowed_nights is null or 2 = any(n.allowed_nights)) and r.max_capacity >= 2
    order by n.offer_id, n.night limit 1`.execute(app.db);
  return result.rows[0]!;
}

async function offerRow(id: number) {
  return app.db.selectFrom('offer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const ruleOf = (offer: Awaited<ReturnType<typeof offerRow>>) => ({
  singleAdultPercent: offer.single_adult_percent,
  extraAdultPercent: offer.extra_adult_percent,
  childPercent: offer.child_percent,
  babyCents: offer.baby_cents,
});

async function detail(id: number | string, query: Record<string, string>) {
  return app.inject({ method: 'GET', url: `/api/weekend/${id}/detail.json?${new URLSearchParams(query)}` });
}

describe('GET /api/weekend/{id}/detail.json', () => {
  it('answers the map info card fields, with the "from" price of the default stay without dates', async () => {
    const { offer_id } = await bookableStay();
    const offer = await offerRow(offer_id);
    const summary = await app.db.selectFrom('offer_summary').selectAll().where('offer_id', '=', offer_id).executeTakeFirstOrThrow();
    const hotel = await app.db.selectFrom('hotel').selectAll().where('id', '=', offer.hotel_id).executeTakeFirstOrThrow();
    const response = await detail(offer_id, { locale: 'fr_FR', client: 'msite', fetchPageModel: 'false' });
    expect(response.statusCode).toBe(200);
    const body = weekendDetailSchema.parse(response.json());
    const night = { sellCents: summary.from_sell_cents!, refCents: summary.from_ref_cents! };
    const expected = priceForParty(Array.from({ length: offer.nights }, () => night), { adults: 2, children: 0, babies: 0 }, ruleOf(offer));
    expect(body).toMatchObject({
      id: offer_id,
      label: offer.label.fr,
      uri: `/sejour/${offer_id}`,
      nights: offer.nights,
      hasSelectedDates: false,
      checkin: null,
      paxCount: 2,
      published: true,
      hotel: {
        id: hotel.id, label: hotel.label, stars: hotel.stars, uri: `/hotel/${hotel.id}`,
        location: { latitude: hotel.latitude, longitude: hotel.longitude, address: hotel.street_address, zipCode: hotel.zip_code },
        review: { count: hotel.review_count, score: hotel.review_score },
      },
      price: { sellPrice: expected.sellCents, refPrice: expected.refCents, promo: offerListPromo(expected.sellCents, expected.refCents), priceType: 'from_price' },
    });
    expect(body.pageModel).toBeUndefined();
    for (const [size, url] of Object.entries(body.imagesBySize)) expect(url).toMatch(new RegExp(`^/api/images/[^/]+/${size}\\.webp$`));
  });

  it('prices the dates for the party: the sum of the nights priced by the party rule (final price)', async () => {
    const { offer_id, night } = await bookableStay();
    const offer = await offerRow(offer_id);
    const nights = await app.db
      .selectFrom('offer_night')
      .select(['sell_cents', 'ref_cents'])
      .where('offer_id', '=', offer_id)
      .where('night', '>=', night)
      .where('night', '<', addDaysToDay(night, 2))
      .orderBy('night')
      .execute();
    const party = { adults: 1, children: 0, babies: 0 };
    const expected = priceForParty(nights.map((n) => ({ sellCents: n.sell_cents, refCents: n.ref_cents })), party, ruleOf(offer));
    const body = weekendDetailSchema.parse((await detail(offer_id, { locale: 'fr_FR', checkin: night, night: '2', adult: '1', fetchPageModel: 'true' })).json());
    expect(body.price).toEqual({ sellPrice: expected.sellCents, refPrice: expected.refCents, promo: offerListPromo(expected.sellCents, expected.refCents), priceType: 'final_price' });
    expect(body).toMatchObject({ nights: 2, hasSelectedDates: true, checkin: night, paxCount: 1 });
    expect(body.pageModel?.canonicalUrl).toBe(`/fr-fr/sejour/${offer_id}`);
  });

  it('answers no price when the stay cannot be booked (a night without rooms, or a party too big for one room)', async () => {
    const full = await sql<{ offer_id: number; night: string }>`
      select n.offer_id, n.night::text as night from offer_night n join offer o on o.id = n.offer_id
      where n.rooms_left = 0 and n.night > ${today}::date and o.published and 'fr_FR' = any(o.locales) order by 1, 2 limit 1`.execute(app.db);
    const soldOut = full.rows[0]!;
    const body = weekendDetailSchema.parse((await detail(soldOut.offer_id, { locale: 'fr_FR', checkin: soldOut.night, night: '1' })).json());
    expect(body.price).toBeNull();

    const { offer_id, night } = await bookableStay();
    const room = await sql<{ max_capacity: number }>`select r.max_capacity from offer o join room r on r.id = o.room_id where o.id = ${offer_id}`.execute(app.db);
    const crowd = weekendDetailSchema.parse(
      (await detail(offer_id, { locale: 'fr_FR', checkin: night, night: '2', adult: '2', child: String(Math.min(10, room.rows[0]!.max_capacity)) })).json(),
    );
    expect(crowd.price).toBeNull();
  });

  it('answers 404 problem for an unknown id or an offer the market does not sell', async () => {
    const unknown = await detail(987654, { locale: 'fr_FR' });
    expect(unknown.statusCode).toBe(404);
    expect(problemSchema.parse(unknown.json()).code).toBe('NOT_FOUND');
    const foreign = await sql<{ id: number; locale: string }>`
      select o.id, l.locale from offer o cross join unnest(array['fr_FR','es_ES','it_IT','nl_NL']) as l(locale)
      where not l.locale = any(o.locales) order by o.id limit 1`.execute(app.db);
    expect((await detail(foreign.rows[0]!.id, { locale: foreign.rows[0]!.locale })).statusCode).toBe(404);
  });

  it.each([
    ['abc', { locale: 'fr_FR' }, 'id'],
    [1, {}, 'locale'],
    [1, { locale: 'fr_FR', adult: '0' }, 'adult'],
    [1, { locale: 'fr_FR', adult: '21' }, 'adult'],
    [1, { locale: 'fr_FR', child: '11' }, 'child'],
    [1, { locale: 'fr_FR', baby: '11' }, 'baby'],
    [1, { locale: 'fr_FR', checkin: '2031-13-01', night: '2' }, 'checkin'],
    [1, { locale: 'fr_FR', checkin: addDaysToDay(today, 10) }, 'night'],
    [987654, { locale: 'fr_FR', checkin: addDaysToDay(today, -2), night: '2' }, 'checkin'],
  ])('answers 400 naming the field (id %s, %o)', async (id, query, field) => {
    const response = await detail(id, query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe(field);
  });
});
