import type { SearchLanding } from '@escapade/contracts/search-landing';
import { describe, expect, it } from 'vitest';
import {
  FROM_SEARCH_BAR,
  buildSearchHref,
  hashOnLanding,
  landingCriteria,
  leavesLanding,
  mergeLandingCriteria,
  paramsForNewCriteria,
  paramsForPage,
  readSearchLocation,
  readSearchUrl,
} from './search-url';

const ANNECY: SearchLanding = {
  destination: { id: 10010, type: 'city', label: 'Annecy', slug: 'annecy', latitude: 45.9, longitude: 6.12 },
  theme: { id: 1, label: 'Romantique', slug: 'romantique' },
  indexable: true,
  numberOfOffers: 4,
  title: 'Week-ends et séjours : Romantique · Annecy',
  subtitle: '4 hôtels',
  seoText: 'Annecy',
  canonicalPath: '/annecy/romantique',
  alternateLocales: ['fr_FR', 'fr_BE'],
};

describe('search URL state', () => {
  it('reads the flow, the zero-based page, from and the hash criteria ("Numeric hash values are parsed as numbers")', () => {
    const state = readSearchUrl('?flow=gifting&page=2&from=searchbar', '#a=3&city=10010&tags=4,7', 'stays');
    expect(state).toMatchObject({ flow: 'gifting', page: 2, from: 'searchbar', hashCriteria: { a: 3, city: 10010, tags: [4, 7] } });
  });

  it('the activity search route is the activity flow; flow=activity on the stays route reads as booking', () => {
    expect(readSearchUrl('?flow=booking', '', 'activity').flow).toBe('activity');
    expect(readSearchUrl('?flow=activity', '', 'stays').flow).toBe('booking');
    expect(readSearchUrl('?flow=hotel', '', 'stays').flow).toBe('hotel');
    expect(readSearchUrl('', '', 'stays').flow).toBe('booking');
  });

  it('an invalid page reads as page 0', () => {
    expect(readSearchUrl('?page=-1', '', 'stays').page).toBe(0);
    expect(readSearchUrl('?page=abc', '', 'stays').page).toBe(0);
  });

  it('writes path, search and hash without a stray ? or #', () => {
    expect(buildSearchHref('/fr-fr/recherche', {}, {})).toBe('/fr-fr/recherche');
    expect(buildSearchHref('/fr-fr/recherche', { flow: 'gifting' }, { city: 5, checkin: '2030-05-04' })).toBe('/fr-fr/recherche?flow=gifting#checkin=2030-05-04&city=5');
  });

  it('"page (zero-based, dropped on any change)": a new search drops page; from is set by the search bar', () => {
    expect(paramsForNewCriteria({ flow: 'gifting', page: '3' })).toEqual({ flow: 'gifting' });
    expect(paramsForNewCriteria({ page: '3' }, { fromSearchBar: true })).toEqual({ from: FROM_SEARCH_BAR });
  });

  it('page 0 is written without page', () => {
    expect(paramsForPage({ flow: 'hotel', page: '2' }, 0)).toEqual({ flow: 'hotel' });
    expect(paramsForPage({}, 4)).toEqual({ page: '4' });
  });
});

describe('SEO landing criteria', () => {
  it('a landing path stands for its destination (with its point) and its theme', () => {
    expect(landingCriteria(ANNECY)).toEqual({ city: 10010, lat: 45.9, lng: 6.12, theme: 1 });
    expect(landingCriteria(undefined)).toEqual({});
  });

  it('the hash adds to the landing; a place in the hash replaces the landing place', () => {
    const base = landingCriteria(ANNECY);
    expect(mergeLandingCriteria(base, { checkin: '2030-01-02', stars: [4] })).toEqual({ ...base, checkin: '2030-01-02', stars: [4] });
    expect(mergeLandingCriteria(base, { department: 200 })).toEqual({ department: 200, theme: 1 });
  });

  it('a location on a landing searches the landing with its hash on top, on the page and in the flow of its search part', () => {
    const base = landingCriteria(ANNECY);
    const { url, criteria } = readSearchLocation({ search: '?flow=gifting&page=2', hash: '#checkin=2030-01-02&a=3' }, 'stays', base);
    expect(url).toMatchObject({ flow: 'gifting', page: 2 });
    expect(criteria).toEqual({ ...base, checkin: '2030-01-02', a: 3 });
  });

  it('a new destination or theme leaves the landing; dates, pax, filters and sort stay on it', () => {
    const base = landingCriteria(ANNECY);
    expect(leavesLanding(base, { ...base, a: 3, sort: 'priceAsc', stars: [5] })).toBe(false);
    expect(leavesLanding(base, { ...base, theme: 2 })).toBe(true);
    expect(leavesLanding(base, { department: 200, theme: 1 })).toBe(true);
  });

  it('on a landing the hash carries only what the path does not say', () => {
    const base = landingCriteria(ANNECY);
    expect(hashOnLanding(base, { ...base, checkin: '2030-01-02', distanceMax: 20 })).toEqual({ checkin: '2030-01-02', distanceMax: 20 });
  });
});
