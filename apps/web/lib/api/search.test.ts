import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-transport';
import { buildOffersRequest } from '../search-requests';
import { createSearchApi } from './search';

/** A fetch that records the request and answers `body` with `status`. */
function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('search API: the calls whose contracts load with their first call', () => {
  it('the activity-only search sends the validated request (defaults applied) and returns the validated answer', async () => {
    const { calls, fetch } = answering(200, { results: [], totalCount: 0, page: 0, pageSize: 20 });
    const api = createSearchApi({ baseUrl: 'http://api.test/api', fetch });
    await expect(api.searchActivities({ locale: 'fr_FR', page: 0 })).resolves.toEqual({ results: [], totalCount: 0, page: 0, pageSize: 20 });
    expect(calls[0]?.url).toBe('http://api.test/api/search/activity-only.json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ searchCriterias: {}, numberOfPackagesPerHotel: 20, locale: 'fr_FR', page: 0 });
  });

  it('the activity-only search refuses a bad request before sending it, and an unusable answer is an ApiError', async () => {
    const { calls, fetch } = answering(200, { results: 'nope' });
    const api = createSearchApi({ baseUrl: '/api', fetch });
    await expect(api.searchActivities({ locale: 'xx_XX' as 'fr_FR' })).rejects.toThrow();
    expect(calls).toHaveLength(0);
    await expect(api.searchActivities({ locale: 'fr_FR' })).rejects.toBeInstanceOf(ApiError);
  });

  it('the suggestion links ask with the query string and return the sections', async () => {
    const sections = [{ title: 'Autour d’Annecy', links: [{ label: 'Talloires', url: '/fr-fr/talloires', numberOfOffers: 3 }] }];
    const { calls, fetch } = answering(200, { sections });
    const api = createSearchApi({ baseUrl: '/api', fetch });
    await expect(api.getSearchLandingLinks({ locale: 'fr_FR', destinationId: 12 })).resolves.toEqual(sections);
    expect(calls[0]?.url).toBe('/api/search-landing/links?locale=fr_FR&destinationId=12');
    // "expected a destinationId or a themeId": refused before any request.
    await expect(api.getSearchLandingLinks({ locale: 'fr_FR' })).rejects.toThrow(/destinationId or a themeId/);
    expect(calls).toHaveLength(1);
  });
});

describe('search API: the calls a page makes as it starts do not wait for their contract (decision 0018)', () => {
  // A dated search's request, as the search screen builds it.
  // Dates within the availability window the contract counts from today.
  const today = todayIn('Europe/Paris', new Date());
  const request = buildOffersRequest({ city: 10010, checkin: addDaysToDay(today, 35), checkout: addDaysToDay(today, 37), a: 2 }, { locale: 'fr_FR', flow: 'booking', today }, 0);

  it('the offers request goes out as the page built it, and the answer is read with the contract', async () => {
    const { calls, fetch } = answering(200, { totalCount: 0 });
    const api = createSearchApi({ baseUrl: '/api', fetch });
    // An answer the contract refuses proves the answer went through the contract's schema.
    await expect(api.searchOffers(request)).rejects.toBeInstanceOf(ApiError);
    expect(calls[0]?.url).toBe('/api/offers.json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(request);
  });

  it('a request the contract refuses fails the call and its request is cancelled', async () => {
    const { calls, fetch } = answering(200, {});
    const api = createSearchApi({ baseUrl: '/api', fetch });
    await expect(api.searchOffers({ ...request, pagination: { limit: -1, page: 0 } })).rejects.toThrow(/limit|too_small|>=1/);
    expect(calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it("a facets answer the contract refuses is the 'Error fetching facets' error", async () => {
    const { calls, fetch } = answering(200, { nope: true });
    const api = createSearchApi({ baseUrl: '/api', fetch });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api.getFacets({ locale: 'fr_FR' })).rejects.toThrow('Error fetching facets');
    expect(calls).toHaveLength(1);
    logged.mockRestore();
  });
});
