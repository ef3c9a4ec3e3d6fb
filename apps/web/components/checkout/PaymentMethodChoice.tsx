'use client';

import { MARKETS } from '@escapade/domain/markets';
import type { PaymentMethod } from '@escapade/domain/order';
import { formatMoney, formatPriceDifference } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatDay } from '../calendar/calendar-model';
import { useMarket } from '../market-context';
import type { PaymentOption } from './payment-options';

export interface PaymentMethodChoiceProps {
  options: readonly PaymentOption[];
  value: PaymentMethod | undefined;
  onChange(method: PaymentMethod): void;
  /** The wallet's display name ('{{paymentMethod}}' of its messages). */
  walletName: string;
  /** Shown under the legend, on every radio's `aria-describedby`. */
  error?: string | undefined;
  /** The pay-later options are being asked. */
  isLoadingPayLater?: boolean;
}

/** The payment method radios: card, wallet, then the eligible pay-later options with their fee and instalments. */
export function PaymentMethodChoice({ options, value, onChange, walletName, error, isLoadingPayLater = false }: PaymentMethodChoiceProps) {
  const t = useTranslations('checkout.payment');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const id = useId();
  const errorId = `${id}-error`;
  const day = (value: string) => formatDay(value, bcp47, { day: 'numeric', month: 'long', year: 'numeric' });

  function title(option: PaymentOption): string {
    if (option.method === 'wallet') return t('methods.wallet', { paymentMethod: walletName });
    if (option.method === '3x' || option.method === '4x') return t('methods.instalments', { count: option.instalments.length || Number(option.method[0]) });
    return t(`methods.${option.method}`);
  }

  function detail(option: PaymentOption): string | undefined {
    if (option.method === 'card') return t('details.card');
    if (option.method === 'wallet') return t('details.wallet');
    const first = option.instalments[0];
    if (option.method === 'deferred' && first) return t('details.deferred', { amount: formatMoney(first.amountCents, bcp47), date: day(first.date) });
    if (option.method === 'paypal') return t('details.paypal');
    return option.feeCents > 0 ? t('details.fee', { fee: formatPriceDifference(option.feeCents, bcp47) }) : t('details.noFee');
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-xl font-bold text-brand-900">{t('legend')}</legend>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {options.map((option) => {
        const optionId = `${id}-${option.method}`;
        const isChosen = value === option.method;
        return (
          <div
            key={option.method}
            className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <label htmlFor={optionId} className="flex cursor-pointer items-start gap-3">
              <input
                id={optionId}
                type="radio"
                name={`${id}-method`}
                value={option.method}
                checked={isChosen}
                onChange={() => onChange(option.method)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${optionId}-detail${error ? ` ${errorId}` : ''}`}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="flex flex-col">
                <span className="font-semibold text-brand-900">{title(option)}</span>
                <span id={`${optionId}-detail`} className="text-sm text-muted">
                  {detail(option)}
                </span>
              </span>
            </label>
            {isChosen && option.instalments.length > 1 ? (
              <ol aria-label={t('scheduleLabel')} className="ml-8 flex flex-col gap-1 text-sm">
                {option.instalments.map((instalment) => (
                  <li key={instalment.date} className="flex justify-between gap-4">
                    <span>{day(instalment.date)}</span>
                    <span className="tabular-nums">{formatMoney(instalment.amountCents, bcp47)}</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        );
      })}
      {isLoadingPayLater ? (
        <p role="status" className="text-sm text-muted">
          {t('loadingPayLater')}
        </p>
      ) : null}
    </fieldset>
  );
}
