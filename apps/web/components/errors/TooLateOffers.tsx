'use client';

import type { HotelOffer } from '@escapade/contracts/hotel';
import { galleryImages } from '@escapade/domain/cards';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { CardPrice } from '../cards/CardPrice';
import { ProductCard } from '../cards/ProductCard';
import { useEmblaCarousel } from '../cards/use-embla-carousel';
import { offerCardPrice, offerHref } from './not-found-recovery';

/** Tailwind's `lg`, where 4 slides show. */
const FOUR_SLIDES_MEDIA_QUERY = '(min-width: 64rem)';
/** "Carousel scrolls 4 items by default." */
const CAROUSEL_SCROLL_ITEMS = 4;
/** 4 slides in view on desktop, a peek of the next on a phone. */
const SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-[80%] sm:basis-[45%] lg:basis-[calc((100%-3rem)/4)]';

/**
 * 'Too late!' - 'This offer has expired... Luckily, we have other stays to suggest you.', then the
 * carousel 'Other offer in the hotel'. Nothing without offers.
 */
export function TooLateOffers({ offers, marketPrefix }: { offers: readonly HotelOffer[]; marketPrefix: string }) {
  const t = useTranslations('notFound');
  const tProduct = useTranslations('product');
  const tCards = useTranslations('cards');
  const headingId = useId();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    breakpoints: { [FOUR_SLIDES_MEDIA_QUERY]: { slidesToScroll: CAROUSEL_SCROLL_ITEMS } },
  });
  const [edges, setEdges] = useState({ canPrevious: false, canNext: offers.length > 1 });
  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  if (offers.length === 0) return null;
  const arrowClass = 'grid size-11 place-items-center rounded-full bg-white text-brand-900 shadow-card ring-1 ring-line hover:bg-brand-50 disabled:opacity-40';
  return (
    <div className="flex flex-col gap-8" data-testid="too-late-offers">
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-card bg-white p-6 text-center shadow-card">
        <h2 className="text-2xl font-bold text-brand-900">{tProduct('tooLateTitle')}</h2>
        <p>{tProduct('tooLateText')}</p>
      </section>
      <section aria-labelledby={headingId} aria-roledescription="carousel" className="flex min-w-0 flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-bold text-brand-900">
            {t('otherOffersTitle')}
          </h2>
          <div className="hidden gap-2 md:flex">
            <button type="button" className={arrowClass} onClick={() => api?.scrollPrev()} disabled={!edges.canPrevious} aria-label={t('previousOffers')}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={arrowClass} onClick={() => api?.scrollNext()} disabled={!edges.canNext} aria-label={t('nextOffers')}>
              <Chevron direction="right" />
            </button>
          </div>
        </div>
        <div ref={viewportRef} className="-mx-1 overflow-hidden px-1 py-1">
          <ul className="flex touch-pan-y gap-4">
            {offers.map((offer) => (
              <li key={offer.id} className={SLIDE_CLASS}>
                <ProductCard
                  href={offerHref(offer, marketPrefix)}
                  title={offer.label}
                  images={galleryImages([offer.imagesBySize['640_360']])}
                  isPriority={false}
                  ctaLabel={tCards('cta.seeOffer')}
                  price={offer.price ? <CardPrice price={offerCardPrice(offer.price)} /> : undefined}
                >
                  <p className="text-sm text-muted">{[tCards('nights', { count: offer.nights }), ...offer.headwords.filter((word) => !/^\d/.test(word))].join(' · ')}</p>
                </ProductCard>
              </li>
            ))}
          </ul>
        </div>
      </section>
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
