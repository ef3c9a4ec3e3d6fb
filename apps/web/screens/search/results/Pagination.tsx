import { pageCount, paginationItems, paginationLabel } from '@escapade/domain/results-layout';
import type { MouseEvent } from 'react';

export interface PaginationLabels {
  navigation: string;
  /** '{from} - {to} results of {total}'. */
  range(values: { from: number; to: number; total: number }): string;
  previous: string;
  next: string;
  page(page: number): string;
}

/**
 * Pagination: under 10 pages shows all, 10 or more shows an ellipsis scheme; label
 * '{from} - {to} results of {total}'. Pages are real links (`?page=N`, zero-based) so that
 * crawlers and new tabs reach them; a plain click stays in the page.
 */
export function Pagination({
  page,
  total,
  pageSize,
  hrefFor,
  onNavigate,
  labels,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor(page: number): string;
  onNavigate(page: number): void;
  labels: PaginationLabels;
}) {
  const pages = pageCount(total, pageSize);
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(target);
  };
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold no-underline';
  return (
    <nav aria-label={labels.navigation} className="flex flex-col items-center gap-3 py-8">
      <p className="text-sm text-muted">{labels.range(paginationLabel(page, total, pageSize))}</p>
      <ul className="flex flex-wrap items-center justify-center gap-1" role="list">
        <li>
          {page > 0 ? (
            <a href={hrefFor(page - 1)} onClick={follow(page - 1)} className={`${base} text-brand-800 hover:bg-brand-50`} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{labels.previous}</span>
            </a>
          ) : null}
        </li>
        {paginationItems(page, pages).map((item, index) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefFor(item.page)}
                onClick={follow(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={labels.page(item.page + 1)}
                className={`${base} ${item.page === page ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
              >
                {item.page + 1}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pages - 1 ? (
            <a href={hrefFor(page + 1)} onClick={follow(page + 1)} className={`${base} text-brand-800 hover:bg-brand-50`} rel="next">
              <span aria-hidden="true">›</span>
              <span className="sr-only">{labels.next}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
