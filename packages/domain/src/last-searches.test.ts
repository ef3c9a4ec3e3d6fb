import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LastSearch, addLastSearch, parseLastSearches } from './last-searches';

const entry = (id: number | string, label = `L${id}`): LastSearch => ({ id, label, category: 'city' });

describe('Last searches: "at most 3, newest first, deduplicated by id"', () => {
  it('keeps at most 3, newest first', () => {
    let list: LastSearch[] = [];
    for (const id of [1, 2, 3, 4]) list = addLastSearch(list, entry(id));
    expect(list.map((e) => e.id)).toEqual([4, 3, 2]);
  });

  it('moves a repeated id to the front instead of duplicating it', () => {
    const list = addLastSearch([entry(3), entry(2), entry(1)], entry(1, 'Lyon'));
    expect(list).toEqual([entry(1, 'Lyon'), entry(3), entry(2)]);
  });

  it('never holds more than 3 or a duplicated id (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 })), (ids) => {
        const list = ids.reduce<LastSearch[]>((acc, id) => addLastSearch(acc, entry(id)), []);
        expect(list.length).toBeLessThanOrEqual(3);
        expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
        if (ids.length > 0) expect(list[0]?.id).toBe(ids[ids.length - 1]);
      }),
    );
  });

  it('reads stored entries, dropping invalid ones and treating unparseable storage as empty', () => {
    expect(parseLastSearches(JSON.stringify([entry(1), { id: 2 }, entry('3')]))).toEqual([entry(1), entry('3')]);
    expect(parseLastSearches('{not json')).toEqual([]);
    expect(parseLastSearches(null)).toEqual([]);
    expect(parseLastSearches('{"id":1}')).toEqual([]);
    expect(parseLastSearches(JSON.stringify([entry(1), entry(2), entry(1), entry(3), entry(4)])).map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
