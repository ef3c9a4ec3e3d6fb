import { MENU_COLUMNS_MIN_CHILDREN, MENU_MAX_LEVELS } from '@escapade/domain/site-shell';
import { describe, expect, it } from 'vitest';
import { buildHeaderMenu, drillBack, drillInto, findThemesTabId, type MenuNode, menuListClass, nodesAlong, toMenuTree } from './menu-tree';
import { asIs, navLink, seedLikeNav, THEME_OF_THE_WEEK } from './test-nav';

function depthOf(nodes: readonly MenuNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depthOf(node.children)));
}

describe('toMenuTree', () => {
  it("keeps 'Inspirations' to four cascading levels, with counts and the highlight variant", () => {
    const tree = toMenuTree(seedLikeNav(), asIs);
    expect(MENU_MAX_LEVELS).toBe(4);
    expect(depthOf(tree)).toBe(4);
    const [inspirations, activities] = tree;
    expect(inspirations).toMatchObject({ label: 'Inspirations', href: null });
    expect(inspirations?.children.map((tab) => tab.label)).toEqual(['Destinations', 'Thèmes', 'Idées cadeaux']);
    const france = inspirations?.children[0]?.children[0];
    expect(france).toMatchObject({ label: 'France', href: '/fr-fr/france', count: 412 });
    expect(france?.children).toHaveLength(16);
    // "up to four cascading levels": the region's own child is left out.
    expect(france?.children[0]?.children).toEqual([]);
    expect(activities).toMatchObject({ label: 'Activités', href: '/fr-fr/?flow=activity', isHighlight: true, children: [] });
  });

  it('builds every href with the given function', () => {
    const tree = toMenuTree(seedLikeNav(), (url) => `https://hotes.example${url}`);
    expect(tree[0]?.children[0]?.children[0]?.href).toBe('https://hotes.example/fr-fr/france');
    expect(tree[1]?.href).toBe('https://hotes.example/fr-fr/?flow=activity');
  });

  it('leaves out a link with neither a uri nor children', () => {
    const tree = toMenuTree([navLink('empty', 'Vide', null), navLink('group', 'Groupe', null, { children: [navLink('empty-child', 'Vide', null)] })], asIs);
    expect(tree).toEqual([]);
  });
});

describe('menuListClass', () => {
  it('"Menu columns when 15 or more children": columns at 15, not at 14', () => {
    expect(MENU_COLUMNS_MIN_CHILDREN).toBe(15);
    expect(menuListClass(15)).toContain('columns-2');
    expect(menuListClass(16)).toContain('columns-2');
    expect(menuListClass(14)).toBe('');
  });
});

describe('buildHeaderMenu', () => {
  it('is none when the shell content call failed (shell null): the header then has no menu', () => {
    expect(buildHeaderMenu(null, asIs)).toBeNull();
  });

  it('is none when the content has no navigation', () => {
    expect(buildHeaderMenu({ nav: [], themeOfTheWeek: THEME_OF_THE_WEEK }, asIs)).toBeNull();
  });

  it("carries this week's theme with its href built", () => {
    const menu = buildHeaderMenu({ nav: seedLikeNav(), themeOfTheWeek: THEME_OF_THE_WEEK }, (url) => `/x${url}`);
    expect(menu?.theme).toEqual({ label: 'Gastronomie', href: '/x/fr-fr/gastronomie', imageUrl: '/api/images/img-12/640_360.webp' });
    expect(buildHeaderMenu({ nav: seedLikeNav(), themeOfTheWeek: null }, asIs)?.theme).toBeNull();
  });
});

describe('findThemesTabId', () => {
  const tabs = toMenuTree(seedLikeNav(), asIs)[0]?.children ?? [];

  it("is the tab whose links lead to this week's theme ('Our themes')", () => {
    expect(findThemesTabId(tabs, '/fr-fr/gastronomie')).toBe('themes');
  });

  it('is none when no tab leads to it', () => {
    expect(findThemesTabId(tabs, '/fr-fr/ailleurs')).toBeNull();
  });
});

describe('the drill-down path', () => {
  const tree = toMenuTree(seedLikeNav(), asIs);

  it('goes forward to level 4 and back to the top', () => {
    let path = drillInto([], 'inspirations');
    path = drillInto(path, 'destinations');
    path = drillInto(path, 'france');
    const along = nodesAlong(tree, path);
    expect(along.map((node) => node.label)).toEqual(['Inspirations', 'Destinations', 'France']);
    expect(along.at(-1)?.children[15]?.label).toBe('france région 16');
    path = drillBack(path);
    expect(nodesAlong(tree, path).at(-1)?.label).toBe('Destinations');
    expect(drillBack(drillBack(path))).toEqual([]);
  });

  it('stops at an unknown id or a link without children', () => {
    expect(nodesAlong(tree, ['inspirations', 'nowhere', 'france']).map((node) => node.id)).toEqual(['inspirations']);
    expect(nodesAlong(tree, ['activities'])).toEqual([]);
  });
});
