/**
 * Decision 0009: the in-memory search index answers exactly what the SQL engine answers — same
 * hotels, same best package, same prices, same order, same total and price tier, same facet counts
 * — on random criteria (fast-check), and it sees a change of availability at the next search.
 */
import type { OffersRequestInput } from '@escapade/contracts/search';
import { sql } from 'kysely';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { facetCountsSql } from '../src/search/compute-facets';
import { FACET_GROUPS, type FacetGroup, type EngineCriteria } from '../src/search/criteria';
import { findBestPackagePerHotel, findHotelPackages, type PackagePage } from '../src/search/find-packages';
import { readCatalogVersion } from '../src/search/search-cache';
import type { IndexData } from '../src/search-index/index-data';
import { memoryBestPackagePerHotel, memoryFacetCounts, memoryHotelPackages } from '../src/search-index/memory-search';
import { SearchIndex } from '../src/search-index/search-index';
import { buildTestApp, testDatabase } from './helpers';
import { criteriaOf, dayFromToday, LOCALE, searchOk } from './search-support';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let app: App;
let index: SearchIndex;

async function indexNow(): Promise<IndexData> {
  const data = await index.readyAt(await readCatalogVersion(app.db));
  if (!data) throw new Error('index not ready');
  return data;
}

function comparable(page: PackagePage) {
  return {
    totalCount: page.totalCount,
    priceTier: page.priceTier,
    rows: page.rows.map((r) => ({
      offer_id: r.offer_id,
      hotel_id: r.hotel_id,
      sell: r.sell,
      ref: r.ref,
      nights: r.nights,
      rooms: r.rooms,
      filter_price: r.filter_price,
      price_per_person: r.price_per_person,
      promo: r.promo,
      position: r.position,
      // Float rounding of the distance may differ in the last digit between libm's: compare to 1 m.
      distance: r.distance_km === null ? null : Math.round(r.distance_km * 1000),
    })),
  };
}

async function expectSameSearch(criteria: EngineCriteria): Promise<number> {
  const data = await indexNow();
  const window = { limit: 500, offset: 0 };
  const memory = comparable(memoryBestPackagePerHotel(data, criteria, window));
  const fromSql = comparable(await findBestPackagePerHotel(app.db, criteria, window));
  expect(memory).toEqual(fromSql);
  return memory.totalCount;
}

async function expectSameFacets(criteria: EngineCriteria): Promise<void> {
  const data = await indexNow();
  const groups = new Set<FacetGroup>(FACET_GROUPS);
  const key = (r: { grp: string; value: string; count: number }) => `${r.grp}|${r.value}|${r.count}`;
  const memory = memoryFacetCounts(data, criteria, groups).filter((r) => r.count > 0).map(key).sort();
  const fromSql = (await facetCountsSql(criteria, groups).execute(app.db)).rows.filter((r) => r.count > 0).map(key).sort();
  expect(memory).toEqual(fromSql);
}

interface Catalog {
  places: Array<{ field: string; id: number }>;
  facilities: string[];
  styles: string[];
  themes: number[];
  tags: number[];
  points: Array<{ lat: number; lng: number }>;
  hotels: number[];
}
let catalog: Catalog;

const FIELD: Record<string, string> = {
  city: 'cityId', country: 'countryId', department: 'departmentId', poi: 'poiId', sea_resort: 'seaResortId',
  ski_resort: 'skiResortId', region: 'regionId', touristic_region: 'touristicId',
};

beforeAll(async () => {
  app = await buildTestApp({ config: { searchIndex: 'sql' } });
  index = new SearchIndex(app.db, quiet);
  await index.whenReady();
  const db = app.db;
  const places = await sql<{ id: number; type: string }>`
    select distinct d.id, d.type from hotel_destination hd join destination d on d.id = hd.destination_id order by d.id`.execute(db);
  const list = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows.map((r) => (r as { v: never }).v);
  catalog = {
    places: places.rows.filter((p) => FIELD[p.type]).map((p) => ({ field: FIELD[p.type]!, id: p.id })),
    facilities: await list(sql`select distinct unnest(facilities) as v from hotel order by 1`),
    styles: await list(sql`select distinct unnest(styles) as v from hotel order by 1`),
    themes: await list(sql`select id as v from theme order by 1`),
    tags: await list(sql`select distinct unnest(tag_ids) as v from offer order by 1`),
    points: (await sql<{ lat: number; lng: number }>`select latitude as lat, longitude as lng from hotel order by id limit 20`.execute(db)).rows,
    hotels: await list(sql`select id as v from hotel order by id limit 40`),
  };
}, 300_000);

