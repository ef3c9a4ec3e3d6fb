import type { WishlistItemInput, WishlistKind, WishlistResponse } from '@escapade/contracts/wishlist';
import type { Locale } from '@escapade/domain/markets';
import { type ApiClientOptions, createApiTransport } from '../api-transport';
import { contracts } from './lazy-contract';

/**
 * The most items a market's list holds on the account: the contract's WISHLIST_MAX_ITEMS, spelled
 * here because the contract module builds zod schemas and the wishlist's hearts are in the pages'
 * first scripts (decision 0018); wishlist.test.ts checks they are the same.
 */
export const WISHLIST_LIMIT = 200;

/** An item as the account keeps it ("id, label, headwords, imageUrl, uri, hotel, kind"). */
export type AccountWishlistItem = WishlistItemInput;
export type AccountWishlist = WishlistResponse;

/** The wishlist contract, imported with the first call (this client loads once a heart or the list needs the account). */
const schemas = contracts.wishlist;

const itemPath = (item: { kind: WishlistKind; id: number }) => `/account/wishlist/${item.kind}/${item.id}`;

/**
 * The signed-in customer's wishlist on the API (contract: contracts/wishlist.ts, decision 0031),
 * same origin with the session cookie. A refusal is an `ApiError`: 401 without a session, 409 with
 * reason WISHLIST_FULL when the market's list holds WISHLIST_LIMIT items.
 */
export function createWishlistApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 10_000, ...options });

  return {
    /** The market's list, newest first. */
    getWishlist(locale: Locale, signal?: AbortSignal): Promise<AccountWishlist> {
      return call(`/account/wishlist?${new URLSearchParams({ locale })}`, schemas().then((c) => c.wishlistResponseSchema), { signal });
    },

    /** Saves an item as the newest (an item already there keeps its place, with this snapshot). */
    saveItem(locale: Locale, item: AccountWishlistItem, signal?: AbortSignal): Promise<void> {
      const { id, kind, ...snapshot } = item;
      return call(itemPath({ id, kind }), null, { body: { locale, ...snapshot }, method: 'PUT', signal });
    },

    /** Removes an item (one that is not there: nothing changes). */
    removeItem(locale: Locale, item: { kind: WishlistKind; id: number }, signal?: AbortSignal): Promise<void> {
      return call(`${itemPath(item)}?${new URLSearchParams({ locale })}`, null, { method: 'DELETE', signal });
    },

    /**
     * The browser's list (newest first) merged into the account's: the whole merged list. Its first
     * WISHLIST_LIMIT items are sent; the account's list cannot hold more.
     */
    merge(locale: Locale, items: readonly AccountWishlistItem[], signal?: AbortSignal): Promise<AccountWishlist> {
      return call('/account/wishlist/merge', schemas().then((c) => c.wishlistResponseSchema), { body: { locale, items: items.slice(0, WISHLIST_LIMIT) }, signal });
    },
  };
}

export type WishlistApi = ReturnType<typeof createWishlistApi>;

/** The browser's wishlist calls: same origin, proxied to the API, with the session cookie. */
export const browserWishlistApi: WishlistApi = createWishlistApi({
  baseUrl: '/api',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});
