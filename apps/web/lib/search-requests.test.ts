import { offersRequestSchema, facetsQuerySchema } from '@escapade/contracts/search';
import { activitySearchRequestSchema } from '@escapade/contracts/activity-search';
import { FALLBACK_LIMIT } from '@escapade/domain/fallback';
import { PAGE_SIZE } from '@escapade/domain/results-layout';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type RequestContext,
  buildActivitySearchRequest,
  buildFacetsQuery,
  buildFallbackRequest,
  buildHotelOffersRequest,
  buildOffersRequest,
  searchedStayOf,
} from './search-requests';

const TODAY = '2030-03-10';
// The contracts bound checkin days by the availability window counted from the real today: the
// clock stands on the test's TODAY so that the requests built for its dates are within it.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
});
afterAll(() => vi.useRealTimers());
const booking: RequestContext = { locale: 'fr_FR', flow: 'booking', today: TODAY };
const gifting: RequestContext = { ...booking, flow: 'gifting' };

describe('server offers request', () => {
  it('maps destination, theme, dates, family composition, filters, sort and page; the contract accepts it', () => {
    const request = buildOffersRequest(
      {
        a: 3, c: 1, b: 0, s: true, checkin: '2030-04-04', checkout: '2030-04-06', city: 10010, lat: 45.9, lng: 6.1,
        distanceMin: 0, distanceMax: 20, theme: 1, tags: [4], priceMin: 5000, priceMax: 20000, hotelScore: 8,
        stars: [4, 5], facilities: ['spa'], petsAllowed: true, hotelStyles: ['charm'], hotelEnvironments: ['lake'],
        hotelTypes: ['castle'], sort: 'priceAsc',
      },
      booking,
      2,
    );
    expect(request).toEqual({
      locale: 'fr_FR',
      filters: {
        offer: {
          categories: { themeIds: [1] },
          date: { checkin: '2030-04-04', nights: 2 },
          familyComposition: { adults: 3, children: 1, babies: 0, singleRoom: true },
          price: { min: 5000, max: 20000 },
          tags: [4],
        },
        property: {
          location: { cityId: 10010, latitude: 45.9, longitude: 6.1, minDistance: 0, maxDistance: 20 },
          facilities: ['spa'],
          petsAllowed: true,
          hotelEnvironments: ['lake'],
          hotelStyles: ['charm'],
          hotelTypes: ['castle'],
          minHotelReviewScore: 8,
          stars: [4, 5],
        },
      },
      sorting: { orderBy: 'priceAsc' },
      pagination: { limit: PAGE_SIZE, page: 2 },
      searchProvider: 'search',
      numberOfPackagesPerHotel: 20,
    });
    expect(offersRequestSchema.safeParse(request).success).toBe(true);
  });

  it('the gifting flow sends type gift, no dates, and the price as the single voucher price', () => {
    const request = buildOffersRequest({ checkin: '2030-04-04', checkout: '2030-04-06', priceMax: 15000, sort: 'singleVoucherPriceAsc' }, gifting, 0);
    expect(request.type).toBe('gift');
    expect(request.filters?.offer?.date).toBeUndefined();
    expect(request.filters?.offer?.price).toBeUndefined();
    expect(request.filters?.gift).toEqual({ singleVoucher: { price: { max: 15000 } } });
    expect(request.sorting?.orderBy).toBe('singleVoucherPriceAsc');
  });

  it('a sort the flow does not offer falls back to priceQuality; Distance needs lat and lng', () => {
    expect(buildOffersRequest({ sort: 'promo' }, gifting, 0).sorting?.orderBy).toBe('priceQuality');
    expect(buildOffersRequest({ sort: 'distance' }, booking, 0).sorting?.orderBy).toBe('priceQuality');
    expect(buildOffersRequest({ sort: 'distance', lat: 1, lng: 2 }, booking, 0).sorting?.orderBy).toBe('distance');
  });

  it('"Distance is sent only if active and lat/lng exist"', () => {
    expect(buildOffersRequest({ distanceMax: 20 }, booking, 0).filters?.property?.location).toBeUndefined();
    expect(buildOffersRequest({ lat: 1, lng: 2 }, booking, 0).filters?.property?.location).toEqual({ latitude: 1, longitude: 2 });
  });

  it('a past checkin or an overlong stay is left out rather than refused', () => {
    expect(searchedStayOf({ checkin: '2030-03-09', checkout: '2030-03-11' }, booking)).toBeUndefined();
    expect(searchedStayOf({ checkin: TODAY, checkout: '2030-03-11' }, booking)).toEqual({ checkin: TODAY, checkout: '2030-03-11', nights: 1 });
    expect(searchedStayOf({ checkin: TODAY, checkout: '2030-05-11' }, booking)).toBeUndefined();
    expect(searchedStayOf({ checkin: TODAY, night: 3 }, booking)).toEqual({ checkin: TODAY, checkout: '2030-03-13', nights: 3 });
  });

  it('a fallback block uses the catalog provider, limit 3, and excludes the hotels already shown', () => {
    const request = buildFallbackRequest({ region: 12 }, booking, [4, 9]);
    expect(request.searchProvider).toBe('catalog');
    expect(request.pagination).toEqual({ limit: FALLBACK_LIMIT, page: 0 });
    expect(request.filters?.property?.excludedHotelIds).toEqual([4, 9]);
    expect(request.filters?.property?.location).toEqual({ regionId: 12 });
    expect(offersRequestSchema.safeParse(request).success).toBe(true);
  });

  it('the hotel offers drawer asks that hotel for the party and dates, cheapest first', () => {
    const request = buildHotelOffersRequest({ a: 1, c: 2, checkin: '2030-04-04', checkout: '2030-04-07' }, booking, 77);
    expect(request).toMatchObject({
      searchCriterias: { adult: 1, child: 2, baby: 0, checkin: '2030-04-04', night: 3, hotelId: 77 },
      orderBy: 'priceAsc',
    });
    expect(buildHotelOffersRequest({}, gifting, 77)).toMatchObject({ type: 'gift', searchCriterias: { adult: 2, hotelId: 77 } });
    expect(offersRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('facets query', () => {
  it('comma-joins lists, sends pets as petsAllowed, asks for names and every property, orderBy priceQuality', () => {
    const query = buildFacetsQuery({ city: 5, tags: [4, 7], stars: [5], facilities: ['spa', 'wifi'], petsAllowed: true, hotelScore: 8, lat: 1, lng: 2, priceMin: 1000 }, booking);
    expect(query).toMatchObject({
      locale: 'fr_FR', city: 5, tags: ['4', '7'], stars: ['5'], facilities: ['spa', 'wifi'], petsAllowed: 'true', hotelScore: 8,
      lat: 1, lng: 2, priceMin: 1000, orderBy: 'priceQuality', withNames: 'true',
      propertiesRequested: ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'],
    });
    expect(facetsQuerySchema.safeParse(query).success).toBe(true);
  });

  it('gifting sends singleVoucherPriceMin/Max and type gift', () => {
    const query = buildFacetsQuery({ priceMin: 1000, priceMax: 9000 }, gifting);
    expect(query).toMatchObject({ type: 'gift', singleVoucherPriceMin: 1000, singleVoucherPriceMax: 9000 });
    expect(query).not.toHaveProperty('priceMin');
  });
});

describe('activity-only request', () => {
  it('"searchCriterias from the hash, numberOfPackagesPerHotel 20, locale, page" with the 1 € minimum', () => {
    const request = buildActivitySearchRequest({ a: 1, city: 10010, tags: [3], checkin: '2030-04-04' }, 'fr_FR', 1);
    expect(request).toEqual({
      locale: 'fr_FR',
      page: 1,
      numberOfPackagesPerHotel: 20,
      searchCriterias: { a: 1, city: 10010, tags: [3], priceMin: 100 },
    });
    expect(activitySearchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('a party of more than 2 is not sent (participants are 1 to 2)', () => {
    expect(buildActivitySearchRequest({ a: 4 }, 'fr_FR', 0).searchCriterias).not.toHaveProperty('a');
  });
});
