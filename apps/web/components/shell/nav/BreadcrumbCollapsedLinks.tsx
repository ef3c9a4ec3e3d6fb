'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';

/**
 * The middle of a short breadcrumb: an ellipsis button until it is pressed, then the links it
 * stood for (in the page's HTML all along, hidden, for search engines). The focus moves to the
 * first of them, as the button it was on goes away.
 */
export function BreadcrumbCollapsedLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  const t = useTranslations('navigation');
  const [isExpanded, setIsExpanded] = useState(false);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const hasBeenExpanded = useRef(false);
  useEffect(() => {
    if (isExpanded && !hasBeenExpanded.current) {
      hasBeenExpanded.current = true;
      firstLink.current?.focus();
    }
  }, [isExpanded]);
  return (
    <>
      {isExpanded ? null : (
        <li>
          <button
            type="button"
            aria-label={t('showFullPath')}
            onClick={() => setIsExpanded(true)}
            className="inline-flex min-h-6 min-w-8 items-center justify-center rounded-md px-1 font-semibold text-brand-800 hover:bg-brand-50"
          >
            …
          </button>
          <span aria-hidden="true"> / </span>
        </li>
      )}
      {links.map((link, index) => (
        <li key={link.href} hidden={!isExpanded}>
          <Link prefetch={false} href={link.href} ref={index === 0 ? firstLink : undefined} className="underline">
            {link.label}
          </Link>
          <span aria-hidden="true"> / </span>
        </li>
      ))}
    </>
  );
}
