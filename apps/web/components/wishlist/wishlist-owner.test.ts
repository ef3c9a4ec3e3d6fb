import { LOCALES } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import { WISHLIST_OWNER_KEY, forgetOtherAccountsWishlists, markWishlistOwned, readWishlistOwner, wishlistStorageKey } from './wishlist-owner';

const LIST = JSON.stringify([{ id: 1, label: 'Séjour', headwords: [], imageUrl: null, uri: '/fr-fr/sejour/1', hotel: null, kind: 'STAY' }]);

describe('the marker of whose wishlist the browser holds', () => {
  it('records the account and each market whose list became the account\'s; another account starts over', () => {
    const storage = memoryStorage();
    expect(readWishlistOwner(storage)).toBeNull();
    markWishlistOwned(storage, 'u1', 'fr_FR');
    markWishlistOwned(storage, 'u1', 'nl_BE');
    markWishlistOwned(storage, 'u1', 'fr_FR');
    expect(readWishlistOwner(storage)).toEqual({ accountId: 'u1', locales: ['fr_FR', 'nl_BE'] });
    markWishlistOwned(storage, 'u2', 'es_ES');
    expect(readWishlistOwner(storage)).toEqual({ accountId: 'u2', locales: ['es_ES'] });
  });

  it('reads a marker that does not parse as none', () => {
    for (const raw of ['{oops', '"u1"', '{"accountId":""}', '{"accountId":"u1"}', 'null']) {
      expect(readWishlistOwner(memoryStorage({ [WISHLIST_OWNER_KEY]: raw })), raw).toBeNull();
    }
    expect(readWishlistOwner(memoryStorage({ [WISHLIST_OWNER_KEY]: '{"accountId":"u1","locales":["fr_FR","xx_XX"]}' }))).toEqual({ accountId: 'u1', locales: ['fr_FR'] });
  });
});

describe('a shared computer does not keep the previous customer\'s list', () => {
  const withLists = (owner?: object) =>
    memoryStorage({
      ...Object.fromEntries(LOCALES.map((locale) => [wishlistStorageKey(locale), LIST])),
      ...(owner ? { [WISHLIST_OWNER_KEY]: JSON.stringify(owner) } : {}),
    });

  it('signed out after this browser held an account\'s lists: every list is cleared, marker and all', () => {
    const storage = withLists({ accountId: 'u1', locales: ['fr_FR'] });
    expect(forgetOtherAccountsWishlists(storage, { kind: 'signedOut' })).toBe(true);
    expect([...storage.values.keys()]).toEqual([]);
  });

  it('signed in as another account: cleared too (the next account never merges the previous one\'s list)', () => {
    const storage = withLists({ accountId: 'u1', locales: ['fr_FR'] });
    expect(forgetOtherAccountsWishlists(storage, { kind: 'signedIn', accountId: 'u2' })).toBe(true);
    expect([...storage.values.keys()]).toEqual([]);
  });

  it('the same account, or a browser that never synced an account (a visitor\'s lists): kept', () => {
    const owned = withLists({ accountId: 'u1', locales: ['fr_FR'] });
    expect(forgetOtherAccountsWishlists(owned, { kind: 'signedIn', accountId: 'u1' })).toBe(false);
    expect(owned.values.size).toBe(LOCALES.length + 1);
    const visitor = withLists();
    expect(forgetOtherAccountsWishlists(visitor, { kind: 'signedOut' })).toBe(false);
    expect(forgetOtherAccountsWishlists(visitor, { kind: 'signedIn', accountId: 'u1' })).toBe(false);
    expect(visitor.values.size).toBe(LOCALES.length);
    expect(forgetOtherAccountsWishlists(undefined, { kind: 'signedOut' }), 'no storage').toBe(false);
  });
});
