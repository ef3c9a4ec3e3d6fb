'use client';

import type { HotelOffer } from '@escapade/contracts/hotel';
import { galleryImages } from '@escapade/domain/cards';
import { useTranslations } from 'next-intl';
import { CardPrice } from '../cards/CardPrice';
import { ProductCard } from '../cards/ProductCard';
import { CardCarousel } from '../cards/CardCarousel';
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
  if (offers.length === 0) return null;
  return (
    <div className="flex flex-col gap-8" data-testid="too-late-offers">
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-card bg-white p-6 text-center shadow-card">
        <h2 className="text-2xl font-bold text-brand-900">{tProduct('tooLateTitle')}</h2>
        <p>{tProduct('tooLateText')}</p>
      </section>
      <CardCarousel
        title={t('otherOffersTitle')}
        previousLabel={t('previousOffers')}
        nextLabel={t('nextOffers')}
        options={{ align: 'start', containScroll: 'trimSnaps', breakpoints: { [FOUR_SLIDES_MEDIA_QUERY]: { slidesToScroll: CAROUSEL_SCROLL_ITEMS } } }}
        slideCount={offers.length}
        className="flex min-w-0 flex-col gap-4"
      >
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
      </CardCarousel>
    </div>
  );
}

