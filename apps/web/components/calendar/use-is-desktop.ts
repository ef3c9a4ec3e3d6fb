'use client';

import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the desktop layouts of the search area start there. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Desktop or mobile, for the overlays that differ in kind (a popover on desktop, a full-screen
 * dialog on mobile). The server and the hydration pass assume mobile; overlays open only after
 * an interaction, by which time the real answer is known.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_MEDIA_QUERY).matches,
    () => false,
  );
}
