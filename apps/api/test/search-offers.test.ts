/**
 * POST /api/offers.json, exact-match search: every filter against the naive oracle (search-oracle.ts),
 * the availability and pricing rules on targeted catalog edits, and the
 * search details.
 */
import type { OffersRequestInput, SearchResultCard } from '@escapade/contracts/search';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { haversineKm } from '@escapade/domain/geo';
import { offerListPromo, priceForParty, pricePerNight, pricePerPerson } from '@escapade/domain/price';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { loadOracleCatalog, oracleBestPerHotel, oraclePackages, type OracleCatalog, type OracleOffer } from './search-oracle';
import { allCards, criteriaOf, dayFromToday, LOCALE, postOffers, searchOk } from './search-support';

let app: App;
let catalog: OracleCatalog;

beforeAll(async () => {
  app = await buildTestApp();
  catalog = await loadOracleCatalog(app.db);
});
afterAll(async () => {
  await app.close();
});

/** The engine's whole result (every page) equals the oracle's hotels, cards and prices. */
async function expectOracleAgreement(body: OffersRequestInput): Promise<SearchResultCard[]> {
  const criteria = criteriaOf(body);
  const expected = oracleBestPerHotel(oraclePackages(catalog, criteria));
  const { cards, totalCount } = await allCards(app, body);
  expect(totalCount).toBe(expected.size);
  expect(new Set(cards.map((card) => card.hotel.id))).toEqual(new Set(expected.keys()));
  for (const card of cards) {
    const pkg = expected.get(card.hotel.id);
    expect(card.id, `hotel ${card.hotel.id}`).toBe(pkg?.offerId);
    expect(card.sellPrice).toBe(pkg?.sell);
    expect(card.refPrice).toBe(pkg?.ref);
    expect(card.pricePerPerson).toBe(pkg?.pricePerPerson);
  }
  return cards;
}

/** A checkin (and its nights) where at least `min` hotels have a bookable package. */
function busyStay(nights: number, min = 5): { checkin: string; nights: number } {
  for (let offset = 3; offset < 120; offset += 1) {
    const checkin = dayFromToday(offset);
    const criteria = criteriaOf({ locale: LOCALE, filters: { offer: { date: { checkin, nights } } } });
    if (oracleBestPerHotel(oraclePackages(catalog, criteria)).size >= min) return { checkin, nights };
  }
  throw new Error(`no stay of ${nights} nights with ${min} hotels in the test catalog`);
}

function offerOf(id: number): OracleOffer {
  const offer = catalog.offers.find((o) => o.id === id);
  if (!offer) throw new Error(`offer ${id}`);
  return offer;
}

async function hotelPackages(hotelId: number, checkin: string, night: number, party = { adult: 2, child: 0, baby: 0 }) {
  const answer = await searchOk(app, { locale: LOCALE, orderBy: 'priceAsc', searchCriterias: { hotelId, checkin, night, ...party } });
  return answer.exactMatch;
}

describe('the test catalog', () => {
  it('is seeded with hotels and offers sold in fr_FR', () => {
    expect(catalog.hotels.size).toBeGreaterThan(10);
    expect(catalog.offers.filter((o) => o.locales.includes(LOCALE)).length).toBeGreaterThan(10);
  });
});

