/**
 * Results page layout: the results grid, pagination and the page kept in the search URL.
 */

/**
 * The page size is "a page-size constant (value not shown)". Chosen 18: six full rows of the
 * 3-column grid (first row 3 + second block 6 + remainder 9).
 */
export const PAGE_SIZE = 18;
/** "under 10 pages shows all, 10 or more shows an ellipsis scheme". */
export const PAGINATION_ELLIPSIS_FROM_PAGES = 10;

const FIRST_ROW_END = 3;
const SECOND_BLOCK_END = 9;

/**
 * "first row 3 cards, second block up to index 9, remainder after, with inline blocks between".
 * Index 9 is exclusive, so the second block is two full rows (indexes 3–8).
 */
export function splitResultsGrid<T>(items: readonly T[]): { firstRow: T[]; secondBlock: T[]; remainder: T[] } {
  return {
    firstRow: items.slice(0, FIRST_ROW_END),
    secondBlock: items.slice(FIRST_ROW_END, SECOND_BLOCK_END),
    remainder: items.slice(SECOND_BLOCK_END),
  };
}

export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis' };

/**
 * Pages are zero-based (`page` in the search part is zero-based). Under 10 pages every page is
 * listed. From 10 pages: the first, the last, the current and its neighbours, with an ellipsis for
 * each gap; a gap of a single page shows that page (an ellipsis never hides just one page).
 */
export function paginationItems(page: number, pages: number): PaginationItem[] {
  if (pages <= 0) return [];
  if (pages < PAGINATION_ELLIPSIS_FROM_PAGES) return Array.from({ length: pages }, (_, i) => ({ type: 'page', page: i }));
  const current = Math.min(Math.max(0, page), pages - 1);
  const shown = new Set([0, pages - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = -1;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (p - previous > 2) items.push({ type: 'ellipsis' });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}

/** Values of "'{from} - {to} results of {total}'" for a zero-based page. */
export function paginationLabel(page: number, total: number, pageSize: number = PAGE_SIZE): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = Math.min(page * pageSize + 1, total);
  return { from, to: Math.min((page + 1) * pageSize, total), total };
}

/** Pagination "appears when the count exceeds a page-size constant". */
export function shouldShowPagination(total: number, pageSize: number = PAGE_SIZE): boolean {
  return total > pageSize;
}

/** "fallbacks appear only when the count is below it". */
export function shouldShowFallbacks(total: number, pageSize: number = PAGE_SIZE): boolean {
  return total < pageSize;
}

/** The `page` search parameter: "zero-based, dropped on any change"; page 0 is not written. */
export function pageFromSearch(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 0;
  return Number(value);
}
