'use client';

import { useState } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';

/** Tailwind's `md` breakpoint: the desktop layouts of the search area start there. */
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
 * Desktop or mobile, for the overlays that differ in kind (a popover on desktop, a full-screen
 * dialog on mobile). The server and the hydration pass assume mobile; overlays open only after
 * an interaction, by which time the real answer is known.
 */
export function useIsDesktop(): boolean {
  return useBrowserSnapshot(subscribe, matchesDesktop, false);
}

/**
 * Desktop or mobile as it was when an overlay opened, kept while it stays open: a resize (or a
 * browser taking a full-page screenshot) must not swap a popover for a full-screen dialog under
 * the visitor's hands.
 */
export function useIsDesktopWhileOpen(isOpen: boolean): boolean {
  const live = useIsDesktop();
  const [latched, setLatched] = useState<boolean | null>(null);
  if (isOpen && latched === null) setLatched(live);
  if (!isOpen && latched !== null) setLatched(null);
  return isOpen && latched !== null ? latched : live;
}
