/**
 * The browser's wishlist kept in step with the signed-in customer's account (decision 0031).
 *
 * - A visitor's list lives in browser storage only.
 * - When the page's session read says signed in, the market's list is brought in step once per
 *   page load: a list that was the visitor's is merged into the account's (`POST …/merge`), a list
 *   that is already the account's is read again from it (the account's is the truth: an item
 *   removed on another device goes). The answer is written back to storage, and the marker notes
 *   that this market's list is the account's.
 * - While signed in, each heart also saves or removes the item on the account, after that first
 *   sync and one change at a time in the order they were made. The change shows at once; a change
 *   the API refuses is undone and said.
 * - Signed out, or signed in as someone else, after this browser held an account's lists: the
 *   session read clears them (`wishlist-owner.ts`).
 *
 * No zod here and no API client loaded with the page: the client and its contract are imported by
 * the first sync of a signed-in visitor (decision 0018).
 */
import type { Locale } from '@escapade/domain/markets';
import type { AccountWishlistItem, WishlistApi } from '../../lib/api/wishlist';
import { ApiError } from '../../lib/api-transport';
import { browserStorage } from '../../lib/browser-storage';
import { type AccountState, readAccountState, whenAccountStateKnown } from '../account-menu/account-state';
import { whenIdle } from '../../lib/when-idle';
import { forgetOtherAccountsWishlists, markWishlistOwned, readWishlistOwner, type WishlistOwner } from './wishlist-owner';
import { type WishlistItem, addToWishlist, isSameWishlistItem, readWishlist, removeFromWishlist, writeWishlist } from './wishlist-storage';

/** How a market's list is brought in step with the account as the page loads signed in. */
export type WishlistSyncPlan = 'merge' | 'refresh';

/**
 * `refresh` when the stored list is already this account's (the marker names the account and the
 * market); otherwise `merge`: the list is a visitor's, made before signing in.
 */
export function wishlistSyncPlan(owner: WishlistOwner | null, accountId: string, locale: Locale): WishlistSyncPlan {
  return owner?.accountId === accountId && owner.locales.includes(locale) ? 'refresh' : 'merge';
}

/** An item's catalog id, or null for an id the catalog cannot have (the account keeps catalog items only). */
export function catalogIdOf(item: Pick<WishlistItem, 'id'>): number | null {
  const id = typeof item.id === 'number' ? item.id : /^\d{1,10}$/.test(item.id) ? Number(item.id) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The item as the account keeps it; null when it cannot be (no catalog id). */
export function toAccountItem(item: WishlistItem): AccountWishlistItem | null {
  const id = catalogIdOf(item);
  return id === null ? null : { id, kind: item.kind, label: item.label, headwords: item.headwords, imageUrl: item.imageUrl, uri: item.uri, hotel: item.hotel };
}

/** The browser's list as a merge sends it: its catalog items, newest first. */
export function toAccountItems(items: readonly WishlistItem[]): AccountWishlistItem[] {
  return items.flatMap((item) => toAccountItem(item) ?? []);
}

/** A change a heart (or the list's Remove) makes. */
export type WishlistChange = { kind: 'add'; item: WishlistItem } | { kind: 'remove'; item: WishlistItem };

/**
 * What became of a change: `local` (no account: the browser's list only), `saved` on the account,
 * or undone because the API refused it: `full` (the market's list holds the most it can) or
 * `refused` (anything else: offline, signed out meanwhile, a server error).
 */
export type WishlistChangeOutcome = 'local' | 'saved' | 'full' | 'refused';

type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface WishlistSyncDeps {
  storage(): SyncStorage | undefined;
  /** The page's session read (shared with the header's), once it has answered. */
  whenAccountKnown(): Promise<AccountState>;
  /** The account's wishlist API, imported on first use. */
  api(): Promise<Pick<WishlistApi, 'getWishlist' | 'merge' | 'saveItem' | 'removeItem'>>;
}

function apply(storage: SyncStorage | undefined, locale: Locale, change: WishlistChange, restoreAt?: number): void {
  if (change.kind === 'remove') {
    removeFromWishlist(storage, locale, change.item);
    return;
  }
  const list = readWishlist(storage, locale);
  if (restoreAt === undefined || list.some((saved) => isSameWishlistItem(saved, change.item))) {
    addToWishlist(storage, locale, change.item);
    return;
  }
  // An item put back where it was (a removal undone).
  writeWishlist(storage, locale, [...list.slice(0, restoreAt), change.item, ...list.slice(restoreAt)]);
}

function isFullRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.problem?.reason === 'WISHLIST_FULL';
}

