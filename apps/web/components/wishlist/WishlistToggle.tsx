'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMarket } from '../market-context';
import { useWishlist } from './use-wishlist';
import { type WishlistItem, isSameWishlistItem } from './wishlist-storage';
import { type WishlistChangeOutcome, wishlistSync } from './wishlist-sync';

/** A wishlist item; `uri` defaults to the page the toggle is on (a product page's own address). */
export type WishlistToggleItem = Omit<WishlistItem, 'uri'> & { uri?: string };

/** The outcomes said to the visitor: a change the account refused, undone. */
type Refusal = Extract<WishlistChangeOutcome, 'full' | 'refused'>;

/**
 * The heart that saves a stay or an activity to the wishlist. "A wishlist button is also rendered
 * client-side only": the server decides whether it is mounted (on by default on the stay product
 * page and the activity page; on cards and the hotel page behind the market toggle or
 * FEATURE_FLAGS=wishlist, decision 0031), and it draws itself only in the browser, where the list
 * is. Signed in, the change is also made on the account; one it refuses is undone and said.
 */
export function WishlistToggle({ item, className }: { item: WishlistToggleItem; className?: string }) {
  const t = useTranslations('wishlist');
  const { locale } = useMarket();
  const items = useWishlist(locale);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  if (items === undefined) return null;
  const saved = items.find((candidate) => isSameWishlistItem(candidate, item));

  async function toggle() {
    setRefusal(null);
    const change = saved ? { kind: 'remove' as const, item: saved } : { kind: 'add' as const, item: { ...item, uri: item.uri ?? window.location.pathname } };
    const outcome = await wishlistSync.changeWishlist(locale, change);
    if (outcome === 'full' || outcome === 'refused') setRefusal(outcome);
  }

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-pressed={saved !== undefined}
        onClick={() => void toggle()}
        className={className ?? 'inline-flex size-11 items-center justify-center rounded-full bg-white text-xl text-accent-700 shadow-card'}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
        <span className="sr-only">{saved ? t('remove', { label: item.label }) : t('add', { label: item.label })}</span>
      </button>
      {/* In the page from the start, so that a refusal put in it is read out. */}
      <span role="status" className="absolute top-full right-0 z-10 mt-2 w-64">
        {refusal ? <span className="block rounded-xl bg-white p-3 text-sm font-semibold text-red-700 shadow-card">{t(refusal === 'full' ? 'full' : 'saveFailed')}</span> : null}
      </span>
    </span>
  );
}
