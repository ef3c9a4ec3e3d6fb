'use client';

import { useCallback } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled further than `px` (false on the server and at hydration). */
export function useScrolledPast(px: number): boolean {
  const isPast = useCallback(() => window.scrollY > px, [px]);
  return useBrowserSnapshot(subscribe, isPast, false);
}
