'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useMarket } from '../market-context';
import { Dialog, DialogDescription, DialogHeader } from '../ui/Dialog';

export interface PriceChangeDialogProps {
  /** The server's total, in cents. */
  expectedAmount: number;
  /** What changed, in the words of the page (an activity's price rather than a stay's); the stay's text by default. */
  text?: string;
  /** The traveller accepts the new total: the order goes again with it (and a new idempotency key). */
  onConfirm(): void;
  onCancel(): void;
}

/** The server's price differs from the one shown: the new total, to confirm or not. */
export function PriceChangeDialog({ expectedAmount, text, onConfirm, onCancel }: PriceChangeDialogProps) {
  const t = useTranslations('checkout.priceChange');
  const { locale } = useMarket();
  const amount = formatMoney(expectedAmount, MARKETS[locale].bcp47);
  return (
    <Dialog
      onClose={onCancel}
      overlay="medium"
      isDescribed
      returnFocusTo="opener"
      className="fixed left-1/2 top-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-card bg-white p-6 shadow-card focus:outline-none"
      testId="price-change-dialog"
    >
      <DialogHeader title={t('title')} closeLabel={t('cancel')} />
      <DialogDescription>{text ?? t('text', { amount })}</DialogDescription>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <button type="button" className="button-primary" onClick={onConfirm}>
          {t('confirm', { amount })}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}
