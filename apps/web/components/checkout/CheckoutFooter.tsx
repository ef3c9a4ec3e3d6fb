'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useMarket } from '../market-context';
import type { OrderFailure } from './order-submission';
import type { OrderSubmission } from './use-order-submission';

export interface CheckoutFooterProps {
  /** Why the last order was refused. */
  failure: OrderFailure | undefined;
  /** A 400 whose fields the page does not show: said as a failure. */
  hasUnplacedProblem: boolean;
  /** What the page says when nothing is left to sell, and the way back to choose again. */
  noAvailability: { text: string; href: string; linkLabel: string };
  totalCents: number;
  /** What is left to pay once gift cards paid part of the order (the order answered). */
  leftToPayCents?: number | undefined;
  status: OrderSubmission['status'];
  /** 'Pay N €', or 'Pay with {wallet}'. */
  payLabel: string;
}

/**
 * The end of every checkout form: what stopped the last order (nothing left to sell, a failure),
 * then the total and Pay, sticky at the bottom of a phone's screen.
 */
export function CheckoutFooter({ failure, hasUnplacedProblem, noAvailability, totalCents, leftToPayCents, status, payLabel }: CheckoutFooterProps) {
  const tc = useTranslations('checkout');
  const { locale } = useMarket();
  const isBusy = status !== 'idle';
  return (
    <>
      {failure?.kind === 'noAvailability' ? (
        <div role="alert" className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card">
          <p className="font-semibold text-red-700">{noAvailability.text}</p>
          <a href={noAvailability.href} className="button-secondary self-start">
            {noAvailability.linkLabel}
          </a>
        </div>
      ) : null}
      {failure?.kind === 'failed' || hasUnplacedProblem ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {tc('errors.failed')}
        </p>
      ) : null}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-line bg-white px-4 py-3 shadow-card sm:mx-0 sm:rounded-card lg:static lg:shadow-none">
        <p className="flex flex-col">
          <span className="text-xs text-muted">{leftToPayCents === undefined ? tc('total.title') : tc('total.leftToPay')}</span>
          <span className="text-lg font-bold text-brand-900 tabular-nums">{formatMoney(leftToPayCents ?? totalCents, MARKETS[locale].bcp47)}</span>
        </p>
        <button type="submit" className="button-primary flex-1" disabled={isBusy}>
          {isBusy ? (status === 'redirecting' ? tc('total.redirecting') : tc('total.sending')) : payLabel}
        </button>
      </div>
    </>
  );
}
