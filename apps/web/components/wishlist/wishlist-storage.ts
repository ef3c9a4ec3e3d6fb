/**
 * The wishlist, kept in browser storage: items of id, label, headwords, imageUrl, uri, hotel,
 * kind STAY/ACTIVITY. One list per market: labels and links are in its language.
 */
import type { Locale } from '@escapade/domain/markets';
import { parseStoredList } from '@escapade/domain/stored-json';
// zod/mini: the wishlist toggle is in the product page's first scripts (decision 0018).
import * as z from 'zod/mini';
import { type ListStorage, type ReadableStorage, readStored, writeStored } from '../../lib/browser-storage';
import { notifyWishlistChange, wishlistStorageKey } from './wishlist-owner';

export { WISHLIST_CHANGE_EVENT, wishlistStorageKey } from './wishlist-owner';

export const WISHLIST_KINDS = ['STAY', 'ACTIVITY'] as const;

export const wishlistItemSchema = z.object({
  id: z.union([z.int(), z.string().check(z.minLength(1))]),
  label: z.string().check(z.minLength(1)),
  headwords: z.array(z.string()),
  imageUrl: z.nullable(z.string()),
  /** The product page, as the visitor's browser addresses it. */
  uri: z.string().check(z.minLength(1)),
  /** The hotel's name (stays); null for an activity without one. */
  hotel: z.nullable(z.string()),
  kind: z.enum(WISHLIST_KINDS),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export function isSameWishlistItem(a: Pick<WishlistItem, 'id' | 'kind'>, b: Pick<WishlistItem, 'id' | 'kind'>): boolean {
  return a.kind === b.kind && String(a.id) === String(b.id);
}

/** The stored text as a list: unparseable storage is an empty list, and an invalid item is dropped. */
export function parseWishlist(raw: string | null | undefined): WishlistItem[] {
  return parseStoredList(raw, wishlistItemSchema, isSameWishlistItem);
}

export function readWishlist(storage: ReadableStorage | undefined, locale: Locale): WishlistItem[] {
  return parseWishlist(readStored(storage, wishlistStorageKey(locale)));
}

/** Keeps the market's list as given (newest first): the account's list answered by the API, or a change of the visitor's. */
export function writeWishlist(storage: ListStorage | undefined, locale: Locale, items: WishlistItem[]): WishlistItem[] {
  writeStored(storage, wishlistStorageKey(locale), items);
  notifyWishlistChange();
  return items;
}

/** Adds an item (newest first); an item already there is refreshed in place. */
export function addToWishlist(storage: ListStorage | undefined, locale: Locale, item: WishlistItem): WishlistItem[] {
  const current = readWishlist(storage, locale);
  const index = current.findIndex((saved) => isSameWishlistItem(saved, item));
  const next = index === -1 ? [item, ...current] : current.map((saved, i) => (i === index ? item : saved));
  return writeWishlist(storage, locale, next);
}

export function removeFromWishlist(storage: ListStorage | undefined, locale: Locale, item: Pick<WishlistItem, 'id' | 'kind'>): WishlistItem[] {
  return writeWishlist(storage, locale, readWishlist(storage, locale).filter((saved) => !isSameWishlistItem(saved, item)));
}

export function isInWishlist(items: readonly WishlistItem[], item: Pick<WishlistItem, 'id' | 'kind'>): boolean {
  return items.some((saved) => isSameWishlistItem(saved, item));
}
