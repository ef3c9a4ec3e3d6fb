import type { BreadcrumbItem } from '@escapade/contracts/hotel';
import { collapseBreadcrumb } from '@escapade/domain/breadcrumb';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';

export interface HotelBreadcrumbProps {
  homeHref: string;
  items: readonly BreadcrumbItem[];
  /** The destination's search landing. */
  hrefOf(item: BreadcrumbItem): string;
  current: string;
}

/**
 * Home, the hotel's destinations (each a search landing) and the hotel. "Breadcrumb collapses
 * middle items when longer than 2 in short mode": the short mode is the mobile layout.
 */
export function HotelBreadcrumb({ homeHref, items, hrefOf, current }: HotelBreadcrumbProps) {
  const t = useTranslations('hotel');
  const links = [{ key: 'home', href: homeHref, label: t('home') }, ...items.map((item) => ({ key: `${item.type}-${item.id}`, href: hrefOf(item), label: item.label }))];
  const all = [...links, { key: 'current', href: undefined, label: current }];
  const short = collapseBreadcrumb(all, true);
  const collapsedKeys = new Set(short.flatMap((entry) => (entry.type === 'collapsed' ? entry.items.map((item) => item.key) : [])));
  const firstCollapsed = all.findIndex((entry) => collapsedKeys.has(entry.key));
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-muted">
        {all.map((entry, index) => (
          <Fragment key={entry.key}>
            {index === firstCollapsed ? (
              <li className="flex items-center gap-1 md:hidden" aria-hidden="true">
                <Separator />…
              </li>
            ) : null}
            <li className={`items-center gap-1 ${collapsedKeys.has(entry.key) ? 'hidden md:flex' : 'flex'}`}>
              {index > 0 ? <Separator /> : null}
              {entry.href ? (
                <a href={entry.href} className="underline-offset-2 hover:text-brand-800 hover:underline">
                  {entry.label}
                </a>
              ) : (
                <span aria-current="page" className="font-semibold text-ink">
                  {entry.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <span aria-hidden="true" className="px-1">
      ›
    </span>
  );
}
