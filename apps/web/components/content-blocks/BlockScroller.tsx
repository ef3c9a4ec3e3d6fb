'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CAROUSEL_LEFT_OFFSET_PX, CAROUSEL_SCROLL_ITEMS } from './content-block-model';
import { ChevronIcon } from './icons';

export interface BlockScrollerProps {
  /** The list's items (`<li>`), rendered on the server. */
  children: ReactNode;
  itemCount: number;
  labels: { previous: string; next: string; list: string };
}

/** A scroll position this close to an end counts as the end (sub-pixel widths). */
const EDGE_TOLERANCE_PX = 2;

/**
 * A row of cards that scrolls sideways: swiped on a phone (CSS scroll snapping, no script needed),
 * and on desktop moved by its arrows, "4 items by default, left offset 16 px". The items are the
 * server's: only the arrows run in the browser.
 */
export function BlockScroller({ children, itemCount, labels }: BlockScrollerProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: itemCount <= CAROUSEL_SCROLL_ITEMS });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const atStart = list.scrollLeft <= EDGE_TOLERANCE_PX;
      const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - EDGE_TOLERANCE_PX;
      setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, []);

  function scrollByItems(direction: -1 | 1) {
    const list = listRef.current;
    const first = list?.firstElementChild;
    if (!list || !first) return;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const step = (first.getBoundingClientRect().width + gap) * CAROUSEL_SCROLL_ITEMS;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * step, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  const arrowClass =
    'absolute top-[28%] z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-900 shadow-card ring-1 ring-line transition hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-0 md:grid';
  return (
    <div className="relative">
      <button type="button" className={`${arrowClass} -left-4`} onClick={() => scrollByItems(-1)} disabled={edges.atStart} aria-label={labels.previous}>
        <ChevronIcon direction="left" />
      </button>
      <ul
        ref={listRef}
        // relative: the cards' absolutely placed parts (screen-reader texts) scroll with the list instead of widening the page.
        aria-label={labels.list}
        className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pt-1 pb-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        style={{ scrollPaddingLeft: CAROUSEL_LEFT_OFFSET_PX }}
      >
        {children}
      </ul>
      <button type="button" className={`${arrowClass} -right-4`} onClick={() => scrollByItems(1)} disabled={edges.atEnd} aria-label={labels.next}>
        <ChevronIcon direction="right" />
      </button>
    </div>
  );
}
