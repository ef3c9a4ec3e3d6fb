import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstRows } from './memory-search';

describe('firstRows', () => {
  const byValueThenId = (a: { value: number; id: number }, b: { value: number; id: number }) => a.value - b.value || a.id - b.id;

  it('answers what a full sort answers first, for any rows and any k (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }), fc.integer({ min: 0, max: 80 }), (values, k) => {
        const rows = values.map((value, id) => ({ value, id }));
        expect(firstRows(rows, k, byValueThenId)).toEqual([...rows].sort(byValueThenId).slice(0, k));
      }),
    );
  });

  it('leaves its input as it was', () => {
    const rows = [3, 1, 2, 5, 4, 9, 8, 7, 6, 0].map((value, id) => ({ value, id }));
    const copy = rows.map((row) => ({ ...row }));
    firstRows(rows, 2, byValueThenId);
    expect(rows).toEqual(copy);
  });
});
