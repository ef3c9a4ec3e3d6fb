'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CardLink } from './CardLink';
import { ImageCarousel } from './ImageCarousel';

export interface ProductCardProps {
  href: string;
  title: string;
  images: string[];
  /** Eager first image: the first cards are the page's largest paint. */
  isPriority: boolean;
  /** Above the title: place, stars, review. */
  eyebrow?: ReactNode;
  /** Under the title: included items, labels, stress messages. */
  children?: ReactNode;
  price?: ReactNode;
  /** 'See offer', 'See gift', 'See activity'. */
  ctaLabel: string;
  /** Buttons of the card (above its link): other offers of the hotel, cancellation conditions. */
  actions?: ReactNode;
  /** The wishlist heart, over the picture's top right corner. */
  wishlist?: ReactNode;
  onHoverChange?(isHovered: boolean): void;
  /** The card's link is followed (select_item of the results list). */
  onSelect?(): void;
}

/**
 * The generic product card: image carousel, title linking to the product,
 * price and call to action. The whole card is the link; its buttons sit above it.
 */
export function ProductCard({ href, title, images, isPriority, eyebrow, children, price, ctaLabel, actions, wishlist, onHoverChange, onSelect }: ProductCardProps) {
  const t = useTranslations('cards.carousel');
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-lg"
      onMouseEnter={() => onHoverChange?.(true)}
      onMouseLeave={() => onHoverChange?.(false)}
    >
      <ImageCarousel
        images={images}
        alt={title}
        isPriority={isPriority}
        labels={{ previous: t('previous'), next: t('next'), slide: (index, count) => t('slide', { index, count }) }}
      />
      {/* "Arrows and wishlist buttons appear on hover or on mobile": on desktop with the pointer over the card, or the focus in the heart. */}
      {wishlist ? <div className="absolute top-3 right-3 z-10 md:opacity-0 md:transition-opacity md:group-hover:opacity-100 md:focus-within:opacity-100">{wishlist}</div> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {eyebrow}
        <h3 className="text-lg font-bold leading-snug text-brand-900">
          <CardLink href={href} className="no-underline hover:underline focus-visible:underline" onFollow={onSelect}>
            {title}
          </CardLink>
        </h3>
        {children}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          {price}
          <span className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-accent-700 px-4 text-sm font-semibold text-white group-hover:bg-accent-800" aria-hidden="true">
            {ctaLabel}
          </span>
        </div>
        {actions ? <div className="relative z-10 flex flex-col gap-2 border-t border-line pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}
