import type { Locale } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import type { AccountWishlist, AccountWishlistItem } from '../../lib/api/wishlist';
import { ApiError } from '../../lib/api-transport';
import { memoryStorage } from '../../lib/test-storage';
import type { AccountState } from '../account-menu/account-state';
import { WISHLIST_OWNER_KEY, readWishlistOwner } from './wishlist-owner';
import { type WishlistItem, readWishlist, wishlistStorageKey } from './wishlist-storage';
import { catalogIdOf, createWishlistSync, toAccountItems, wishlistSyncPlan } from './wishlist-sync';

const stay = (id: number, label = `Séjour ${id}`): WishlistItem => ({ id, label, headwords: ['Spa'], imageUrl: `/api/images/img-${id}/640_360.webp`, uri: `/fr-fr/sejour/${id}`, hotel: 'Hôtel du Lac', kind: 'STAY' });
const activity = (id: number): WishlistItem => ({ id, label: `Activité ${id}`, headwords: [], imageUrl: null, uri: `/fr-fr/activite/${id}`, hotel: null, kind: 'ACTIVITY' });
const keys = (items: readonly Pick<WishlistItem, 'id' | 'kind'>[]) => items.map((item) => `${item.kind}:${item.id}`);

const signedIn = (accountId = 'u1'): AccountState => ({ kind: 'signedIn', accountId, firstName: 'Camille', isStaff: false });

/** A deferred promise: the test decides when it settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

interface Call {
  name: 'getWishlist' | 'merge' | 'saveItem' | 'removeItem';
  locale: Locale;
  items?: AccountWishlistItem[];
  item?: Pick<AccountWishlistItem, 'id' | 'kind'> & Partial<AccountWishlistItem>;
}

/** The account's side, kept in memory as the API keeps it (newest first), with every call recorded. */
function fakeAccount(initial: WishlistItem[] = []) {
  let items: AccountWishlistItem[] = toAccountItems(initial);
  const calls: Call[] = [];
  const answer = (locale: Locale): AccountWishlist => ({ locale, items: items.map((item) => ({ ...item })), limit: 200 });
  let refuseWith: unknown;
  const api = {
    async getWishlist(locale: Locale) {
      calls.push({ name: 'getWishlist', locale });
      return answer(locale);
    },
    async merge(locale: Locale, browser: readonly AccountWishlistItem[]) {
      calls.push({ name: 'merge', locale, items: [...browser] });
      const added = browser.filter((item) => !items.some((held) => held.kind === item.kind && held.id === item.id));
      items = [...added, ...items];
      return answer(locale);
    },
    async saveItem(locale: Locale, item: AccountWishlistItem) {
      calls.push({ name: 'saveItem', locale, item });
      if (refuseWith) throw refuseWith;
      if (!items.some((held) => held.kind === item.kind && held.id === item.id)) items = [item, ...items];
    },
    async removeItem(locale: Locale, item: Pick<AccountWishlistItem, 'id' | 'kind'>) {
      calls.push({ name: 'removeItem', locale, item });
      if (refuseWith) throw refuseWith;
      items = items.filter((held) => !(held.kind === item.kind && held.id === item.id));
    },
  };
  return {
    api,
    calls,
    held: () => items,
    refuse(error: unknown) {
      refuseWith = error;
    },
  };
}

function page(options: { session: AccountState | Promise<AccountState>; account?: ReturnType<typeof fakeAccount>; storage?: ReturnType<typeof memoryStorage> }) {
  const storage = options.storage ?? memoryStorage();
  const account = options.account ?? fakeAccount();
  const sync = createWishlistSync({ storage: () => storage, whenAccountKnown: () => Promise.resolve(options.session), api: async () => account.api });
  return { storage, account, sync, list: (locale: Locale = 'fr_FR') => readWishlist(storage, locale) };
}

const storedWith = (items: WishlistItem[], owner?: object) =>
  memoryStorage({ [wishlistStorageKey('fr_FR')]: JSON.stringify(items), ...(owner ? { [WISHLIST_OWNER_KEY]: JSON.stringify(owner) } : {}) });

