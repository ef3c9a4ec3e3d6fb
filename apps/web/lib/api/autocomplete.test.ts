import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { createAutocompleteApi } from './autocomplete';

const PARIS = { label: 'Paris (75001), France', category: 'city', id: 10000, latitude: 48.85, longitude: 2.35, postalcode: '75001', value: 'Paris' };

function fakeFetch(status: number, body: unknown, seen: string[] = []): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('autocomplete API client', () => {
  it('asks GET /api/autocomplete with locale, term and maxResults 30 and reads the suggestions', async () => {
    const seen: string[] = [];
    const api = createAutocompleteApi({ baseUrl: '/api', fetch: fakeFetch(200, { suggestions: [PARIS] }, seen) });
    await expect(api.getDestinationSuggestions({ locale: 'fr_FR', term: ' par ' })).resolves.toEqual([PARIS]);
    expect(seen).toEqual(['/api/autocomplete?locale=fr_FR&term=par&maxResults=30']);
  });

  it('refuses an answer that breaks the contract', async () => {
    const api = createAutocompleteApi({ baseUrl: '/api', fetch: fakeFetch(200, { suggestions: [{ ...PARIS, category: 'planet' }] }) });
    await expect(api.getDestinationSuggestions({ locale: 'fr_FR', term: 'par' })).rejects.toBeInstanceOf(ApiError);
  });

  it('turns an error status into an ApiError carrying it', async () => {
    const api = createAutocompleteApi({ baseUrl: '/api', fetch: fakeFetch(503, {}) });
    await expect(api.getDestinationSuggestions({ locale: 'fr_FR', term: 'par' })).rejects.toMatchObject({ status: 503 });
  });

  it('asks the recommended route with the catalog source only when both type and code are given', async () => {
    const seen: string[] = [];
    const api = createAutocompleteApi({ baseUrl: '/api/', fetch: fakeFetch(200, { suggestions: [] }, seen) });
    await api.getRecommendedDestinations({ locale: 'es_ES', q: 'bar', sourceType: 'theme', code: '3' });
    await api.getRecommendedDestinations({ locale: 'es_ES' });
    expect(seen).toEqual([
      '/api/autocomplete/recommended?locale=es_ES&maxResults=30&q=bar&sourceType=theme&code=3',
      '/api/autocomplete/recommended?locale=es_ES&maxResults=30',
    ]);
  });

  it('reads the themes of GET /api/themes', async () => {
    const seen: string[] = [];
    const themes = [{ id: 39, name: 'Famille', slug: 'famille' }];
    const api = createAutocompleteApi({ baseUrl: '/api', fetch: fakeFetch(200, themes, seen) });
    await expect(api.getThemes({ locale: 'fr_FR' })).resolves.toEqual(themes);
    expect(seen).toEqual(['/api/themes?locale=fr_FR']);
  });
});
