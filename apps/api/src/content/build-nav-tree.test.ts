import type { NavLinkRecord } from '@escapade/db/repositories/content';
import { MENU_MAX_LEVELS } from '@escapade/domain/site-shell';
import { describe, expect, it } from 'vitest';
import { buildNavTree } from './build-nav-tree';

const link = (id: string, parentId: string | null, depth: number, position: number): NavLinkRecord => ({
  id, parentId, depth, position, label: id, uri: `/fr-fr/${id}`, location: null, variant: null, count: null,
});

describe('buildNavTree', () => {
  it('nests children under their parent in position order', () => {
    const tree = buildNavTree([link('b', 'root', 2, 2), link('root', null, 1, 1), link('a', 'root', 2, 1), link('a1', 'a', 3, 1)]);
    expect(tree.map((n) => n._id)).toEqual(['root']);
    expect(tree[0]?.children.map((n) => n._id)).toEqual(['a', 'b']);
    expect(tree[0]?.children[0]?.children.map((n) => n._id)).toEqual(['a1']);
  });

  it(`keeps "up to four cascading levels" (${MENU_MAX_LEVELS}) and drops orphans`, () => {
    const tree = buildNavTree([link('l1', null, 1, 1), link('l2', 'l1', 2, 1), link('l3', 'l2', 3, 1), link('l4', 'l3', 4, 1), link('l5', 'l4', 5, 1), link('orphan', 'gone', 2, 1)]);
    let depth = 0;
    for (let level = tree; level.length > 0; level = level[0]?.children ?? []) depth += 1;
    expect(depth).toBe(MENU_MAX_LEVELS);
    expect(JSON.stringify(tree)).not.toContain('orphan');
  });
});
