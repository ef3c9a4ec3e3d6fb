'use client';

import type { PriceMessage as PriceMessageModel } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { DialogLinkButton, ProductDialog } from './ProductDialog';

/**
 * "Price message: gifting hidden; loading; with dates and promo shows money saved; without dates
 * and with promo 'up to N%'; otherwise default message. Each opens an explanation modal."
 */
export function PriceMessage({ message, formatMoney }: { message: PriceMessageModel; formatMoney(cents: number): string }) {
  const t = useTranslations('product.priceMessage');
  if (message.kind === 'hidden') return null;
  if (message.kind === 'loading') return <p className="text-sm text-muted">{t('loading')}</p>;
  const text =
    message.kind === 'moneySaved'
      ? t('moneySaved', { amount: formatMoney(message.moneySavedCents) })
      : message.kind === 'upTo'
        ? t('upTo', { percent: message.percent })
        : t('default');
  return (
    <ProductDialog title={t(`${message.kind}Title`)} trigger={<DialogLinkButton>{text}</DialogLinkButton>}>
      <p>{t(`${message.kind}Explanation`)}</p>
    </ProductDialog>
  );
}
