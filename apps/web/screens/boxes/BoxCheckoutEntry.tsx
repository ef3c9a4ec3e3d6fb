'use client';

import { MARKETS } from '@escapade/domain/markets';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { useMarket } from '../../components/market-context';
import { browserBoxesApi } from '../../lib/api/boxes';
import { BoxPrice } from './BoxPrice';
import { BOX_GIFT_VALIDITY_MONTHS, BOX_PHYSICAL_DELIVERY_WORKING_DAYS, boxPathForCode, includedItems, parseBoxCheckoutSearch } from './box-model';

/**
 * The box checkout entry (search giftFormat and code). The checkout itself (buyer, payment,
 * order) is a later piece of work: this page reads the search, loads the box and shows the order
 * about to be paid — box, format, delivery, validity and price — with the way back to the box
 * page.
 */
export function BoxCheckoutEntry({ boxPathTemplate, listHref }: { boxPathTemplate: string; listHref: string }) {
  const t = useTranslations('boxes');
  const { locale } = useMarket();
  const entry = parseBoxCheckoutSearch(new URLSearchParams(useSearchParams().toString()));
  const detail = useQuery({
    queryKey: ['box-detail', entry?.code, locale],
    queryFn: () => browserBoxesApi.getBoxDetail(entry?.code ?? '', locale),
    enabled: Boolean(entry),
  });

  let body: ReactNode;
  if (!entry || detail.data === null) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t('checkoutNoBox')}</p>
        <a href={listHref} className="button-secondary">
          {t('allBoxes')}
        </a>
      </div>
    );
  } else if (detail.isError) {
    body = (
      <p role="alert" className="text-lg font-semibold text-brand-900">
        {t('errorTitle')}
      </p>
    );
  } else if (!detail.data) {
    body = (
      <p role="status" className="text-muted">
        {t('checkoutLoading')}
      </p>
    );
  } else {
    const box = detail.data;
    const option = box.formats.find((candidate) => candidate.code === entry.code) ?? { format: entry.format, code: box.code, price: box.price };
    body = (
      <div className="flex flex-col gap-6" data-testid="box-checkout">
        <article className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line md:flex-row">
          <img src={box.mainImageBySize['640_360']} alt="" width={640} height={360} className="aspect-[16/9] w-full bg-brand-100 object-cover md:w-72" />
          <div className="flex flex-1 flex-col gap-3 p-5">
            <h2 className="text-xl font-bold text-brand-900">{box.title}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t('formatLabel')}</dt>
              <dd className="font-semibold">{t(`format.${option.format}`)}</dd>
              <dt className="text-muted">{t('deliveryLabel')}</dt>
              <dd>
                {option.format === 'physical' ? `${t('physicalDelivery', BOX_PHYSICAL_DELIVERY_WORKING_DAYS)} · ${t('freeDelivery')}` : t('digitalDelivery')}
              </dd>
              <dt className="text-muted">{t('validityLabel')}</dt>
              <dd>{t('validity', { months: BOX_GIFT_VALIDITY_MONTHS })}</dd>
              <dt className="text-muted">{t('includedTitle')}</dt>
              <dd>{includedItems(box.includedContent).join(' · ')}</dd>
            </dl>
            <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
              <span className="font-semibold">{t('total')}</span>
              <BoxPrice price={option.price} bcp47={MARKETS[locale].bcp47} labels={{ insteadOf: t('insteadOf'), promo: (percent) => t('promo', { percent }) }} />
            </div>
          </div>
        </article>
        <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">{t('checkoutNextStep')}</p>
        <a href={boxPathForCode(boxPathTemplate, option.code)} className="button-secondary self-start">
          {t('backToBox')}
        </a>
      </div>
    );
  }

  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('checkoutTitle')}</h1>
      {body}
    </div>
  );
}
