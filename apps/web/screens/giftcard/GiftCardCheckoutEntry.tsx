'use client';

import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { GiftCardOrder } from '@escapade/domain/gift-card';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { browserStorage } from '../../lib/browser-storage';
import { GiftCardPreview, formatGiftCardDay } from './GiftCardPreview';
import { readGiftCardOrder } from './giftcard-storage';

/**
 * The gift card's checkout entry: the order handed over by 'Offer' (sessionStorage), summed up
 * before payment. The payment step itself is a later issue; the page says so.
 */
export function GiftCardCheckoutEntry({ bcp47, today, customisationHref }: { bcp47: string; today: CalendarDay; customisationHref: string }) {
  const t = useTranslations('giftcard.checkout');
  const { locale } = useMarket();
  const [order, setOrder] = useState<GiftCardOrder | null>();

  useEffect(() => {
    setOrder(readGiftCardOrder(browserStorage('sessionStorage'), locale, today) ?? null);
  }, [locale, today]);

  return (
    <div className="container-page flex flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      {order === undefined ? (
        <p className="text-muted" aria-busy="true">
          {t('loading')}
        </p>
      ) : order === null ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6">
          <p>{t('noOrder')}</p>
          <a href={customisationHref} className="button-primary no-underline">
            {t('choose')}
          </a>
        </div>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_26rem]">
          <section aria-labelledby="giftcard-summary-title" className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-6 shadow-card wrap-anywhere">
            <h2 id="giftcard-summary-title" className="text-xl font-bold text-brand-900">
              {t('summary')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="font-semibold">{t('amount')}</dt>
              <dd>{formatMoney(order.amountCents, bcp47)}</dd>
              <dt className="font-semibold">{t('recipient')}</dt>
              <dd>{order.recipientName}</dd>
              <dt className="font-semibold">{t('email')}</dt>
              <dd>{order.recipientEmail}</dd>
              <dt className="font-semibold">{t('sendDate')}</dt>
              <dd>{order.sendDate ? formatGiftCardDay(order.sendDate, bcp47) : t('sendNow')}</dd>
              {order.fromName ? (
                <>
                  <dt className="font-semibold">{t('fromName')}</dt>
                  <dd>{order.fromName}</dd>
                </>
              ) : null}
            </dl>
            <p className="flex items-baseline justify-between border-t border-line pt-4 text-lg font-bold text-brand-900">
              <span>{t('total')}</span>
              <span>{formatMoney(order.amountCents, bcp47)}</span>
            </p>
            <p role="note" className="rounded-xl bg-brand-50 p-4 text-sm">
              {t('paymentSoon')}
            </p>
            <a href={customisationHref} className="button-secondary self-start no-underline">
              {t('modify')}
            </a>
          </section>
          <GiftCardPreview order={order} bcp47={bcp47} today={today} />
        </div>
      )}
    </div>
  );
}
