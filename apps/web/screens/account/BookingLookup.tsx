'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { browserCheckoutApi } from '../../lib/api/checkout';
import {
  type BookingLookupField,
  type BookingLookupOutcome,
  type BookingLookupValues,
  bookingLookupErrorKey,
  bookingLookupResolver,
  foundBookingHref,
  lookUpBooking,
} from './booking-lookup-model';
import { FormField } from '../../components/ui/FormField';

const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

/** The answers the form says in words; a found booking leaves the page instead. */
type FormMessage = Extract<BookingLookupOutcome, { kind: 'notFound' | 'tooManyAttempts' | 'failed' }>['kind'];

/**
 * "Find my booking": the booking number and the buyer's e-mail address, checked on blur and on
 * submit, each error under its field and linked to it. A match opens the order's confirmation page
 * (`confirmationPath`: the market's, e.g. `/fr-fr/confirmation`); no match, too many attempts or no
 * answer are said above the button. `titleId`: the page heading that names the form.
 */
export function BookingLookup({ confirmationPath, titleId }: { confirmationPath: string; titleId?: string }) {
  const t = useTranslations('bookingLookup');
  const id = useId();
  const [message, setMessage] = useState<FormMessage>();
  const [isLeaving, setIsLeaving] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<BookingLookupValues>({
    resolver: bookingLookupResolver,
    defaultValues: { bookingNumber: '', email: '' },
    mode: 'onBlur',
  });

  // Back from the confirmation page, a page restored from the browser's cache is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(undefined);
    const outcome = await lookUpBooking(browserCheckoutApi, values);
    switch (outcome.kind) {
      case 'found':
        setIsLeaving(true);
        window.location.assign(foundBookingHref(confirmationPath, outcome.orderUUID));
        return;
      case 'fields':
        outcome.errors.forEach(({ field, message: text }, index) => setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }));
        return;
      default:
        setMessage(outcome.kind);
    }
  });

  const fieldId = (field: BookingLookupField) => `${id}-${field}`;
  const errorText = (field: BookingLookupField): string | undefined => {
    const key = bookingLookupErrorKey(formState.errors[field]?.message);
    return key ? t(`errors.${key}`) : undefined;
  };
  const isBusy = formState.isSubmitting || isLeaving;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-line">
      <p className="text-sm text-muted">{t('allMandatory')}</p>
      <FormField id={fieldId('bookingNumber')} label={t('bookingNumber')} hint={t('bookingNumberHint')} error={errorText('bookingNumber')}>
        {(describedBy, isInvalid) => (
          <input
            id={fieldId('bookingNumber')}
            {...register('bookingNumber')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-required="true"
            aria-invalid={isInvalid}
            aria-describedby={describedBy}
            className={INPUT_CLASS}
          />
        )}
      </FormField>
      <FormField id={fieldId('email')} label={t('email')} error={errorText('email')}>
        {(describedBy, isInvalid) => (
          <input
            id={fieldId('email')}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            aria-invalid={isInvalid}
            aria-describedby={describedBy}
            className={INPUT_CLASS}
          />
        )}
      </FormField>
      <div className="flex flex-col items-start">
        {/* Always in the page, so that a message put in it is announced. */}
        <div role="alert" className="self-stretch">
          {message ? <p className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{t(message)}</p> : null}
        </div>
        <button type="submit" className="button-primary" disabled={isBusy}>
          {isBusy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
