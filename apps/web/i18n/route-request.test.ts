import { describe, expect, it } from 'vitest';
import { parseMarketHosts } from './market-hosts';
import type { UrlMode } from './market-urls';
import type { IncomingRequest } from './route-request';
import { isDecodablePath, routeRequest } from './route-request';

const SINGLE_HOST: UrlMode = { kind: 'single-host', origin: 'http://localhost:3000' };
const MARKET_HOSTS: UrlMode = {
  kind: 'market-hosts',
  hosts: parseMarketHosts('www.escapade.fr=fr_FR,www.escapade.es=es_ES,www.escapade.it=it_IT,www.escapade.nl=nl_NL,www.escapade.be=BE'),
};

function request(pathname: string, overrides: Partial<IncomingRequest> = {}): IncomingRequest {
  return { host: 'localhost:3000', pathname, search: '', lastLanguageCookie: undefined, acceptLanguage: null, ...overrides };
}

describe('single-host routing', () => {
  it('sends / to the last-language cookie market first, then by Accept-Language (307)', () => {
    expect(routeRequest(request('/', { lastLanguageCookie: 'nl_BE', acceptLanguage: 'es' }), SINGLE_HOST)).toEqual({ kind: 'redirect', location: '/nl-be/' });
    expect(routeRequest(request('/', { acceptLanguage: 'es' }), SINGLE_HOST)).toEqual({ kind: 'redirect', location: '/es-es/' });
    expect(routeRequest(request('/', { acceptLanguage: 'it', search: '?flow=gifting' }), SINGLE_HOST)).toEqual({ kind: 'redirect', location: '/it-it/?flow=gifting' });
  });

  it('shows the country chooser at / when nothing matches', () => {
    expect(routeRequest(request('/', { acceptLanguage: 'de-DE,en;q=0.5' }), SINGLE_HOST)).toEqual({ kind: 'chooser' });
    expect(routeRequest(request('/', { lastLanguageCookie: 'xx' }), SINGLE_HOST)).toEqual({ kind: 'chooser' });
  });

  it('serves a market path as it is', () => {
    expect(routeRequest(request('/fr-be/recherche'), SINGLE_HOST)).toEqual({ kind: 'market', locale: 'fr_BE', internalPath: '/fr-be/recherche', isUnmatched: false });
    expect(routeRequest(request('/nl-nl'), SINGLE_HOST)).toMatchObject({ kind: 'market', locale: 'nl_NL', isUnmatched: false });
  });

  it('renders an unknown first segment inside the best-guess market, marked unmatched (404)', () => {
    expect(routeRequest(request('/xx-unknown/path'), SINGLE_HOST)).toEqual({ kind: 'market', locale: 'fr_FR', internalPath: '/fr-fr/xx-unknown/path', isUnmatched: true });
    expect(routeRequest(request('/xx-unknown/path', { acceptLanguage: 'nl-BE' }), SINGLE_HOST)).toMatchObject({ locale: 'nl_BE', internalPath: '/nl-be/xx-unknown/path', isUnmatched: true });
    expect(routeRequest(request('/splash'), SINGLE_HOST)).toMatchObject({ internalPath: '/fr-fr/splash', isUnmatched: true });
    expect(routeRequest(request('/country-chooser'), SINGLE_HOST)).toMatchObject({ isUnmatched: true });
  });
});

describe('paths without a market', () => {
  it("redirect a screen of the visitor's market to that market, keeping the rest and the query (307)", () => {
    expect(routeRequest(request('/sejour/18'), SINGLE_HOST)).toEqual({ kind: 'redirect', location: '/fr-fr/sejour/18' });
    expect(routeRequest(request('/sejour/18', { lastLanguageCookie: 'fr_BE' }), SINGLE_HOST)).toEqual({ kind: 'redirect', location: '/fr-be/sejour/18' });
    expect(routeRequest(request('/verblijf/408', { acceptLanguage: 'nl-BE', search: '?flow=gifting' }), SINGLE_HOST)).toEqual({ kind: 'redirect', location: '/nl-be/verblijf/408?flow=gifting' });
  });

  it("stay a 404 when the segment is no screen of the visitor's market", () => {
    expect(routeRequest(request('/sejour/18', { acceptLanguage: 'es' }), SINGLE_HOST)).toMatchObject({ kind: 'market', locale: 'es_ES', isUnmatched: true });
    expect(routeRequest(request('/nowhere/18'), SINGLE_HOST)).toMatchObject({ kind: 'market', isUnmatched: true });
  });

  it('on the Belgian host, redirect only to a language chosen before (as the root does)', () => {
    expect(routeRequest(request('/verblijf/408', { host: 'www.escapade.be', lastLanguageCookie: 'nl_BE' }), MARKET_HOSTS)).toEqual({ kind: 'redirect', location: '/nl/verblijf/408' });
    expect(routeRequest(request('/verblijf/408', { host: 'www.escapade.be', acceptLanguage: 'nl' }), MARKET_HOSTS)).toMatchObject({ kind: 'market', isUnmatched: true });
  });
});

