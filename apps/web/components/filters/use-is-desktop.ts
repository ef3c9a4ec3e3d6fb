'use client';

import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';

/** Tailwind's `md` breakpoint: where the filter bar replaces the mobile action bar. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 48rem)';

function matchesDesktop(): boolean {
  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Desktop or mobile, for controls that differ in kind (the sort dropdown, the 'Sort by' bottom
 * drawer). The server and hydration assume mobile; the answer is known before any interaction.
 */
export function useIsDesktop(): boolean {
  return useBrowserSnapshot(subscribe, matchesDesktop, false);
}
