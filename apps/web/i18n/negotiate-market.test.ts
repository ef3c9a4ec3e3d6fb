import { describe, expect, it } from 'vitest';
import { marketOfLastLanguageCookie, negotiateMarket, parseAcceptLanguage } from './negotiate-market';

describe('Accept-Language negotiation', () => {
  it('orders ranges by quality, keeping the visitor order on ties and dropping q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, nl-BE, fr;q=0.9, it;q=0, es;q=0.9')).toEqual([
      { tag: 'nl-be', quality: 1 },
      { tag: 'fr', quality: 0.9 },
      { tag: 'es', quality: 0.9 },
      { tag: 'en', quality: 0.5 },
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('picks the exact market tag first', () => {
    expect(negotiateMarket('nl-BE,nl;q=0.9')).toBe('nl_BE');
    expect(negotiateMarket('fr-be')).toBe('fr_BE');
  });

  it("sends a bare language to its home market: fr → fr_FR, nl → nl_NL, es → es_ES, it → it_IT", () => {
    expect(negotiateMarket('fr')).toBe('fr_FR');
    expect(negotiateMarket('fr-CH,fr;q=0.8')).toBe('fr_FR');
    expect(negotiateMarket('nl')).toBe('nl_NL');
    expect(negotiateMarket('es-MX')).toBe('es_ES');
    expect(negotiateMarket('it')).toBe('it_IT');
  });

  it('skips languages the marketplace does not speak', () => {
    expect(negotiateMarket('de-DE,en;q=0.8,it;q=0.3')).toBe('it_IT');
    expect(negotiateMarket('de-DE,en;q=0.8')).toBeUndefined();
    expect(negotiateMarket('*')).toBeUndefined();
    expect(negotiateMarket('it;q=0')).toBeUndefined();
  });

  it('stays among the markets of a host when asked to', () => {
    expect(negotiateMarket('fr', ['fr_BE', 'nl_BE'])).toBe('fr_BE');
    expect(negotiateMarket('nl-NL', ['fr_BE', 'nl_BE'])).toBe('nl_BE');
    expect(negotiateMarket('es', ['fr_BE', 'nl_BE'])).toBeUndefined();
  });
});

describe('last-language cookie', () => {
  it('names a market only when it holds one of the given locales', () => {
    expect(marketOfLastLanguageCookie('nl_BE')).toBe('nl_BE');
    expect(marketOfLastLanguageCookie('nl_BE', ['fr_FR'])).toBeUndefined();
    expect(marketOfLastLanguageCookie('de_DE')).toBeUndefined();
    expect(marketOfLastLanguageCookie(undefined)).toBeUndefined();
  });
});
