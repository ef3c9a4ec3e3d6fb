'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMarket } from '../market-context';
import { useWishlist } from './use-wishlist';
import type { WishlistItem } from './wishlist-storage';
import { wishlistSync } from './wishlist-sync';

/**
 * The wishlist page's list ("items of kind STAY or ACTIVITY; empty: 'You don't have
 * any items in your wishlist.' with an 'Add items' link"), read from browser storage: a visitor's
 * own, or a signed-in customer's account list, brought in step as the page starts (decision 0031).
 */
export function WishlistList({ addItemsHref }: { addItemsHref: string }) {
  const t = useTranslations('wishlist');
  const { locale } = useMarket();
  const items = useWishlist(locale);
  const [isRefused, setIsRefused] = useState(false);

  if (items === undefined) return <p className="text-muted" aria-busy="true">{t('loading')}</p>;
  // Always in the page, so that a refused removal put in it is read out (out of the layout while empty).
  const refusal = (
    <p role="status" className={isRefused ? 'font-semibold text-red-700' : 'sr-only'}>
      {isRefused ? t('saveFailed') : null}
    </p>
  );
  if (items.length === 0) {
    return (
      <>
        {refusal}
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6">
          <p className="text-lg">{t('empty')}</p>
          <a href={addItemsHref} className="button-primary no-underline">
            {t('addItems')}
          </a>
        </div>
      </>
    );
  }

  async function remove(item: WishlistItem) {
    setIsRefused(false);
    // The removed card's button is gone: focus goes back to the page heading.
    const removing = wishlistSync.changeWishlist(locale, { kind: 'remove', item });
    document.getElementById('wishlist-title')?.focus();
    // Undone when the account refused it: the card is back, and the page says so.
    if ((await removing) === 'refused') setIsRefused(true);
  }

  return (
    <>
      {refusal}
      <p className="text-muted" aria-live="polite">
        {t('count', { count: items.length })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card">
            <div className="aspect-[16/9] bg-brand-50">
              {item.imageUrl ? <img src={item.imageUrl} alt="" className="size-full object-cover" loading="lazy" /> : null}
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{item.kind === 'STAY' ? t('kindStay') : t('kindActivity')}</p>
              <h2 className="text-lg font-bold text-brand-900">
                <a href={item.uri} className="no-underline hover:underline">
                  {item.label}
                </a>
              </h2>
              {item.hotel ? <p className="text-sm text-muted">{item.hotel}</p> : null}
              {item.headwords.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label={t('headwords')}>
                  {item.headwords.map((headword) => (
                    <li key={headword} className="rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-800">
                      {headword}
                    </li>
                  ))}
                </ul>
              ) : null}
              <button type="button" onClick={() => void remove(item)} className="button-secondary mt-auto self-start">
                {t('removeShort')}
                <span className="sr-only"> {item.label}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
