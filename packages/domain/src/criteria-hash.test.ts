import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRITERIA_KEYS,
  FILTER_KEYS,
  LOCATION_KEYS,
  minReviewScoreOf,
  type SearchCriteria,
  clearLocationAndFilters,
  criteriaEqual,
  currentDestination,
  parseCriteriaHash,
  searchCriteriaSchema,
  selectDestination,
  serializeCriteriaHash,
} from './criteria-hash';
import { ORDER_BY_VALUES } from './sort-options';

const id = fc.integer({ min: 1, max: 2_000_000 });
const ids = fc.uniqueArray(id, { minLength: 1, maxLength: 5 });
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
  fc.constantFrom('a,b', '100%', 'x+y', ' spaced ', 'é&=#'),
);
const texts = fc.uniqueArray(text, { minLength: 1, maxLength: 4 });
const nonNegZero = (n: number) => (Object.is(n, -0) ? 0 : n);
const day = fc
  .date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2030, 0, 1)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const criteriaArb: fc.Arbitrary<SearchCriteria> = fc
  .record(
    {
      a: fc.integer({ min: 1, max: 20 }),
      c: fc.integer({ min: 0, max: 10 }),
      b: fc.integer({ min: 0, max: 10 }),
      s: fc.boolean(),
      checkin: day,
      checkout: day,
      city: id, country: id, department: id, hotel: id, poi: id, searesort: id, skiresort: id, region: id, touristicregion: id,
      lat: fc.double({ min: -90, max: 90, noNaN: true }).map(nonNegZero),
      lng: fc.double({ min: -180, max: 180, noNaN: true }).map(nonNegZero),
      theme: id,
      tags: ids,
      priceMin: fc.integer({ min: 0, max: 1_000_000 }),
      priceMax: fc.integer({ min: 0, max: 1_000_000 }),
      distanceMin: fc.double({ min: 0, max: 500, noNaN: true }).map(nonNegZero),
      distanceMax: fc.double({ min: 0, max: 500, noNaN: true }).map(nonNegZero),
      hotelScore: fc.double({ min: 0, max: 10, noNaN: true }).map(nonNegZero),
      minHotelReviewScore: fc.integer({ min: 0, max: 10 }),
      stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1 }),
      facilities: texts,
      petsAllowed: fc.boolean(),
      hotelStyles: texts,
      hotelEnvironments: texts,
      hotelTypes: texts,
      sort: fc.constantFrom(...ORDER_BY_VALUES),
      night: fc.integer({ min: 1, max: 30 }),
      giftNights: fc.integer({ min: 1, max: 3 }),
      giftFormat: fc.constantFrom('digital' as const, 'physical' as const),
      giftAdults: fc.constant(2),
      hotelId: id,
      code: text,
    },
    { requiredKeys: [] },
  )
  .map((c) => {
    // A checkout must follow its checkin to be a valid criteria object.
    if (c.checkin && c.checkout && c.checkout <= c.checkin) delete c.checkout;
    return c;
  });