describe('exact-match search', () => {
  it('undated: one card per hotel at its "from" price (priceType from_price), as the oracle', async () => {
    const cards = await expectOracleAgreement({ locale: LOCALE });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.priceType).toBe('from_price');
      expect(card.itemCategory).toBe('weekend');
      expect(card.checkin).toBeNull();
      expect(card.availableRooms).toBeNull();
      expect(card.cancellationPolicy.message).toBe('add_dates');
    }
  });

  it('dated: a stay matches when every night has rooms, as the oracle; final prices for the party', async () => {
    const stay = busyStay(2);
    const party = { adults: 2, children: 1, babies: 1 };
    const cards = await expectOracleAgreement({ locale: LOCALE, filters: { offer: { date: stay, familyComposition: party } } });
    for (const card of cards) {
      expect(card.priceType).toBe('final_price');
      expect([card.checkin, card.checkout, card.nights]).toEqual([stay.checkin, addDaysToDay(stay.checkin, 2), 2]);
      expect([card.adult, card.child, card.baby, card.paxCount, card.participants]).toEqual([2, 1, 1, 4, 3]);
      // Per night = total divided by nights, rounded up; '/ pers' over the 3 paying persons.
      expect(card.pricePerNight).toBe(Math.ceil(card.sellPrice / 2));
      expect(card.pricePerNight).toBe(pricePerNight(card.sellPrice, 2));
      expect(card.pricePerPerson).toBe(pricePerPerson(card.sellPrice, 3));
      // "Promo: floor(100 × (1 − sell/ref)), shown in offer lists only at 10% or more".
      expect(card.promo).toBe(offerListPromo(card.sellPrice, card.refPrice));
    }
  });

  it('prices the party night by night with priceForParty (1 adult, 3 adults, children, babies)', async () => {
    const stay = busyStay(3, 3);
    for (const party of [
      { adults: 1, children: 0, babies: 0 },
      { adults: 3, children: 0, babies: 0 },
      { adults: 2, children: 2, babies: 1 },
    ]) {
      const answer = await searchOk(app, { locale: LOCALE, filters: { offer: { date: stay, familyComposition: party } } });
      for (const card of answer.exactMatch) {
        const offer = offerOf(card.id);
        const nights = [0, 1, 2].map((i) => {
          const night = offer.nightRows.get(addDaysToDay(stay.checkin, i));
          return { sellCents: night?.sell ?? NaN, refCents: night?.ref ?? NaN };
        });
        expect(card.sellPrice).toBe(priceForParty(nights, party, offer.rule).sellCents);
        expect(card.refPrice).toBe(priceForParty(nights, party, offer.rule).refCents);
      }
    }
  });

  it('gives the search details: criteria, total, destination and its hierarchy', async () => {
    const stay = busyStay(2);
    const city = await app.db
      .selectFrom('hotel_destination as hd')
      .innerJoin('destination as d', 'd.id', 'hd.destination_id')
      .select(['d.id', 'd.country_id', 'd.region_id'])
      .where('d.type', '=', 'city')
      .executeTakeFirstOrThrow();
    const answer = await searchOk(app, {
      locale: LOCALE,
      filters: { offer: { date: stay, familyComposition: { adults: 3 } }, property: { location: { cityId: city.id } } },
    });
    const details = answer.searchDetails;
    expect(details).toMatchObject({ checkin: stay.checkin, night: 2, adult: 3, child: 0, baby: 0, hotelId: null });
    expect(details.location).toMatchObject({ id: city.id, type: 'city' });
    expect(details.destination).toBe(details.location?.label);
    const hierarchy = details.locationHierarchy.map((item) => item.id);
    expect(hierarchy[0]).toBe(city.country_id);
    expect(hierarchy.at(-1)).toBe(city.id);
    if (city.region_id !== null) expect(hierarchy).toContain(city.region_id);
  });
});

