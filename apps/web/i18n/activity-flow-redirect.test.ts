import { MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { activityFlowRedirect } from './activity-flow-redirect';

describe('activityFlowRedirect', () => {
  it('sends flow=activity on the stays search to the activity search, keeping the query', () => {
    expect(activityFlowRedirect('/fr-fr/recherche', '?flow=activity', 'search', MARKETS.fr_FR)).toBe('/fr-fr/recherche-activites?flow=activity');
    expect(activityFlowRedirect('/it-it/ricerca', '?x=1&flow=activity', 'search', MARKETS.it_IT)).toBe('/it-it/ricerca-attivita?x=1&flow=activity');
    // Market hosts: no market segment, or the Belgian language prefix.
    expect(activityFlowRedirect('/zoeken', '?flow=activity', 'search', MARKETS.nl_NL)).toBe('/zoeken-activiteiten?flow=activity');
    expect(activityFlowRedirect('/fr/recherche/', '?flow=activity', 'search', MARKETS.fr_BE)).toBe('/fr/recherche-activites?flow=activity');
  });

  it('leaves every other request alone', () => {
    expect(activityFlowRedirect('/fr-fr/recherche', '?flow=booking', 'search', MARKETS.fr_FR)).toBeUndefined();
    expect(activityFlowRedirect('/fr-fr/recherche', '', 'search', MARKETS.fr_FR)).toBeUndefined();
    expect(activityFlowRedirect('/fr-fr/sejour/18', '?flow=activity', 'product', MARKETS.fr_FR)).toBeUndefined();
    expect(activityFlowRedirect('/fr-fr/recherche-activites', '?flow=activity', 'activitySearch', MARKETS.fr_FR)).toBeUndefined();
  });

  it('keeps the stays search where the market has no activity search', () => {
    const market = { ...MARKETS.fr_FR, features: { ...MARKETS.fr_FR.features, activityOnlySearch: false } };
    expect(activityFlowRedirect('/fr-fr/recherche', '?flow=activity', 'search', market)).toBeUndefined();
  });
});
