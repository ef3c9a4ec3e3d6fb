'use client';

import type { ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { type EmblaOptions, useEmblaCarousel } from './use-embla-carousel';

/**
 * A titled carousel of cards (the hotel's nearby hotels, the not-found page's other offers of a
 * hotel): an h2, previous/next buttons on desktop (disabled at the ends), and the slides, which a
 * phone swipes. `children` are the slides' `<li>`s.
 */
export function CardCarousel({ title, previousLabel, nextLabel, options, slideCount, children, className = 'flex flex-col gap-4' }: {
  title: ReactNode;
  previousLabel: string;
  nextLabel: string;
  options: EmblaOptions;
  slideCount: number;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const [viewportRef, api] = useEmblaCarousel(options);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: slideCount > 1 });
  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const arrowClass = 'grid size-11 place-items-center rounded-full bg-white text-brand-900 shadow-card ring-1 ring-line hover:bg-brand-50 disabled:opacity-40';
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" className={className}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <div className="hidden gap-2 md:flex">
          <button type="button" className={arrowClass} onClick={() => api?.scrollPrev()} disabled={!edges.canPrevious} aria-label={previousLabel}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={arrowClass} onClick={() => api?.scrollNext()} disabled={!edges.canNext} aria-label={nextLabel}>
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <div ref={viewportRef} className="-mx-1 overflow-hidden px-1 py-1">
        <ul className="flex touch-pan-y gap-4">{children}</ul>
      </div>
    </section>
  );
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
