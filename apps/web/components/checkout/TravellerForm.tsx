'use client';

import { type Buyer, buyerSchema, CIVILITIES } from '@escapade/contracts/checkout';
import { MARKETS } from '@escapade/domain/markets';
import { emailTypoSuggestion } from '@escapade/domain/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type HTMLInputAutoCompleteAttribute, type ReactNode, useEffect, useId, useMemo } from 'react';
import { type FieldError, type UseFormReturn, useForm } from 'react-hook-form';
import { browserStorage } from '../../lib/browser-storage';
import { useMarket } from '../market-context';
import { BUYER_FIELD_MAX, type BuyerField, buyerErrorKey } from './buyer-errors';
import { emptyTraveller, readStoredTraveller, writeStoredTraveller } from './traveller-storage';

export type TravellerForm = UseFormReturn<Buyer, unknown, Buyer>;

/**
 * The countries a traveller's address may be in: the markets' and their neighbours. Their names
 * come from the browser's own region names in the visitor's language.
 */
export const TRAVELLER_COUNTRIES = ['FR', 'BE', 'ES', 'IT', 'NL', 'LU', 'DE', 'CH', 'AT', 'PT', 'IE', 'GB', 'MC', 'AD', 'DK', 'SE', 'PL'] as const;

/**
 * The traveller form's state: the shared buyer schema validates on blur and on submit, and what is
 * typed is kept in session storage (read back when the page opens again). The country starts as
 * the market's.
 */
export function useTravellerForm(): TravellerForm {
  const { locale } = useMarket();
  const country = MARKETS[locale].country;
  const form = useForm<Buyer, unknown, Buyer>({
    resolver: zodResolver(buyerSchema),
    defaultValues: emptyTraveller(country),
    mode: 'onBlur',
    // The page focuses the first error of the whole checkout (the traveller's, then the choices').
    shouldFocusError: false,
  });
  const { reset, watch } = form;
  useEffect(() => {
    const storage = browserStorage('sessionStorage');
    reset(readStoredTraveller(storage, country));
    const subscription = watch((values) => writeStoredTraveller(storage, values));
    return () => subscription.unsubscribe();
  }, [reset, watch, country]);
  return form;
}

interface FieldSpec {
  name: Exclude<BuyerField, 'civility' | 'country'>;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel';
  /** Half a row on larger screens. */
  isHalf?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', autoComplete: 'given-name', isHalf: true },
  { name: 'lastName', autoComplete: 'family-name', isHalf: true },
  { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'phoneNumber', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'addressLine', autoComplete: 'street-address' },
  { name: 'postalCode', autoComplete: 'postal-code', isHalf: true },
  { name: 'city', autoComplete: 'address-level2', isHalf: true },
];

export const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

export interface TravellerFieldsProps {
  form: TravellerForm;
  /** The fieldset's title; 'Traveller' by default (a gift's buyer travels nowhere). */
  legend?: string;
}

/**
 * The traveller's details (civility, names, e-mail, phone, address): a label for every field, the
 * browser's autofill names, each error linked to its field. A mistyped popular e-mail domain
 * offers 'You mean @{domain}?', which applies the correction when clicked.
 */
export function TravellerFields({ form, legend }: TravellerFieldsProps) {
  const t = useTranslations('checkout.traveller');
  const tError = useTranslations('checkout.errors');
  const { locale } = useMarket();
  const id = useId();
  const { register, formState, watch, setValue } = form;
  const email = watch('email');
  const suggestion = formState.touchedFields.email && email ? emailTypoSuggestion(email) : undefined;
  const bcp47 = MARKETS[locale].bcp47;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([bcp47], { type: 'region' });
    return TRAVELLER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, bcp47));
  }, [bcp47]);

  const errorText = (field: BuyerField, error: FieldError | undefined): string | undefined => {
    const key = buyerErrorKey(error?.message);
    if (!key) return undefined;
    return key === 'limit' ? tError('limit', { maxlength: BUYER_FIELD_MAX[field] }) : tError(key);
  };
  const fieldId = (field: BuyerField) => `${id}-${field}`;
  const civilityError = errorText('civility', formState.errors.civility);

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-bold text-brand-900">{legend ?? t('legend')}</legend>
      <p className="text-sm text-muted">{t('allMandatory')}</p>
      <fieldset className="flex flex-col gap-1 text-sm" aria-describedby={civilityError ? `${fieldId('civility')}-error` : undefined}>
        <legend className="mb-1 font-semibold">{t('civility')}</legend>
        <div className="flex flex-wrap gap-3">
          {CIVILITIES.map((civility) => (
            <label
              key={civility}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input type="radio" value={civility} {...register('civility')} aria-invalid={civilityError ? true : undefined} className="size-4 accent-brand-700" />
              {t(`civilities.${civility}`)}
            </label>
          ))}
        </div>
        {civilityError ? (
          <p id={`${fieldId('civility')}-error`} className="font-semibold text-red-700">
            {civilityError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={fieldId(field.name)}
            label={t(`fields.${field.name}`)}
            error={errorText(field.name, formState.errors[field.name])}
            className={field.isHalf ? '' : 'sm:col-span-2'}
            extra={
              field.name === 'email' && suggestion ? (
                <button
                  type="button"
                  className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
                  onClick={() => setValue('email', suggestion.email, { shouldValidate: true, shouldDirty: true })}
                >
                  {t('emailSuggestion', { domain: suggestion.domain })}
                </button>
              ) : null
            }
          >
            {(describedBy, isInvalid) => (
              <input
                id={fieldId(field.name)}
                {...register(field.name)}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                aria-required="true"
                aria-invalid={isInvalid}
                aria-describedby={describedBy}
                className={INPUT_CLASS}
              />
            )}
          </TextField>
        ))}
        <TextField id={fieldId('country')} label={t('fields.country')} error={errorText('country', formState.errors.country)} className="sm:col-span-2">
          {(describedBy, isInvalid) => (
            // The server's HTML shows the market's country too: register() sets a select's value only once mounted.
            <select id={fieldId('country')} {...register('country')} defaultValue={formState.defaultValues?.country} autoComplete="country" aria-required="true" aria-invalid={isInvalid} aria-describedby={describedBy} className={INPUT_CLASS}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </TextField>
      </div>
    </fieldset>
  );
}

/** A labelled field: the control (given the ids to describe it with), then its error, linked to it. */
export function TextField({
  id,
  label,
  error,
  className,
  extra,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  className?: string;
  extra?: ReactNode;
  children: (describedBy: string | undefined, isInvalid: true | undefined) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 text-sm ${className ?? ''}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children(error ? errorId : undefined, error ? true : undefined)}
      {extra}
      {error ? (
        <p id={errorId} className="font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
