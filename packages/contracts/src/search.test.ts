import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_LIMIT,
  facetsQuerySchema,
  NUMBER_OF_PACKAGES_PER_HOTEL,
  offersRequestSchema,
  SEARCH_LIMIT_MAX,
} from './search';
import { earliestCheckinFor } from './query';

const future = (days: number): string => {
  const today = earliestCheckinFor('fr_FR');
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
};

function issuePaths(input: unknown): string[] {
  const parsed = offersRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('offersRequestSchema', () => {
  it('fills the defaults: 2 adults, 0 children, 0 babies; 20 packages per hotel; page 0', () => {
    const parsed = offersRequestSchema.parse({
      locale: 'fr_FR',
      filters: { offer: { familyComposition: {} } },
      pagination: {},
    });
    expect(parsed.filters?.offer?.familyComposition).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(parsed.numberOfPackagesPerHotel).toBe(NUMBER_OF_PACKAGES_PER_HOTEL);
    expect(parsed.pagination).toEqual({ limit: DEFAULT_SEARCH_LIMIT, page: 0 });
    expect(parsed.searchProvider).toBe('search');
    expect(parsed.performMapSearch).toBe(false);
  });

  it.each([
    [{ adults: 0 }, 'filters.offer.familyComposition.adults'],
    [{ adults: 21 }, 'filters.offer.familyComposition.adults'],
    [{ children: 11 }, 'filters.offer.familyComposition.children'],
    [{ children: -1 }, 'filters.offer.familyComposition.children'],
    [{ babies: 11 }, 'filters.offer.familyComposition.babies'],
    [{ adults: 1.5 }, 'filters.offer.familyComposition.adults'],
  ])('"adults 1 to 20, children 0 to 10, babies 0 to 10": %j is refused at %s', (party, path) => {
    expect(issuePaths({ locale: 'fr_FR', filters: { offer: { familyComposition: party } } })).toContain(path);
  });

  it('accepts the bounds themselves (1 and 20 adults, 10 children, 10 babies)', () => {
    for (const party of [{ adults: 1 }, { adults: 20, children: 10, babies: 10 }]) {
      expect(issuePaths({ locale: 'fr_FR', filters: { offer: { familyComposition: party } } })).toEqual([]);
    }
  });

  it('refuses a checkin in the past of the market, accepts today', () => {
    const yesterday = future(-1);
    expect(issuePaths({ locale: 'fr_FR', filters: { offer: { date: { checkin: yesterday, nights: 2 } } } })).toEqual([
      'filters.offer.date.checkin',
    ]);
    expect(issuePaths({ locale: 'fr_FR', filters: { offer: { date: { checkin: future(0), nights: 2 } } } })).toEqual([]);
    expect(issuePaths({ locale: 'fr_FR', searchCriterias: { hotelId: 1, checkin: yesterday, night: 1 } })).toEqual([
      'searchCriterias.checkin',
    ]);
  });

  it('refuses a non-existent day and a malformed one', () => {
    expect(issuePaths({ locale: 'fr_FR', filters: { offer: { date: { checkin: '2999-02-30', nights: 2 } } } })).toEqual([
      'filters.offer.date.checkin',
    ]);
    expect(issuePaths({ locale: 'fr_FR', filters: { offer: { date: { checkin: '01/05/2999', nights: 2 } } } })).toEqual([
      'filters.offer.date.checkin',
    ]);
  });

  it('refuses an unknown orderBy, a negative page and a limit over 100', () => {
    expect(issuePaths({ locale: 'fr_FR', sorting: { orderBy: 'cheapest' } })).toEqual(['sorting.orderBy']);
    expect(issuePaths({ locale: 'fr_FR', pagination: { page: -1 } })).toEqual(['pagination.page']);
    expect(issuePaths({ locale: 'fr_FR', pagination: { limit: SEARCH_LIMIT_MAX + 1 } })).toEqual(['pagination.limit']);
    expect(issuePaths({ locale: 'fr_FR', pagination: { limit: SEARCH_LIMIT_MAX } })).toEqual([]);
  });

  it('refuses wrong types and names the field', () => {
    expect(issuePaths({ locale: 'fr_FR', filters: { property: { stars: ['5'] } } })).toEqual(['filters.property.stars.0']);
    expect(issuePaths({ locale: 'fr_FR', filters: { property: { petsAllowed: 'yes' } } })).toEqual([
      'filters.property.petsAllowed',
    ]);
    expect(issuePaths({ locale: 'xx_XX' })).toEqual(['locale']);
  });

  it('wants latitude with longitude and min distance at most max distance', () => {
    expect(issuePaths({ locale: 'fr_FR', filters: { property: { location: { latitude: 45 } } } })).toEqual([
      'filters.property.location.longitude',
    ]);
    expect(
      issuePaths({
        locale: 'fr_FR',
        filters: { property: { location: { latitude: 45, longitude: 5, minDistance: 50, maxDistance: 10 } } },
      }),
    ).toEqual(['filters.property.location.maxDistance']);
  });

  it('reads the hotel offers form with searchCriterias', () => {
    const parsed = offersRequestSchema.parse({
      locale: 'es_ES',
      orderBy: 'priceAsc',
      searchCriterias: { hotelId: 12, checkin: future(3), night: 2 },
    });
    expect(parsed.searchCriterias).toMatchObject({ hotelId: 12, adult: 2, child: 0, baby: 0, night: 2 });
    expect(issuePaths({ locale: 'es_ES', searchCriterias: { hotelId: 12, checkin: future(3) } })).toEqual([
      'searchCriterias.night',
    ]);
  });
});

describe('facetsQuerySchema', () => {
  it('reads comma-joined lists and numbers as numbers ("Numeric hash values are parsed as numbers")', () => {
    const parsed = facetsQuerySchema.parse({
      locale: 'fr_FR',
      tags: '3,7',
      stars: '5,4',
      facilities: 'pool,spa',
      petsAllowed: 'true',
      priceMin: '1000',
      lat: '45.5',
      lng: '4.8',
      propertiesRequested: 'price,score,tag',
    });
    expect(parsed).toMatchObject({
      tags: [3, 7],
      stars: [5, 4],
      facilities: ['pool', 'spa'],
      petsAllowed: true,
      priceMin: 1000,
      lat: 45.5,
      lng: 4.8,
      withNames: true,
      propertiesRequested: ['price', 'score', 'tag'],
    });
  });

  it('names the offending parameter', () => {
    const paths = (input: Record<string, string>) => {
      const parsed = facetsQuerySchema.safeParse({ locale: 'fr_FR', ...input });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(paths({ priceMin: 'cheap' })).toEqual(['priceMin']);
    expect(paths({ propertiesRequested: 'price,colour' })).toEqual(['propertiesRequested.1']);
    expect(paths({ lat: '45' })).toEqual(['lng']);
    expect(paths({ adult: '0' })).toEqual(['adult']);
    expect(paths({ priceMin: '5000', priceMax: '100' })).toEqual(['priceMax']);
  });
});
