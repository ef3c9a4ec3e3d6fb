'use client';

import type { ImagesBySize } from '@escapade/contracts/product';
import { useEmblaCarousel } from '../cards/use-embla-carousel';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import { DESKTOP_MEDIA_QUERY } from '../calendar/use-is-desktop';
import { EMBLA_SWIPE_DURATION } from '../cards/embla-duration';
import { type GalleryPictureCount, desktopCellClass, pagePictures, pictureSrcSet } from './gallery-model';

// The full-screen slideshow loads on first opening, not with the page.
const GallerySlideshow = dynamic(() => import('./GallerySlideshow').then((module) => module.GallerySlideshow), { ssr: false });

/** The desktop gallery's height. */
const GALLERY_DEFAULT_HEIGHT_PX = 400;

export interface GalleryProps {
  images: readonly ImagesBySize[];
  /** What the pictures show (the hotel's or the offer's name): their alternative text and the slideshow's title. */
  name: string;
  /** Pictures of the desktop layout: 4 on the hotel page, 5 on the product page. */
  pictures?: GalleryPictureCount;
  /** Laid over the top right corner (the wishlist toggle of the product page). */
  overlay?: ReactNode;
}

/**
 * The page gallery: 4 pictures on desktop plus a 'See N pictures' button, a swipe carousel on
 * mobile, a full-screen slideshow with 120_80 thumbnails; default height 400. One list of slides
 * serves both layouts: a swipe carousel under the desktop breakpoint, a grid above it (where
 * Embla is switched off), so the first picture exists once.
 */
export function Gallery({ images, name, pictures = 4, overlay }: GalleryProps) {
  const t = useTranslations('gallery');
  const shown = pagePictures(images, pictures);
  const [viewportRef, api] = useEmblaCarousel({
    loop: false,
    duration: EMBLA_SWIPE_DURATION,
    breakpoints: { [DESKTOP_MEDIA_QUERY]: { active: false } },
  });
  const [selected, setSelected] = useState(0);
  const [openedAt, setOpenedAt] = useState<number>();
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  function open(index: number) {
    setHasOpened(true);
    setOpenedAt(index);
  }

  if (shown.length === 0) return null;
  return (
    <section aria-label={t('label', { name })} className="relative">
      <div ref={viewportRef} className="overflow-hidden rounded-none md:rounded-card">
        <div
          className="flex touch-pan-y md:grid md:h-[var(--gallery-height)] md:grid-cols-4 md:grid-rows-2 md:gap-2"
          style={{ ['--gallery-height' as string]: `${GALLERY_DEFAULT_HEIGHT_PX}px` }}
        >
          {shown.map((image, index) => (
            <div key={image['640_360']} className={`relative min-h-0 min-w-0 shrink-0 grow-0 basis-full ${desktopCellClass(index, shown.length)}`}>
              <button
                type="button"
                onClick={() => open(index)}
                className="block aspect-[16/9] w-full overflow-hidden bg-brand-100 md:aspect-auto md:h-full"
                aria-label={t('openPhoto', { index: index + 1, count: images.length })}
              >
                <img
                  src={image['640_360']}
                  srcSet={pictureSrcSet(image)}
                  sizes={index === 0 ? '(min-width: 48rem) 50vw, 100vw' : '(min-width: 48rem) 25vw, 100vw'}
                  alt={t('photoAlt', { name, index: index + 1, count: images.length })}
                  width={640}
                  height={360}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  className="size-full object-cover transition-transform duration-300 hover:scale-[1.02]"
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {shown.length > 1 ? (
        <span className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-semibold text-white md:hidden" aria-hidden="true">
          {t('counter', { index: selected + 1, count: shown.length })}
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => open(0)}
        className="absolute bottom-3 right-3 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-card ring-1 ring-line hover:bg-brand-50"
      >
        <PicturesIcon />
        {t('seePictures', { count: images.length })}
      </button>
      {overlay ? <div className="absolute right-3 top-3">{overlay}</div> : null}
      {hasOpened ? (
        <GallerySlideshow
          images={images}
          name={name}
          open={openedAt !== undefined}
          startIndex={openedAt ?? 0}
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpenedAt(undefined);
          }}
        />
      ) : null}
    </section>
  );
}

function PicturesIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 16l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
