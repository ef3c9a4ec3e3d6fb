import { collapseBreadcrumb } from '@escapade/domain/breadcrumb';
import Link from 'next/link';
import { BreadcrumbCollapsedLinks } from './nav/BreadcrumbCollapsedLinks';

export interface BreadcrumbLink {
  href: string;
  label: string;
}

export interface PageBreadcrumbProps {
  /** The navigation's accessible name. */
  label: string;
  /** The pages above this one, from home down. */
  links: readonly BreadcrumbLink[];
  current: string;
  /**
   * "Breadcrumb collapses middle items when longer than 2 in short mode": home and this page stay,
   * the pages between them behind an ellipsis button that shows them.
   */
  short?: boolean;
}

type Crumb = { kind: 'link'; link: BreadcrumbLink } | { kind: 'current'; label: string };

/**
 * Home and the pages above this one as links, then this page. Like the header's and the footer's,
 * these links do not prefetch: a page view would otherwise ask the server for the home page and
 * each level above while the page itself is still starting, for navigations rarely taken.
 */
export function PageBreadcrumb({ label, links, current, short = false }: PageBreadcrumbProps) {
  const crumbs: Crumb[] = [...links.map((link): Crumb => ({ kind: 'link', link })), { kind: 'current', label: current }];
  return (
    <nav aria-label={label} className="text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {collapseBreadcrumb(crumbs, short).map((entry) => {
          if (entry.type === 'collapsed') {
            // Only links are ever between the first and the last crumb.
            const hidden = entry.items.flatMap((crumb) => (crumb.kind === 'link' ? [crumb.link] : []));
            return <BreadcrumbCollapsedLinks key="collapsed" links={hidden} />;
          }
          const crumb = entry.item;
          return crumb.kind === 'current' ? (
            <li key="current" aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.link.href}>
              <Link prefetch={false} href={crumb.link.href} className="underline">
                {crumb.link.label}
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
