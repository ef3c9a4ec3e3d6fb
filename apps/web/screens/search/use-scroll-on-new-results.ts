'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { lastNavigationKind } from './use-browser-location';

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The page scrolls to top on each change of results unless the user
 * went back in history; on mobile, after a search with exact matches, it scrolls smoothly to the
 * results. `resultsKey` names the results on screen (undefined while loading, and while the
 * browser location is not read yet); the first results of the page view never scroll.
 */
export function useScrollOnNewResults(resultsKey: string | undefined, searchKey: string, hasExactMatches: boolean, resultsRef: RefObject<HTMLElement | null>): void {
  const shown = useRef<{ resultsKey: string; searchKey: string } | undefined>(undefined);
  useEffect(() => {
    if (resultsKey === undefined) return;
    const previous = shown.current;
    shown.current = { resultsKey, searchKey };
    if (!previous || previous.resultsKey === resultsKey || lastNavigationKind() === 'history') return;
    const isNewSearch = previous.searchKey !== searchKey;
    if (isNewSearch && hasExactMatches && window.matchMedia(MOBILE_QUERY).matches) {
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else {
      window.scrollTo({ top: 0 });
    }
  }, [resultsKey, searchKey, hasExactMatches, resultsRef]);
}
