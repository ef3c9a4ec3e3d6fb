'use client';

import { opensInNewTab } from '@escapade/domain/cards';
import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';

/**
 * The card's link: "Click with ctrl, shift, meta or middle button opens a
 * new tab; otherwise in-app navigation." Its `::after` covers the whole card, so a click anywhere
 * on the card follows it; the card's own buttons sit above it.
 */
export interface CardLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** The card is followed, in this tab or a new one (the results list records select_item). */
  onFollow?(): void;
}

export function CardLink({ href, children, className = '', onFollow }: CardLinkProps) {
  function openInNewTab(event: MouseEvent<HTMLAnchorElement>): void {
    event.preventDefault();
    window.open(href, '_blank', 'noopener');
  }
  return (
    <Link
      href={href}
      prefetch={false}
      className={`after:absolute after:inset-0 after:z-0 after:content-[''] ${className}`}
      onClick={(event) => {
        onFollow?.();
        if (opensInNewTab(event)) openInNewTab(event);
      }}
      onAuxClick={(event) => {
        if (!opensInNewTab(event)) return;
        onFollow?.();
        openInNewTab(event);
      }}
    >
      {children}
    </Link>
  );
}
