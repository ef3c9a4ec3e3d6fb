'use client';

import type { InsuranceChoice as Choice } from '@escapade/contracts/checkout';
import type { CancellationPolicy } from '@escapade/contracts/product';
import { MARKETS } from '@escapade/domain/markets';
import { formatPriceDifference } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { CancellationWording } from '../product/CancellationWording';
import { useMarket } from '../market-context';

export interface InsuranceChoiceProps {
  /** The stay's cancellation policy: cancellable shows the flexible option, otherwise the non-cancellable one. */
  policy: CancellationPolicy;
  /**
   * The insurance premium in cents as the API quoted it; null when there is no insurance to offer
   * (the market does not sell it, or no quote); undefined while it is asked.
   */
  premiumCents: number | null | undefined;
  /** The premium could not be asked ('Oops, something went wrong'): only the option without insurance remains. */
  isError?: boolean;
  /** Unselected until the traveller chooses. */
  value: Choice | undefined;
  onChange(choice: Choice): void;
  /** 'Please choose an option', shown under the legend. */
  error?: string | undefined;
  formatDay(day: string): string;
}

/**
 * The insurance choice of a stay: unselected by default; the flexible option ('+0 €') when the
 * policy is cancellable, else the non-cancellable option; the insurance option only where it is
 * sold, with its premium and what it covers (refund in less than 72 h, more than 25 cases,
 * cancellable until the day of arrival).
 */
export function InsuranceChoice({ policy, premiumCents, isError = false, value, onChange, error, formatDay }: InsuranceChoiceProps) {
  const t = useTranslations('checkout.insurance');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const id = useId();
  const errorId = `${id}-error`;

  function option(choice: Choice, title: string, price: string, description: ReactNode) {
    const optionId = `${id}-${choice}`;
    return (
      <div className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
        <input
          id={optionId}
          type="radio"
          name={`${id}-insurance`}
          value={choice}
          checked={value === choice}
          onChange={() => onChange(choice)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${optionId}-description${error ? ` ${errorId}` : ''}`}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={optionId} className="flex cursor-pointer justify-between gap-3 font-semibold text-brand-900">
            <span>{title}</span>
            <span className="shrink-0 tabular-nums">{price}</span>
          </label>
          <div id={`${optionId}-description`} className="text-sm">
            {description}
          </div>
        </div>
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-xl font-bold text-brand-900">{t('legend')}</legend>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {premiumCents === undefined && !isError ? (
        <p role="status" className="text-sm text-muted">
          {t('loading')}
        </p>
      ) : null}
      {isError ? (
        <p role="alert" className="text-sm text-muted">
          {t('error')}
        </p>
      ) : null}
      {typeof premiumCents === 'number'
        ? option(
            'insurance',
            t('insuranceTitle'),
            formatPriceDifference(premiumCents, bcp47),
            <ul className="list-disc pl-5 text-ink">
              <li>{t('refund72h')}</li>
              <li>{t('cases25')}</li>
              <li>{t('untilArrival')}</li>
            </ul>,
          )
        : null}
      {policy.cancellable
        ? option('noInsurance', t('flexibleTitle'), formatPriceDifference(0, bcp47), <CancellationWording policy={policy} hasDates formatDay={formatDay} />)
        : option('noInsurance', t('nonCancellableTitle'), formatPriceDifference(0, bcp47), <CancellationWording policy={policy} hasDates formatDay={formatDay} />)}
    </fieldset>
  );
}
