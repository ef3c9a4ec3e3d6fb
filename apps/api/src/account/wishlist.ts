/**
 * The wishlist of an account (decision 0031): one list per market, newest first, each item with the
 * snapshot the visitor saved. The browser's list (a visitor's) is merged into it at sign-in; after
 * that each heart saves or removes one item.
 *
 * Writes of one account are serialized by locking its `auth_user` row in their transaction, so two
 * tabs merging or saving at once cannot take the list past WISHLIST_MAX_ITEMS.
 */
import { WISHLIST_FULL_REASON, WISHLIST_MAX_ITEMS, type WishlistItem, type WishlistKind } from '@escapade/contracts/wishlist';
import type { Database, Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import type { Transaction } from 'kysely';
import { AppError } from '../errors/app-error';

type Trx = Transaction<Database>;

/** What a merge or a save is given: the item's id and kind, and what the visitor saw. */
export interface WishlistItemSnapshot {
  id: number;
  kind: WishlistKind;
  label: string;
  headwords: string[];
  imageUrl: string | null;
  uri: string;
  hotel: string | null;
}

const keyOf = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

export async function listWishlist(db: Db | Trx, accountId: string, locale: Locale): Promise<WishlistItem[]> {
  const rows = await db
    .selectFrom('wishlist_item')
    .select(['item_id', 'kind', 'label', 'headwords', 'image_url', 'uri', 'hotel'])
    .where('account_id', '=', accountId)
    .where('locale', '=', locale)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(WISHLIST_MAX_ITEMS)
    .execute();
  return rows.map((row) => ({
    id: row.item_id,
    kind: row.kind,
    label: row.label,
    headwords: row.headwords,
    imageUrl: row.image_url,
    uri: row.uri,
    hotel: row.hotel,
  }));
}

/** Locks the account's row until the transaction ends: that account's wishlist writes run one at a time. */
async function lockAccount(trx: Trx, accountId: string): Promise<void> {
  const found = await trx.selectFrom('auth_user').select('id').where('id', '=', accountId).forUpdate().executeTakeFirst();
  // The session was valid a moment ago: an account deleted since has no list to write.
  if (!found) throw new AppError('UNAUTHORIZED', 'Sign in to keep a wishlist.');
}

function rowOf(accountId: string, locale: Locale, item: WishlistItemSnapshot, createdAt: Date) {
  return {
    account_id: accountId,
    locale,
    kind: item.kind,
    item_id: item.id,
    label: item.label,
    headwords: JSON.stringify(item.headwords),
    image_url: item.imageUrl,
    uri: item.uri,
    hotel: item.hotel,
    created_at: createdAt,
  };
}

/**
 * Saves an item as the newest of the market's list; an item already there keeps its place and gets
 * the new snapshot. A list holding WISHLIST_MAX_ITEMS takes no new item (409 WISHLIST_FULL): the
 * customer removes one first, nothing is pushed out behind their back.
 */
export async function saveWishlistItem(db: Db, accountId: string, locale: Locale, item: WishlistItemSnapshot, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, accountId);
    const mine = trx.selectFrom('wishlist_item').where('account_id', '=', accountId).where('locale', '=', locale);
    const existing = await mine.select('id').where('kind', '=', item.kind).where('item_id', '=', item.id).executeTakeFirst();
    if (!existing) {
      const { count } = await mine.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      if (Number(count) >= WISHLIST_MAX_ITEMS) {
        throw new AppError('CONFLICT', `The wishlist holds at most ${WISHLIST_MAX_ITEMS} items in a market: remove one first.`, {
          extensions: { reason: WISHLIST_FULL_REASON },
        });
      }
    }
    const row = rowOf(accountId, locale, item, now);
    await trx
      .insertInto('wishlist_item')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['account_id', 'locale', 'kind', 'item_id']).doUpdateSet({ label: row.label, headwords: row.headwords, image_url: row.image_url, uri: row.uri, hotel: row.hotel }),
      )
      .execute();
  });
}

/** Removes an item from the market's list; removing one that is not there changes nothing. */
export async function removeWishlistItem(db: Db, accountId: string, locale: Locale, item: { kind: WishlistKind; id: number }): Promise<void> {
  await db.deleteFrom('wishlist_item').where('account_id', '=', accountId).where('locale', '=', locale).where('kind', '=', item.kind).where('item_id', '=', item.id).execute();
}

/**
 * The browser's list merged into the account's, answered whole. The account's items stay as they
 * are (order and snapshot); the browser's items it does not have are added as the newest, in the
 * browser's order (its first is the newest), while the list has room: past WISHLIST_MAX_ITEMS the
 * rest is left out and the account's own items are never pushed out. Merging the same items again
 * adds nothing (idempotent).
 */
export async function mergeWishlist(db: Db, accountId: string, locale: Locale, browserItems: readonly WishlistItemSnapshot[], now: Date): Promise<WishlistItem[]> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, accountId);
    const held = await trx.selectFrom('wishlist_item').select(['kind', 'item_id']).where('account_id', '=', accountId).where('locale', '=', locale).execute();
    const known = new Set(held.map((row) => keyOf({ kind: row.kind, id: row.item_id })));
    const added: WishlistItemSnapshot[] = [];
    for (const item of browserItems) {
      if (held.length + added.length >= WISHLIST_MAX_ITEMS) break;
      if (known.has(keyOf(item))) continue;
      known.add(keyOf(item));
      added.push(item);
    }
    if (added.length > 0) {
      // One millisecond apart, the browser's first the newest: the list keeps the browser's order.
      await trx
        .insertInto('wishlist_item')
        .values(added.map((item, index) => rowOf(accountId, locale, item, new Date(now.getTime() - index))))
        .execute();
    }
    return listWishlist(trx, accountId, locale);
  });
}
