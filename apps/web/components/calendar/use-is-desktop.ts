'use client';

import { useState } from 'react';
import { isPageHydrated, useBrowserSnapshot } from '../../lib/use-browser-snapshot';

/** Tailwind's `md` breakpoint: the desktop layouts of the search area start there (and the filter bar replaces the mobile action bar). */
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
 * Desktop or mobile, for the overlays and controls that differ in kind (a popover on desktop, a
 * full-screen dialog on mobile; the sort dropdown or the 'Sort by' bottom drawer). The server and
 * the hydration pass assume mobile; the real answer takes over right after, before any interaction.
 */
export function useIsDesktop(): boolean {
  return useBrowserSnapshot(subscribe, matchesDesktop, false);
}

/**
 * What an overlay that opens now latches: the browser's own answer once the page is hydrated. The
 * snapshot can still be the server's mobile guess then — the browser's value takes over in a
 * transition, and a click can come before that commits (CI caught a desktop calendar opening with
 * the phone's three months) — while before hydration (an overlay open in the first render) the
 * snapshot is what the server rendered.
 */
export function desktopAtOpen(snapshot: boolean, readBrowser: () => boolean, isHydrated: boolean): boolean {
  return isHydrated ? readBrowser() : snapshot;
}

/**
 * Desktop or mobile as it was when an overlay opened, kept while it stays open: a resize (or a
 * browser taking a full-page screenshot) must not swap a popover for a full-screen dialog under
 * the visitor's hands.
 */
/** The answer for an overlay a click opens now (see desktopAtOpen): the browser's own once hydrated. */
export function isDesktopNow(snapshot: boolean): boolean {
  return desktopAtOpen(snapshot, matchesDesktop, isPageHydrated());
}

export function useIsDesktopWhileOpen(isOpen: boolean): boolean {
  const live = useIsDesktop();
  const [latched, setLatched] = useState<boolean | null>(null);
  if (isOpen && latched === null) setLatched(desktopAtOpen(live, matchesDesktop, isPageHydrated()));
  if (!isOpen && latched !== null) setLatched(null);
  return isOpen && latched !== null ? latched : live;
}