describe('Search criteria (hash keys)', () => {
  it('covers every key: a, c, b, s, checkin, checkout, city … hotelId, code', () => {
    expect(CRITERIA_KEYS).toEqual([
      'a', 'c', 'b', 's', 'checkin', 'checkout', 'city', 'country', 'department', 'hotel', 'poi',
      'searesort', 'skiresort', 'region', 'touristicregion', 'lat', 'lng', 'theme', 'tags', 'priceMin',
      'priceMax', 'distanceMin', 'distanceMax', 'hotelScore', 'minHotelReviewScore', 'stars', 'facilities',
      'petsAllowed', 'hotelStyles', 'hotelEnvironments', 'hotelTypes', 'sort', 'night', 'giftNights',
      'giftFormat', 'giftAdults', 'hotelId', 'code',
    ]);
  });

  it('"Numeric hash values are parsed as numbers"', () => {
    expect(parseCriteriaHash('#a=3&c=1&b=0&city=75056&lat=48.85&lng=2.35&priceMin=5000&priceMax=25000&hotelScore=8')).toEqual({
      a: 3, c: 1, b: 0, city: 75056, lat: 48.85, lng: 2.35, priceMin: 5000, priceMax: 25000, hotelScore: 8,
    });
  });

  it('reads lists comma-separated: tags, stars, facilities, hotel styles', () => {
    expect(parseCriteriaHash('tags=3,7,12&stars=5,4&facilities=pool,spa&hotelStyles=charm')).toEqual({
      tags: [3, 7, 12], stars: [5, 4], facilities: ['pool', 'spa'], hotelStyles: ['charm'],
    });
  });

  it('reads dates, flags, sort and the gift keys', () => {
    expect(
      parseCriteriaHash('checkin=2024-05-04&checkout=2024-05-05&s=true&petsAllowed=1&sort=distance&giftNights=2&giftFormat=physical&code=AB12EBOX'),
    ).toEqual({
      checkin: '2024-05-04', checkout: '2024-05-05', s: true, petsAllowed: true, sort: 'distance',
      giftNights: 2, giftFormat: 'physical', code: 'AB12EBOX',
    });
  });

  it('drops invalid values instead of throwing: 0 or 21 adults, 11 children, bad dates, unknown sort', () => {
    expect(
      parseCriteriaHash('a=0&c=11&b=x&checkin=2024-02-30&city=-4&sort=DATE&giftNights=4&giftFormat=paper&stars=6&lat=91&priceMin=1.5'),
    ).toEqual({});
    expect(parseCriteriaHash('a=21')).toEqual({});
    expect(parseCriteriaHash('a=')).toEqual({});
    expect(parseCriteriaHash('a=0x10&lat=Infinity&theme=%E0%A4%A')).toEqual({});
  });

  it('drops invalid list items and duplicates, and the key when nothing is left', () => {
    expect(parseCriteriaHash('tags=3,x,,3,-1,8&stars=5,9')).toEqual({ tags: [3, 8], stars: [5] });
    expect(parseCriteriaHash('tags=x,y')).toEqual({});
  });

  it('drops a checkout on or before the checkin ("Check-out must be after check-in")', () => {
    expect(parseCriteriaHash('checkin=2024-05-04&checkout=2024-05-04')).toEqual({ checkin: '2024-05-04' });
    expect(parseCriteriaHash('checkin=2024-05-04&checkout=2024-05-01')).toEqual({ checkin: '2024-05-04' });
  });

  it('ignores unknown keys such as the product anchor and sleeves', () => {
    expect(parseCriteriaHash('#products&sleeves=wrap:1&a=2')).toEqual({ a: 2 });
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (hash) => {
        const parsed = parseCriteriaHash(hash);
        expect(searchCriteriaSchema.safeParse(parsed).success).toBe(true);
      }),
    );
  });

  it('serializes in a stable key order and removes unset keys', () => {
    expect(
      serializeCriteriaHash({ theme: 39, b: 1, a: 2, c: undefined, tags: [], facilities: ['pool', 'a,b'], checkin: '2024-05-04' }),
    ).toBe('a=2&b=1&checkin=2024-05-04&theme=39&facilities=pool,a%2Cb');
  });

  it('never writes a value that the parser would drop', () => {
    const invalid = { a: 25, lat: 200, code: 'x\uD800' } as unknown as SearchCriteria;
    expect(serializeCriteriaHash(invalid)).toBe('');
  });

  it('round-trips: parse(serialize(criteria)) equals criteria (property)', () => {
    fc.assert(
      fc.property(criteriaArb, (criteria) => {
        expect(parseCriteriaHash(serializeCriteriaHash(criteria))).toEqual(criteria);
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent on any hash: serialize(parse(h)) read again gives the same criteria (property)', () => {
    fc.assert(
      fc.property(fc.string(), (hash) => {
        const once = parseCriteriaHash(hash);
        expect(parseCriteriaHash(serializeCriteriaHash(once))).toEqual(once);
      }),
    );
  });
});

describe('"Searches re-run only when the hash differs from the stored criteria"', () => {
  const base: SearchCriteria = {
    a: 2, city: 1, theme: 4, checkin: '2024-05-04', checkout: '2024-05-05', tags: [1, 2], stars: [5, 4], sort: 'priceQuality',
  };

  it('is equal for the same criteria, with lists in any order and default pax written or not', () => {
    expect(criteriaEqual(base, { ...base, tags: [2, 1], stars: [4, 5], c: 0, b: 0 }, 'booking')).toBe(true);
    expect(criteriaEqual({}, { a: 2, c: 0, b: 0 }, 'booking')).toBe(true);
  });

  it('"comparison covers theme, locations, pax, prices, distance, dates, score, facilities, tag and style lists, stars, sort"', () => {
    const changes: SearchCriteria[] = [
      { theme: 5 }, { city: 2 }, { region: 3 }, { lat: 1 }, { a: 3 }, { c: 1 }, { b: 1 }, { priceMin: 100 },
      { priceMax: 100 }, { distanceMax: 10 }, { checkin: '2024-05-03' }, { checkout: '2024-05-06' },
      { hotelScore: 8 }, { minHotelReviewScore: 7 }, { facilities: ['spa'] }, { petsAllowed: true },
      { tags: [1] }, { hotelStyles: ['charm'] }, { hotelEnvironments: ['sea'] }, { hotelTypes: ['castle'] },
      { stars: [3] }, { sort: 'promo' },
    ];
    for (const change of changes) {
      expect(criteriaEqual(base, { ...base, ...change }, 'booking'), JSON.stringify(change)).toBe(false);
    }
  });

  it('"The gifting flow ignores dates"', () => {
    const otherDates = { ...base, checkin: '2024-06-01', checkout: '2024-06-03', night: 2 };
    expect(criteriaEqual(base, otherDates, 'gifting')).toBe(true);
    expect(criteriaEqual(base, otherDates, 'booking')).toBe(false);
    expect(criteriaEqual(base, { ...base, theme: 9 }, 'gifting')).toBe(false);
  });

  it('is reflexive and symmetric (property)', () => {
    fc.assert(
      fc.property(criteriaArb, criteriaArb, fc.constantFrom('booking' as const, 'gifting' as const), (x, y, flow) => {
        expect(criteriaEqual(x, x, flow)).toBe(true);
        expect(criteriaEqual(x, y, flow)).toBe(criteriaEqual(y, x, flow));
      }),
    );
  });
});

describe('Destination selector', () => {
  it('"Picking a suggestion clears the other location fields and sets the chosen category id"', () => {
    const before: SearchCriteria = { a: 2, region: 5, poi: 8, lat: 1, lng: 2, theme: 3 };
    expect(selectDestination(before, { category: 'city', id: 75056, latitude: 48.85, longitude: 2.35 })).toEqual({
      a: 2, theme: 3, city: 75056, lat: 48.85, lng: 2.35,
    });
    expect(selectDestination(before, { category: 'hotel', id: 9 })).toEqual({ a: 2, theme: 3, hotel: 9 });
  });

  it('lists the nine location keys and finds the current destination', () => {
    expect(LOCATION_KEYS).toHaveLength(9);
    expect(currentDestination({ a: 2, department: 75 })).toEqual({ type: 'department', id: 75 });
    expect(currentDestination({ a: 2 })).toBeUndefined();
  });

  it('"Focusing the field clears the current location and filters"', () => {
    const before: SearchCriteria = { a: 2, city: 1, lat: 1, lng: 1, tags: [1], priceMax: 100, stars: [5], theme: 3, checkin: '2024-05-04' };
    const after = clearLocationAndFilters(before);
    expect(after).toEqual({ a: 2, theme: 3, checkin: '2024-05-04' });
    for (const key of FILTER_KEYS) expect(after[key]).toBeUndefined();
  });
});

describe('minReviewScoreOf', () => {
  it('keeps the higher of the two score keys, and no filter for 0 or none', () => {
    expect(minReviewScoreOf({ hotelScore: 8, minHotelReviewScore: 7 })).toBe(8);
    expect(minReviewScoreOf({ hotelScore: 0, minHotelReviewScore: 9 })).toBe(9);
    expect(minReviewScoreOf({ hotelScore: 0 })).toBeUndefined();
    expect(minReviewScoreOf({})).toBeUndefined();
  });
});
