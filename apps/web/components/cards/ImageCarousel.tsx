'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { hideBrokenImage } from './hide-broken-image';

/** Embla and its slides load only for a carousel that came into view. */
const EmblaSlides = dynamic(() => import('./EmblaSlides').then((module) => module.EmblaSlides), { ssr: false });
/** The carousel loads once 10% of it is in view. */
const CAROUSEL_VISIBILITY_THRESHOLD = 0.1;

export interface ImageCarouselLabels {
  previous: string;
  next: string;
  /** "Photo {index} of {count}". */
  slide(index: number, count: number): string;
}

/**
 * The card's image carousel: "An image carousel loads lazily once 10
 * percent visible; arrows … appear on hover or on mobile." Until then only the first photo is
 * there (eager for the first cards, which are the page's largest paint).
 */
export function ImageCarousel({ images, alt, isPriority, labels }: { images: string[]; alt: string; isPriority: boolean; labels: ImageCarouselLabels }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(false);
  const hasSeveral = images.length > 1;

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !hasSeveral || isVisible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= CAROUSEL_VISIBILITY_THRESHOLD)) setIsVisible(true);
      },
      { threshold: CAROUSEL_VISIBILITY_THRESHOLD },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [hasSeveral, isVisible]);

  const first = images[0];
  return (
    <div ref={rootRef} className="relative aspect-[16/9] overflow-hidden bg-brand-100">
      {first ? (
        <img
          src={first}
          alt={alt}
          width={640}
          height={360}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          ref={hideBrokenImage.ref}
          onError={hideBrokenImage.onError}
        />
      ) : null}
      {isVisible && hasSeveral ? <EmblaSlides images={images} alt={alt} labels={labels} /> : null}
    </div>
  );
}
