'use client';

import type { CancellationPolicy } from '@escapade/contracts/product';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { formatDay } from '../../components/calendar/calendar-model';
import { CancellationWording } from '../../components/product/CancellationWording';
import { useMarket } from '../../components/market-context';
import { useDatedProductDetail, useProductCriteria } from './product-criteria';

/** The cancellation terms of the chosen stay, as the booking panel words them; without dates, asks for them. */
export function DatedCancellationWording({ productId, policy }: { productId: number; policy: CancellationPolicy }) {
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const criteria = useProductCriteria(market.timeZone);
  const { stay, detail } = useDatedProductDetail(productId, locale, criteria);
  return (
    <CancellationWording
      policy={detail?.cancellationPolicy ?? policy}
      hasDates={stay !== undefined}
      formatDay={(day) => formatDay(day, market.bcp47, { day: 'numeric', month: 'long', year: 'numeric' })}
    />
  );
}

/** The local tax of the chosen stay and party; without dates (or before its price is known), how it works. */
export function DatedTouristicTax({ productId }: { productId: number }) {
  const t = useTranslations('product.practical');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const criteria = useProductCriteria(market.timeZone);
  const { detail } = useDatedProductDetail(productId, locale, criteria);
  const amount = detail?.localTaxTotalAmount;
  return <p>{amount !== undefined && amount !== null ? t('touristicTaxAmount', { amount: formatMoney(amount, market.bcp47) }) : t('touristicTaxText')}</p>;
}
