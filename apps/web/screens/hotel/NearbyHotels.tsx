'use client';

import type { HotelCard } from '@escapade/contracts/hotel';
import { hotelHref } from '@escapade/domain/cards';
import { formatMoney } from '@escapade/domain/price';
import { CardCarousel } from '../../components/cards/CardCarousel';
import { useLocale, useTranslations } from 'next-intl';
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
  if (hotels.length === 0) return null;
  const { criteria, stay } = page;
  const hashCriteria = {
    a: criteria.party.adults,
    c: criteria.party.children,
    b: criteria.party.babies,
    ...(stay ? { checkin: stay.checkin, checkout: stay.checkout } : {}),
  };
  return (
    <CardCarousel
      title={t('nearbyTitle')}
      previousLabel={t('previousHotels')}
      nextLabel={t('nextHotels')}
      options={{ align: 'start', slidesToScroll: NEARBY_HOTELS_SCROLL_ITEMS, containScroll: 'trimSnaps' }}
      slideCount={hotels.length}
    >
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
    </CardCarousel>
  );
}

