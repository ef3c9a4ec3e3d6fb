/**
 * Recently viewed list kept in browser storage; unparseable storage is treated as empty.
 */
// zod/mini: the product page reads this in its first scripts (decision 0018).
import * as z from 'zod/mini';
import { parseStoredList } from './stored-json';

/**
 * The list length is "not shown". Chosen 12: three pages of the carousel, which "scrolls 4 items
 * by default".
 */
export const RECENTLY_VIEWED_MAX = 12;

export const recentlyViewedEntrySchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  imageUrl: z.optional(z.string()),
  label: z.string(),
  /** Cents. */
  price: z.optional(z.int().check(z.nonnegative())),
  hotel: z.optional(z.string()),
  uri: z.string(),
  type: z.enum(['STAY', 'ACTIVITY']),
});
export type RecentlyViewedEntry = z.infer<typeof recentlyViewedEntrySchema>;

const sameItem = (a: RecentlyViewedEntry, b: RecentlyViewedEntry) => a.type === b.type && String(a.id) === String(b.id);

/** "Unparseable recently-viewed storage treated as empty"; invalid entries are dropped. */
export function parseRecentlyViewed(raw: string | null | undefined): RecentlyViewedEntry[] {
  return parseStoredList(raw, recentlyViewedEntrySchema).slice(0, RECENTLY_VIEWED_MAX);
}

/** Adds a viewed item first; an item already there moves to the front. */
export function addRecentlyViewed(list: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...list.filter((item) => !sameItem(item, entry))].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list without the item on screen. */
export function recentlyViewedExcept(list: readonly RecentlyViewedEntry[], current: Pick<RecentlyViewedEntry, 'id' | 'type'>): RecentlyViewedEntry[] {
  return list.filter((item) => !(item.type === current.type && String(item.id) === String(current.id)));
}
