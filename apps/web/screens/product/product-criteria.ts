'use client';

import type { WeekendFullDetail } from '@escapade/contracts/product';
import { todayIn } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { type Stay, stayOf } from '@escapade/domain/stay';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { browserProductApi } from '../../lib/api/product';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { type ProductCriteria, parseProductHash, serializeProductHash } from './product-hash';

/**
 * The stay product page's dates and party live in the location hash. The booking panel writes them;
 * every other part of the page that depends on them (the summary's cancellation terms, the local
 * tax, …) reads them here, so nothing on the page contradicts the panel.
 */
const DEFAULT_CRITERIA: ProductCriteria = { party: { adults: 2, children: 0, babies: 0 }, sleeves: {} };
const listeners = new Set<() => void>();
let snapshot: { hash: string; today: string; criteria: ProductCriteria } | undefined;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

/** The criteria of the current hash, the same object while the hash (and the day) are unchanged. */
function readCriteria(timeZone: string): ProductCriteria {
  const hash = window.location.hash;
  const today = todayIn(timeZone, new Date());
  if (snapshot?.hash !== hash || snapshot.today !== today) snapshot = { hash, today, criteria: parseProductHash(hash, today) };
  return snapshot.criteria;
}

/** The page's criteria; the server (and the hydrating render) see the defaults: no dates. */
export function useProductCriteria(timeZone: string): ProductCriteria {
  const getSnapshot = useCallback(() => readCriteria(timeZone), [timeZone]);
  return useBrowserSnapshot(subscribe, getSnapshot, DEFAULT_CRITERIA);
}

/** Writes the criteria to the hash (no history entry) and tells every reader. */
export function writeProductCriteria(next: ProductCriteria): void {
  const hash = serializeProductHash(next);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`);
  for (const listener of listeners) listener();
}

/**
 * The product priced for the chosen stay and party (`undefined` without dates): one query, shared by
 * the booking panel and the sections that show what depends on the dates.
 */
export function useDatedProductDetail(productId: number, locale: Locale, criteria: ProductCriteria, enabled = true) {
  const stay: Stay | undefined = stayOf(criteria);
  const query = useQuery<WeekendFullDetail | null>({
    queryKey: ['product-detail', productId, locale, criteria.party, stay?.checkin, stay?.nights],
    queryFn: ({ signal }) => browserProductApi.getDetail(productId, { locale, party: criteria.party, stay }, signal),
    enabled: stay !== undefined && enabled,
  });
  return { stay, query, detail: stay ? (query.data ?? undefined) : undefined };
}
