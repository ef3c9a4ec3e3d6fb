'use client';

import { useTranslations } from 'next-intl';
import { browserStorage } from '../../lib/browser-storage';
import { useMarket } from '../market-context';
import { useWishlist } from './use-wishlist';
import { type WishlistItem, removeFromWishlist } from './wishlist-storage';

/**
 * The wishlist page's list ("items of kind STAY or ACTIVITY; empty: 'You don't have
 * any items in your wishlist.' with an 'Add items' link"), read from browser storage.
 */
export function WishlistList({ addItemsHref }: { addItemsHref: string }) {
  const t = useTranslations('wishlist');
  const { locale } = useMarket();
  const items = useWishlist(locale);

  if (items === undefined) return <p className="text-muted" aria-busy="true">{t('loading')}</p>;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6">
        <p className="text-lg">{t('empty')}</p>
        <a href={addItemsHref} className="button-primary no-underline">
          {t('addItems')}
        </a>
      </div>
    );
  }

  function remove(item: WishlistItem) {
    removeFromWishlist(browserStorage(), locale, item);
    // The removed card's button is gone: focus goes back to the page heading.
    document.getElementById('wishlist-title')?.focus();
  }

  return (
    <>
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
              <button type="button" onClick={() => remove(item)} className="button-secondary mt-auto self-start">
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