describe('availability rules', () => {
  async function withNightEdit<T>(offerId: number, night: string, set: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
    const before = await app.db.selectFrom('offer_night').selectAll().where('offer_id', '=', offerId).where('night', '=', night).executeTakeFirstOrThrow();
    await app.db.updateTable('offer_night').set(set).where('offer_id', '=', offerId).where('night', '=', night).execute();
    try {
      return await run();
    } finally {
      await app.db
        .updateTable('offer_night')
        .set({ rooms_left: before.rooms_left, min_stay: before.min_stay, allowed_nights: before.allowed_nights })
        .where('offer_id', '=', offerId)
        .where('night', '=', night)
        .execute();
    }
  }

  async function bookablePackage(nights: number) {
    const stay = busyStay(nights, 1);
    const [card] = (await searchOk(app, { locale: LOCALE, filters: { offer: { date: stay } } })).exactMatch;
    if (!card) throw new Error('no bookable package');
    return { stay, card };
  }

  it('"every night from checkin for nights has rooms left": a sold-out second night removes the package', async () => {
    const { stay, card } = await bookablePackage(3);
    expect((await hotelPackages(card.hotel.id, stay.checkin, 3)).map((c) => c.id)).toContain(card.id);
    await withNightEdit(card.id, addDaysToDay(stay.checkin, 1), { rooms_left: 0 }, async () => {
      expect((await hotelPackages(card.hotel.id, stay.checkin, 3)).map((c) => c.id)).not.toContain(card.id);
    });
  });

  it('"the minimum stay is met": min_stay 3 on the checkin night refuses 2 nights', async () => {
    const { stay, card } = await bookablePackage(2);
    await withNightEdit(card.id, stay.checkin, { min_stay: 3 }, async () => {
      expect((await hotelPackages(card.hotel.id, stay.checkin, 2)).map((c) => c.id)).not.toContain(card.id);
    });
  });

  it('"the night count is allowed": allowed_nights {3} on the checkin night refuses 2 nights', async () => {
    const { stay, card } = await bookablePackage(2);
    await withNightEdit(card.id, stay.checkin, { allowed_nights: sql`'{3}'::smallint[]` }, async () => {
      expect((await hotelPackages(card.hotel.id, stay.checkin, 2)).map((c) => c.id)).not.toContain(card.id);
    });
  });

  it('"the room\'s capacity fits the party": a child beyond the max capacity needs a bigger room', async () => {
    const { stay, card } = await bookablePackage(2);
    const offer = offerOf(card.id);
    const tooMany = { adult: offer.maxCapacity, child: 1, baby: 0 };
    expect((await hotelPackages(card.hotel.id, stay.checkin, 2, tooMany)).map((c) => c.id)).not.toContain(card.id);
    // Babies sleep in a cot: they never count against the capacity (docs/decisions/0005).
    const withBaby = { adult: Math.min(2, offer.maxCapacity), child: 0, baby: 1 };
    expect((await hotelPackages(card.hotel.id, stay.checkin, 2, withBaby)).map((c) => c.id)).toContain(card.id);
  });

  it('an adults-only party beyond the capacity takes several rooms, when enough are left', async () => {
    const { stay, card } = await bookablePackage(2);
    const offer = offerOf(card.id);
    const adults = offer.maxCapacity + 1; // needs 2 rooms
    await withNightEdit(card.id, stay.checkin, { rooms_left: 1 }, async () => {
      expect((await hotelPackages(card.hotel.id, stay.checkin, 2, { adult: adults, child: 0, baby: 0 })).map((c) => c.id)).not.toContain(card.id);
    });
    await withNightEdit(card.id, stay.checkin, { rooms_left: 2 }, async () => {
      await withNightEdit(card.id, addDaysToDay(stay.checkin, 1), { rooms_left: 2 }, async () => {
        const ids = (await hotelPackages(card.hotel.id, stay.checkin, 2, { adult: adults, child: 0, baby: 0 })).map((c) => c.id);
        expect(ids).toContain(card.id);
      });
    });
  });
});

