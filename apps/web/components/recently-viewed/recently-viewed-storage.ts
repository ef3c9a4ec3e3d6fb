/**
 * The recently viewed list kept in browser storage: entries of id, imageUrl, label, price, hotel,
 * uri and type (STAY or ACTIVITY); unparseable storage reads as empty. The rules (newest first,
 * one entry per id and type, at most RECENTLY_VIEWED_MAX) are the domain's; this module only
 * reads and writes the browser's storage.
 *
 * The list length is our own choice: the domain keeps RECENTLY_VIEWED_MAX = 12 entries,
 * three pages of a carousel that "scrolls 4 items by default", enough for both kinds (stays and
 * activities share the list) without the storage growing with every page a visitor opens.
 *
 * One list per market: labels, prices and links are in the market's language and paths.
 */
import type { Locale } from '@escapade/domain/markets';
import {
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedEntry,
  addRecentlyViewed,
  parseRecentlyViewed,
  recentlyViewedExcept,
} from '@escapade/domain/recently-viewed';
import { type ListStorage, type ReadableStorage, readStored, writeStored } from '../../lib/browser-storage';

export { RECENTLY_VIEWED_MAX, type RecentlyViewedEntry };

/** Fired on window after a write, so lists on the same page read the storage again. */
export const RECENTLY_VIEWED_CHANGE_EVENT = 'escapade:recently-viewed';

export function recentlyViewedStorageKey(locale: Locale): string {
  return `escapade.recentlyViewed.${locale}`;
}

/** The stored list, newest first; unreadable storage (private mode, bad JSON, wrong shape) is an empty list. */
export function readRecentlyViewed(storage: ReadableStorage | undefined, locale: Locale): RecentlyViewedEntry[] {
  return parseRecentlyViewed(readStored(storage, recentlyViewedStorageKey(locale)));
}

/** Records a viewed item first (an item already there moves to the front) and answers the new list. */
export function recordRecentlyViewed(storage: ListStorage | undefined, locale: Locale, entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  const next = addRecentlyViewed(readRecentlyViewed(storage, locale), entry);
  writeStored(storage, recentlyViewedStorageKey(locale), next);
  return next;
}

/** The entries of one type, without the item on screen. */
export function recentlyViewedOfType(
  list: readonly RecentlyViewedEntry[],
  type: RecentlyViewedEntry['type'],
  excludeId?: RecentlyViewedEntry['id'],
): RecentlyViewedEntry[] {
  const others = excludeId === undefined ? list : recentlyViewedExcept(list, { id: excludeId, type });
  return others.filter((entry) => entry.type === type);
}
