'use client';

import { useEffect, useState } from 'react';
import { type BackTarget, simplifiedHeaderBack } from './simplified-header-back';

export interface SimplifiedHeaderBackProps {
  productPathTemplate: string;
  hotelPathTemplate: string;
  homeHref: string;
  labels: Record<BackTarget['kind'], string>;
}

function cameFromThisSite(): boolean {
  try {
    const referrer = new URL(document.referrer);
    // The payment provider's pages (the sandbox's under /api/) are not the site's: back from the
    // confirmation must not return to a card form.
    return referrer.origin === window.location.origin && !referrer.pathname.startsWith('/api/') && window.history.length > 1;
  } catch {
    return false;
  }
}

/** The back arrow: its target depends on the hash, which only the browser reads. */
export function SimplifiedHeaderBack({ productPathTemplate, hotelPathTemplate, homeHref, labels }: SimplifiedHeaderBackProps) {
  const [target, setTarget] = useState<BackTarget>({ kind: 'home', href: homeHref });
  useEffect(() => {
    const read = () =>
      setTarget(
        simplifiedHeaderBack({
          hash: window.location.hash,
          search: window.location.search,
          productPathTemplate,
          hotelPathTemplate,
          homeHref,
          cameFromThisSite: cameFromThisSite(),
        }),
      );
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [productPathTemplate, hotelPathTemplate, homeHref]);

  const className = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl text-brand-800 hover:bg-brand-50';
  const arrow = <span aria-hidden="true">←</span>;
  if (target.kind === 'history') {
    return (
      <button type="button" onClick={() => window.history.back()} aria-label={labels.history} className={className}>
        {arrow}
      </button>
    );
  }
  return (
    <a href={target.href} aria-label={labels[target.kind]} className={className}>
      {arrow}
    </a>
  );
}