describe('filters (each against the oracle)', () => {
  const stay = () => busyStay(2);

  function firstWith<T>(values: T[]): T {
    const value = values[0];
    if (value === undefined) throw new Error('the test catalog lacks this value');
    return value;
  }

  it('location by each destination type of the catalog', async () => {
    const rows = await app.db
      .selectFrom('hotel_destination as hd')
      .innerJoin('destination as d', 'd.id', 'hd.destination_id')
      .select(['d.type', 'd.id'])
      .distinctOn('d.type')
      .orderBy('d.type')
      .orderBy('d.id')
      .execute();
    const field = {
      country: 'countryId', region: 'regionId', touristic_region: 'touristicId', department: 'departmentId',
      city: 'cityId', poi: 'poiId', sea_resort: 'seaResortId', ski_resort: 'skiResortId',
    } as const;
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['country', 'region', 'department', 'city']));
    for (const row of rows) {
      const cards = await expectOracleAgreement({ locale: LOCALE, filters: { property: { location: { [field[row.type]]: row.id } } } });
      expect(cards.length, row.type).toBeGreaterThan(0);
    }
  });

  it('latitude/longitude with minDistance/maxDistance keeps hotels within the ring', async () => {
    const hotel = firstWith([...catalog.hotels.values()]);
    const location = { latitude: hotel.latitude, longitude: hotel.longitude, minDistance: 1, maxDistance: 80 };
    const cards = await expectOracleAgreement({ locale: LOCALE, filters: { property: { location } } });
    for (const card of cards) {
      const h = catalog.hotels.get(card.hotel.id);
      const d = haversineKm({ lat: hotel.latitude, lng: hotel.longitude }, { lat: h?.latitude ?? 0, lng: h?.longitude ?? 0 });
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(80);
      expect(card.distance).toBeCloseTo(d, 0);
    }
  });

  it('facilities, environments, styles, types: any selected value matches', async () => {
    const hotels = [...catalog.hotels.values()];
    const facility = firstWith(hotels.flatMap((h) => h.facilities).filter((f) => f !== 'pets'));
    const property = {
      facilities: [facility],
      hotelEnvironments: [firstWith(hotels.flatMap((h) => h.environments))],
      hotelStyles: [firstWith(hotels.flatMap((h) => h.styles))],
      hotelTypes: [firstWith(hotels.flatMap((h) => h.types))],
    };
    for (const [key, value] of Object.entries(property)) {
      const cards = await expectOracleAgreement({ locale: LOCALE, filters: { property: { [key]: value } } });
      expect(cards.length, key).toBeGreaterThan(0);
    }
  });

  it('petsAllowed, minHotelReviewScore, stars, excludedHotelIds', async () => {
    const pets = await expectOracleAgreement({ locale: LOCALE, filters: { property: { petsAllowed: true } } });
    expect(pets.every((card) => catalog.hotels.get(card.hotel.id)?.petsAllowed)).toBe(true);
    const scored = await expectOracleAgreement({ locale: LOCALE, filters: { property: { minHotelReviewScore: 8 } } });
    expect(scored.every((card) => (card.hotel.review.average ?? 0) >= 8)).toBe(true);
    const starred = await expectOracleAgreement({ locale: LOCALE, filters: { property: { stars: [4, 5] } } });
    expect(starred.every((card) => [4, 5].includes(card.hotel.stars ?? 0))).toBe(true);
    const all = await allCards(app, { locale: LOCALE });
    const excluded = all.cards.slice(0, 3).map((card) => card.hotel.id);
    const rest = await expectOracleAgreement({ locale: LOCALE, filters: { property: { excludedHotelIds: excluded } } });
    expect(rest.length).toBe(all.totalCount - excluded.length);
  });

  it('themes, activity tags and the price per person bounds', async () => {
    const offers = catalog.offers.filter((o) => o.locales.includes(LOCALE));
    const themeId = firstWith(offers.flatMap((o) => o.themeIds));
    const tagId = firstWith(offers.flatMap((o) => o.tagIds));
    const themed = await expectOracleAgreement({ locale: LOCALE, filters: { offer: { categories: { themeIds: [themeId] } } } });
    expect(themed.every((card) => offerOf(card.id).themeIds.includes(themeId))).toBe(true);
    const tagged = await expectOracleAgreement({ locale: LOCALE, filters: { offer: { tags: [tagId], date: stay() } } });
    expect(tagged.every((card) => offerOf(card.id).tagIds.includes(tagId))).toBe(true);
    const all = await allCards(app, { locale: LOCALE, filters: { offer: { date: stay() } } });
    const prices = all.cards.map((card) => card.pricePerPerson).sort((a, b) => a - b);
    const min = prices[Math.floor(prices.length / 4)] ?? 0;
    const max = prices[Math.floor((prices.length * 3) / 4)] ?? 0;
    const bounded = await expectOracleAgreement({ locale: LOCALE, filters: { offer: { date: stay(), price: { min, max } } } });
    expect(bounded.length).toBeGreaterThan(0);
    expect(bounded.every((card) => card.pricePerPerson >= min && card.pricePerPerson <= max)).toBe(true);
  });

  it('"Unknown ids → an empty result, never a 500"', async () => {
    for (const property of [
      { location: { cityId: 999_999_999 } },
      { location: { hotelId: 999_999_999 } },
      { excludedHotelIds: [999_999_999] },
    ]) {
      const answer = await searchOk(app, { locale: LOCALE, filters: { property, offer: { categories: { themeIds: [999_999] } } } });
      expect(answer.exactMatch).toEqual([]);
      expect(answer.searchDetails.totalCount).toBe(0);
      expect(answer.priceTier).toBeNull();
    }
    const hotel = await postOffers(app, { locale: LOCALE, searchCriterias: { hotelId: 999_999_999 } });
    expect(hotel.statusCode).toBe(200);
    expect(hotel.json().exactMatch).toEqual([]);
  });
});

