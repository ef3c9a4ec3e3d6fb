/**
 * GET /api/facets.json: disjunctive counts, checked as the property
 * of the issue — "each facet value's count equals the totalCount of the search with that value
 * added, and every returned card satisfies every active filter" — on random searches (fast-check).
 */
import { PRICE_FACET_BUCKETS, type FacetsResponse, type OffersRequestInput, type SearchResultCard } from '@escapade/contracts/search';
import { SCORE_CHOICES, STAR_CHOICES } from '@escapade/domain/filters';
import { haversineKm } from '@escapade/domain/geo';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { EngineCriteria } from '../src/search/criteria';
import { buildTestApp } from './helpers';
import { loadOracleCatalog, type OracleCatalog } from './search-oracle';
import { allCards, criteriaOf, dayFromToday, facetsOk, LOCALE, searchOk } from './search-support';

let app: App;
let catalog: OracleCatalog;
let values: {
  destinations: Array<{ key: 'city' | 'region' | 'country' | 'department'; id: number }>;
  themes: number[];
  tags: number[];
  facilities: string[];
  styles: string[];
  types: string[];
  environments: string[];
};

beforeAll(async () => {
  app = await buildTestApp();
  catalog = await loadOracleCatalog(app.db);
  const places = await app.db
    .selectFrom('hotel_destination as hd')
    .innerJoin('destination as d', 'd.id', 'hd.destination_id')
    .select(['d.type', 'd.id'])
    .where('d.type', 'in', ['city', 'region', 'country', 'department'])
    .distinct()
    .orderBy('d.id')
    .execute();
  const hotels = [...catalog.hotels.values()];
  const offers = catalog.offers.filter((o) => o.locales.includes(LOCALE));
  const distinct = <T>(list: T[]) => [...new Set(list)].sort();
  values = {
    destinations: places.map((p) => ({ key: p.type as 'city' | 'region' | 'country' | 'department', id: p.id })),
    themes: distinct(offers.flatMap((o) => o.themeIds)),
    tags: distinct(offers.flatMap((o) => o.tagIds)),
    facilities: distinct(hotels.flatMap((h) => h.facilities)).filter((f) => f !== 'pets'),
    styles: distinct(hotels.flatMap((h) => h.styles)),
    types: distinct(hotels.flatMap((h) => h.types)),
    environments: distinct(hotels.flatMap((h) => h.environments)),
  };
});
afterAll(async () => {
  await app.close();
});

/** One random search, written once and sent both as the facets query and as the search body. */
interface Search {
  gift: boolean;
  destination?: { key: 'city' | 'region' | 'country' | 'department'; id: number };
  stay?: { offset: number; nights: number };
  party: { adults: number; children: number };
  theme?: number;
  petsAllowed: boolean;
  price?: { min?: number; max?: number };
  score?: number;
  stars: number[];
  tags: number[];
  facilities: string[];
  styles: string[];
  types: string[];
  environments: string[];
}

type Group = 'price' | 'score' | 'stars' | 'tag' | 'facility' | 'style' | 'type' | 'environment';

const LOCATION_FIELD = { city: 'cityId', region: 'regionId', country: 'countryId', department: 'departmentId' } as const;

function bodyOf(search: Search): OffersRequestInput {
  const price = search.price ? { price: search.price } : {};
  return {
    locale: LOCALE,
    ...(search.gift ? { type: 'gift' as const } : {}),
    filters: {
      ...(search.gift ? { gift: { singleVoucher: price } } : {}),
      offer: {
        familyComposition: search.party,
        ...(search.stay ? { date: { checkin: dayFromToday(search.stay.offset), nights: search.stay.nights } } : {}),
        ...(search.theme !== undefined ? { categories: { themeIds: [search.theme] } } : {}),
        ...(search.gift ? {} : price),
        tags: search.tags,
      },
      property: {
        ...(search.destination ? { location: { [LOCATION_FIELD[search.destination.key]]: search.destination.id } } : {}),
        petsAllowed: search.petsAllowed,
        ...(search.score !== undefined ? { minHotelReviewScore: search.score } : {}),
        stars: search.stars,
        facilities: search.facilities,
        hotelStyles: search.styles,
        hotelTypes: search.types,
        hotelEnvironments: search.environments,
      },
    },
  };
}

function queryOf(search: Search): Record<string, string | number | boolean | undefined> {
  const list = (items: Array<string | number>) => (items.length ? items.join(',') : undefined);
  return {
    locale: LOCALE,
    type: search.gift ? 'gift' : undefined,
    ...(search.destination ? { [search.destination.key]: search.destination.id } : {}),
    checkin: search.stay ? dayFromToday(search.stay.offset) : undefined,
    night: search.stay?.nights,
    adult: search.party.adults,
    child: search.party.children,
    theme: search.theme,
    petsAllowed: search.petsAllowed || undefined,
    [search.gift ? 'singleVoucherPriceMin' : 'priceMin']: search.price?.min,
    [search.gift ? 'singleVoucherPriceMax' : 'priceMax']: search.price?.max,
    minHotelReviewScore: search.score,
    stars: list(search.stars),
    tags: list(search.tags),
    facilities: list(search.facilities),
    hotelStyles: list(search.styles),
    hotelTypes: list(search.types),
    hotelEnvironments: list(search.environments),
  };
}

