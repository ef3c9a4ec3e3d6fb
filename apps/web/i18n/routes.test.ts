import { LANGUAGES, MARKET_PATH_SEGMENTS, MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { buildScreenPath, findScreenBySegment, isScreenEnabled, SCREEN_KEYS, SCREEN_SEGMENTS } from './routes';

describe('screen segments', () => {
  it('names each screen once per language, never as a market segment', () => {
    for (const language of LANGUAGES) {
      const segments = SCREEN_KEYS.map((screen) => SCREEN_SEGMENTS[screen][language]);
      expect(new Set(segments).size).toBe(segments.length);
      for (const segment of segments) {
        expect(segment).toMatch(/^[a-z0-9-]+$/);
        expect(MARKET_PATH_SEGMENTS).not.toContain(segment);
      }
    }
  });

  it('keeps the same paths in every language: /account, /contact, /giftcard, /confirmation, /beneficiary', () => {
    for (const language of LANGUAGES) {
      expect(SCREEN_SEGMENTS.account[language]).toBe('account');
      expect(SCREEN_SEGMENTS.contact[language]).toBe('contact');
      expect(SCREEN_SEGMENTS.giftcard[language]).toBe('giftcard');
      expect(SCREEN_SEGMENTS.confirmation[language]).toBe('confirmation');
      expect(SCREEN_SEGMENTS.beneficiary[language]).toBe('beneficiary');
    }
  });

  it('localizes the search segment: fr recherche, es busqueda, it ricerca, nl zoeken', () => {
    expect(findScreenBySegment('recherche', MARKETS.fr_FR)).toBe('search');
    expect(findScreenBySegment('recherche', MARKETS.fr_BE)).toBe('search');
    expect(findScreenBySegment('busqueda', MARKETS.es_ES)).toBe('search');
    expect(findScreenBySegment('ricerca', MARKETS.it_IT)).toBe('search');
    expect(findScreenBySegment('zoeken', MARKETS.nl_BE)).toBe('search');
    expect(findScreenBySegment('zoeken', MARKETS.fr_BE)).toBeUndefined();
    expect(findScreenBySegment('ZOEKEN', MARKETS.nl_NL)).toBe('search');
  });

  it('has gift boxes "only when the boxes toggle is on" (off in it_IT)', () => {
    expect(MARKETS.it_IT.features.boxes).toBe(false);
    expect(isScreenEnabled('boxes', MARKETS.it_IT)).toBe(false);
    expect(findScreenBySegment(SCREEN_SEGMENTS.boxes.it, MARKETS.it_IT)).toBeUndefined();
    expect(findScreenBySegment(SCREEN_SEGMENTS.boxes.fr, MARKETS.fr_FR)).toBe('boxes');
  });

  it('has the activity-only search only where its feature is enabled', () => {
    const market = { ...MARKETS.nl_NL, features: { ...MARKETS.nl_NL.features, activityOnlySearch: false } };
    expect(findScreenBySegment(SCREEN_SEGMENTS.activitySearch.nl, market)).toBeUndefined();
    expect(findScreenBySegment(SCREEN_SEGMENTS.activitySearch.nl, MARKETS.nl_NL)).toBe('activitySearch');
  });

  it('builds market-relative paths, home being empty', () => {
    expect(buildScreenPath('fr_FR', { screen: 'home' })).toBe('');
    expect(buildScreenPath('es_ES', { screen: 'search' })).toBe('/busqueda');
    expect(buildScreenPath('nl_BE', { screen: 'product', rest: ['123'] })).toBe('/verblijf/123');
    expect(buildScreenPath('fr_FR', { screen: 'home', rest: ['bretagne', 'romantique'] })).toBe('/bretagne/romantique');
    expect(buildScreenPath('it_IT', { screen: 'content', rest: ['a b'] })).toBe('/informazioni/a%20b');
  });
});
