'use client';

import type { CalendarDay } from '@escapade/domain/calendar-day';
import { type GiftCardOrder, giftCardDesignImageUrl, GIFT_CARD_VALIDITY_MONTHS } from '@escapade/domain/gift-card';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { browserStorage } from '../../lib/browser-storage';
import { GiftCheckout } from '../gift-checkout/GiftCheckout';
import { initialGiftDetails } from '../gift-checkout/gift-checkout-model';
import { GiftSummary } from '../gift-checkout/GiftSummary';
import { formatGiftCardDay } from './GiftCardPreview';
import { readGiftCardOrder } from './giftcard-storage';

/**
 * The gift card's checkout: the order handed over by 'Offer' (sessionStorage), then the gift
 * checkout, its recipient and words as the customisation page took them. Without a stored order
 * the page leads back to the customisation.
 */
export function GiftCardCheckoutEntry({ bcp47, today, customisationHref }: { bcp47: string; today: CalendarDay; customisationHref: string }) {
  const t = useTranslations('giftcard.checkout');
  const { locale } = useMarket();
  const [order, setOrder] = useState<GiftCardOrder | null>();

  useEffect(() => {
    setOrder(readGiftCardOrder(browserStorage('sessionStorage'), locale, today) ?? null);
  }, [locale, today]);

  return (
    <div className="container-page flex w-full flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      {order === undefined ? (
        <p role="status" className="text-muted">
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
        <EnsureQueryProvider>
          <GiftCardCheckout order={order} bcp47={bcp47} customisationHref={customisationHref} />
        </EnsureQueryProvider>
      )}
    </div>
  );
}

function GiftCardCheckout({ order, bcp47, customisationHref }: { order: GiftCardOrder; bcp47: string; customisationHref: string }) {
  const t = useTranslations('giftcard.checkout');
  const tg = useTranslations('giftCheckout');
  const { locale } = useMarket();
  const amount = formatMoney(order.amountCents, bcp47);
  return (
    <GiftCheckout
      purchase={{ kind: 'giftCard', amountCents: order.amountCents, designId: order.designId, sendDate: order.sendDate || undefined }}
      productCents={order.amountCents}
      productLineLabel={tg('lines.giftCard')}
      summary={
        <GiftSummary
          title={tg('giftCardTitle', { amount })}
          imageUrl={giftCardDesignImageUrl(order.designId)}
          facts={[
            { label: t('amount'), value: amount },
            { label: t('sendDate'), value: order.sendDate ? formatGiftCardDay(order.sendDate, bcp47) : t('sendNow') },
            { label: tg('facts.validity'), value: tg('validityMonths', { months: GIFT_CARD_VALIDITY_MONTHS }) },
          ]}
        >
          <a href={customisationHref} className="self-start text-sm font-semibold text-brand-700 underline">
            {t('modify')}
          </a>
        </GiftSummary>
      }
      analytics={{ itemId: order.designId, label: tg('giftCardTitle', { amount }) }}
      initialDetails={initialGiftDetails(MARKETS[locale].country, {
        fromName: order.fromName,
        message: order.message,
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail,
      })}
      back={{ href: customisationHref, label: t('modify') }}
    />
  );
}
