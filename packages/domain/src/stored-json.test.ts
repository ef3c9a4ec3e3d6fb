import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseStoredList, parseStoredValue } from './stored-json';

const item = z.object({ id: z.number(), label: z.string() });
const sameId = (a: { id: number }, b: { id: number }) => a.id === b.id;

describe('a value kept as JSON in browser storage', () => {
  it('reads what its schema accepts, and nothing otherwise', () => {
    expect(parseStoredValue('{"id":1,"label":"a"}', item)).toEqual({ id: 1, label: 'a' });
    expect(parseStoredValue('{"id":"1"}', item)).toBeUndefined();
    expect(parseStoredValue('{oops', item)).toBeUndefined();
    expect(parseStoredValue(null, item)).toBeUndefined();
  });
});

describe('a list kept as JSON in browser storage', () => {
  it('reads text that is not a JSON list as an empty list', () => {
    expect(parseStoredList(null, item)).toEqual([]);
    expect(parseStoredList(undefined, item)).toEqual([]);
    expect(parseStoredList('{not json', item)).toEqual([]);
    expect(parseStoredList('{"id":1,"label":"a"}', item)).toEqual([]);
  });

  it('drops the items its schema rejects and keeps the others in order', () => {
    const raw = JSON.stringify([{ id: 2, label: 'b' }, { id: 'x' }, 7, { id: 1, label: 'a' }]);
    expect(parseStoredList(raw, item)).toEqual([
      { id: 2, label: 'b' },
      { id: 1, label: 'a' },
    ]);
  });

  it('keeps the first of the items that are the same, when told how to compare', () => {
    const raw = JSON.stringify([{ id: 1, label: 'first' }, { id: 2, label: 'b' }, { id: 1, label: 'again' }]);
    expect(parseStoredList(raw, item, sameId).map((entry) => entry.label)).toEqual(['first', 'b']);
    expect(parseStoredList(raw, item)).toHaveLength(3);
  });
});
