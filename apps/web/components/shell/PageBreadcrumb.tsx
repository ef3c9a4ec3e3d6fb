import Link from 'next/link';

export interface PageBreadcrumbProps {
  /** The navigation's accessible name. */
  label: string;
  /** The pages above this one, from home down. */
  links: readonly { href: string; label: string }[];
  current: string;
}

/** Home and the pages above this one as links, then this page. */
export function PageBreadcrumb({ label, links, current }: PageBreadcrumbProps) {
  return (
    <nav aria-label={label} className="text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="underline">
              {link.label}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
