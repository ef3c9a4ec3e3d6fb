'use client';

import { applyTypingLimit, GIFT_FROM_NAME_MAX, GIFT_MESSAGE_MAX } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import { DELIVERY_COUNTRIES, DELIVERY_WORKING_DAYS_MAX, DELIVERY_WORKING_DAYS_MIN } from '@escapade/domain/voucher';
import { POSTAL_CODE_INCORRECT_MESSAGE } from '@escapade/contracts/checkout';
import { useTranslations } from 'next-intl';
import { type HTMLInputAutoCompleteAttribute, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, type UseFormReturn, get, useForm } from 'react-hook-form';
import { buyerErrorKey } from '../../components/checkout/buyer-errors';
import { INPUT_CLASS, TextField } from '../../components/checkout/TravellerForm';
import { useMarket } from '../../components/market-context';
import { FIELD_LIMIT_MESSAGE_MS } from '../../lib/ui-constants';
import { GIFT_DETAILS_FIELD_MAX, type GiftDetailsField, type GiftDetailsValues, giftDetailsProblems } from './gift-checkout-model';

export type GiftDetailsForm = UseFormReturn<GiftDetailsValues, { isPhysical: boolean }, GiftDetailsValues>;

/** Each field's problem as react-hook-form keeps it (nested by path). */
const giftDetailsResolver: Resolver<GiftDetailsValues, { isPhysical: boolean }, GiftDetailsValues> = async (values, context) => {
  const problems = Object.entries(giftDetailsProblems(values, context?.isPhysical ?? false));
  if (problems.length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [path, message] of problems) {
    const [group, name] = path.split('.');
    if (!group) continue;
    const error = { type: 'validate', message };
    if (name) errors[group] = { ...(errors[group] as object | undefined), [name]: error };
    else errors[group] = error;
  }
  return { values: {}, errors: errors as FieldErrors<GiftDetailsValues> };
};

/**
 * The gift form's state (the sender's words, the recipient, the delivery address), checked on blur
 * and on submit; it opens with what the gift page stored, once the browser has read it.
 */
export function useGiftDetailsForm(initial: GiftDetailsValues, isPhysical: boolean): GiftDetailsForm {
  const form = useForm<GiftDetailsValues, { isPhysical: boolean }, GiftDetailsValues>({
    resolver: giftDetailsResolver,
    context: { isPhysical },
    defaultValues: initial,
    mode: 'onBlur',
    // The page focuses the first error of the whole checkout.
    shouldFocusError: false,
  });
  const { reset } = form;
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    reset(JSON.parse(initialKey) as GiftDetailsValues);
  }, [reset, initialKey]);
  return form;
}

const CARD_LEGEND = 'mb-2 text-xl font-bold text-brand-900';

/** The text of a field's error in the page's language; the postal code's names its country's format. */
function useErrorText(form: GiftDetailsForm) {
  const tError = useTranslations('checkout.errors');
  const tg = useTranslations('giftCheckout');
  const country = form.watch('address.country');
  return (field: GiftDetailsField): string | undefined => {
    const message = (get(form.formState.errors, field) as { message?: string } | undefined)?.message;
    if (message === undefined) return undefined;
    if (message === POSTAL_CODE_INCORRECT_MESSAGE) return tg(`address.postalCodeIncorrect.${country}`);
    const key = buyerErrorKey(message);
    if (!key) return undefined;
    return key === 'limit' ? tError('limit', { maxlength: GIFT_DETAILS_FIELD_MAX[field] }) : tError(key);
  };
}

/** The sender's name (optional, text only, ≤ 40) and message (≤ 180), as the gift form takes them. */
export function PersonalisationFields({ form }: { form: GiftDetailsForm }) {
  const t = useTranslations('gift');
  const tg = useTranslations('giftCheckout');
  const id = useId();
  const errorText = useErrorText(form);
  const [limitReached, setLimitReached] = useState<'fromName' | 'message'>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // "Typing past limit blocked, shows limit message 1 second."
  function limitTyping(field: 'fromName' | 'message', value: string) {
    const limited = applyTypingLimit(value, field === 'fromName' ? GIFT_FROM_NAME_MAX : GIFT_MESSAGE_MAX);
    if (!limited.isOverLimit) return;
    form.setValue(field, limited.value);
    setLimitReached(field);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLimitReached(undefined), FIELD_LIMIT_MESSAGE_MS);
  }

  const field = (name: 'fromName' | 'message', label: string, hint: string) => {
    const error = errorText(name);
    const inputId = `${id}-${name}`;
    const note = error ?? (limitReached === name ? t('limitMessage', { max: GIFT_DETAILS_FIELD_MAX[name] }) : hint);
    const common = {
      id: inputId,
      ...form.register(name, { onChange: (event: { target: { value: unknown } }) => limitTyping(name, String(event.target.value)) }),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `${inputId}-note`,
    } as const;
    return (
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={inputId} className="font-semibold">
          {label}
        </label>
        {name === 'message' ? <textarea {...common} rows={4} className={`${INPUT_CLASS} py-2`} /> : <input {...common} autoComplete="name" className={INPUT_CLASS} />}
        <p id={`${inputId}-note`} aria-live="polite" className={error || limitReached === name ? 'font-semibold text-red-700' : 'text-muted'}>
          {note}
        </p>
      </div>
    );
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={CARD_LEGEND}>{tg('personalisation.legend')}</legend>
      <p className="text-sm text-muted">{t('personaliseIntro')}</p>
      {field('fromName', t('fromName'), t('fromNameHint', { max: GIFT_FROM_NAME_MAX }))}
      {field('message', t('message'), t('messageHint'))}
    </fieldset>
  );
}

