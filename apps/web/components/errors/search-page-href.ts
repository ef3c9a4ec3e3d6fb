import { type SearchCriteria, serializeCriteriaHash } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';

/** The market's two search pages: stays (booking and gifting) and, where sold, day activities. */
export interface SearchPaths {
  stays: string;
  activity: string | null;
}

/**
 * The search page a search box outside the search page leads to, as the search page reads it:
 * "Changing flow moves the user to the stays search or the activity search"; on the stays search
 * the flow is in the query (the booking flow is the page without it); `extra` query parameters (a
 * partner minisite's id); the criteria in the hash.
 */
export function searchPageHref(paths: SearchPaths, flow: Flow, criteria: SearchCriteria, extra: Readonly<Record<string, string>> = {}): string {
  const isActivity = flow === 'activity' && paths.activity !== null;
  const path = isActivity && paths.activity ? paths.activity : paths.stays;
  const query = new URLSearchParams(extra);
  if (!isActivity && flow !== 'booking') query.set('flow', flow);
  const search = query.toString();
  const hash = serializeCriteriaHash(criteria);
  return `${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}${hash ? `#${hash}` : ''}`;
}