/** The search with one facet group's selection set to one value alone. */
function withValue(search: Search, group: Group, id: string | number): Search {
  switch (group) {
    case 'price': {
      const bucket = PRICE_FACET_BUCKETS.find((b) => b.id === id);
      return { ...search, price: { min: bucket?.min, ...(bucket?.max !== null ? { max: bucket?.max } : {}) } };
    }
    case 'score':
      return { ...search, score: SCORE_CHOICES.find((c) => c.key === id)?.value };
    case 'stars':
      return { ...search, stars: [STAR_CHOICES.find((c) => c.key === id)?.value ?? 0] };
    case 'tag':
      return { ...search, tags: [Number(id)] };
    case 'facility':
      return { ...search, facilities: [String(id)] };
    case 'style':
      return { ...search, styles: [String(id)] };
    case 'type':
      return { ...search, types: [String(id)] };
    case 'environment':
      return { ...search, environments: [String(id)] };
  }
}

const GROUP_OF: Record<FacetsResponse['properties'][number]['propertyType'], Group> = {
  price: 'price', score: 'score', stars: 'stars', tag: 'tag', facility: 'facility', style: 'style', type: 'type', environment: 'environment',
};

/** Every active filter of the criteria, checked on one card with the catalog's own data. */
function expectCardSatisfies(card: SearchResultCard, criteria: EngineCriteria): void {
  const hotel = catalog.hotels.get(card.hotel.id);
  const offer = catalog.offers.find((o) => o.id === card.id);
  expect(hotel && offer).toBeTruthy();
  if (!hotel || !offer) return;
  const { groups } = criteria;
  const overlaps = <T>(a: T[], b: T[]) => b.length === 0 || a.some((x) => b.includes(x));
  expect(offer.locales).toContain(criteria.locale);
  expect(criteria.destinations.every((d) => hotel.destinations.has(d.id))).toBe(true);
  if (criteria.petsAllowed) expect(hotel.petsAllowed).toBe(true);
  expect(overlaps(offer.themeIds, criteria.themeIds)).toBe(true);
  expect(overlaps(offer.tagIds, groups.tag)).toBe(true);
  expect(overlaps(hotel.facilities, groups.facility)).toBe(true);
  expect(overlaps(hotel.styles, groups.style)).toBe(true);
  expect(overlaps(hotel.types, groups.type)).toBe(true);
  expect(overlaps(hotel.environments, groups.environment)).toBe(true);
  if (groups.stars.length) expect(groups.stars).toContain(hotel.stars);
  if (groups.score !== undefined) expect(hotel.reviewScore ?? -1).toBeGreaterThanOrEqual(groups.score);
  const price = criteria.flow === 'gifting' ? card.sellPrice : card.pricePerPerson;
  if (groups.price.min !== undefined) expect(price).toBeGreaterThanOrEqual(groups.price.min);
  if (groups.price.max !== undefined) expect(price).toBeLessThanOrEqual(groups.price.max);
  if (criteria.stay) {
    expect([card.checkin, card.nights]).toEqual([criteria.stay.checkin, criteria.stay.nights]);
    expect(card.availableRooms ?? 0).toBeGreaterThan(0);
  }
  if (criteria.singleRoom) expect(offer.maxCapacity).toBeGreaterThanOrEqual(criteria.party.adults + criteria.party.children);
  if (criteria.point?.maxKm !== undefined) {
    expect(haversineKm(criteria.point, { lat: hotel.latitude, lng: hotel.longitude })).toBeLessThanOrEqual(criteria.point.maxKm);
  }
}

/** Present one time in three: a random search keeps a few filters, not all of them at once. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, absent: T): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: fc.constant(absent), weight: 2 }, { arbitrary, weight: 1 });
const NO_FILTER: Omit<Search, 'gift' | 'destination' | 'stay' | 'party'> = {
  theme: undefined, petsAllowed: false, price: undefined, score: undefined,
  stars: [], tags: [], facilities: [], styles: [], types: [], environments: [],
};

/** Each optional filter as its own arbitrary; a random search takes at most two of them. */
const filterArbitraries: Array<fc.Arbitrary<Partial<Search>>> = [
  fc.constant(null).chain(() => fc.constantFrom(...values.themes)).map((theme) => ({ theme })),
  fc.constant({ petsAllowed: true }),
  fc.constantFrom<Search['price']>({ min: 5000 }, { max: 15000 }, { min: 8000, max: 20000 }, { min: 20000 }).map((price) => ({ price })),
  fc.constantFrom(7, 8, 9).map((score) => ({ score })),
  fc.subarray([3, 4, 5], { minLength: 1, maxLength: 2 }).map((stars) => ({ stars })),
  fc.constant(null).chain(() => fc.subarray(values.tags, { minLength: 1, maxLength: 2 })).map((tags) => ({ tags })),
  fc.constant(null).chain(() => fc.subarray(values.facilities, { minLength: 1, maxLength: 2 })).map((facilities) => ({ facilities })),
  fc.constant(null).chain(() => fc.constantFrom(...values.styles)).map((style) => ({ styles: [style] })),
  fc.constant(null).chain(() => fc.constantFrom(...values.types)).map((type) => ({ types: [type] })),
  fc.constant(null).chain(() => fc.constantFrom(...values.environments)).map((environment) => ({ environments: [environment] })),
];

