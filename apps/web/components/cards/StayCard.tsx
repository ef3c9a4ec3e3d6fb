'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CancellationInfo } from './CancellationInfo';
import type { StayCardView } from './card-view';
import { CardPrice } from './CardPrice';
import { ProductCard } from './ProductCard';
import { StressMessages } from './StressMessages';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { useWishlistButtons } from '../wishlist/WishlistButtons';
import { stayCardWishlistItem } from '../wishlist/wishlist-items';

export interface StayCardProps {
  card: StayCardView;
  /** The card's link with the market prefix. */
  href: string;
  isPriority?: boolean;
  /** 'See the other offers from this hotel'; absent inside the drawer itself. */
  onSeeHotelOffers?(hotel: { id: number; label: string }, trigger: HTMLButtonElement): void;
  /** The card is followed (select_item of the results list). */
  onSelect?(): void;
}

/** The weekend-stay card and the single-voucher card of the search results. */
export function StayCard({ card, href, isPriority = false, onSeeHotelOffers, onSelect }: StayCardProps) {
  const t = useTranslations('cards');
  const [isHovered, setIsHovered] = useState(false);
  // "Wishlist toggle for hotels and activities", behind the flag (decision 0031).
  const hasWishlist = useWishlistButtons();
  const actions =
    card.cancellation || onSeeHotelOffers ? (
      <>
        {card.cancellation ? <CancellationInfo cancellation={card.cancellation} /> : null}
        {onSeeHotelOffers ? (
          <button
            type="button"
            className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600"
            onClick={(event) => onSeeHotelOffers({ id: card.hotel.id, label: card.hotel.label }, event.currentTarget)}
          >
            {t('seeOtherHotelOffers')}
          </button>
        ) : null}
      </>
    ) : undefined;
  return (
    <ProductCard
      href={href}
      title={card.title}
      images={card.images}
      isPriority={isPriority}
      ctaLabel={t(`cta.${card.cta}`)}
      onHoverChange={setIsHovered}
      onSelect={onSelect}
      price={<CardPrice price={card.price} />}
      actions={actions}
      wishlist={hasWishlist ? <WishlistToggle item={stayCardWishlistItem(card, href)} /> : undefined}
      eyebrow={
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span className="font-semibold text-ink" data-testid="card-hotel">
            {card.hotel.label}
          </span>
          {card.hotel.stars ? (
            <span className="text-accent-700" role="img" aria-label={t('stars', { count: card.hotel.stars })}>
              {'★'.repeat(card.hotel.stars)}
            </span>
          ) : null}
          <span>{card.hotel.location}</span>
          {card.distanceKm !== null ? <span>{t('distance', { distance: card.distanceKm })}</span> : null}
          {card.hotel.reviewAverage !== null ? (
            <span className="rounded-md bg-brand-800 px-1.5 py-0.5 text-xs font-bold text-white">
              {t('review', { average: card.hotel.reviewAverage, count: card.hotel.reviewCount })}
            </span>
          ) : null}
        </div>
      }
    >
      <p className="text-sm text-muted">
        {[t('nights', { count: card.nights }), ...card.headwords.filter((word) => !/^\d/.test(word))].join(' · ')}
      </p>
      {card.labels.length > 0 || card.theme ? (
        <ul className="flex flex-wrap gap-1.5 text-xs">
          {card.theme ? <li className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{card.theme}</li> : null}
          {card.labels.map((label) => (
            <li key={label} className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {card.roomsLeft !== undefined ? <p className="text-sm font-semibold text-accent-700">{t('roomsLeft', { count: card.roomsLeft })}</p> : null}
      <StressMessages messages={card.stress} isHovered={isHovered} />
    </ProductCard>
  );
}
