/**
 * Last searches kept in the browser: id, label, category; at most 3, newest first, deduplicated
 * by id.
 */
// zod/mini: the search box reads this in every page's first scripts (decision 0018).
import * as z from 'zod/mini';
import { parseStoredList } from './stored-json';

export const LAST_SEARCHES_MAX = 3;

export const lastSearchSchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  label: z.string(),
  category: z.string(),
});
export type LastSearch = z.infer<typeof lastSearchSchema>;

const sameId = (a: LastSearch, b: LastSearch) => String(a.id) === String(b.id);

/** Adds a search: newest first, deduplicated by id, at most 3. */
export function addLastSearch(list: readonly LastSearch[], entry: LastSearch): LastSearch[] {
  return [entry, ...list.filter((item) => !sameId(item, entry))].slice(0, LAST_SEARCHES_MAX);
}

/** Reads stored last searches; anything unreadable counts as no entry. */
export function parseLastSearches(raw: string | null | undefined): LastSearch[] {
  return parseStoredList(raw, lastSearchSchema, sameId).slice(0, LAST_SEARCHES_MAX);
}
