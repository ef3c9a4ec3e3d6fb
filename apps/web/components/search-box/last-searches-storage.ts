/**
 * Last searches kept in the browser (id, label, category; at most 3, newest first,
 * deduplicated by id), one list per market since labels are in its language.
 */
import { type LastSearch, addLastSearch, parseLastSearches } from '@escapade/domain/last-searches';
import type { Locale } from '@escapade/domain/markets';
import { type ListStorage, type ReadableStorage, readStored, writeStored } from '../../lib/browser-storage';

export function lastSearchesStorageKey(locale: Locale): string {
  return `escapade.lastSearches.${locale}`;
}

/** The stored list; unreadable storage (private mode, bad JSON) counts as none. */
export function readLastSearches(storage: ReadableStorage | undefined, locale: Locale): LastSearch[] {
  return parseLastSearches(readStored(storage, lastSearchesStorageKey(locale)));
}

/** Adds a search (newest first, deduplicated, at most 3) and answers the new list. */
export function rememberLastSearch(storage: ListStorage | undefined, locale: Locale, entry: LastSearch): LastSearch[] {
  const next = addLastSearch(readLastSearches(storage, locale), entry);
  writeStored(storage, lastSearchesStorageKey(locale), next);
  return next;
}
