/**
 * The signed-in customer's wishlist, kept by the API (decision 0031): one list per market,
 * newest first, of items of kind STAY or ACTIVITY ("Wishlist item: id, label, headwords,
 * imageUrl, uri, hotel, kind STAY/ACTIVITY").
 *
 *   GET    /api/account/wishlist?locale=               (session) the market's list
 *   PUT    /api/account/wishlist/{kind}/{id}           (session) { locale, label, headwords, imageUrl, uri, hotel } → 204:
 *                                                      saved as the newest (an item already there keeps its place, its
 *                                                      snapshot refreshed); 409 WISHLIST_FULL past WISHLIST_MAX_ITEMS
 *   DELETE /api/account/wishlist/{kind}/{id}?locale=   (session) → 204, whether it was there or not
 *   POST   /api/account/wishlist/merge                 (session) { locale, items } → the merged list: the account's items
 *                                                      and, as the newest, the browser's items it did not have, in the
 *                                                      browser's order, while the list has room (the account's own items
 *                                                      are never pushed out); sending the same items again changes nothing
 *
 * Every route answers 401 without a session and `Cache-Control: no-store`; writes need the site's
 * Origin (403 otherwise) and are rate limited like every write. An invalid item is a 400 naming
 * its field (`items.2.uri`).
 */
import { z } from 'zod';
import { bodyId, queryId, safeString } from './input';
import { localeSchema } from './query';

export const WISHLIST_KINDS = ['STAY', 'ACTIVITY'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

/**
 * The most items a market's list holds. A list is a shortlist, read on one page without paging;
 * the cap also bounds what one merge writes.
 */
export const WISHLIST_MAX_ITEMS = 200;
export const WISHLIST_LABEL_MAX_LENGTH = 300;
export const WISHLIST_HEADWORDS_MAX = 20;
export const WISHLIST_URL_MAX_LENGTH = 500;

/** A path of the site (`/fr-fr/sejour/12`): never another origin, nor a `javascript:` link. */
const SITE_PATH_PATTERN = /^\/(?:[^/\\\s]\S*)?$/;
/** A picture: a path of the site (`/api/images/…`) or an https address. */
const IMAGE_URL_PATTERN = /^(?:\/[^/\\\s]|https:\/\/)\S*$/;

const sitePath = () => safeString().max(WISHLIST_URL_MAX_LENGTH).regex(SITE_PATH_PATTERN, 'expected a path of the site');

/** What the visitor saved, as it is shown again (everything but the item's id and kind). */
const snapshotShape = {
  label: safeString().trim().min(1, 'required').max(WISHLIST_LABEL_MAX_LENGTH),
  headwords: z.array(safeString().trim().max(100)).max(WISHLIST_HEADWORDS_MAX),
  imageUrl: safeString().max(WISHLIST_URL_MAX_LENGTH).regex(IMAGE_URL_PATTERN, 'expected a path of the site or an https address').nullable(),
  /** The product page, as the visitor's browser addresses it. */
  uri: sitePath(),
  /** The hotel's name (stays, an activity's centre); null without one. */
  hotel: safeString().trim().max(200).nullable(),
};

/** One item of a request (the merge's list): the catalog id, its kind and the snapshot. */
export const wishlistItemInputSchema = z.object({ id: bodyId, kind: z.enum(WISHLIST_KINDS), ...snapshotShape });
export type WishlistItemInput = z.input<typeof wishlistItemInputSchema>;

export const wishlistItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(WISHLIST_KINDS),
    label: z.string(),
    headwords: z.array(z.string()),
    imageUrl: z.string().nullable(),
    uri: z.string(),
    hotel: z.string().nullable(),
  })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistQuerySchema = z.strictObject({ locale: localeSchema }).meta({ id: 'WishlistQuery' });

export const wishlistItemParamsSchema = z
  .strictObject({ kind: z.enum(WISHLIST_KINDS, { message: `expected one of ${WISHLIST_KINDS.join(', ')}` }), id: queryId() })
  .meta({ id: 'WishlistItemParams' });

export const wishlistItemBodySchema = z
  .strictObject({ locale: localeSchema, ...snapshotShape })
  .meta({ id: 'WishlistItemBody' });
export type WishlistItemBody = z.input<typeof wishlistItemBodySchema>;

export const wishlistMergeBodySchema = z
  .strictObject({
    locale: localeSchema,
    /** The browser's list, newest first. */
    items: z.array(wishlistItemInputSchema).max(WISHLIST_MAX_ITEMS),
  })
  .meta({ id: 'WishlistMergeRequest' });
export type WishlistMergeBody = z.input<typeof wishlistMergeBodySchema>;

export const wishlistResponseSchema = z
  .object({
    locale: localeSchema,
    /** Newest first. */
    items: z.array(wishlistItemSchema),
    /** WISHLIST_MAX_ITEMS: what the list can hold. */
    limit: z.number().int(),
  })
  .meta({ id: 'Wishlist' });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** The problem `reason` of a save refused because the market's list holds WISHLIST_MAX_ITEMS already. */
export const WISHLIST_FULL_REASON = 'WISHLIST_FULL';
