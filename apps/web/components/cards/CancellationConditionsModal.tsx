'use client';

import { CANCELLATION_REFUND_PERCENT } from '@escapade/domain/cards';
import { useTranslations } from 'next-intl';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../ui/Dialog';

/**
 * The cancellation conditions modal: free modification
 * until the deadline, an 80 % partial refund of each night until the deadline, no refund after
 * the check-in date.
 */
export function CancellationConditionsModal({ onClose, returnFocusTo }: { onClose(): void; returnFocusTo?: HTMLElement | null }) {
  const t = useTranslations('cards.cancellation');
  return (
    <Dialog
      onClose={onClose}
      overlay="medium"
      isDescribed
      returnFocusTo={returnFocusTo}
      className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card"
    >
      <DialogTitle className="text-xl font-bold text-brand-900">{t('modalTitle')}</DialogTitle>
      <DialogDescription asChild>
        <div className="mt-4 flex flex-col gap-3 text-ink">
          <p>{t('modification')}</p>
          <p>{t('partialRefund', { percent: CANCELLATION_REFUND_PERCENT })}</p>
          <p>{t('noRefund')}</p>
        </div>
      </DialogDescription>
      <DialogClose asChild>
        <button type="button" className="button-primary mt-6">
          {t('close')}
        </button>
      </DialogClose>
    </Dialog>
  );
}
