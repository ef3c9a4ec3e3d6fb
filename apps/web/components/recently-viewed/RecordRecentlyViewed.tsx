'use client';

import type { RecentlyViewedEntry } from '@escapade/domain/recently-viewed';
import { useEffect } from 'react';
import { browserStorage } from '../../lib/browser-storage';
import { useMarket } from '../market-context';
import { RECENTLY_VIEWED_CHANGE_EVENT, recordRecentlyViewed } from './recently-viewed-storage';

/**
 * Records the product on screen in the recently viewed list (an entry: id,
 * imageUrl, label, price, hotel, uri, type), once the page is in the browser. Renders nothing;
 * mount it on a product page (activity, stay) with that page's entry. `uri` is the page's path as
 * the browser addresses it (with the market prefix), so the list links back without rebuilding it.
 */
export function RecordRecentlyViewed(entry: RecentlyViewedEntry) {
  const { locale } = useMarket();
  const { id, imageUrl, label, price, hotel, uri, type } = entry;
  useEffect(() => {
    recordRecentlyViewed(browserStorage(), locale, {
      id,
      label,
      uri,
      type,
      ...(imageUrl === undefined ? {} : { imageUrl }),
      ...(price === undefined ? {} : { price }),
      ...(hotel === undefined ? {} : { hotel }),
    });
    window.dispatchEvent(new Event(RECENTLY_VIEWED_CHANGE_EVENT));
  }, [locale, id, imageUrl, label, price, hotel, uri, type]);
  return null;
}
