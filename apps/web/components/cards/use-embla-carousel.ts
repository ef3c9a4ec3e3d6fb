'use client';

import useEmblaCarouselWithSyncRef, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { startTransition, useCallback } from 'react';

/**
 * embla-carousel-react's hook, with the viewport handed to Embla in a transition.
 *
 * Its ref callback is a state setter, and React calls refs while it commits: a state update made
 * there is synchronous. After hydration that means a second render of the page and every pending
 * effect of the page run in the same long task as the hydration commit (on a product page about
 * 100 ms on a mid-range phone, decision 0014). In a transition Embla starts a moment later, in
 * a task of its own; until then the slides are laid out by CSS as the server rendered them.
 */
export type EmblaOptions = Parameters<typeof useEmblaCarouselWithSyncRef>[0];

export function useEmblaCarousel(options?: EmblaOptions): [viewportRef: (node: HTMLElement | null) => void, api: UseEmblaCarouselType[1]] {
  const [setViewport, api] = useEmblaCarouselWithSyncRef(options);
  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      startTransition(() => setViewport(node));
    },
    [setViewport],
  );
  return [viewportRef, api];
}