const searchArbitrary: fc.Arbitrary<Search> = fc
  .record({
    gift: fc.boolean(),
    destination: sometimes(fc.constant(null).chain(() => fc.constantFrom(...values.destinations)) as fc.Arbitrary<Search['destination']>, undefined),
    stay: sometimes(fc.record({ offset: fc.integer({ min: 2, max: 60 }), nights: fc.integer({ min: 1, max: 3 }) }), undefined),
    party: fc.record({ adults: fc.integer({ min: 1, max: 4 }), children: fc.integer({ min: 0, max: 2 }) }),
    filters: fc.array(fc.oneof(...filterArbitraries), { maxLength: 2 }),
  })
  .map(({ filters, ...base }) => Object.assign({ ...base, ...NO_FILTER }, ...filters) as Search);

describe('facets', () => {
  it('answers every requested property with counts, names in the market\'s language', async () => {
    const facets = await facetsOk(app, { locale: LOCALE });
    expect(facets.properties.map((p) => p.propertyType)).toEqual(['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag']);
    expect(facets.properties.find((p) => p.propertyType === 'score')?.values.map((v) => v.id)).toEqual(['score9', 'score8', 'score7']);
    expect(facets.properties.find((p) => p.propertyType === 'stars')?.values.map((v) => v.id)).toEqual(['star5', 'star4', 'star3']);
    const tag = facets.properties.find((p) => p.propertyType === 'tag');
    expect(tag?.groups?.length).toBeGreaterThan(0);
    expect(tag?.values.every((v) => typeof v.name === 'string' && v.name.length > 0)).toBe(true);
    const names = await facetsOk(app, { locale: 'nl_NL', withNames: false, propertiesRequested: 'facility,price' });
    expect(names.properties.map((p) => p.propertyType)).toEqual(['facility', 'price']);
    expect(names.properties.every((p) => p.values.every((v) => v.name === undefined))).toBe(true);
  });

  it('a facet\'s own selection does not shrink its own counts; other filters do', async () => {
    const plain = await facetsOk(app, { locale: LOCALE, propertiesRequested: 'stars,score' });
    const fiveStars = await facetsOk(app, { locale: LOCALE, propertiesRequested: 'stars,score', stars: 5 });
    const starsOf = (f: FacetsResponse) => f.properties.find((p) => p.propertyType === 'stars')?.values;
    expect(starsOf(fiveStars)).toEqual(starsOf(plain));
    const scoreOf = (f: FacetsResponse) => f.properties.find((p) => p.propertyType === 'score')?.values.find((v) => v.id === 'score7')?.count ?? 0;
    expect(scoreOf(fiveStars)).toBeLessThanOrEqual(scoreOf(plain));
    expect(fiveStars.totalCount).toBeLessThanOrEqual(plain.totalCount);
  });

  it('property: each value\'s count is the total of the search with that value; every card meets every filter', async () => {
    const totals: number[] = [];
    await fc.assert(
      fc.asyncProperty(searchArbitrary, async (search) => {
        const body = bodyOf(search);
        const criteria = criteriaOf(body);
        const facets = await facetsOk(app, queryOf(search));
        const { cards, totalCount } = await allCards(app, body);
        totals.push(totalCount);
        expect(facets.totalCount).toBe(totalCount);
        for (const card of cards) expectCardSatisfies(card, criteria);
        for (const property of facets.properties) {
          const group = GROUP_OF[property.propertyType];
          for (const value of property.values) {
            const narrowed = await searchOk(app, { ...bodyOf(withValue(search, group, value.id)), pagination: { limit: 1, page: 0 } });
            expect(value.count, `${group} ${value.id}`).toBe(narrowed.searchDetails.totalCount);
          }
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
    // The property means something only if the random searches found hotels.
    expect(totals.filter((total) => total > 0).length).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it('property: every card of a search narrowed to one facet value meets every filter', async () => {
    await fc.assert(
      fc.asyncProperty(searchArbitrary, fc.constantFrom<Group>('price', 'score', 'stars', 'tag', 'facility'), async (search, group) => {
        const facets = await facetsOk(app, queryOf(search));
        const property = facets.properties.find((p) => GROUP_OF[p.propertyType] === group);
        const value = property?.values.find((v) => v.count > 0) ?? property?.values[0];
        if (!value) return;
        const { totalCount, cards } = await allCards(app, bodyOf(withValue(search, group, value.id)));
        expect(totalCount).toBe(value.count);
        for (const card of cards) expectCardSatisfies(card, criteriaOf(bodyOf(withValue(search, group, value.id))));
      }),
      { numRuns: 10, endOnFailure: true },
    );
  }, 120_000);
});
