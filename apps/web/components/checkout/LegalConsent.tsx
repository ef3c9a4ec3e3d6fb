'use client';

import type { Language } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useMarket } from '../market-context';

export interface ConsentValues {
  salesConditions: boolean;
  packageTravelInformation: boolean;
}

export type ConsentErrors = Partial<Record<keyof ConsentValues, string>>;

export interface LegalConsentProps {
  values: ConsentValues;
  onChange(values: ConsentValues): void;
  /** A stay is a package: the EU package travel directive's standard information is accepted too. */
  isPackageTravel: boolean;
  /** The sales conditions page of the market. */
  salesConditionsHref: string;
  errors?: ConsentErrors;
}

/** The directive's text in the official journal, in the visitor's language. */
export function packageTravelDirectiveHref(language: Language): string {
  return `https://eur-lex.europa.eu/legal-content/${language.toUpperCase()}/TXT/?uri=CELEX:32015L2302`;
}

/** Unchecked means no consent: the order is sent only with both boxes (one for an activity) ticked. */
export function missingConsents(values: ConsentValues, isPackageTravel: boolean): (keyof ConsentValues)[] {
  return [...(values.salesConditions ? [] : ['salesConditions' as const]), ...(isPackageTravel && !values.packageTravelInformation ? ['packageTravelInformation' as const] : [])];
}

/**
 * The legal consent: the sales conditions (linked), and for a stay the EU package travel
 * directive's standard information (its short text, a link to the directive).
 */
export function LegalConsent({ values, onChange, isPackageTravel, salesConditionsHref, errors = {} }: LegalConsentProps) {
  const t = useTranslations('checkout.consent');
  const { locale } = useMarket();
  const id = useId();
  const link = (href: string, isExternal: boolean) =>
    function LinkChunk(chunks: ReactNode) {
      return (
        <a href={href} className="font-semibold text-brand-800 underline underline-offset-2" {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : { target: '_blank' })}>
          {chunks}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      );
    };

  function checkbox(name: keyof ConsentValues, label: ReactNode, extra?: ReactNode) {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={inputId}
            type="checkbox"
            checked={values[name]}
            onChange={(event) => onChange({ ...values, [name]: event.target.checked })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={inputId} className="text-sm">
            {label}
          </label>
        </div>
        {extra}
        {error ? (
          <p id={`${inputId}-error`} className="ml-8 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-bold text-brand-900">{t('legend')}</legend>
      {checkbox('salesConditions', t.rich('salesConditions', { link: link(salesConditionsHref, false) }))}
      {isPackageTravel
        ? checkbox(
            'packageTravelInformation',
            t('packageTravel'),
            <details className="ml-8 text-sm text-muted">
              <summary className="cursor-pointer font-semibold text-brand-800">{t('packageTravelSummary')}</summary>
              <p className="mt-2">{t('packageTravelText')}</p>
              <p className="mt-2">{t.rich('packageTravelLink', { link: link(packageTravelDirectiveHref(MARKETS[locale].language), true) })}</p>
            </details>,
          )
        : null}
    </fieldset>
  );
}
