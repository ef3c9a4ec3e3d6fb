import type { NavLink } from '@escapade/contracts/content';
import { MENU_MAX_LEVELS, shouldUseMenuColumns } from '@escapade/domain/site-shell';

/**
 * The navigation as the header draws it: the content's nav links with their hrefs already built
 * for the site's URL mode (server side), so the menu's client code gets plain data as props.
 */
export interface MenuNode {
  id: string;
  label: string;
  /** The link's href; null for a group that only opens its children ('Inspirations'). */
  href: string | null;
  /** Shown beside the label where the content gives one (a country's hotels). */
  count: number | null;
  /** `variant: highlight` in the content. */
  isHighlight: boolean;
  children: MenuNode[];
}

/** "This week's theme" as the 'Our themes' panel suggests it. */
export interface ThemeSuggestion {
  label: string;
  href: string;
  imageUrl: string;
}

/**
 * The menu of the content's nav links: "up to four cascading levels", so anything deeper is left
 * out; a link with neither a place to go nor children to open is left out too.
 */
export function toMenuTree(links: readonly NavLink[], toHref: (url: string) => string, level = 1): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const link of links) {
    const children = level < MENU_MAX_LEVELS ? toMenuTree(link.children, toHref, level + 1) : [];
    const href = link.uri ? toHref(link.uri) : null;
    if (href === null && children.length === 0) continue;
    nodes.push({ id: link._id, label: link.label, href, count: link.count, isHighlight: link.variant === 'highlight', children });
  }
  return nodes;
}

/** Text or an attribute value as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A closed group's links as nested lists of plain links, in HTML: every link of the group in the
 * page before any script runs (search engines follow them), never shown (an open group draws its
 * interactive panel instead). A string the client sets as it is rather than elements React
 * hydrates: the four levels are some 130 links, which made the header the largest part of the
 * page's hydration for markup nobody sees. A link reads as its visible version does, with its count.
 */
export function menuLinksHtml(nodes: readonly MenuNode[]): string {
  const items = nodes.map((node) => {
    const text = escapeHtml(node.count === null ? node.label : `${node.label} (${node.count})`);
    const own = node.href === null ? text : `<a href="${escapeHtml(node.href)}">${text}</a>`;
    return `<li>${own}${node.children.length > 0 ? menuLinksHtml(node.children) : ''}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** "groups of 15 or more children use columns": the list classes of a group's children. */
export function menuListClass(childrenCount: number): string {
  return shouldUseMenuColumns(childrenCount) ? 'columns-2 gap-x-6' : '';
}

/**
 * The tab that is the 'Our themes' panel: the one whose links lead to this week's theme. The
 * content marks no tab as the themes one, but the theme of the week is one of the themes the menu
 * lists.
 */
export function findThemesTabId(tabs: readonly MenuNode[], themeHref: string): string | null {
  const leadsTo = (node: MenuNode): boolean => node.href === themeHref || node.children.some(leadsTo);
  return tabs.find((tab) => tab.children.some(leadsTo))?.id ?? null;
}

/** The nodes along a drill-down path of ids (level 1 first); stops where an id is not found. */
export function nodesAlong(tree: readonly MenuNode[], path: readonly string[]): MenuNode[] {
  const along: MenuNode[] = [];
  let level: readonly MenuNode[] = tree;
  for (const id of path) {
    const node = level.find((candidate) => candidate.id === id);
    if (!node || node.children.length === 0) break;
    along.push(node);
    level = node.children;
  }
  return along;
}

/** Opening a group of the drill-down: its children become the list shown. */
export function drillInto(path: readonly string[], id: string): string[] {
  return [...path, id];
}

/** The drill-down's Back button: the list above comes back. */
export function drillBack(path: readonly string[]): string[] {
  return path.slice(0, -1);
}

/** What the header's menus draw: the tree and this week's theme. */
export interface HeaderMenu {
  items: MenuNode[];
  theme: ThemeSuggestion | null;
}

/**
 * The header's menu from the shell content, its links built by `toHref`. None when the content
 * call failed (the header then works without it) or the content has no navigation.
 */
export function buildHeaderMenu(
  shell: { nav: readonly NavLink[]; themeOfTheWeek: { label: string; url: string; imageUrl: string } | null } | null,
  toHref: (url: string) => string,
): HeaderMenu | null {
  if (!shell) return null;
  const items = toMenuTree(shell.nav, toHref);
  if (items.length === 0) return null;
  const theme = shell.themeOfTheWeek;
  return { items, theme: theme ? { label: theme.label, href: toHref(theme.url), imageUrl: theme.imageUrl } : null };
}
