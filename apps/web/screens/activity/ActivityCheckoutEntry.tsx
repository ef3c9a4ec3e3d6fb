'use client';

import type { ActivityProduct } from '@escapade/contracts/activity-product';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney, pricePerPerson } from '@escapade/domain/price';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { browserActivityApi } from '../../lib/api/activity';
import { ActivityCheckout, type ActivityCheckoutPaths } from './ActivityCheckout';
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
 * (traveller, payment, sales conditions, Pay); a gift shows its summary (gift purchases come next).
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
        <GiftActivitySummary product={product.data} groupSize={selection.groupSize} priceCents={priceCents} />
      )}
    </div>
  );
}

/** A gift activity: what the gift purchase will be handed. */
function GiftActivitySummary({ product, groupSize, priceCents }: { product: ActivityProduct; groupSize: number; priceCents: number }) {
  const t = useTranslations('activity');
  const { locale } = useMarket();
  const money = (cents: number) => formatMoney(cents, MARKETS[locale].bcp47);
  return (
    <section aria-labelledby="activity-checkout-summary" className="flex max-w-xl flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h2 id="activity-checkout-summary" className="text-xl font-bold text-brand-900">
        {product.label}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t('confirmUse')}</dt>
        <dd className="font-semibold" data-testid="checkout-use">
          {t('useGift')}
        </dd>
        <dt className="text-muted">{t('groupSize')}</dt>
        <dd className="font-semibold" data-testid="checkout-group-size">
          {t('participants', { count: groupSize })}
        </dd>
        <dt className="text-muted">{t('confirmPrice')}</dt>
        <dd className="font-semibold">
          {money(priceCents)} <span className="text-sm font-normal text-muted">({t('perPerson', { price: money(pricePerPerson(priceCents, groupSize)) })})</span>
        </dd>
      </dl>
      <p className="text-sm text-muted">{t('voucherValidity')}</p>
    </section>
  );
}
