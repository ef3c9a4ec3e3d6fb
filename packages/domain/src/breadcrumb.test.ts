import { describe, expect, it } from 'vitest';
import { collapseBreadcrumb } from './breadcrumb';

describe('"Breadcrumb collapses middle items when longer than 2 in short mode"', () => {
  it('collapses the middle of 3 or more items in short mode', () => {
    expect(collapseBreadcrumb(['Home', 'France', 'Lyon', 'Hotel'], true)).toEqual([
      { type: 'item', item: 'Home' },
      { type: 'collapsed', items: ['France', 'Lyon'] },
      { type: 'item', item: 'Hotel' },
    ]);
  });

  it('keeps 2 items, and every item outside short mode', () => {
    expect(collapseBreadcrumb(['Home', 'Hotel'], true)).toEqual([
      { type: 'item', item: 'Home' },
      { type: 'item', item: 'Hotel' },
    ]);
    expect(collapseBreadcrumb(['a', 'b', 'c'], false)).toHaveLength(3);
  });
});
