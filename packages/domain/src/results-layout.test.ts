import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PaginationItem,
  pageCount,
  pageFromSearch,
  paginationItems,
  paginationLabel,
  shouldShowFallbacks,
  shouldShowPagination,
  splitResultsGrid,
} from './results-layout';

const render = (items: PaginationItem[]) => items.map((i) => (i.type === 'page' ? String(i.page + 1) : '…')).join(' ');

describe('Results grid', () => {
  it('"first row 3 cards, second block up to index 9, remainder after"', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    expect(splitResultsGrid(items)).toEqual({
      firstRow: [0, 1, 2],
      secondBlock: [3, 4, 5, 6, 7, 8],
      remainder: [9, 10, 11, 12, 13],
    });
    expect(splitResultsGrid([0, 1])).toEqual({ firstRow: [0, 1], secondBlock: [], remainder: [] });
  });

  it('keeps every card once and in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const { firstRow, secondBlock, remainder } = splitResultsGrid(items);
        expect([...firstRow, ...secondBlock, ...remainder]).toEqual(items);
      }),
    );
  });
});

describe('Pagination', () => {
  it('page size 18 (a chosen value: six rows of 3)', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(18)).toBe(1);
    expect(pageCount(19)).toBe(2);
  });

  it('"under 10 pages shows all"', () => {
    expect(render(paginationItems(4, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('"10 or more shows an ellipsis scheme": first, last, current ±1', () => {
    expect(render(paginationItems(0, 10))).toBe('1 2 … 10');
    expect(render(paginationItems(5, 20))).toBe('1 … 5 6 7 … 20');
    expect(render(paginationItems(19, 20))).toBe('1 … 19 20');
    expect(render(paginationItems(2, 20))).toBe('1 2 3 4 … 20');
    expect(render(paginationItems(3, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('always lists first, current and last, pages ascending, never two ellipses in a row (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 500 }), fc.nat(), (pages, seed) => {
        const page = seed % pages;
        const items = paginationItems(page, pages);
        const numbers = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(numbers).toContain(0);
        expect(numbers).toContain(page);
        expect(numbers).toContain(pages - 1);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        items.forEach((item, i) => {
          if (item.type === 'ellipsis') expect(items[i + 1]?.type).toBe('page');
        });
        expect(items.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('label "\'{from} - {to} results of {total}\'"', () => {
    expect(paginationLabel(0, 40)).toEqual({ from: 1, to: 18, total: 40 });
    expect(paginationLabel(2, 40)).toEqual({ from: 37, to: 40, total: 40 });
    expect(paginationLabel(0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('"appears when the count exceeds a page-size constant"; "fallbacks appear only when the count is below it"', () => {
    expect(shouldShowPagination(18)).toBe(false);
    expect(shouldShowPagination(19)).toBe(true);
    expect(shouldShowFallbacks(17)).toBe(true);
    expect(shouldShowFallbacks(18)).toBe(false);
  });

  it('reads the zero-based page parameter', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch(null)).toBe(0);
    expect(pageFromSearch('-1')).toBe(0);
    expect(pageFromSearch('2a')).toBe(0);
  });
});
