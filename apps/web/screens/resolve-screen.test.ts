import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import type { SearchLanding } from '@escapade/contracts/search-landing';
import { resolveScreen } from './resolve-screen';

const BRETAGNE: SearchLanding = {
  destination: { id: 12, type: 'region', label: 'Bretagne', slug: 'bretagne', latitude: 48.2, longitude: -2.9 },
  indexable: false,
  numberOfOffers: 2,
  title: 'Week-ends et séjours : Bretagne',
  subtitle: '2 hôtels sélectionnés, activités incluses',
  seoText: 'Bretagne : 2 hôtels proposent des séjours.',
  canonicalPath: '/bretagne',
  alternateLocales: ['fr_FR', 'fr_BE'],
};

/** The API's search-landing answers, by locale and path; every call is recorded. */
function landings(known: Record<string, SearchLanding>) {
  const calls: { locale: Locale; path: string }[] = [];
  return {
    calls,
    async findSearchLanding(query: { locale: Locale; path: string }) {
      calls.push(query);
      return known[`${query.locale} ${query.path}`];
    },
  };
}

describe('route dispatcher', () => {
  it('serves the home without a segment, without asking the API', async () => {
    const deps = landings({});
    await expect(resolveScreen(MARKETS.fr_FR, [], deps)).resolves.toEqual({ kind: 'home' });
    expect(deps.calls).toEqual([]);
  });

  it('lets the first segment pick the screen, in the market language', async () => {
    const deps = landings({});
    await expect(resolveScreen(MARKETS.es_ES, ['busqueda'], deps)).resolves.toEqual({ kind: 'screen', screen: 'search', rest: [] });
    await expect(resolveScreen(MARKETS.nl_BE, ['verblijf', '123'], deps)).resolves.toEqual({ kind: 'screen', screen: 'product', rest: ['123'] });
    await expect(resolveScreen(MARKETS.fr_FR, ['account', 'wishlist'], deps)).resolves.toEqual({ kind: 'screen', screen: 'account', rest: ['wishlist'] });
    // The confirmation path is kept as written in every market: /confirmation/{orderUUID}.
    for (const market of [MARKETS.fr_FR, MARKETS.es_ES, MARKETS.it_IT, MARKETS.nl_BE]) {
      await expect(resolveScreen(market, ['confirmation', '0b9f3c1e-8f7a-4c2b-9d3e-5a6b7c8d9e0f'], deps)).resolves.toEqual({ kind: 'screen', screen: 'confirmation', rest: ['0b9f3c1e-8f7a-4c2b-9d3e-5a6b7c8d9e0f'] });
    }
    expect(deps.calls).toEqual([]);
  });

  it('tests an unknown path for being a search page', async () => {
    const deps = landings({ 'fr_BE bretagne': BRETAGNE });
    await expect(resolveScreen(MARKETS.fr_BE, ['bretagne'], deps)).resolves.toEqual({ kind: 'search-landing', landing: BRETAGNE, path: ['bretagne'] });
    await expect(resolveScreen(MARKETS.fr_BE, ['nowhere', 'else'], deps)).resolves.toEqual({ kind: 'not-found' });
    expect(deps.calls).toEqual([
      { locale: 'fr_BE', path: 'bretagne' },
      { locale: 'fr_BE', path: 'nowhere/else' },
    ]);
  });

  it('has no gift boxes screen when the boxes toggle is off: the path is only a possible search page', async () => {
    const deps = landings({});
    await expect(resolveScreen(MARKETS.it_IT, ['cofanetti-regalo'], deps)).resolves.toEqual({ kind: 'not-found' });
    await expect(resolveScreen(MARKETS.fr_FR, ['coffrets-cadeaux'], deps)).resolves.toEqual({ kind: 'screen', screen: 'boxes', rest: [] });
    expect(deps.calls).toEqual([{ locale: 'it_IT', path: 'cofanetti-regalo' }]);
  });
});
