'use client';

import type { Locale } from '@escapade/domain/markets';
import { useCallback, useEffect } from 'react';
import { browserStorage, readStored } from '../../lib/browser-storage';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { WISHLIST_CHANGE_EVENT, type WishlistItem, parseWishlist, wishlistStorageKey } from './wishlist-storage';
import { wishlistSync } from './wishlist-sync';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(WISHLIST_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(WISHLIST_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const parsedByRaw = new Map<string | null, WishlistItem[]>();

/** The stored raw text is the snapshot: a stable string, parsed once per value. */
function parseCached(raw: string | null): WishlistItem[] {
  let items = parsedByRaw.get(raw);
  if (!items) {
    items = parseWishlist(raw);
    parsedByRaw.clear();
    parsedByRaw.set(raw, items);
  }
  return items;
}

/**
 * The market's wishlist, live across components and tabs; `undefined` on the server and during
 * hydration (the list exists only in the browser). Where it is shown, a signed-in visitor's list is
 * brought in step with the account once the page has started (once per page load, whoever asks).
 */
export function useWishlist(locale: Locale): WishlistItem[] | undefined {
  const getSnapshot = useCallback(() => readStored(browserStorage(), wishlistStorageKey(locale)), [locale]);
  const raw = useBrowserSnapshot<string | null | undefined>(subscribe, getSnapshot, undefined);
  useEffect(() => {
    void wishlistSync.syncWishlist(locale);
  }, [locale]);
  return raw === undefined ? undefined : parseCached(raw);
}
