'use client';

import type { ImagesBySize } from '@escapade/contracts/product';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { stepSlide } from './gallery-model';
import { Dialog, DialogHeader } from '../ui/Dialog';

/** The thumbnails' image size. */
const SLIDESHOW_THUMBNAIL_SIZE = '120_80';

export interface GallerySlideshowProps {
  images: readonly ImagesBySize[];
  name: string;
  open: boolean;
  startIndex: number;
  onOpenChange(open: boolean): void;
}

/**
 * The full-screen slideshow: one large picture, arrows (and the arrow keys), and a strip of 120_80
 * thumbnails. A Radix dialog: focus moves in, Escape closes,
 * focus returns to the picture or button that opened it.
 */
export function GallerySlideshow({ images, name, open, startIndex, onOpenChange }: GallerySlideshowProps) {
  const t = useTranslations('gallery');
  const [index, setIndex] = useState(startIndex);
  const [openedAt, setOpenedAt] = useState(startIndex);
  const thumbnailsRef = useRef<HTMLOListElement>(null);
  if (open && openedAt !== startIndex) {
    setOpenedAt(startIndex);
    setIndex(startIndex);
  }
  const count = images.length;
  const current = images[index] ?? images[0];

  useEffect(() => {
    thumbnailsRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [index]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') setIndex((value) => stepSlide(value, 1, count));
    if (event.key === 'ArrowLeft') setIndex((value) => stepSlide(value, -1, count));
  }

  if (!current) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      overlay="opaque"
      returnFocusTo="opener"
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
    >
      <DialogHeader
        title={t('slideshowTitle', { name })}
        closeLabel={t('close')}
        className="flex items-center justify-between gap-4 px-4 py-3"
        titleClassName="truncate text-base font-semibold"
        isOnDark
      >
        <p className="shrink-0 text-sm" aria-live="polite">
          {t('counter', { index: index + 1, count })}
        </p>
      </DialogHeader>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 md:px-16">
        <img
          key={current['960_540']}
          src={current['960_540']}
          alt={t('photoAlt', { name, index: index + 1, count })}
          width={960}
          height={540}
          className="max-h-full max-w-full object-contain"
        />
        {count > 1 ? (
          <>
            <ArrowButton direction="left" label={t('previous')} onClick={() => setIndex(stepSlide(index, -1, count))} />
            <ArrowButton direction="right" label={t('next')} onClick={() => setIndex(stepSlide(index, 1, count))} />
          </>
        ) : null}
      </div>
      <ol ref={thumbnailsRef} className="flex gap-2 overflow-x-auto px-4 py-3" aria-label={t('thumbnails')}>
        {images.map((image, position) => (
          <li key={image[SLIDESHOW_THUMBNAIL_SIZE]} className="shrink-0">
            <button
              type="button"
              onClick={() => setIndex(position)}
              aria-current={position === index ? 'true' : undefined}
              aria-label={t('showPhoto', { index: position + 1, count })}
              className={`block overflow-hidden rounded-md ring-2 ${position === index ? 'ring-white' : 'ring-transparent opacity-70 hover:opacity-100'}`}
            >
              <img src={image[SLIDESHOW_THUMBNAIL_SIZE]} alt="" width={120} height={80} loading="lazy" className="h-[80px] w-[120px] object-cover" />
            </button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

function ArrowButton({ direction, label, onClick }: { direction: 'left' | 'right'; label: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white ${direction === 'left' ? 'left-2 md:left-4' : 'right-2 md:right-4'}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
        <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
