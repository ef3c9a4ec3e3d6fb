/**
 * Last searches kept in the browser (id, label, category; at most 3, newest first,
 * deduplicated by id), one list per market since labels are in its language.
 */
import { type LastSearch, addLastSearch, parseLastSearches } from '@escapade/domain/last-searches';
import type { Locale } from '@escapade/domain/markets';

export function lastSearchesStorageKey(locale: Locale): string {
  return `escapade.lastSearches.${locale}`;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored list; unreadable storage (private mode, bad JSON) counts as none. */
export function readLastSearches(storage: ReadableStorage | undefined, locale: Locale): LastSearch[] {
  try {
    return parseLastSearches(storage?.getItem(lastSearchesStorageKey(locale)));
  } catch {
    return [];
  }
}

/** Adds a search (newest first, deduplicated, at most 3) and answers the new list. */
export function rememberLastSearch(storage: WritableStorage | undefined, locale: Locale, entry: LastSearch): LastSearch[] {
  const next = addLastSearch(readLastSearches(storage, locale), entry);
  try {
    storage?.setItem(lastSearchesStorageKey(locale), JSON.stringify(next));
  } catch {
    // A full or refused storage only loses the history.
  }
  return next;
}

/** The browser's localStorage, when the page may use it. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
