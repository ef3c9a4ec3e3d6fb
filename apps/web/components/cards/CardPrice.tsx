'use client';

import { formatMoney } from '@escapade/domain/price';
import { useLocale, useTranslations } from 'next-intl';
import type { CardPrice as CardPriceView } from './card-view';

/** The card price: "price with '/ pers'", the gift price for 2 people, the promo (stays 10 %+, activities 5 %+). */
export function CardPrice({ price }: { price: CardPriceView }) {
  const t = useTranslations('cards.price');
  const bcp47 = useLocale();
  const amount = formatMoney(price.amountCents, bcp47);
  return (
    <div className="flex flex-col items-start">
      {price.promo > 0 ? <span className="mb-1 rounded-md bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">{t('promo', { percent: price.promo })}</span> : null}
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        {price.isFrom ? <span className="text-sm text-muted">{t('from')}</span> : null}
        {price.referenceCents !== undefined ? (
          <span className="text-sm text-muted line-through">
            <span className="sr-only">{t('insteadOf')} </span>
            {formatMoney(price.referenceCents, bcp47)}
          </span>
        ) : null}
        <span className="text-xl font-bold text-ink">{amount}</span>
        <span className="text-sm text-muted">{price.unit === 'perPerson' ? t('perPerson') : t('forTwo')}</span>
      </p>
    </div>
  );
}
