/**
 * The search URL state: the hash carries the criteria, the
 * search part carries `flow`, `page` ("zero-based, dropped on any change") and `from` ("set to the
 * search bar"). On an SEO landing path the path itself names a destination and/or theme: those
 * criteria are the base, and the hash adds to them.
 */
import type { SearchLanding } from '@escapade/contracts/search-landing';
import { LOCATION_KEYS, type SearchCriteria, parseCriteriaHash, withoutKeys } from '@escapade/domain/criteria-hash';
import { type Flow, flowFrom } from '@escapade/domain/flow';
import { pageFromSearch } from '@escapade/domain/results-layout';

// The search page's links are built as the search boxes outside it build theirs.
import { FROM_SEARCH_BAR, buildSearchHref } from '../../components/search-box/search-page-link';

export { FROM_SEARCH_BAR, buildSearchHref };

export interface SearchUrlState {
  flow: Flow;
  /** Zero-based. */
  page: number;
  from: string | undefined;
  /** The criteria the hash carries (without the landing's). */
  hashCriteria: SearchCriteria;
  /** Every search parameter, as read (flow, page, from and any other). */
  params: Record<string, string>;
}

export function readSearchParams(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

/**
 * Reads the location. The activity search route is the activity flow whatever `flow` says
 * ("Changing flow moves the user to the stays search or the activity search"); on the stays
 * search `flow=activity` means nothing and reads as booking.
 */
export function readSearchUrl(search: string, hash: string, screen: 'stays' | 'activity'): SearchUrlState {
  const params = readSearchParams(search);
  const requested = flowFrom(params.flow);
  const flow: Flow = screen === 'activity' ? 'activity' : requested === 'activity' ? 'booking' : requested;
  return { flow, page: pageFromSearch(params.page), from: params.from, hashCriteria: parseCriteriaHash(hash), params };
}


/** Any change of criteria drops `page`; a search from the search bar sets `from`. */
export function paramsForNewCriteria(params: Record<string, string>, options: { fromSearchBar?: boolean } = {}): Record<string, string> {
  const next = { ...params };
  delete next.page;
  if (options.fromSearchBar) next.from = FROM_SEARCH_BAR;
  return next;
}

/** Page 0 is the page without `page`. */
export function paramsForPage(params: Record<string, string>, page: number): Record<string, string> {
  const next = { ...params };
  if (page > 0) next.page = String(page);
  else delete next.page;
  return next;
}

// --- SEO landing paths ---------------------------------------------------------------------

/** The criteria an SEO landing path stands for: its destination (with its point) and theme. */
export function landingCriteria(landing: SearchLanding | undefined): SearchCriteria {
  if (!landing) return {};
  const criteria: SearchCriteria = {};
  if (landing.destination) {
    criteria[landing.destination.type] = landing.destination.id;
    criteria.lat = landing.destination.latitude;
    criteria.lng = landing.destination.longitude;
  }
  if (landing.theme) criteria.theme = landing.theme.id;
  return criteria;
}

const PLACE_KEYS = [...LOCATION_KEYS, 'lat', 'lng'] as const;

function hasPlace(criteria: SearchCriteria): boolean {
  return PLACE_KEYS.some((key) => criteria[key] !== undefined);
}

/** The criteria in effect: the landing's, with the hash's on top (a place in the hash replaces the landing's). */
export function mergeLandingCriteria(base: SearchCriteria, hashCriteria: SearchCriteria): SearchCriteria {
  const merged = hasPlace(hashCriteria) ? withoutKeys(base, [...PLACE_KEYS]) : { ...base };
  return { ...merged, ...hashCriteria };
}

/**
 * What the screen searches for at a location: its URL state and the criteria in effect (the
 * landing's with the hash's on top). One derivation for the screen (`useSearchState`) and for the
 * request sent before hydration is over (`firstOffersRequest`), so both ask the same thing.
 */
export function readSearchLocation(
  location: { search: string; hash: string },
  screen: 'stays' | 'activity',
  baseCriteria: SearchCriteria,
): { url: SearchUrlState; criteria: SearchCriteria } {
  const url = readSearchUrl(location.search, location.hash, screen);
  return { url, criteria: mergeLandingCriteria(baseCriteria, url.hashCriteria) };
}

/**
 * A search whose destination or theme is no longer the landing's leaves the landing for the
 * search route; anything else (dates, pax, filters, sort) stays on the landing, in its hash.
 */
export function leavesLanding(base: SearchCriteria, next: SearchCriteria): boolean {
  const sameLocation = LOCATION_KEYS.every((key) => base[key] === next[key]);
  return !sameLocation || base.theme !== next.theme;
}

/** What the hash must carry on a landing for `next` to be in effect: `next` minus the landing's own values. */
export function hashOnLanding(base: SearchCriteria, next: SearchCriteria): SearchCriteria {
  const hash: Record<string, unknown> = { ...next };
  for (const [key, value] of Object.entries(base)) if (hash[key] === value) delete hash[key];
  return hash as SearchCriteria;
}