describe('how a market\'s list is brought in step with the account', () => {
  it('merges a visitor\'s list (no marker, another account, or a market not merged yet); reads the account\'s again when the list is already its own', () => {
    expect(wishlistSyncPlan(null, 'u1', 'fr_FR')).toBe('merge');
    expect(wishlistSyncPlan({ accountId: 'u2', locales: ['fr_FR'] }, 'u1', 'fr_FR')).toBe('merge');
    expect(wishlistSyncPlan({ accountId: 'u1', locales: ['nl_BE'] }, 'u1', 'fr_FR')).toBe('merge');
    expect(wishlistSyncPlan({ accountId: 'u1', locales: ['nl_BE', 'fr_FR'] }, 'u1', 'fr_FR')).toBe('refresh');
  });

  it('sends catalog items only ("id, label, headwords, imageUrl, uri, hotel, kind"), a numeric text id as its number', () => {
    expect(catalogIdOf({ id: '12' })).toBe(12);
    expect(catalogIdOf({ id: 'a-9' })).toBeNull();
    expect(catalogIdOf({ id: 0 })).toBeNull();
    expect(catalogIdOf({ id: 2_147_483_648 })).toBeNull();
    expect(toAccountItems([stay(1), { ...activity(2), id: 'a-2' }, { ...activity(3), id: '3' }])).toEqual([
      { id: 1, kind: 'STAY', label: 'Séjour 1', headwords: ['Spa'], imageUrl: '/api/images/img-1/640_360.webp', uri: '/fr-fr/sejour/1', hotel: 'Hôtel du Lac' },
      { id: 3, kind: 'ACTIVITY', label: 'Activité 3', headwords: [], imageUrl: null, uri: '/fr-fr/activite/3', hotel: null },
    ]);
  });
});

describe('a visitor', () => {
  it('keeps the list in the browser only', async () => {
    const { sync, account, list, storage } = page({ session: { kind: 'signedOut' } });
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: stay(1) })).toBe('local');
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: activity(2) })).toBe('local');
    expect(await sync.changeWishlist('fr_FR', { kind: 'remove', item: stay(1) })).toBe('local');
    expect(keys(list())).toEqual(['ACTIVITY:2']);
    expect(account.calls).toEqual([]);
    expect(storage.values.has(WISHLIST_OWNER_KEY)).toBe(false);
  });

  it('a session read that failed counts as a visitor: nothing is sent', async () => {
    const { sync, account } = page({ session: { kind: 'unknown' } });
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: stay(1) })).toBe('local');
    expect(account.calls).toEqual([]);
  });
});

