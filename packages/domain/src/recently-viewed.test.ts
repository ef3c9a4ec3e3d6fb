import { describe, expect, it } from 'vitest';
import { type RecentlyViewedEntry, addRecentlyViewed, parseRecentlyViewed, recentlyViewedExcept } from './recently-viewed';

const item = (id: number, type: 'STAY' | 'ACTIVITY' = 'ACTIVITY'): RecentlyViewedEntry => ({ id, label: `A${id}`, uri: `/activity/${id}`, type });

describe('Recently viewed', () => {
  it('"Unparseable recently-viewed storage treated as empty"', () => {
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed(undefined)).toEqual([]);
  });

  it('keeps valid entries of kind STAY or ACTIVITY and drops the others', () => {
    expect(parseRecentlyViewed(JSON.stringify([item(1), { ...item(2), type: 'BOX' }, { id: 3 }, item(4, 'STAY')]))).toEqual([item(1), item(4, 'STAY')]);
  });

  it('adds newest first without duplicates, up to the chosen 12', () => {
    let list: RecentlyViewedEntry[] = [];
    for (let id = 1; id <= 14; id++) list = addRecentlyViewed(list, item(id));
    expect(list).toHaveLength(12);
    expect(list[0]?.id).toBe(14);
    list = addRecentlyViewed(list, item(10));
    expect(list[0]?.id).toBe(10);
    expect(list.filter((e) => e.id === 10)).toHaveLength(1);
    expect(addRecentlyViewed([item(1, 'STAY')], item(1, 'ACTIVITY'))).toHaveLength(2);
  });

  it('hides the item on screen', () => {
    expect(recentlyViewedExcept([item(1), item(2)], { id: 1, type: 'ACTIVITY' })).toEqual([item(2)]);
  });
});
