import type { NavLink } from '@escapade/contracts/content';
import type { NavLinkRecord } from '@escapade/db/repositories/content';
import { MENU_MAX_LEVELS } from '@escapade/domain/site-shell';

/**
 * "Nav menu 'Inspirations' with up to four cascading levels": the links of a market as a tree,
 * children in their position order. A link below the fourth level, or whose parent is missing,
 * is left out rather than shown in the wrong place.
 */
export function buildNavTree(links: readonly NavLinkRecord[]): NavLink[] {
  const sorted = [...links].sort((a, b) => a.depth - b.depth || a.position - b.position || a.id.localeCompare(b.id));
  const nodes = new Map<string, { node: NavLink; level: number }>();
  const roots: NavLink[] = [];
  for (const link of sorted) {
    const node: NavLink = { _id: link.id, label: link.label, uri: link.uri, location: link.location, variant: link.variant, count: link.count, children: [] };
    if (link.parentId === null) {
      nodes.set(link.id, { node, level: 1 });
      roots.push(node);
      continue;
    }
    const parent = nodes.get(link.parentId);
    if (!parent || parent.level >= MENU_MAX_LEVELS) continue;
    nodes.set(link.id, { node, level: parent.level + 1 });
    parent.node.children.push(node);
  }
  return roots;
}
