'use client';

import { type SearchCriteria, criteriaEqual } from '@escapade/domain/criteria-hash';
import { type Flow, switchFlow } from '@escapade/domain/flow';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import {
  buildSearchHref,
  hashOnLanding,
  leavesLanding,
  paramsForNewCriteria,
  paramsForPage,
  readSearchLocation,
} from './search-url';
import { type BrowserLocation, navigateTo, useBrowserLocation } from './use-browser-location';

export interface SearchStateOptions {
  screen: 'stays' | 'activity';
  serverLocation: BrowserLocation;
  /** The criteria of the SEO landing path ({} on the search routes). */
  baseCriteria: SearchCriteria;
  isLanding: boolean;
  searchPaths: { stays: string; activity: string | null };
}

/**
 * "Searches re-run only when the hash differs from the stored criteria" (`criteriaEqual`): the
 * criteria object stays the same while the hash changes only in what the comparison ignores.
 */
function useStoredCriteria(criteria: SearchCriteria, flow: Flow): SearchCriteria {
  const [stored, setStored] = useState({ criteria, flow });
  const isSame = stored.flow === flow && criteriaEqual(stored.criteria, criteria, flow);
  if (!isSame) setStored({ criteria, flow });
  return isSame ? stored.criteria : criteria;
}

/**
 * The screen's state, read from the URL, and the ways to change it. Every change goes through the
 * URL (pushState), so back and forward replay it.
 */
export function useSearchState({ screen, serverLocation, baseCriteria, isLanding, searchPaths }: SearchStateOptions) {
  const router = useRouter();
  const location = useBrowserLocation(serverLocation);
  const { url, criteria } = useMemo(
    () => readSearchLocation(location, screen, baseCriteria),
    // A new location object only when the URL changes (use-browser-location's snapshot), or once when hydration hands over.
    [location, screen, baseCriteria],
  );
  const searchedCriteria = useStoredCriteria(criteria, url.flow);

  /** A new search: `page` dropped; leaving the landing's destination or theme goes to the search route. */
  function applyCriteria(next: SearchCriteria, options: { fromSearchBar?: boolean } = {}): void {
    const params = paramsForNewCriteria(url.params, options);
    if (isLanding && leavesLanding(baseCriteria, next)) {
      router.push(buildSearchHref(screen === 'activity' && searchPaths.activity ? searchPaths.activity : searchPaths.stays, params, next));
      return;
    }
    navigateTo(buildSearchHref(location.pathname, params, isLanding ? hashOnLanding(baseCriteria, next) : next));
  }

  function goToPage(page: number): void {
    navigateTo(pageHref(page));
  }

  function pageHref(page: number): string {
    return buildSearchHref(location.pathname, paramsForPage(url.params, page), url.hashCriteria);
  }

  /** Search flow switching (`switchFlow`): the activity flow has its own route. */
  function changeFlow(to: Flow): void {
    if (to === url.flow) return;
    const next = switchFlow(criteria, url.params, url.flow, to);
    const targetPath = next.screen === 'activity' ? searchPaths.activity : searchPaths.stays;
    if (!targetPath) return;
    if (next.screen !== screen || (isLanding && leavesLanding(baseCriteria, next.criteria))) {
      router.push(buildSearchHref(targetPath, next.search, next.criteria));
      return;
    }
    navigateTo(buildSearchHref(location.pathname, next.search, isLanding ? hashOnLanding(baseCriteria, next.criteria) : next.criteria));
  }

  // During hydration the location is the server's, which never has the hash: nothing to search yet.
  const isLocationKnown = location !== serverLocation;
  return { flow: url.flow, page: url.page, criteria, searchedCriteria, isLocationKnown, applyCriteria, goToPage, pageHref, changeFlow };
}
