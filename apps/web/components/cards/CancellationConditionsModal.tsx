'use client';

import { CANCELLATION_REFUND_PERCENT } from '@escapade/domain/cards';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';

/**
 * The cancellation conditions modal: free modification
 * until the deadline, an 80 % partial refund of each night until the deadline, no refund after
 * the check-in date.
 */
export function CancellationConditionsModal({ onClose, returnFocusTo }: { onClose(): void; returnFocusTo?: HTMLElement | null }) {
  const t = useTranslations('cards.cancellation');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card">
          <Dialog.Title className="text-xl font-bold text-brand-900">{t('modalTitle')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-4 flex flex-col gap-3 text-ink">
              <p>{t('modification')}</p>
              <p>{t('partialRefund', { percent: CANCELLATION_REFUND_PERCENT })}</p>
              <p>{t('noRefund')}</p>
            </div>
          </Dialog.Description>
          <Dialog.Close asChild>
            <button type="button" className="button-primary mt-6">
              {t('close')}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
