import { offersRequestSchema } from '@escapade/contracts/search';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { buildMapSearchRequest, buildMarkerDetailQuery, createMapApi } from './map';

const SEARCH_REQUEST = {
  locale: 'fr_FR' as const,
  filters: { offer: { familyComposition: { adults: 2, children: 0, babies: 0 } }, property: { location: { cityId: 7 } } },
  sorting: { orderBy: 'promo' as const },
  pagination: { limit: 18, page: 2 },
  searchProvider: 'search' as const,
  numberOfPackagesPerHotel: 20,
};

describe('map search request', () => {
  it('"orderBy priceQuality, performMapSearch true", the whole set instead of a page', () => {
    const request = buildMapSearchRequest(SEARCH_REQUEST, 'booking');
    expect(request).toMatchObject({ sorting: { orderBy: 'priceQuality' }, performMapSearch: true, performGiftableSearch: false, filters: SEARCH_REQUEST.filters });
    expect(request).not.toHaveProperty('pagination');
    expect(offersRequestSchema.safeParse(request).success).toBe(true);
  });

  it('"performGiftableSearch for gifts"', () => {
    expect(buildMapSearchRequest({ ...SEARCH_REQUEST, type: 'gift' }, 'gifting')).toMatchObject({ type: 'gift', performGiftableSearch: true });
  });
});

describe('marker detail query', () => {
  it("carries the stay's dates and party in the booking flow, never the page model", () => {
    expect(buildMarkerDetailQuery('fr_FR', 'booking', { checkin: '2030-05-04', nights: 2 }, { adults: 3, children: 1, babies: 0 })).toEqual({
      locale: 'fr_FR',
      fetchPageModel: 'false',
      checkin: '2030-05-04',
      night: 2,
      adult: 3,
      child: 1,
      baby: 0,
    });
  });

  it('has no dates in the gifting flow', () => {
    expect(buildMarkerDetailQuery('it_IT', 'gifting', { checkin: '2030-05-04', nights: 2 }, { adults: 2, children: 0, babies: 0 })).not.toHaveProperty('checkin');
  });
});

describe('map API client', () => {
  function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
    return async (input, init) => {
      seen.push(new Request(String(input), init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
  }

  it('posts the map search to /offers.json and validates the answer', async () => {
    const seen: Request[] = [];
    const answer = {
      exactMatch: [{ key: 'hotel-1', id: 1, location: { lat: 45, lng: 6 }, weekend: [{ id: 9 }], sellPrice: 37800, pricePerPerson: 18900, priceType: 'from_price' }],
      searchDetails: { checkin: null, night: null, adult: 2, child: 0, baby: 0, hotelId: null, totalCount: 1, location: null, destination: null, locationHierarchy: [] },
      capped: false,
      cap: 2000,
    };
    const api = createMapApi({ baseUrl: 'http://api.test/api/', fetch: fakeFetch(200, answer, seen) });
    await expect(api.searchMap(buildMapSearchRequest(SEARCH_REQUEST, 'booking'))).resolves.toEqual(answer);
    expect(seen[0]?.url).toBe('http://api.test/api/offers.json');
    expect(seen[0]?.method).toBe('POST');
    expect(await seen[0]?.json()).toMatchObject({ performMapSearch: true, sorting: { orderBy: 'priceQuality' } });
  });

  it('refuses an answer that is not a map answer, and an error status', async () => {
    const wrong = createMapApi({ baseUrl: 'http://api.test/api', fetch: fakeFetch(200, { exactMatch: 'nope' }) });
    await expect(wrong.searchMap(SEARCH_REQUEST)).rejects.toBeInstanceOf(ApiError);
    const failing = createMapApi({ baseUrl: 'http://api.test/api', fetch: fakeFetch(500, { title: 'boom' }) });
    await expect(failing.getWeekendDetail(3, { locale: 'fr_FR' })).rejects.toMatchObject({ status: 500 });
  });

  it('asks GET /weekend/{id}/detail.json with the query', async () => {
    const seen: Request[] = [];
    const api = createMapApi({ baseUrl: 'http://api.test/api', fetch: fakeFetch(404, {}, seen) });
    await api.getWeekendDetail(103, buildMarkerDetailQuery('fr_FR', 'booking', undefined, { adults: 2, children: 0, babies: 0 })).catch(() => undefined);
    expect(seen[0]?.url).toBe('http://api.test/api/weekend/103/detail.json?locale=fr_FR&adult=2&child=0&baby=0&fetchPageModel=false');
  });
});
