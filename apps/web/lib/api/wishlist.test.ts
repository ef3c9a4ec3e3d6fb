import { WISHLIST_MAX_ITEMS } from '@escapade/contracts/wishlist';
import { describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT, createWishlistApi } from './wishlist';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

function recordingApi(status: number, body?: unknown) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (status === 204) return new Response(null, { status });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
  }) as typeof fetch;
  return { sent, api: createWishlistApi({ baseUrl: 'http://api.test/api', fetch: fetchImpl }) };
}

const item = { id: 12, kind: 'STAY' as const, label: 'Nuit et spa à Annecy', headwords: ['Spa'], imageUrl: '/api/images/img-1/640_360.webp', uri: '/fr-fr/sejour/12', hotel: 'Hôtel du Lac' };
const answer = { locale: 'fr_FR', items: [item], limit: WISHLIST_MAX_ITEMS };

describe('wishlist API client', () => {
  it('spells the limit as the contract does', () => {
    expect(WISHLIST_LIMIT).toBe(WISHLIST_MAX_ITEMS);
  });

  it('reads the market\'s list, checked against the contract', async () => {
    const { sent, api } = recordingApi(200, answer);
    expect(await api.getWishlist('fr_FR')).toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'GET' });
    expect(`${sent[0]!.url.pathname}${sent[0]!.url.search}`).toBe('/api/account/wishlist?locale=fr_FR');
    await expect(recordingApi(200, { items: [{ id: 'x' }] }).api.getWishlist('fr_FR')).rejects.toThrow(/unexpected body/);
  });

  it('saves one item with a PUT of its snapshot, removes one with a DELETE', async () => {
    const saving = recordingApi(204);
    await saving.api.saveItem('nl_BE', item);
    expect(saving.sent[0]).toMatchObject({ method: 'PUT', body: { locale: 'nl_BE', label: item.label, headwords: item.headwords, imageUrl: item.imageUrl, uri: item.uri, hotel: item.hotel } });
    expect(saving.sent[0]!.url.pathname).toBe('/api/account/wishlist/STAY/12');
    expect(saving.sent[0]!.headers.get('content-type')).toBe('application/json');

    const removing = recordingApi(204);
    await removing.api.removeItem('nl_BE', { kind: 'ACTIVITY', id: 7 });
    expect(removing.sent[0]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(`${removing.sent[0]!.url.pathname}${removing.sent[0]!.url.search}`).toBe('/api/account/wishlist/ACTIVITY/7?locale=nl_BE');
  });

  it(`merges the browser's list (its first ${WISHLIST_MAX_ITEMS} items) and reads the merged list`, async () => {
    const { sent, api } = recordingApi(200, answer);
    const many = Array.from({ length: WISHLIST_MAX_ITEMS + 5 }, (_, index) => ({ ...item, id: index + 1 }));
    expect(await api.merge('fr_FR', many)).toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'POST' });
    expect(sent[0]!.url.pathname).toBe('/api/account/wishlist/merge');
    const body = sent[0]!.body as { locale: string; items: Array<{ id: number }> };
    expect(body.locale).toBe('fr_FR');
    expect(body.items.map((sentItem) => sentItem.id)).toEqual(many.slice(0, WISHLIST_MAX_ITEMS).map((one) => one.id));
  });

  it('a refusal is an ApiError carrying the problem\'s reason (a full list)', async () => {
    const { api } = recordingApi(409, { type: 'urn:escapade:problem:conflict', title: 'Conflict', status: 409, detail: 'full', code: 'CONFLICT', reason: 'WISHLIST_FULL' });
    await expect(api.saveItem('fr_FR', item)).rejects.toMatchObject({ name: 'ApiError', status: 409, problem: { reason: 'WISHLIST_FULL' } });
    await expect(recordingApi(401, { type: 'urn:escapade:problem:unauthorized', title: 'Unauthorized', status: 401, code: 'UNAUTHORIZED' }).api.getWishlist('fr_FR')).rejects.toMatchObject({ status: 401 });
  });
});
