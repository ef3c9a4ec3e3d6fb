'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { browserActivityApi } from '../../lib/api/activity';
import { ActivityCheckout, type ActivityCheckoutPaths, GiftActivityCheckout } from './ActivityCheckout';
import { activityPriceCents } from './activity-checkout-model';
import { parseActivityCheckout } from './activity-hash';

export interface ActivityCheckoutEntryProps {
  activityPathTemplate: string;
  searchHref: string;
  paths: ActivityCheckoutPaths;
}

/**
 * The activity checkout entry (hash id and a, default 2; own use adds search customType=OWN_USE):
 * the selection read back and priced again. Bought for one's own use, it is the checkout itself
 * (traveller, payment, sales conditions, Pay); offered, it is the gift checkout.
 */
export function ActivityCheckoutEntry({ activityPathTemplate, searchHref, paths }: ActivityCheckoutEntryProps) {
  const t = useTranslations('activity');
  const { locale } = useMarket();
  const [selection, setSelection] = useState<ReturnType<typeof parseActivityCheckout> | null>();
  useEffect(() => setSelection(parseActivityCheckout(window.location.search, window.location.hash) ?? null), []);
  const product = useQuery({
    queryKey: ['activity-checkout', selection?.id, locale],
    queryFn: ({ signal }) => browserActivityApi.getActivityProduct(selection?.id ?? 0, locale, signal),
    enabled: Boolean(selection),
  });
  const priceCents = selection ? activityPriceCents(product.data ?? undefined, selection.groupSize) : undefined;
  const backHref = selection ? `${activityPathTemplate.replace('__ID__', String(selection.id))}#a=${selection.groupSize}` : searchHref;

  return (
    <div className="container-page flex w-full flex-col gap-6 py-8">
      <a href={backHref} className="self-start font-semibold text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {t('checkout.back')}
      </a>
      <h1 className="text-3xl font-bold text-brand-900">{t('checkout.title')}</h1>
      {selection === undefined || (selection && product.isPending) ? (
        <p role="status">{t('checkout.loading')}</p>
      ) : !selection || !product.data || priceCents === undefined ? (
        <p role="alert">{t('checkout.error')}</p>
      ) : selection.isOwnUse ? (
        <ActivityCheckout product={product.data} groupSize={selection.groupSize} priceCents={priceCents} activityHref={backHref} paths={paths} />
      ) : (
        <GiftActivityCheckout product={product.data} groupSize={selection.groupSize} priceCents={priceCents} activityHref={backHref} />
      )}
    </div>
  );
}
