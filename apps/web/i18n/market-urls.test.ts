import { describe, expect, it } from 'vitest';
import { parseMarketHosts } from './market-hosts';
import type { UrlMode } from './market-urls';
import { buildAlternateUrls, buildMarketHref, buildMarketPath, buildMarketUrl } from './market-urls';

const SINGLE_HOST: UrlMode = { kind: 'single-host', origin: 'http://localhost:3000' };
const MARKET_HOSTS: UrlMode = {
  kind: 'market-hosts',
  hosts: parseMarketHosts('www.escapade.fr=fr_FR,www.escapade.es=es_ES,www.escapade.it=it_IT,www.escapade.nl=nl_NL,www.escapade.be=BE'),
};

describe('single-host mode: the market is the first path segment', () => {
  it('puts /fr-fr/ … /nl-be/ before every path; a market home ends with a slash', () => {
    expect(buildMarketPath('fr_FR', { screen: 'home' }, SINGLE_HOST)).toBe('/fr-fr/');
    expect(buildMarketPath('nl_BE', { screen: 'home' }, SINGLE_HOST)).toBe('/nl-be/');
    expect(buildMarketPath('es_ES', { screen: 'search' }, SINGLE_HOST)).toBe('/es-es/busqueda');
    expect(buildMarketUrl('it_IT', { screen: 'product', rest: ['42'] }, SINGLE_HOST)).toBe('http://localhost:3000/it-it/soggiorno/42');
  });

  it('links between markets with paths, whatever host the visitor used', () => {
    expect(buildMarketHref('fr_FR', 'nl_BE', { screen: 'home' }, SINGLE_HOST)).toBe('/nl-be/');
  });

  it('gives hreflang alternates for the six locales plus x-default (the root that picks a market)', () => {
    const { languages } = buildAlternateUrls({ screen: 'home' }, SINGLE_HOST);
    expect(languages).toEqual({
      'fr-FR': 'http://localhost:3000/fr-fr/',
      'es-ES': 'http://localhost:3000/es-es/',
      'it-IT': 'http://localhost:3000/it-it/',
      'nl-NL': 'http://localhost:3000/nl-nl/',
      'fr-BE': 'http://localhost:3000/fr-be/',
      'nl-BE': 'http://localhost:3000/nl-be/',
      'x-default': 'http://localhost:3000/',
    });
  });

  it('translates the screen segment in each alternate; x-default is the default market version', () => {
    const { languages } = buildAlternateUrls({ screen: 'search' }, SINGLE_HOST);
    expect(languages['fr-BE']).toBe('http://localhost:3000/fr-be/recherche');
    expect(languages['nl-NL']).toBe('http://localhost:3000/nl-nl/zoeken');
    expect(languages['x-default']).toBe('http://localhost:3000/fr-fr/recherche');
    expect(Object.keys(languages)).toHaveLength(7);
  });

  it('lists only the given markets', () => {
    const { languages } = buildAlternateUrls({ screen: 'home', rest: ['bretagne'] }, SINGLE_HOST, ['fr_FR', 'fr_BE']);
    expect(languages).toEqual({
      'fr-FR': 'http://localhost:3000/fr-fr/bretagne',
      'fr-BE': 'http://localhost:3000/fr-be/bretagne',
      'x-default': 'http://localhost:3000/fr-fr/bretagne',
    });
  });
});

describe('market-hosts mode: one host per market, the Belgian host serving /fr/ and /nl/', () => {
  it('builds paths without market segment, and with a language prefix on the Belgian host', () => {
    expect(buildMarketPath('fr_FR', { screen: 'home' }, MARKET_HOSTS)).toBe('/');
    expect(buildMarketPath('es_ES', { screen: 'search' }, MARKET_HOSTS)).toBe('/busqueda');
    expect(buildMarketPath('fr_BE', { screen: 'home' }, MARKET_HOSTS)).toBe('/fr/');
    expect(buildMarketPath('nl_BE', { screen: 'search' }, MARKET_HOSTS)).toBe('/nl/zoeken');
  });

  it('builds canonical URLs on each market host', () => {
    expect(buildMarketUrl('nl_NL', { screen: 'home' }, MARKET_HOSTS)).toBe('https://www.escapade.nl/');
    expect(buildMarketUrl('fr_BE', { screen: 'search' }, MARKET_HOSTS)).toBe('https://www.escapade.be/fr/recherche');
  });

  it('links across hosts with absolute URLs, within a host with paths', () => {
    expect(buildMarketHref('fr_FR', 'es_ES', { screen: 'home' }, MARKET_HOSTS)).toBe('https://www.escapade.es/');
    expect(buildMarketHref('fr_BE', 'nl_BE', { screen: 'home' }, MARKET_HOSTS)).toBe('/nl/');
    expect(buildMarketHref('fr_FR', 'fr_FR', { screen: 'search' }, MARKET_HOSTS)).toBe('/recherche');
  });

  it('gives alternates on the six hosts, x-default on the default market', () => {
    const { languages } = buildAlternateUrls({ screen: 'home' }, MARKET_HOSTS);
    expect(languages).toEqual({
      'fr-FR': 'https://www.escapade.fr/',
      'es-ES': 'https://www.escapade.es/',
      'it-IT': 'https://www.escapade.it/',
      'nl-NL': 'https://www.escapade.nl/',
      'fr-BE': 'https://www.escapade.be/fr/',
      'nl-BE': 'https://www.escapade.be/nl/',
      'x-default': 'https://www.escapade.fr/',
    });
  });
});
