import { describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedEntry,
  readRecentlyViewed,
  recentlyViewedOfType,
  recentlyViewedStorageKey,
  recordRecentlyViewed,
} from './recently-viewed-storage';
import { memoryStorage } from '../../lib/test-storage';

const activity = (id: number): RecentlyViewedEntry => ({
  id,
  label: `Activité ${id}`,
  imageUrl: `/api/images/img-${id}/640_360.webp`,
  price: 4300,
  hotel: 'Évasion Loisirs Annecy',
  uri: `/fr-fr/activite/${id}`,
  type: 'ACTIVITY',
});
const stay = (id: number): RecentlyViewedEntry => ({ id, label: `Séjour ${id}`, uri: `/fr-fr/sejour/${id}`, type: 'STAY' });

describe('recently viewed list kept in browser storage', () => {
  it('keeps the newest first, one entry per id and type', () => {
    const storage = memoryStorage();
    recordRecentlyViewed(storage, 'fr_FR', activity(1));
    recordRecentlyViewed(storage, 'fr_FR', activity(2));
    recordRecentlyViewed(storage, 'fr_FR', stay(1));
    const list = recordRecentlyViewed(storage, 'fr_FR', activity(1));
    expect(list.map((entry) => `${entry.type}:${entry.id}`)).toEqual(['ACTIVITY:1', 'STAY:1', 'ACTIVITY:2']);
    expect(readRecentlyViewed(storage, 'fr_FR')).toEqual(list);
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX} entries`, () => {
    const storage = memoryStorage();
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id += 1) recordRecentlyViewed(storage, 'fr_FR', activity(id));
    const list = readRecentlyViewed(storage, 'fr_FR');
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.id).toBe(RECENTLY_VIEWED_MAX + 3);
  });

  it('keeps one list per market', () => {
    const storage = memoryStorage();
    recordRecentlyViewed(storage, 'fr_FR', activity(1));
    expect(readRecentlyViewed(storage, 'nl_BE')).toEqual([]);
    expect([...storage.values.keys()]).toEqual([recentlyViewedStorageKey('fr_FR')]);
  });

  it('treats unparseable recently-viewed storage as empty', () => {
    const key = recentlyViewedStorageKey('fr_FR');
    expect(readRecentlyViewed(memoryStorage({ [key]: '{oops' }), 'fr_FR')).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ [key]: '{"id":1}' }), 'fr_FR')).toEqual([]);
    // An entry of the wrong shape is dropped, the others stay.
    expect(readRecentlyViewed(memoryStorage({ [key]: JSON.stringify([{ id: 3, type: 'HOTEL' }, activity(4)]) }), 'fr_FR')).toEqual([activity(4)]);
    // Writing over an unparseable list starts a new one.
    const broken = memoryStorage({ [key]: 'not json' });
    expect(recordRecentlyViewed(broken, 'fr_FR', activity(5))).toEqual([activity(5)]);
  });

  it('treats refused or missing storage as an empty list', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceeded'); } };
    expect(readRecentlyViewed(refusing, 'fr_FR')).toEqual([]);
    expect(recordRecentlyViewed(refusing, 'fr_FR', activity(1))).toEqual([activity(1)]);
    expect(readRecentlyViewed(undefined, 'fr_FR')).toEqual([]);
  });

  it('lists one type without the item on screen', () => {
    const list = [activity(3), stay(3), activity(2), activity(1)];
    expect(recentlyViewedOfType(list, 'ACTIVITY', 3).map((entry) => entry.id)).toEqual([2, 1]);
    expect(recentlyViewedOfType(list, 'ACTIVITY', '2').map((entry) => entry.id)).toEqual([3, 1]);
    expect(recentlyViewedOfType(list, 'STAY').map((entry) => entry.id)).toEqual([3]);
  });
});
