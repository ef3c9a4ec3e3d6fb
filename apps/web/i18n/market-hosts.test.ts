import { describe, expect, it } from 'vitest';
import { findMarketHost, hostOfLocale, MarketHostsError, parseMarketHosts } from './market-hosts';

const PRODUCTION =
  'www.escapade.fr=fr_FR,www.escapade.es=es_ES,www.escapade.it=it_IT,www.escapade.nl=nl_NL,www.escapade.be=BE';

describe('MARKET_HOSTS', () => {
  it('maps each host to its market, the Belgian host to both Belgian markets with a language prefix', () => {
    const table = parseMarketHosts(PRODUCTION);
    expect(table).toHaveLength(5);
    expect(hostOfLocale(table, 'fr_FR')).toMatchObject({ host: 'www.escapade.fr', origin: 'https://www.escapade.fr', locales: ['fr_FR'], hasLanguagePrefix: false });
    expect(hostOfLocale(table, 'nl_BE')).toMatchObject({ host: 'www.escapade.be', locales: ['fr_BE', 'nl_BE'], hasLanguagePrefix: true });
    expect(hostOfLocale(table, 'fr_BE').host).toBe('www.escapade.be');
  });

  it('accepts a scheme and a port for local set-ups', () => {
    const table = parseMarketHosts(PRODUCTION.replace('www.escapade.be', 'http://be.localhost:3000'));
    expect(hostOfLocale(table, 'fr_BE')).toMatchObject({ host: 'be.localhost:3000', origin: 'http://be.localhost:3000' });
  });

  it('refuses a configuration that leaves a market without a host', () => {
    expect(() => parseMarketHosts('www.escapade.fr=fr_FR')).toThrow(MarketHostsError);
    expect(() => parseMarketHosts('www.escapade.fr=fr_FR')).toThrow(/es_ES must be served by exactly one host/);
  });

  it('refuses a market served twice, a host listed twice, an unknown target or a path', () => {
    expect(() => parseMarketHosts(`${PRODUCTION},fr.escapade.be=fr_BE`)).toThrow(/fr_BE must be served by exactly one host \(found 2\)/);
    expect(() => parseMarketHosts(`${PRODUCTION},www.escapade.fr=fr_FR`)).toThrow(/listed twice/);
    expect(() => parseMarketHosts(PRODUCTION.replace('=it_IT', '=de_DE'))).toThrow(/"de_DE" is neither a locale/);
    expect(() => parseMarketHosts(PRODUCTION.replace('=it_IT', '=IT'))).toThrow(/"IT" is neither a locale/);
    expect(() => parseMarketHosts(PRODUCTION.replace('www.escapade.it', 'www.escapade.it/it'))).toThrow(/bare host/);
    expect(() => parseMarketHosts(`${PRODUCTION},oops`)).toThrow(/not of the form/);
  });

  it('finds the entry of a Host header, case- and port-insensitively', () => {
    const table = parseMarketHosts(PRODUCTION);
    expect(findMarketHost(table, 'WWW.Escapade.ES')?.locales).toEqual(['es_ES']);
    expect(findMarketHost(table, 'www.escapade.it:443')?.locales).toEqual(['it_IT']);
    expect(findMarketHost(table, 'localhost:3000')).toBeUndefined();
    expect(findMarketHost(table, null)).toBeUndefined();
  });
});
