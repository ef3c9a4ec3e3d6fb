import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import { type WishlistItem, addToWishlist, isInWishlist, parseWishlist, readWishlist, removeFromWishlist, wishlistStorageKey } from './wishlist-storage';

const stay: WishlistItem = {
  id: 123,
  label: 'Nuit et spa à Annecy',
  headwords: ['Spa', 'Dîner'],
  imageUrl: '/api/images/img-hotel-1/640_360.webp',
  uri: '/fr-fr/sejour/123',
  hotel: 'Hôtel du Lac',
  kind: 'STAY',
};
const activity: WishlistItem = { id: 'a-9', label: 'Vol en montgolfière', headwords: [], imageUrl: null, uri: '/fr-fr/activite/9', hotel: null, kind: 'ACTIVITY' };

describe('wishlist storage (items of id, label, headwords, imageUrl, uri, hotel, kind STAY/ACTIVITY)', () => {
  it('treats unparseable storage as an empty list', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('{not json')).toEqual([]);
    expect(parseWishlist('{"id":1}')).toEqual([]);
    expect(readWishlist(memoryStorage({ [wishlistStorageKey('fr_FR')]: 'oops' }), 'fr_FR')).toEqual([]);
    expect(readWishlist(undefined, 'fr_FR')).toEqual([]);
  });

  it('drops invalid items (an unknown kind, a missing uri) and duplicates, keeps the valid ones', () => {
    const raw = JSON.stringify([stay, { ...stay, kind: 'BOX' }, { ...activity, uri: undefined }, activity, { ...stay, label: 'duplicate' }]);
    expect(parseWishlist(raw)).toEqual([stay, activity]);
  });

  it('adds newest first, refreshes an item already there, and removes by id and kind', () => {
    const storage = memoryStorage();
    addToWishlist(storage, 'fr_FR', stay);
    expect(addToWishlist(storage, 'fr_FR', activity)).toEqual([activity, stay]);
    expect(addToWishlist(storage, 'fr_FR', { ...stay, label: 'Renamed' }).map((item) => item.label)).toEqual(['Vol en montgolfière', 'Renamed']);
    expect(removeFromWishlist(storage, 'fr_FR', { id: '123', kind: 'STAY' })).toEqual([activity]);
    expect(isInWishlist(readWishlist(storage, 'fr_FR'), activity)).toBe(true);
    expect(isInWishlist(readWishlist(storage, 'fr_FR'), { id: 'a-9', kind: 'STAY' })).toBe(false);
  });

  it('keeps one list per market', () => {
    const storage = memoryStorage();
    addToWishlist(storage, 'nl_BE', stay);
    expect(readWishlist(storage, 'fr_BE')).toEqual([]);
    expect(readWishlist(storage, 'nl_BE')).toEqual([stay]);
  });
});