afterAll(async () => {
  index?.close();
  await app?.close();
});

/** Most random searches should match something: each filter is present one time in five. */
const rarely = <T, U>(arbitrary: fc.Arbitrary<T>, absent: U) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(absent) }, { weight: 1, arbitrary });

const pick = <T>(values: readonly T[]) => (values.length ? fc.constantFrom(...values) : fc.constant(undefined));

function requestArbitrary(): fc.Arbitrary<OffersRequestInput> {
  return fc
    .record({
      gift: fc.boolean(),
      giftNights: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      party: fc.record({ adults: fc.integer({ min: 1, max: 5 }), children: fc.integer({ min: 0, max: 2 }), babies: fc.integer({ min: 0, max: 1 }) }),
      singleRoom: rarely(fc.constant(true), false),
      stay: fc.option(fc.record({ offset: fc.integer({ min: 0, max: 250 }), nights: fc.integer({ min: 1, max: 5 }) }), { nil: undefined }),
      place: fc.option(pick(catalog.places), { nil: undefined }),
      point: rarely(fc.record({ at: pick(catalog.points), min: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }), max: fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }) }), undefined),
      facilities: rarely(fc.subarray(catalog.facilities.slice(0, 8), { minLength: 1, maxLength: 2 }), []),
      styles: rarely(fc.subarray(catalog.styles.slice(0, 6), { minLength: 1, maxLength: 2 }), []),
      stars: rarely(fc.subarray([3, 4, 5], { minLength: 1, maxLength: 2 }), []),
      score: rarely(fc.constantFrom(7, 8, 9), undefined),
      pets: rarely(fc.constant(true), false),
      theme: rarely(pick(catalog.themes), undefined),
      tags: rarely(fc.subarray(catalog.tags.slice(0, 8), { minLength: 1, maxLength: 2 }), []),
      price: rarely(fc.record({ min: fc.integer({ min: 0, max: 15000 }), span: fc.integer({ min: 1000, max: 40000 }) }), undefined),
      excluded: rarely(fc.subarray(catalog.hotels.slice(0, 10), { minLength: 1, maxLength: 3 }), []),
      orderBy: fc.constantFrom('priceQuality', 'priceAsc', 'priceDesc', 'distance', 'promo', 'popularity', 'singleVoucherPriceAsc', 'singleVoucherPriceDesc') as fc.Arbitrary<NonNullable<OffersRequestInput['orderBy']>>,
    })
    .map((r): OffersRequestInput => {
      const location: Record<string, number> = {};
      if (r.place) location[r.place.field] = r.place.id;
      if (r.point?.at) {
        location.latitude = r.point.at.lat;
        location.longitude = r.point.at.lng;
        if (r.point.min !== undefined) location.minDistance = r.point.min;
        if (r.point.max !== undefined) location.maxDistance = (r.point.min ?? 0) + r.point.max;
      }
      const price = r.price ? { min: r.price.min, max: r.price.min + r.price.span } : undefined;
      return {
        locale: LOCALE,
        ...(r.gift ? { type: 'gift' as const } : {}),
        sorting: { orderBy: r.orderBy },
        filters: {
          offer: {
            familyComposition: { ...r.party, singleRoom: r.singleRoom },
            ...(r.stay ? { date: { checkin: dayFromToday(r.stay.offset), nights: r.stay.nights } } : r.gift && r.giftNights ? { date: { checkin: dayFromToday(1), nights: r.giftNights } } : {}),
            ...(r.theme !== undefined ? { categories: { themeIds: [r.theme] } } : {}),
            ...(r.tags.length ? { tags: r.tags } : {}),
            ...(price && !r.gift ? { price } : {}),
          },
          property: {
            location,
            ...(r.facilities.length ? { facilities: r.facilities } : {}),
            ...(r.styles.length ? { hotelStyles: r.styles } : {}),
            ...(r.stars.length ? { stars: r.stars } : {}),
            ...(r.score !== undefined ? { minHotelReviewScore: r.score } : {}),
            ...(r.pets ? { petsAllowed: true } : {}),
            ...(r.excluded.length ? { excludedHotelIds: r.excluded } : {}),
          },
          ...(price && r.gift ? { gift: { singleVoucher: { price } } } : {}),
        },
      };
    });
}

