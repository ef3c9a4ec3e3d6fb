'use client';

import type { CancellationQuote } from '@escapade/contracts/account';
import type { OrderView } from '@escapade/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Dialog, DialogDescription, DialogHeader } from '../../../components/ui/Dialog';
import type { CancellationResult, TripAccess, TripsApi } from '../../../lib/api/trips';
import type { TripFormats } from './trip-formats';
import { cancellationMessageOf, cancellationTermsOf, refundDestinationsOf, refusalTermsOf, type TripFailure, tripFailureOf } from './trips-view';

const DIALOG_CLASS =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none';

export interface CancelTripProps {
  order: Pick<OrderView, 'orderUUID' | 'status' | 'cancellationPolicy'>;
  quote: Extract<CancellationQuote, { allowed: true }>;
  access: TripAccess;
  api: Pick<TripsApi, 'cancelTrip'>;
  formats: TripFormats;
  /** Opened as the trip opens (the contact page's "cancel my booking"). */
  defaultOpen?: boolean;
  /** The cancellation is done: the page says so and reads the trip again. */
  onCancelled(result: CancellationResult): void;
  /**
   * The API refused it (409): once the dialog is closed the trip is read again (its terms have
   * changed, the button goes) and the page moves the focus to what it says now.
   */
  onRefused(): void;
  onAccessLost(): void;
}

/**
 * "Cancel my booking": a dialog asks to confirm, saying what comes back and where (the gift cards
 * first, then the payment method) before anything is sent; confirmed, the cancellation is posted.
 * A refusal (409) is said in the dialog in the words of its reason.
 */
export function CancelTrip({ order, quote, access, api, formats, defaultOpen = false, onCancelled, onRefused, onAccessLost }: CancelTripProps) {
  const t = useTranslations('trips.cancellation');
  const tAccess = useTranslations('trips.access');
  const [open, setOpen] = useState(defaultOpen);
  const [failure, setFailure] = useState<TripFailure>();
  // Where the focus goes as the dialog closes: back to the button, unless the button goes away
  // (cancelled: the page focuses the outcome; refused: the terms). Refs, because the dialog may
  // close as this component leaves the page.
  const isDone = useRef(false);
  const wasRefused = useRef(false);
  const cancel = useMutation({
    mutationFn: () => api.cancelTrip(order.orderUUID, access),
    onSuccess: (result) => {
      isDone.current = true;
      setOpen(false);
      onCancelled(result);
    },
    onError: (error) => {
      const next = tripFailureOf(error);
      if (next.kind === 'accessLost') {
        setOpen(false);
        onAccessLost();
        return;
      }
      if (next.kind === 'refused') wasRefused.current = true;
      setFailure(next);
    },
  });

  function onOpenChange(next: boolean) {
    if (cancel.isPending) return;
    setFailure(undefined);
    setOpen(next);
  }

  function onCloseAutoFocus(event: Event) {
    if (!isDone.current && !wasRefused.current) return;
    event.preventDefault();
    // Read again once the visitor has read the refusal.
    if (wasRefused.current) onRefused();
  }

  const failureText = (() => {
    if (!failure) return undefined;
    if (failure.kind === 'refused') {
      const message = cancellationMessageOf(refusalTermsOf(failure.reason ?? '', order), formats.day);
      return t(message.key, message.values);
    }
    return failure.kind === 'tooManyAttempts' ? tAccess('tooManyAttempts') : t('failed');
  })();
  const terms = cancellationMessageOf(cancellationTermsOf(quote, order), formats.day);
  const destinations = refundDestinationsOf(quote);
  // A refusal ends what this dialog can do: only closing is left.
  const isRefused = failure?.kind === 'refused';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      overlay="medium"
      isDescribed
      onCloseAutoFocus={onCloseAutoFocus}
      trigger={
        <button type="button" className="button-secondary self-start">
          {t('button')}
        </button>
      }
      className={DIALOG_CLASS}
    >
      <DialogHeader title={t('dialogTitle')} closeLabel={t('close')} />
      <DialogDescription asChild>
        <div className="flex flex-col gap-2">
          <p>{t(terms.key, terms.values)}</p>
          {quote.refundCents > 0 ? (
            <>
              <p className="font-semibold">{t('refund', { amount: formats.money(quote.refundCents) })}</p>
              <ul className="list-disc pl-5">
                {destinations.map(({ to, cents }) => (
                  <li key={to}>{t(to === 'giftCards' ? 'toGiftCards' : 'toPaymentMethod', { amount: formats.money(cents) })}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="font-semibold">{t('noRefund')}</p>
          )}
          <p>{t('final')}</p>
        </div>
      </DialogDescription>
      <div role="alert">{failureText ? <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{failureText}</p> : null}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="button-secondary" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          {t('keep')}
        </button>
        {isRefused ? null : (
          <button type="button" className="button-primary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {cancel.isPending ? t('working') : t('confirm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
