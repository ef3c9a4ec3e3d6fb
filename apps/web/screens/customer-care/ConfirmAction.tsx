'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog, DialogDescription, DialogHeader } from '../../components/ui/Dialog';
import { SMALL_BUTTON_CLASS } from './console-ui';

export interface ConfirmActionProps {
  /** The button's words, and its accessible name when `buttonName` is not given. */
  label: string;
  /** The button's accessible name when several such buttons are on the page ("Resend the confirmation"). */
  buttonName?: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** The action; a rejection keeps the dialog open with `failureOf(error)` said in it. */
  onConfirm(): Promise<void>;
  failureOf(error: unknown): string;
}

/**
 * An agent's action that does something to a customer (an e-mail sent again, a parcel marked as
 * shipped): asked for confirmation first, in a dialog that keeps the focus; done, the dialog closes
 * and focus returns to the button.
 */
export function ConfirmAction({ label, buttonName, title, description, confirmLabel, onConfirm, failureOf }: ConfirmActionProps) {
  const t = useTranslations('customerCare');
  const [open, setOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  function onOpenChange(next: boolean) {
    if (isPending) return;
    setFailure(undefined);
    setOpen(next);
  }

  async function confirm() {
    setIsPending(true);
    setFailure(undefined);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      overlay="medium"
      isDescribed
      trigger={
        <button type="button" className={SMALL_BUTTON_CLASS} aria-label={buttonName}>
          {label}
        </button>
      }
      className="fixed left-1/2 top-1/2 z-50 flex w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-card bg-white p-6 shadow-card focus:outline-none"
    >
      <DialogHeader title={title} closeLabel={t('close')} />
      <DialogDescription>{description}</DialogDescription>
      <div role="alert">{failure ? <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{failure}</p> : null}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={SMALL_BUTTON_CLASS} onClick={() => onOpenChange(false)} disabled={isPending}>
          {t('cancel')}
        </button>
        <button type="button" className="button-primary" onClick={confirm} disabled={isPending}>
          {isPending ? t('working') : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
