/**
 * Whose wishlist the browser's storage holds (decision 0031). A visitor's lists are the browser's
 * own; once signed in, a market's list is the account's (merged into it, then kept in step with
 * it), and a small marker says so: the account's id and the markets whose list is the account's.
 *
 * When the session read says signed out, or signed in as another account, the lists the marker
 * covers belong to the previous customer: they are cleared, marker and all, so that a shared
 * computer does not keep (nor merge into the next account) the previous customer's list.
 *
 * No zod here: the header's session read runs this, and it is in every page's first scripts.
 */
import { LOCALES, type Locale } from '@escapade/domain/markets';
import { type ReadableStorage, readStored, removeStored, writeStored } from '../../lib/browser-storage';

/** Fired on this page when a list changes (the `storage` event only reaches other tabs). */
export const WISHLIST_CHANGE_EVENT = 'escapade:wishlist';

/** The market's list: one per market, as labels and links are in its language and paths. */
export function wishlistStorageKey(locale: Locale): string {
  return `escapade.wishlist.${locale}`;
}

/** Where the marker is kept. */
export const WISHLIST_OWNER_KEY = 'escapade.wishlist.owner';

export interface WishlistOwner {
  accountId: string;
  /** The markets whose stored list is the account's (merged into it once). */
  locales: Locale[];
}

type OwnerStorage = ReadableStorage & Pick<Storage, 'setItem' | 'removeItem'>;

/** The marker, or null: none, or one that does not read (treated as none). */
export function readWishlistOwner(storage: ReadableStorage | undefined): WishlistOwner | null {
  let data: unknown;
  try {
    data = JSON.parse(readStored(storage, WISHLIST_OWNER_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { accountId, locales } = data as Record<string, unknown>;
  if (typeof accountId !== 'string' || accountId === '' || !Array.isArray(locales)) return null;
  return { accountId, locales: LOCALES.filter((locale) => locales.includes(locale)) };
}

/** Records that the market's stored list is now the account's. */
export function markWishlistOwned(storage: OwnerStorage | undefined, accountId: string, locale: Locale): void {
  const owner = readWishlistOwner(storage);
  const locales = owner?.accountId === accountId ? owner.locales : [];
  writeStored(storage, WISHLIST_OWNER_KEY, { accountId, locales: locales.includes(locale) ? locales : [...locales, locale] });
}

export function notifyWishlistChange(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') window.dispatchEvent(new Event(WISHLIST_CHANGE_EVENT));
}

/** The session as the header read it: nobody, or an account. */
export type SessionOwner = { kind: 'signedOut' } | { kind: 'signedIn'; accountId: string };

/**
 * Clears every stored list when the marker names an account other than the session's (signed out,
 * or another account): they were that account's. Answers whether it cleared them. A browser that
 * never synced an account's list (no marker) keeps its visitor's lists.
 */
export function forgetOtherAccountsWishlists(storage: OwnerStorage | undefined, session: SessionOwner): boolean {
  const owner = readWishlistOwner(storage);
  if (!owner || (session.kind === 'signedIn' && session.accountId === owner.accountId)) return false;
  for (const locale of LOCALES) removeStored(storage, wishlistStorageKey(locale));
  removeStored(storage, WISHLIST_OWNER_KEY);
  notifyWishlistChange();
  return true;
}