describe('signed in: the list is the account\'s', () => {
  it('merges the browser\'s list once per page load and writes the answered list back, marking the market as the account\'s', async () => {
    const account = fakeAccount([stay(10)]);
    const { sync, list, storage } = page({ session: signedIn(), account, storage: storedWith([stay(1), { ...activity(2), id: 'a-2' }]) });
    await sync.syncWishlist('fr_FR');
    await sync.syncWishlist('fr_FR');
    expect(account.calls.map((call) => call.name)).toEqual(['merge']);
    expect(keys(account.calls[0]!.items!), 'the catalog items of the browser\'s list').toEqual(['STAY:1']);
    expect(keys(list())).toEqual(['STAY:1', 'STAY:10']);
    expect(readWishlistOwner(storage)).toEqual({ accountId: 'u1', locales: ['fr_FR'] });
  });

  it('once the market\'s list is the account\'s, reads it again instead: an item removed on another device goes', async () => {
    const account = fakeAccount([stay(10)]);
    const storage = storedWith([stay(1), stay(10)], { accountId: 'u1', locales: ['fr_FR'] });
    const { sync, list } = page({ session: signedIn(), account, storage });
    await sync.syncWishlist('fr_FR');
    expect(account.calls.map((call) => call.name)).toEqual(['getWishlist']);
    expect(keys(list())).toEqual(['STAY:10']);
    expect(account.held(), 'nothing brought back').toHaveLength(1);
  });

  it('another account\'s list is cleared first and never merged into this one', async () => {
    const account = fakeAccount([activity(20)]);
    const storage = storedWith([stay(1)], { accountId: 'u-previous', locales: ['fr_FR'] });
    const { sync, list } = page({ session: signedIn('u1'), account, storage });
    await sync.syncWishlist('fr_FR');
    expect(account.calls).toEqual([{ name: 'merge', locale: 'fr_FR', items: [] }]);
    expect(keys(list())).toEqual(['ACTIVITY:20']);
    expect(readWishlistOwner(storage)).toEqual({ accountId: 'u1', locales: ['fr_FR'] });
  });

  it('each heart also saves or removes the item on the account, after the first sync', async () => {
    const account = fakeAccount();
    const { sync, list } = page({ session: signedIn(), account });
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: stay(1) })).toBe('saved');
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: activity(2) })).toBe('saved');
    expect(await sync.changeWishlist('fr_FR', { kind: 'remove', item: stay(1) })).toBe('saved');
    expect(account.calls.map((call) => `${call.name}${call.item ? ` ${call.item.kind}:${call.item.id}` : ''}`)).toEqual(['merge', 'saveItem STAY:1', 'saveItem ACTIVITY:2', 'removeItem STAY:1']);
    expect(keys(list())).toEqual(['ACTIVITY:2']);
    expect(keys(account.held())).toEqual(['ACTIVITY:2']);
  });

  it('a change made before the session is read shows at once, and reaches the account after the sync, in order', async () => {
    const session = deferred<AccountState>();
    const account = fakeAccount([stay(1)]);
    const storage = storedWith([stay(1)], { accountId: 'u1', locales: ['fr_FR'] });
    const { sync, list } = page({ session: session.promise, account, storage });
    const adding = sync.changeWishlist('fr_FR', { kind: 'add', item: activity(2) });
    const removing = sync.changeWishlist('fr_FR', { kind: 'remove', item: stay(1) });
    expect(keys(list()), 'at once, before the account answers').toEqual(['ACTIVITY:2']);
    session.resolve(signedIn());
    expect(await Promise.all([adding, removing])).toEqual(['saved', 'saved']);
    // The refresh wrote the account's list over the changes; they were made again, then sent.
    expect(account.calls.map((call) => call.name)).toEqual(['getWishlist', 'saveItem', 'removeItem']);
    expect(keys(list())).toEqual(['ACTIVITY:2']);
    expect(keys(account.held())).toEqual(['ACTIVITY:2']);
  });

  it('undoes a change the account refuses: "full" past the limit, "refused" otherwise; a removal comes back where it was', async () => {
    const account = fakeAccount([stay(1), stay(2), stay(3)]);
    const storage = storedWith([stay(1), stay(2), stay(3)], { accountId: 'u1', locales: ['fr_FR'] });
    const { sync, list } = page({ session: signedIn(), account, storage });
    await sync.syncWishlist('fr_FR');

    account.refuse(new ApiError('full', 409, { problem: { type: 'urn:escapade:problem:conflict', title: 'Conflict', status: 409, detail: 'full', instance: '/api/account/wishlist/ACTIVITY/9', code: 'CONFLICT', reason: 'WISHLIST_FULL' } }));
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: activity(9) })).toBe('full');
    expect(keys(list())).toEqual(['STAY:1', 'STAY:2', 'STAY:3']);

    account.refuse(new ApiError('/account/wishlist answered 503', 503));
    expect(await sync.changeWishlist('fr_FR', { kind: 'remove', item: stay(2) })).toBe('refused');
    expect(keys(list())).toEqual(['STAY:1', 'STAY:2', 'STAY:3']);

    account.refuse(new ApiError('offline', undefined));
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: activity(8) })).toBe('refused');
    expect(keys(list())).toEqual(['STAY:1', 'STAY:2', 'STAY:3']);
    expect(keys(account.held())).toEqual(['STAY:1', 'STAY:2', 'STAY:3']);
  });

  it('an item the account cannot keep (no catalog id) is refused and undone', async () => {
    const { sync, list, account } = page({ session: signedIn() });
    expect(await sync.changeWishlist('fr_FR', { kind: 'add', item: { ...activity(1), id: 'a-1' } })).toBe('refused');
    expect(list()).toEqual([]);
    expect(account.calls.map((call) => call.name)).toEqual(['merge']);
  });

  it('a sync that failed leaves the browser\'s list as it is, and is tried again', async () => {
    const account = fakeAccount();
    const storage = storedWith([stay(1)]);
    let failures = 1;
    const sync = createWishlistSync({
      storage: () => storage,
      whenAccountKnown: async () => signedIn(),
      api: async () => {
        if (failures-- > 0) throw new Error('chunk failed to load');
        return account.api;
      },
    });
    await sync.syncWishlist('fr_FR');
    expect(keys(readWishlist(storage, 'fr_FR'))).toEqual(['STAY:1']);
    expect(readWishlistOwner(storage)).toBeNull();
    await sync.syncWishlist('fr_FR');
    expect(account.calls.map((call) => call.name)).toEqual(['merge']);
    expect(readWishlistOwner(storage)).toEqual({ accountId: 'u1', locales: ['fr_FR'] });
  });

  it('keeps one list per market: each market is merged on its own', async () => {
    const account = fakeAccount();
    const storage = memoryStorage({ [wishlistStorageKey('nl_BE')]: JSON.stringify([stay(5)]) });
    const { sync } = page({ session: signedIn(), account, storage });
    await sync.syncWishlist('fr_FR');
    await sync.syncWishlist('nl_BE');
    expect(account.calls.map((call) => `${call.name} ${call.locale} ${keys(call.items ?? []).join(',')}`)).toEqual(['merge fr_FR ', 'merge nl_BE STAY:5']);
    expect(readWishlistOwner(storage)).toEqual({ accountId: 'u1', locales: ['fr_FR', 'nl_BE'] });
  });
});
