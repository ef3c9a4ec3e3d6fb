import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
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
