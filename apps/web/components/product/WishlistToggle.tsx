'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const WISHLIST_STORAGE_KEY = 'wishlist';

function readWishlist(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** The gallery's wishlist toggle (behind the market's `wishlist` feature), kept in browser storage. */
export function WishlistToggle({ id, label }: { id: number; label: string }) {
  const t = useTranslations('product');
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => setIsSaved(readWishlist().includes(id)), [id]);
  function toggle() {
    const list = readWishlist().filter((saved) => saved !== id);
    const next = isSaved ? list : [...list, id];
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(next));
    setIsSaved(!isSaved);
  }
  return (
    <button type="button" aria-pressed={isSaved} onClick={toggle} className="inline-flex size-11 items-center justify-center rounded-full bg-white text-xl text-accent-700 shadow-card">
      <span aria-hidden="true">{isSaved ? '♥' : '♡'}</span>
      <span className="sr-only">{isSaved ? t('removeFromWishlist', { label }) : t('addToWishlist', { label })}</span>
    </button>
  );
}
