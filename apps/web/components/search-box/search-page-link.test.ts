import { describe, expect, it } from 'vitest';
import { searchPageHref } from './search-page-link';

const paths = { stays: '/fr-fr/recherche', activity: '/fr-fr/recherche-activites' };

describe('searchPageHref', () => {
  it('opens the stays search "set to the search bar" with the criteria in the hash; the booking flow is the page without flow', () => {
    expect(searchPageHref(paths, 'booking', { city: 75056, checkin: '2030-05-03', checkout: '2030-05-05', a: 2 })).toBe(
      '/fr-fr/recherche?from=searchbar#a=2&checkin=2030-05-03&checkout=2030-05-05&city=75056',
    );
    expect(searchPageHref(paths, 'booking', {})).toBe('/fr-fr/recherche?from=searchbar');
  });

  it('names the gifting flow and carries extra parameters (a partner minisite) in the query', () => {
    expect(searchPageHref(paths, 'gifting', { giftNights: 2 }, { minisite: '4' })).toBe('/fr-fr/recherche?minisite=4&flow=gifting&from=searchbar#giftNights=2');
  });

  it('"Changing flow moves the user to the stays search or the activity search": the activity flow has its own page', () => {
    expect(searchPageHref(paths, 'activity', { a: 3 }, { minisite: '4' })).toBe('/fr-fr/recherche-activites?minisite=4&from=searchbar#a=3');
    expect(searchPageHref({ stays: '/recherche', activity: null }, 'activity', {})).toBe('/recherche?flow=activity&from=searchbar');
  });
});
