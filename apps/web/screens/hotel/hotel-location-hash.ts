'use client';

import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';

/**
 * The location hash as a React store. The page writes it with `history.replaceState` (which fires
 * no event), so writes notify the readers here; `hashchange` and `popstate` cover links and the
 * browser's back and forward ("Browser back re-syncs location").
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('hashchange', notify);
    window.addEventListener('popstate', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('hashchange', notify);
      window.removeEventListener('popstate', notify);
    }
  };
}

function readHash(): string {
  return window.location.hash;
}

/** The hash (with its `#`, or ''); '' while rendering on the server, which never sees it. */
export function useLocationHash(): string {
  return useBrowserSnapshot(subscribe, readHash, '');
}

/** Replaces the hash without a new history entry or a scroll, and re-renders the readers. */
export function replaceLocationHash(hash: string): void {
  const { pathname, search } = window.location;
  const next = `${pathname}${search}${hash ? `#${hash}` : ''}`;
  if (next === `${pathname}${search}${window.location.hash}`) return;
  // A null state lets Next copy its router state into the entry.
  window.history.replaceState(null, '', next);
  notify();
}