describe('paths whose percent-encoding does not decode', () => {
  it('are the not-found page (404) of the market they name, with their % escaped so Next can decode them', () => {
    for (const path of ['/fr-fr/%', '/fr-fr/%zz', '/fr-fr/%ff%fe', '/fr-fr/%c0%af']) {
      expect(isDecodablePath(path)).toBe(false);
      expect(routeRequest(request(path), SINGLE_HOST)).toEqual({ kind: 'market', locale: 'fr_FR', internalPath: path.replaceAll('%', '%25'), isUnmatched: true });
    }
  });

  it("are the visitor's not-found page when they name no market, never a redirect", () => {
    expect(routeRequest(request('/%ff', { acceptLanguage: 'it' }), SINGLE_HOST)).toEqual({ kind: 'market', locale: 'it_IT', internalPath: '/it-it/%25ff', isUnmatched: true });
    expect(routeRequest(request('/sejour/%ff'), SINGLE_HOST)).toEqual({ kind: 'market', locale: 'fr_FR', internalPath: '/fr-fr/sejour/%25ff', isUnmatched: true });
    expect(routeRequest(request('/fr/%ff', { host: 'www.escapade.be' }), MARKET_HOSTS)).toMatchObject({ kind: 'market', locale: 'fr_BE', isUnmatched: true });
  });

  it('leave well-formed escapes alone', () => {
    expect(isDecodablePath('/fr-fr/caf%C3%A9')).toBe(true);
    expect(routeRequest(request('/fr-fr/caf%C3%A9'), SINGLE_HOST)).toMatchObject({ internalPath: '/fr-fr/caf%C3%A9', isUnmatched: false });
  });
});

describe('market-hosts routing', () => {
  it('rewrites a one-market host into its market tree, root included', () => {
    expect(routeRequest(request('/', { host: 'www.escapade.es' }), MARKET_HOSTS)).toEqual({ kind: 'market', locale: 'es_ES', internalPath: '/es-es/', isUnmatched: false });
    expect(routeRequest(request('/busqueda', { host: 'www.escapade.es' }), MARKET_HOSTS)).toEqual({ kind: 'market', locale: 'es_ES', internalPath: '/es-es/busqueda', isUnmatched: false });
  });

  it('serves the Belgian splash at the Belgian root, unless a Belgian language was chosen before', () => {
    expect(routeRequest(request('/', { host: 'www.escapade.be' }), MARKET_HOSTS)).toMatchObject({ kind: 'splash', host: { host: 'www.escapade.be' } });
    expect(routeRequest(request('/', { host: 'www.escapade.be', lastLanguageCookie: 'fr_FR' }), MARKET_HOSTS)).toMatchObject({ kind: 'splash' });
    expect(routeRequest(request('/', { host: 'www.escapade.be', lastLanguageCookie: 'nl_BE' }), MARKET_HOSTS)).toEqual({ kind: 'redirect', location: '/nl/' });
  });

  it('maps /fr/ and /nl/ on the Belgian host to the two Belgian markets', () => {
    expect(routeRequest(request('/fr/', { host: 'www.escapade.be' }), MARKET_HOSTS)).toEqual({ kind: 'market', locale: 'fr_BE', internalPath: '/fr-be/', isUnmatched: false });
    expect(routeRequest(request('/nl/zoeken', { host: 'www.escapade.be' }), MARKET_HOSTS)).toEqual({ kind: 'market', locale: 'nl_BE', internalPath: '/nl-be/zoeken', isUnmatched: false });
  });

  it('answers 404 on the Belgian host for a path without language prefix, in the visitor language', () => {
    expect(routeRequest(request('/zoeken', { host: 'www.escapade.be', acceptLanguage: 'nl' }), MARKET_HOSTS)).toEqual({
      kind: 'market',
      locale: 'nl_BE',
      internalPath: '/nl-be/zoeken',
      isUnmatched: true,
    });
  });

  it('routes a host it does not know like single-host mode', () => {
    expect(routeRequest(request('/es-es/', { host: 'localhost:3000' }), MARKET_HOSTS)).toMatchObject({ kind: 'market', locale: 'es_ES', isUnmatched: false });
  });
});
