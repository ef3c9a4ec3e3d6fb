'use client';

import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';

/**
 * The browser location as a React store. The search screen writes the URL itself with
 * `history.pushState` (Next keeps its router in step with native history calls), which fires no
 * event, so writes notify the subscribers here; `popstate` and `hashchange` cover the browser's
 * back/forward and hand-edited hashes ("Browser back re-syncs the location").
 */

export interface BrowserLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type NavigationKind = 'initial' | 'push' | 'history';

const listeners = new Set<() => void>();
let lastNavigation: NavigationKind = 'initial';

function notify(): void {
  for (const listener of listeners) listener();
}

function onHistory(): void {
  lastNavigation = 'history';
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('popstate', onHistory);
    window.addEventListener('hashchange', onHistory);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', onHistory);
      window.removeEventListener('hashchange', onHistory);
    }
  };
}

let cachedKey = '';
let cached: BrowserLocation = { pathname: '', search: '', hash: '' };

function getSnapshot(): BrowserLocation {
  const { pathname, search, hash } = window.location;
  const key = `${pathname}${search}${hash}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { pathname, search, hash };
  }
  return cached;
}

/** How the current location was reached: the page scrolls to top on new results unless 'history'. */
export function lastNavigationKind(): NavigationKind {
  return lastNavigation;
}

/** Writes a new location (a new history entry unless `replace`) and re-renders the readers. */
export function navigateTo(href: string, options: { replace?: boolean } = {}): void {
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (href === current) return;
  // A null state lets Next copy its router state into the entry, so that going back restores it.
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  lastNavigation = 'push';
  notify();
}

/**
 * The current location; during server rendering and hydration, `serverLocation` (the server
 * never sees the hash, so hash criteria apply once the browser takes over).
 */
export function useBrowserLocation(serverLocation: BrowserLocation): BrowserLocation {
  return useBrowserSnapshot(subscribe, getSnapshot, serverLocation);
}
