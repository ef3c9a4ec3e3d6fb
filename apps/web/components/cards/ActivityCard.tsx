'use client';

import { useTranslations } from 'next-intl';
import type { ActivityCardView } from './card-view';
import { CardPrice } from './CardPrice';
import { ProductCard } from './ProductCard';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { useWishlistButtons } from '../wishlist/WishlistButtons';
import { activityCardWishlistItem } from '../wishlist/wishlist-items';

/** The activity card: the activity, its centre, the price of the group. */
export interface ActivityCardProps {
  card: ActivityCardView;
  href: string;
  isPriority?: boolean;
  /** The card is followed (select_item of the results list). */
  onSelect?(): void;
}

export function ActivityCard({ card, href, isPriority = false, onSelect }: ActivityCardProps) {
  const t = useTranslations('cards');
  // "Wishlist toggle for hotels and activities", behind the flag (decision 0031).
  const hasWishlist = useWishlistButtons();
  return (
    <ProductCard
      href={href}
      title={card.title}
      images={[card.image]}
      isPriority={isPriority}
      onSelect={onSelect}
      ctaLabel={t(`cta.${card.cta}`)}
      price={card.price ? <CardPrice price={card.price} /> : undefined}
      wishlist={hasWishlist ? <WishlistToggle item={activityCardWishlistItem(card, href)} /> : undefined}
      eyebrow={
        <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span className="font-semibold text-ink">{card.place.label}</span>
          <span>{card.place.location}</span>
        </div>
      }
    >
      <p className="line-clamp-2 text-sm text-muted">{card.description}</p>
      <p className="text-sm text-muted">{t('participants', { count: card.participants })}</p>
    </ProductCard>
  );
}
