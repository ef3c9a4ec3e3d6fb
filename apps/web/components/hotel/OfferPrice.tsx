'use client';

import type { PriceInfo } from '@escapade/contracts/product';
import { formatMoney } from '@escapade/domain/price';
import type { Party } from '@escapade/domain/pax';
import { useLocale, useTranslations } from 'next-intl';

/**
 * An offer's price: with dates the stay's total for the party (and the reference price struck
 * through with the promo, which the API gives only from 10 %), without dates the "from" price.
 */
export function OfferPrice({ price, hasDates, party }: { price: PriceInfo | null; hasDates: boolean; party: Party }) {
  const t = useTranslations('hotel');
  const bcp47 = useLocale();
  if (!price) return <p className="text-sm text-muted">{t('priceUnavailable')}</p>;
  const people = party.adults + party.children;
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-baseline gap-x-2">
        {!hasDates ? <span className="text-sm text-muted">{t('from')}</span> : null}
        <span className="text-2xl font-bold text-brand-900">{formatMoney(price.sellPrice, bcp47)}</span>
        {price.promoPercentageRounded > 0 ? (
          <>
            <span className="text-sm text-muted line-through">
              <span className="sr-only">{t('insteadOf')} </span>
              {formatMoney(price.refPrice, bcp47)}
            </span>
            <span className="rounded-md bg-accent-700 px-1.5 py-0.5 text-xs font-bold text-white">{`−${price.promoPercentageRounded}%`}</span>
          </>
        ) : null}
      </div>
      <span className="text-sm text-muted">{t('stayFor', { nights: price.nights, people })}</span>
    </div>
  );
}
