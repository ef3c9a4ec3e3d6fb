/**
 * Breadcrumb: in short mode, a breadcrumb longer than 2 collapses its middle items.
 */
export type BreadcrumbEntry<T> = { type: 'item'; item: T } | { type: 'collapsed'; items: T[] };

export function collapseBreadcrumb<T>(items: readonly T[], isShort: boolean): BreadcrumbEntry<T>[] {
  const all = items.map((item): BreadcrumbEntry<T> => ({ type: 'item', item }));
  if (!isShort || items.length <= 2) return all;
  return [all[0]!, { type: 'collapsed', items: items.slice(1, -1) }, all[all.length - 1]!];
}
