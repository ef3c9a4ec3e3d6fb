'use client';

import { useTranslations } from 'next-intl';
import { browserStorage } from '../../lib/browser-storage';
import { useMarket } from '../market-context';
import { useWishlist } from './use-wishlist';
import { type WishlistItem, addToWishlist, isInWishlist, removeFromWishlist } from './wishlist-storage';

/** A wishlist item; `uri` defaults to the page the toggle is on (a product page's own address). */
export type WishlistToggleItem = Omit<WishlistItem, 'uri'> & { uri?: string };

/**
 * The heart that saves a stay or an activity to the wishlist. "A wishlist button is also rendered
 * client-side only when a feature flag is on": the server decides whether it is mounted (market
 * toggle or FEATURE_FLAGS=wishlist), and it draws itself only in the browser, where the list is.
 */
export function WishlistToggle({ item, className }: { item: WishlistToggleItem; className?: string }) {
  const t = useTranslations('wishlist');
  const { locale } = useMarket();
  const items = useWishlist(locale);
  if (items === undefined) return null;
  const isSaved = isInWishlist(items, item);

  function toggle() {
    const storage = browserStorage();
    if (isSaved) removeFromWishlist(storage, locale, item);
    else addToWishlist(storage, locale, { ...item, uri: item.uri ?? window.location.pathname });
  }

  return (
    <button
      type="button"
      aria-pressed={isSaved}
      onClick={toggle}
      className={className ?? 'inline-flex size-11 items-center justify-center rounded-full bg-white text-xl text-accent-700 shadow-card'}
    >
      <span aria-hidden="true">{isSaved ? '♥' : '♡'}</span>
      <span className="sr-only">{isSaved ? t('remove', { label: item.label }) : t('add', { label: item.label })}</span>
    </button>
  );
}
