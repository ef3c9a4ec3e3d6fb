import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import { lastSearchesStorageKey, readLastSearches, rememberLastSearch } from './last-searches-storage';

describe('last searches in browser storage', () => {
  it('keeps at most 3, newest first, deduplicated by id', () => {
    const storage = memoryStorage();
    rememberLastSearch(storage, 'fr_FR', { id: 1, label: 'Paris', category: 'city' });
    rememberLastSearch(storage, 'fr_FR', { id: 2, label: 'Lyon', category: 'city' });
    rememberLastSearch(storage, 'fr_FR', { id: 3, label: 'Nice', category: 'city' });
    rememberLastSearch(storage, 'fr_FR', { id: 1, label: 'Paris', category: 'city' });
    const list = rememberLastSearch(storage, 'fr_FR', { id: 4, label: 'Annecy', category: 'city' });
    expect(list.map((entry) => entry.id)).toEqual([4, 1, 3]);
    expect(readLastSearches(storage, 'fr_FR')).toEqual(list);
  });

  it('keeps one list per market', () => {
    const storage = memoryStorage();
    rememberLastSearch(storage, 'fr_FR', { id: 1, label: 'Paris', category: 'city' });
    expect(readLastSearches(storage, 'nl_NL')).toEqual([]);
    expect([...storage.values.keys()]).toEqual([lastSearchesStorageKey('fr_FR')]);
  });

  it('treats unreadable or refused storage as an empty list', () => {
    expect(readLastSearches(memoryStorage({ [lastSearchesStorageKey('fr_FR')]: '{oops' }), 'fr_FR')).toEqual([]);
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceeded'); } };
    expect(readLastSearches(refusing, 'fr_FR')).toEqual([]);
    expect(rememberLastSearch(refusing, 'fr_FR', { id: 1, label: 'Paris', category: 'city' })).toEqual([{ id: 1, label: 'Paris', category: 'city' }]);
    expect(readLastSearches(undefined, 'fr_FR')).toEqual([]);
  });
});