/** Who receives the voucher by e-mail: the beneficiary (name and e-mail), or the buyer. */
export function RecipientFields({ form }: { form: GiftDetailsForm }) {
  const tg = useTranslations('giftCheckout.recipient');
  const id = useId();
  const errorText = useErrorText(form);
  const kind = form.watch('recipient.kind');
  const option = (value: 'beneficiary' | 'buyer') => (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
      <input type="radio" value={value} {...form.register('recipient.kind')} aria-describedby={`${id}-${value}-detail`} className="mt-1 size-5 shrink-0 accent-brand-700" />
      <span className="flex flex-col">
        <span className="font-semibold text-brand-900">{tg(`${value}.title`)}</span>
        <span id={`${id}-${value}-detail`} className="text-sm text-muted">
          {tg(`${value}.detail`)}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={CARD_LEGEND}>{tg('legend')}</legend>
      {option('beneficiary')}
      {kind === 'beneficiary' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={form} id={`${id}-name`} name="recipient.name" label={tg('name')} autoComplete="off" error={errorText('recipient.name')} />
          <Field form={form} id={`${id}-email`} name="recipient.email" label={tg('email')} autoComplete="off" type="email" error={errorText('recipient.email')} />
        </div>
      ) : null}
      {option('buyer')}
    </fieldset>
  );
}

/** Where a physical gift goes: FR, BE, ES, IT or NL, the postal code checked against its country. */
export function DeliveryAddressFields({ form, shippingText }: { form: GiftDetailsForm; shippingText: string | undefined }) {
  const tg = useTranslations('giftCheckout.address');
  const tc = useTranslations('checkout.traveller.fields');
  const { locale } = useMarket();
  const id = useId();
  const errorText = useErrorText(form);
  const bcp47 = MARKETS[locale].bcp47;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([bcp47], { type: 'region' });
    return DELIVERY_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, bcp47));
  }, [bcp47]);
  const countryError = errorText('address.country');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={CARD_LEGEND}>{tg('legend')}</legend>
      <p className="text-sm text-muted">{tg('intro', { min: DELIVERY_WORKING_DAYS_MIN, max: DELIVERY_WORKING_DAYS_MAX })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} id={`${id}-name`} name="address.name" label={tg('name')} autoComplete="shipping name" className="sm:col-span-2" error={errorText('address.name')} />
        <Field form={form} id={`${id}-line`} name="address.addressLine" label={tc('addressLine')} autoComplete="shipping street-address" className="sm:col-span-2" error={errorText('address.addressLine')} />
        <Field form={form} id={`${id}-postal`} name="address.postalCode" label={tc('postalCode')} autoComplete="shipping postal-code" error={errorText('address.postalCode')} />
        <Field form={form} id={`${id}-city`} name="address.city" label={tc('city')} autoComplete="shipping address-level2" error={errorText('address.city')} />
        <TextField id={`${id}-country`} label={tc('country')} error={countryError} className="sm:col-span-2">
          {(describedBy, isInvalid) => (
            <select
              id={`${id}-country`}
              {...form.register('address.country', {
                // A postal code typed for another country is checked again against the new one.
                onChange: () => {
                  if (form.getValues('address.postalCode')) void form.trigger('address.postalCode');
                },
              })}
              defaultValue={form.formState.defaultValues?.address?.country}
              autoComplete="shipping country"
              aria-required="true"
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </TextField>
      </div>
      {shippingText ? (
        <p className="text-sm font-semibold text-brand-900" data-testid="gift-shipping">
          {shippingText}
        </p>
      ) : null}
    </fieldset>
  );
}

function Field({
  form,
  id,
  name,
  label,
  autoComplete,
  type = 'text',
  className,
  error,
}: {
  form: GiftDetailsForm;
  id: string;
  name: GiftDetailsField;
  label: string;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: 'text' | 'email';
  className?: string;
  error: string | undefined;
}) {
  return (
    <TextField id={id} label={label} error={error} {...(className ? { className } : {})}>
      {(describedBy, isInvalid) => (
        <input
          id={id}
          {...form.register(name)}
          type={type}
          inputMode={type === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          aria-required="true"
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
        />
      )}
    </TextField>
  );
}
