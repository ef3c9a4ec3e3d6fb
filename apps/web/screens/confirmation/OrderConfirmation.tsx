'use client';

import type { OrderView } from '@escapade/contracts/checkout';
import { ORDER_HOLD_MINUTES } from '@escapade/domain/order';
import { MARKETS } from '@escapade/domain/markets';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { browserCheckoutApi } from '../../lib/api/checkout';
import { ConfirmedOrder } from './ConfirmedOrder';
import { type ConfirmationState, confirmationStateOf, PAYMENT_SLOW_AFTER_MS, paymentPollInterval, productItemsOf, retryHref, type RetryPaths } from './confirmation-view';
import { recordPurchaseOnce } from './record-purchase';

export interface OrderConfirmationProps {
  /** The order as the server read it for this page. */
  initialOrder: OrderView;
  retryPaths: RetryPaths;
  bookingLookupHref: string;
}

/**
 * The confirmation page's body: the order's state as the API reports it. While the payment is
 * being confirmed it says so and reads the order again every 2 s (every 10 s, saying it takes
 * longer than usual, after a minute) until the state is final.
 */
export function OrderConfirmation({ initialOrder, retryPaths, bookingLookupHref }: OrderConfirmationProps) {
  const { locale } = useMarket();
  const [waitingSince] = useState(() => Date.now());
  const { data: order = initialOrder } = useQuery({
    queryKey: ['order', initialOrder.orderUUID],
    queryFn: async ({ signal }) => {
      const found = await browserCheckoutApi.getOrder(initialOrder.orderUUID, signal);
      // The page's order cannot vanish; a miss is a failed read, and the last state stays shown.
      if (!found) throw new Error(`order ${initialOrder.orderUUID} not found`);
      return found;
    },
    initialData: initialOrder,
    refetchInterval: (query) => paymentPollInterval(query.state.data?.status ?? initialOrder.status, Date.now() - waitingSince),
  });
  const state = confirmationStateOf(order.status);
  const isSlow = useIsSlow(state === 'pending', waitingSince);
  const heading = useFocusOnStateChange(state);

  useEffect(() => {
    // Only on the way back from the payment (`status` in the URL): a booking found again through the
    // lookup, on another device, is not a second sale.
    const isPaymentReturn = new URLSearchParams(window.location.search).has('status');
    if (order.status === 'CONFIRMED' && isPaymentReturn) recordPurchaseOnce(order, locale);
  }, [order, locale]);

  if (state === 'confirmed') return <ConfirmedOrder order={order} headingRef={heading} bookingLookupHref={bookingLookupHref} />;
  if (state === 'pending') return <PendingPayment order={order} isSlow={isSlow} headingRef={heading} />;
  return <ClosedOrder order={order} state={state} headingRef={heading} retryPaths={retryPaths} bookingLookupHref={bookingLookupHref} />;
}

/** Whether the payment has been waited on for longer than usual. */
function useIsSlow(isPending: boolean, waitingSince: number): boolean {
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = window.setTimeout(() => setIsSlow(true), Math.max(0, PAYMENT_SLOW_AFTER_MS - (Date.now() - waitingSince)));
    return () => window.clearTimeout(timer);
  }, [isPending, waitingSince]);
  return isSlow;
}

/** When the state changes under the visitor's eyes (pending → confirmed), focus moves to the new heading, which reads it out. */
function useFocusOnStateChange(state: ConfirmationState) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    heading.current?.focus();
  }, [state]);
  return heading;
}

const HEADING_CLASS = 'text-3xl font-bold tracking-tight text-brand-900 outline-none';

function BookingNumber({ value }: { value: string }) {
  const t = useTranslations('confirmation');
  return (
    <p className="flex flex-col">
      <span className="text-sm text-muted">{t('bookingNumber')}</span>
      <span className="text-2xl font-bold tracking-wider text-brand-900" data-testid="booking-number">
        {value}
      </span>
    </p>
  );
}

function PendingPayment({ order, isSlow, headingRef }: { order: OrderView; isSlow: boolean; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useTranslations('confirmation');
  return (
    <div className="container-page flex w-full max-w-2xl flex-col gap-6 py-10">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 rounded-card bg-white p-6 text-center shadow-card">
        <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none" />
        <h1 ref={headingRef} tabIndex={-1} className={HEADING_CLASS}>
          {t('pendingTitle')}
        </h1>
        <p>{t('pendingText')}</p>
        {isSlow ? <p className="font-semibold text-brand-900">{t('pendingSlow')}</p> : null}
      </div>
      <BookingNumber value={order.bookingNumber} />
    </div>
  );
}

function ClosedOrder({
  order,
  state,
  headingRef,
  retryPaths,
  bookingLookupHref,
}: {
  order: OrderView;
  state: Exclude<ConfirmationState, 'confirmed' | 'pending'>;
  headingRef: Ref<HTMLHeadingElement>;
  retryPaths: RetryPaths;
  bookingLookupHref: string;
}) {
  const t = useTranslations('confirmation');
  const { locale } = useMarket();
  const canRetry = state === 'failed' || state === 'expired';
  const bookAgain = canRetry ? retryHref(productItemsOf(order)[0], retryPaths) : undefined;
  return (
    <div className="container-page flex w-full max-w-2xl flex-col gap-6 py-10">
      <div role={canRetry ? 'alert' : undefined} className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-card">
        <h1 ref={headingRef} tabIndex={-1} className={HEADING_CLASS}>
          {t(`${state}Title`)}
        </h1>
        {state === 'failed' ? <p>{t('failedText')}</p> : null}
        {state === 'expired' ? <p>{t('expiredText', { minutes: ORDER_HOLD_MINUTES })}</p> : null}
        {!canRetry ? <p>{t('cancelledText', { phone: MARKETS[locale].phone })}</p> : null}
      </div>
      <BookingNumber value={order.bookingNumber} />
      {bookAgain ? (
        <a href={bookAgain} className="button-primary self-start">
          {t('book')}
        </a>
      ) : null}
      {!canRetry ? (
        <a href={bookingLookupHref} className="self-start font-semibold text-brand-700 underline">
          {t('lookupLink')}
        </a>
      ) : null}
    </div>
  );
}