export function createWishlistSync(deps: WishlistSyncDeps) {
  /** Each market's sync of this page load, once started. */
  const syncs = new Map<Locale, Promise<AccountState>>();
  /** The account's writes, one at a time in the order of the changes. */
  let writes: Promise<unknown> = Promise.resolve();

  async function syncMarket(locale: Locale): Promise<AccountState> {
    const state = await deps.whenAccountKnown();
    if (state.kind !== 'signedIn') return state;
    const storage = deps.storage();
    // The session read has cleared another account's lists already; said again for a read made elsewhere.
    forgetOtherAccountsWishlists(storage, { kind: 'signedIn', accountId: state.accountId });
    const plan = wishlistSyncPlan(readWishlistOwner(storage), state.accountId, locale);
    try {
      const api = await deps.api();
      const answer = plan === 'merge' ? await api.merge(locale, toAccountItems(readWishlist(storage, locale))) : await api.getWishlist(locale);
      writeWishlist(storage, locale, answer.items);
      markWishlistOwned(storage, state.accountId, locale);
    } catch {
      // The list stays as the browser has it; the next call (a heart, the next page) tries again.
      syncs.delete(locale);
    }
    return state;
  }

  /** The market's list in step with the account, once per page load (a visitor's: nothing to do). */
  function syncWishlist(locale: Locale): Promise<AccountState> {
    let sync = syncs.get(locale);
    if (!sync) {
      sync = syncMarket(locale);
      syncs.set(locale, sync);
    }
    return sync;
  }

  /**
   * Makes a change: at once in the browser's list, then on the account when signed in (after the
   * market's first sync, which may have written the account's list over it: the change is made
   * again). A change the account refuses is undone in the browser's list.
   */
  async function changeWishlist(locale: Locale, change: WishlistChange): Promise<WishlistChangeOutcome> {
    const storage = deps.storage();
    const formerIndex = readWishlist(storage, locale).findIndex((saved) => isSameWishlistItem(saved, change.item));
    apply(storage, locale, change);
    const state = await syncWishlist(locale);
    if (state.kind !== 'signedIn') return 'local';
    apply(storage, locale, change);
    const accountItem = toAccountItem(change.item);
    const send = writes.then(async () => {
      if (!accountItem) throw new Error('not a catalog item');
      const api = await deps.api();
      if (change.kind === 'add') await api.saveItem(locale, accountItem);
      else await api.removeItem(locale, { kind: accountItem.kind, id: accountItem.id });
    });
    writes = send.catch(() => {});
    try {
      await send;
      return 'saved';
    } catch (error) {
      apply(storage, locale, change.kind === 'add' ? { kind: 'remove', item: change.item } : { kind: 'add', item: change.item }, formerIndex === -1 ? undefined : formerIndex);
      return isFullRefusal(error) ? 'full' : 'refused';
    }
  }

  return { syncWishlist, changeWishlist };
}

/** The session, once read: at once when it has been, else after the header's read (started when the browser is idle if nobody has). */
function whenAccountKnownInPage(): Promise<AccountState> {
  if (readAccountState().kind !== 'unknown') return Promise.resolve(readAccountState());
  return new Promise((resolve) => {
    whenIdle(() => void whenAccountStateKnown().then(resolve));
  });
}

/** The page's one sync (module state lives as long as the page). */
export const wishlistSync = createWishlistSync({
  storage: () => browserStorage(),
  whenAccountKnown: whenAccountKnownInPage,
  api: () => import('../../lib/api/wishlist').then((module) => module.browserWishlistApi),
});