describe(`in-memory search index = SQL engine (${testDatabase.engine})`, () => {
  it('same page rows, total and price tier on random criteria (fast-check)', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(), async (body) => {
        if ((await expectSameSearch(criteriaOf(body))) > 0) nonEmpty += 1;
      }),
      { numRuns: 100, endOnFailure: true },
    );
    // A guard against a vacuous property (every random search empty), not a figure of the catalog:
    // about one random search in four finds stays (24–27 of 100 in three runs); 60 runs with a bar
    // of 10 failed once (8), 100 runs with a bar of 8 leave a four-sigma margin.
    expect(nonEmpty).toBeGreaterThanOrEqual(8);
  }, 600_000);

  it('same facet counts on random criteria (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(), async (body) => expectSameFacets(criteriaOf(body))),
      { numRuns: 30, endOnFailure: true },
    );
  }, 600_000);

  it('same packages of one hotel (hotel offers drawer)', async () => {
    const data = await indexNow();
    for (const hotelId of catalog.hotels.slice(0, 10)) {
      for (const stay of [undefined, { checkin: dayFromToday(14), nights: 2 }]) {
        const criteria = criteriaOf({
          locale: LOCALE,
          searchCriterias: { hotelId, adult: 2, child: 1, baby: 0, ...(stay ? { checkin: stay.checkin, night: stay.nights } : {}) },
        } as OffersRequestInput);
        expect(comparable(memoryHotelPackages(data, criteria))).toEqual(comparable(await findHotelPackages(app.db, criteria)));
      }
    }
  }, 120_000);
});

describe('freshness: a change of availability is seen by the next search', () => {
  it('applies the changed offer from the change log (migration 0014), no rebuild', async () => {
    const memoryApp = await buildTestApp({ config: { searchIndex: 'memory' } });
    try {
      const checkin = dayFromToday(21);
      const body: OffersRequestInput = { locale: LOCALE, filters: { offer: { date: { checkin, nights: 1 } } }, pagination: { limit: 1, page: 0 } };
      const before = await searchOk(memoryApp, body);
      const card = before.exactMatch[0];
      expect(card).toBeDefined();
      const rebuilds = memoryApp.searchIndex!.stats.rebuilds;
      const original = await sql<{ rooms_left: number }>`select rooms_left from offer_night where offer_id = ${card!.id} and night = ${checkin}::date`.execute(memoryApp.db);
      await sql`update offer_night set rooms_left = 0 where offer_id = ${card!.id} and night = ${checkin}::date`.execute(memoryApp.db);
      try {
        const after = await searchOk(memoryApp, body);
        expect(after.searchDetails.totalCount).toBeLessThanOrEqual(before.searchDetails.totalCount);
        expect(after.exactMatch[0]?.id).not.toBe(card!.id);
        expect(memoryApp.searchIndex!.stats.deltasApplied).toBeGreaterThan(0);
        expect(memoryApp.searchIndex!.stats.rebuilds).toBe(rebuilds);
      } finally {
        await sql`update offer_night set rooms_left = ${original.rows[0]!.rooms_left}::int where offer_id = ${card!.id} and night = ${checkin}::date`.execute(memoryApp.db);
      }
      const restored = await searchOk(memoryApp, body);
      expect(restored.exactMatch[0]?.id).toBe(card!.id);
    } finally {
      await memoryApp.close();
    }
  }, 120_000);
});
