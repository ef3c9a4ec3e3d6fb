'use client';

import type { HotelCard } from '@escapade/contracts/hotel';
import { hotelHref } from '@escapade/domain/cards';
import { formatMoney } from '@escapade/domain/price';
import { useEmblaCarousel } from '../../components/cards/use-embla-carousel';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { ReviewScore } from '../../components/reviews/ReviewScore';
import { useHotelPage } from './HotelPageProvider';

const NEARBY_HOTELS_SCROLL_ITEMS = 3;

/**
 * Nearby hotels, a carousel scrolling 3 at a time. Each card leads to the hotel page with the
 * dates and party of this one (a hotel link carries the hash criteria only in the booking flow).
 */
export function NearbyHotels({ hotels }: { hotels: readonly HotelCard[] }) {
  const t = useTranslations('hotel');
  const bcp47 = useLocale();
  const page = useHotelPage();
  const headingId = useId();
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', slidesToScroll: NEARBY_HOTELS_SCROLL_ITEMS, containScroll: 'trimSnaps' });
  const [edges, setEdges] = useState({ canPrevious: false, canNext: hotels.length > 1 });

  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  if (hotels.length === 0) return null;
  const { criteria, stay } = page;
  const hashCriteria = {
    a: criteria.party.adults,
    c: criteria.party.children,
    b: criteria.party.babies,
    ...(stay ? { checkin: stay.checkin, checkout: stay.checkout } : {}),
  };
  const arrowClass = 'grid size-11 place-items-center rounded-full bg-white text-brand-900 shadow-card ring-1 ring-line hover:bg-brand-50 disabled:opacity-40';
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {t('nearbyTitle')}
        </h2>
        <div className="hidden gap-2 md:flex">
          <button type="button" className={arrowClass} onClick={() => api?.scrollPrev()} disabled={!edges.canPrevious} aria-label={t('previousHotels')}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={arrowClass} onClick={() => api?.scrollNext()} disabled={!edges.canNext} aria-label={t('nextHotels')}>
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <div ref={viewportRef} className="-mx-1 overflow-hidden px-1 py-1">
        <ul className="flex touch-pan-y gap-4">
          {hotels.map((hotel) => (
            <li key={hotel.id} className="min-w-0 shrink-0 grow-0 basis-[80%] sm:basis-[45%] md:basis-[calc((100%-2rem)/3)]">
              <a
                href={hotelHref(`${page.marketPrefix}${hotel.uri}`, 'booking', hashCriteria)}
                className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line hover:ring-brand-300"
              >
                <img src={hotel.imagesBySize['640_360']} alt="" width={640} height={360} loading="lazy" decoding="async" className="aspect-[16/9] w-full object-cover" />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <span className="font-bold text-brand-900">{hotel.label}</span>
                  <span className="text-sm text-muted">
                    {hotel.stars ? (
                      <>
                        <span role="img" aria-label={t('stars', { count: hotel.stars })} className="text-accent-700">
                          {'★'.repeat(hotel.stars)}
                        </span>{' '}
                        ·{' '}
                      </>
                    ) : null}
                    {hotel.location.label} · {t('distance', { distance: hotel.distance })}
                  </span>
                  <ReviewScore score={hotel.review.count > 0 ? hotel.review.score : null} count={hotel.review.count} />
                  {hotel.fromPrice !== null ? (
                    <span className="mt-auto text-sm">
                      {t('from')} <span className="text-lg font-bold text-brand-900">{formatMoney(hotel.fromPrice, bcp47)}</span>
                    </span>
                  ) : null}
                </div>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
