'use client';

import type { Upsell } from '@escapade/contracts/product';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogTitle } from '../ui/Dialog';

/** "Extras: adding or removing shows a loading modal … and after 500 ms navigates to the other product id." */
const EXTRA_NAVIGATION_DELAY_MS = 500;

/** The other product's address, keeping the page's search (flow) and hash (criteria). */
export function extraHref(productPathTemplate: string, upsellId: number, search: string, hash: string): string {
  return `${productPathTemplate.replace('__ID__', String(upsellId))}${search}${hash}`;
}

export function ExtrasSection({
  upsells,
  isGifting,
  giftNights,
  productPathTemplate,
  formatDifference,
}: {
  upsells: readonly Upsell[];
  isGifting: boolean;
  giftNights: number;
  productPathTemplate: string;
  formatDifference(cents: number): string;
}) {
  const t = useTranslations('product.extras');
  const [pending, setPending] = useState<{ upsell: Upsell; adding: boolean }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function toggle(upsell: Upsell) {
    setPending({ upsell, adding: !upsell.isAdded });
    timer.current = setTimeout(() => {
      window.location.assign(extraHref(productPathTemplate, upsell.id, window.location.search, window.location.hash));
    }, EXTRA_NAVIGATION_DELAY_MS);
  }

  return (
    <section aria-labelledby="product-extras-title" className="flex flex-col gap-2">
      <h3 id="product-extras-title" className="font-semibold text-brand-900">
        {t('title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {upsells.map((upsell) => {
          const difference = isGifting ? (upsell.priceDifferencePerLos[String(giftNights)] ?? upsell.priceDifference) : upsell.priceDifference;
          return (
            <li key={upsell.id} className="flex items-center justify-between gap-3 rounded-xl p-2 ring-1 ring-line">
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{upsell.label}</span>
                <span className="text-sm text-muted">{formatDifference(difference)}</span>
              </span>
              <button
                type="button"
                aria-pressed={upsell.isAdded}
                disabled={!upsell.isAvailable && !upsell.isAdded}
                onClick={() => toggle(upsell)}
                className="button-secondary shrink-0 text-sm"
                aria-label={upsell.isAdded ? t('removeLabel', { label: upsell.label }) : t('addLabel', { label: upsell.label })}
              >
                {upsell.isAdded ? t('remove') : t('add')}
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={pending !== undefined} overlay="light" className="fixed left-1/2 top-1/3 z-50 w-80 -translate-x-1/2 rounded-card bg-white p-6 text-center shadow-card">
        <DialogTitle className="font-semibold text-brand-900">{pending?.adding ? t('adding') : t('removing')}</DialogTitle>
        <div className="mx-auto mt-4 size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      </Dialog>
    </section>
  );
}