describe('pagination', () => {
  it('pages (zero-based) are disjoint slices of one deterministic list', async () => {
    const body: OffersRequestInput = { locale: LOCALE };
    const whole = await allCards(app, body);
    const limit = 4;
    const seen: number[] = [];
    for (let page = 0; page * limit < whole.totalCount; page += 1) {
      const answer = await searchOk(app, { ...body, pagination: { limit, page } });
      expect(answer.pagination).toEqual({ page, limit, pageCount: Math.ceil(whole.totalCount / limit) });
      expect(answer.exactMatch.map((card) => card.index)).toEqual(answer.exactMatch.map((_, i) => page * limit + i));
      seen.push(...answer.exactMatch.map((card) => card.hotel.id));
    }
    expect(seen).toEqual(whole.cards.map((card) => card.hotel.id));
    const beyond = await searchOk(app, { ...body, pagination: { limit, page: 1000 } });
    expect(beyond.exactMatch).toEqual([]);
    expect(beyond.searchDetails.totalCount).toBe(whole.totalCount);
  });

  it('answers a price tier over the whole matching set, not just the page', async () => {
    const whole = await allCards(app, { locale: LOCALE });
    const answer = await searchOk(app, { locale: LOCALE, pagination: { limit: 1, page: 0 } });
    const prices = whole.cards.map((card) => card.pricePerPerson);
    expect(answer.priceTier).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });
});

describe('the engine agrees with the naive oracle on random searches (fast-check)', () => {
  it('same hotels, same best package, same prices, for any party, stay, place, flow and sort', async () => {
    const places = await app.db
      .selectFrom('hotel_destination as hd')
      .innerJoin('destination as d', 'd.id', 'hd.destination_id')
      .select(['d.type', 'd.id'])
      .where('d.type', 'in', ['city', 'region', 'country'])
      .distinct()
      .orderBy('d.id')
      .execute();
    const field = { city: 'cityId', region: 'regionId', country: 'countryId' } as const;
    const searchArbitrary = fc.record({
      gift: fc.boolean(),
      party: fc.record({ adults: fc.integer({ min: 1, max: 5 }), children: fc.integer({ min: 0, max: 2 }), babies: fc.integer({ min: 0, max: 1 }) }),
      stay: fc.option(fc.record({ offset: fc.integer({ min: 1, max: 200 }), nights: fc.integer({ min: 1, max: 4 }) }), { nil: undefined }),
      place: fc.option(fc.constantFrom(...places), { nil: undefined }),
      orderBy: fc.constantFrom('priceQuality', 'priceAsc', 'promo', 'popularity', 'singleVoucherPriceDesc') as fc.Arbitrary<OffersRequestInput['orderBy']>,
    });
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(searchArbitrary, async ({ gift, party, stay, place, orderBy }) => {
        const body: OffersRequestInput = {
          locale: LOCALE,
          ...(gift ? { type: 'gift' as const } : {}),
          sorting: { orderBy },
          filters: {
            offer: { familyComposition: party, ...(stay ? { date: { checkin: dayFromToday(stay.offset), nights: stay.nights } } : {}) },
            ...(place ? { property: { location: { [field[place.type as keyof typeof field]]: place.id } } } : {}),
          },
        };
        const cards = await expectOracleAgreement(body);
        if (cards.length > 0) nonEmpty += 1;
      }),
      { numRuns: 15, endOnFailure: true },
    );
    expect(nonEmpty).toBeGreaterThanOrEqual(5);
  }, 300_000);
});

