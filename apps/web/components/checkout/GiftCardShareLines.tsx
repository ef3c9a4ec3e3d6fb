'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney, formatPriceDifference } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useMarket } from '../market-context';
import type { GiftCardShare } from './gift-card-payment';

/** Under the total, once the order answered: what the gift cards paid and what is left to pay. */
export function GiftCardShareLines({ share }: { share: GiftCardShare }) {
  const t = useTranslations('checkout.total');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  return (
    <dl className="flex flex-col gap-1.5 text-sm" data-testid="gift-card-share">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('giftCard')}</dt>
        <dd className="shrink-0 tabular-nums">{formatPriceDifference(-share.giftCardCents, bcp47)}</dd>
      </div>
      <div className="flex justify-between gap-4 font-bold text-brand-900">
        <dt>{t('leftToPay')}</dt>
        <dd className="shrink-0 tabular-nums" data-testid="left-to-pay">
          {formatMoney(share.leftToPayCents, bcp47)}
        </dd>
      </div>
    </dl>
  );
}
