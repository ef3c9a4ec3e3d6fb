'use client';

import { swipeTargetIndex } from '@escapade/domain/cards';
import { useEmblaCarousel } from './use-embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMBLA_SWIPE_DURATION } from './embla-duration';
import { hideBrokenImage } from './hide-broken-image';
import type { ImageCarouselLabels } from './ImageCarousel';

/**
 * The slides of a card carousel. Embla moves them; where a drag ends is our own rule, not
 * Embla's momentum: "snaps at a 1/6 threshold" (`swipeTargetIndex`).
 */
export function EmblaSlides({ images, alt, labels }: { images: string[]; alt: string; labels: ImageCarouselLabels }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: false, duration: EMBLA_SWIPE_DURATION, skipSnaps: false });
  const [selected, setSelected] = useState(0);
  const drag = useRef<{ startX: number; startIndex: number; ratio: number }>({ startX: 0, startIndex: 0, ratio: 0 });

  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPointerDown = (event: PointerEvent) => {
      drag.current = { startX: event.clientX, startIndex: api.selectedScrollSnap(), ratio: 0 };
    };
    const onPointerUp = (event: PointerEvent) => {
      drag.current.ratio = (event.clientX - drag.current.startX) / Math.max(1, root.clientWidth);
    };
    const onEmblaPointerUp = () => {
      api.scrollTo(swipeTargetIndex(drag.current.startIndex, images.length, drag.current.ratio));
    };
    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('pointerup', onPointerUp);
    api.on('select', onSelect).on('pointerUp', onEmblaPointerUp);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('pointerup', onPointerUp);
      api.off('select', onSelect).off('pointerUp', onEmblaPointerUp);
    };
  }, [api, images.length]);

  const scrollBy = useCallback((step: number) => api?.scrollTo(Math.min(images.length - 1, Math.max(0, api.selectedScrollSnap() + step))), [api, images.length]);

  const arrowClass =
    'absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow transition-opacity disabled:opacity-0 md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100';
  return (
    <div className="absolute inset-0">
      <div ref={viewportRef} className="size-full overflow-hidden" role="group" aria-roledescription="carousel" aria-label={alt}>
        <div className="flex size-full touch-pan-y">
          {images.map((src, index) => (
            <div key={src} className="relative min-w-0 shrink-0 grow-0 basis-full" role="group" aria-roledescription="slide" aria-label={labels.slide(index + 1, images.length)}>
              <img src={src} alt={index === 0 ? alt : ''} width={640} height={360} loading="lazy" decoding="async" className="size-full object-cover" draggable={false} ref={hideBrokenImage.ref} onError={hideBrokenImage.onError} />
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={`${arrowClass} left-2`} onClick={() => scrollBy(-1)} disabled={selected === 0} aria-label={labels.previous}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={`${arrowClass} right-2`} onClick={() => scrollBy(1)} disabled={selected === images.length - 1} aria-label={labels.next}>
        <Chevron direction="right" />
      </button>
      <div className="pointer-events-none absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1.5" aria-hidden="true">
        {images.map((src, index) => (
          <span key={src} className={`size-1.5 rounded-full ${index === selected ? 'bg-white' : 'bg-white/50'}`} />
        ))}
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
