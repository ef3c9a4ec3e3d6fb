'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page's first render has been hydrated: set by the market layout's provider once
 * that commit is done. Components mounted after it (a dialog, a client navigation) render from
 * the browser's value at once; components hydrating render the server's value, as its HTML has.
 */
let isHydrated = false;

export function markHydrated(): void {
  isHydrated = true;
}

/** Whether the page's first render has been hydrated (see markHydrated). */
export function isPageHydrated(): boolean {
  return isHydrated;
}

/**
 * A value only the browser knows (the location hash, storage, a media query, the scroll
 * position), read like `useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot)` but
 * with the browser's value taking over after hydration in a transition.
 *
 * Why not `useSyncExternalStore`: when its browser value differs from the server's, React
 * re-renders the reader synchronously right after the hydration commit, in the same task, and
 * with it every descendant — on the search screen the whole results tree, hundreds of
 * milliseconds on a mid-range phone, the largest long task of the page load (decision 0014).
 * A transition renders the same update in slices that leave the main thread free between them.
 *
 * `subscribe` and `getSnapshot` must be stable (module functions or memoised): the subscription
 * is renewed when they change. `getSnapshot` returns the same value (===) while nothing changed.
 */
export function useBrowserSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverSnapshot: T): T {
  const [value, setValue] = useState<T>(() => (isHydrated ? getSnapshot() : serverSnapshot));
  useEffect(() => {
    // An updater function, so that setState never mistakes a value for one.
    const read = () => {
      const next = getSnapshot();
      setValue(() => next);
    };
    startTransition(read);
    return subscribe(read);
  }, [subscribe, getSnapshot]);
  return value;
}

/** For values that never change while the page lives (a variant). */
export const subscribeNever = (): (() => void) => () => {};
