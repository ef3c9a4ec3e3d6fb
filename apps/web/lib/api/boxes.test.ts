import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { createBoxesApi } from './boxes';

function recordingFetch(status: number, body: unknown) {
  const urls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { urls, fetchImpl };
}

describe('gift box API client', () => {
  it('asks a page of 8 box offers ("limit=8")', async () => {
    const { urls, fetchImpl } = recordingFetch(200, { exactMatch: [], searchDetails: { totalCount: 29, page: 4, limit: 8 } });
    const answer = await createBoxesApi({ baseUrl: 'http://api/api/', fetch: fetchImpl }).getBoxOffers('SPAEBOX', { locale: 'fr_FR', page: 4 });
    expect(answer.exactMatch).toEqual([]);
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe('/api/boxes/SPAEBOX/offers');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'fr_FR', page: '4', limit: '8' });
  });

  it('"box detail; failure returns empty": an unknown code is null, a failed call an ApiError', async () => {
    const missing = createBoxesApi({ baseUrl: '/api', fetch: recordingFetch(200, { box: null }).fetchImpl });
    expect(await missing.getBoxDetail('NOPEEBOX', 'fr_FR')).toBeNull();
    const failing = createBoxesApi({ baseUrl: '/api', fetch: recordingFetch(500, { status: 500 }).fetchImpl });
    await expect(failing.getBoxDetail('SPAEBOX', 'fr_FR')).rejects.toBeInstanceOf(ApiError);
    await expect(failing.searchBoxes('fr_FR')).rejects.toBeInstanceOf(ApiError);
    const broken = createBoxesApi({ baseUrl: '/api', fetch: recordingFetch(200, { boxes: [{ code: 'X' }] }).fetchImpl });
    await expect(broken.searchBoxes('fr_FR')).rejects.toBeInstanceOf(ApiError);
  });
});
