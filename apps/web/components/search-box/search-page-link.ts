import { type SearchCriteria, serializeCriteriaHash } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';

/** The value of `from` written when a search starts from the search bar. */
export const FROM_SEARCH_BAR = 'searchbar';

/** The market's two search pages: stays (booking and gifting) and, where sold, day activities. */
export interface SearchPaths {
  stays: string;
  activity: string | null;
}

/** `pathname?search#hash`, leaving out an empty search or hash (no stray `?` or `#`). */
export function buildSearchHref(pathname: string, params: Record<string, string>, hashCriteria: SearchCriteria): string {
  const query = new URLSearchParams(params).toString();
  const hash = serializeCriteriaHash(hashCriteria);
  return `${pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/**
 * The search page a search box outside the search pages leads to (home, landings, minisites, the
 * not-found page): "Changing flow moves the user to the stays search or the activity search"; on
 * the stays search the flow is in the query (booking is the page without it); `extra` query
 * parameters (a partner minisite's id); `from` "set to the search bar"; the criteria in the hash.
 */
export function searchPageHref(paths: SearchPaths, flow: Flow, criteria: SearchCriteria, extra: Readonly<Record<string, string>> = {}): string {
  const isActivity = flow === 'activity' && paths.activity !== null;
  const params: Record<string, string> = { ...extra };
  if (!isActivity && flow !== 'booking') params.flow = flow;
  params.from = FROM_SEARCH_BAR;
  return buildSearchHref(isActivity && paths.activity ? paths.activity : paths.stays, params, criteria);
}
