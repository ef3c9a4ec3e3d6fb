'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { browserCheckoutApi } from '../../lib/api/checkout';
import { browserStorage } from '../../lib/browser-storage';
import type { ContactQuickAction } from '../contact/contact-links';
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
import { clearGuestTripAccess, type GuestTripAccess, readGuestTripAccess, writeGuestTripAccess } from './trips/guest-trip-access';
import { lookupActionOf } from './trips/trips-view';

/** The trip's code is loaded once a booking is found: the form page's first scripts stay as they were. */
const TripPage = lazy(() => import('./trips/TripPage').then((module) => ({ default: module.TripPage })));

const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

/** The answers the form says in words; a found booking is shown in their place. */
type FormMessage = Extract<BookingLookupOutcome, { kind: 'notFound' | 'tooManyAttempts' | 'failed' }>['kind'];

/** The booking found, and why the visitor looked for it (none: a booking restored from this tab's storage). */
interface FoundTrip {
  access: GuestTripAccess;
  openedFor: ContactQuickAction | 'view' | undefined;
}

/**
 * "Find my booking": the booking number and the buyer's e-mail address, checked on blur and on
 * submit, each error under its field and linked to it; no match, too many attempts or no answer are
 * said above the button. A match shows the trip in place of the form, for a guest: its stay,
 * payments, cancellation terms, documents and change requests, with the actions (cancel, request a
 * change, invoice). The action the contact page sent the visitor for (`#cancel`, `#modify`,
 * `#invoice`) opens with the focus; without one the trip's heading takes it.
 *
 * Why the trip rather than the confirmation page, hash or not: who looks up a booking wants to see
 * it and act on it, and the confirmation page has none of the actions; it is one link away in the
 * trip's documents. The lookup's access token is kept in this tab's sessionStorage, never in the
 * URL: a reload shows the trip again for the hour it is valid. `confirmationPath`: the market's,
 * e.g. `/fr-fr/confirmation`; `titleId`: the page heading that names the form.
 */
export function BookingLookup({ confirmationPath, titleId }: { confirmationPath: string; titleId?: string }) {
  const t = useTranslations('bookingLookup');
  const tTrips = useTranslations('trips.access');
  const id = useId();
  const [message, setMessage] = useState<FormMessage>();
  const [found, setFound] = useState<FoundTrip>();
  const [isAccessExpired, setIsAccessExpired] = useState(false);
  const { register, handleSubmit, formState, setError, setFocus } = useForm<BookingLookupValues>({
    resolver: bookingLookupResolver,
    defaultValues: { bookingNumber: '', email: '' },
    mode: 'onBlur',
  });

  // A booking found earlier in this tab, while its access lasts (a reload, a way back): shown again, without moving the focus.
  useEffect(() => {
    const access = readGuestTripAccess(browserStorage('sessionStorage'), new Date());
    if (access) setFound({ access, openedFor: undefined });
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(undefined);
    setIsAccessExpired(false);
    const outcome = await lookUpBooking(browserCheckoutApi, values);
    switch (outcome.kind) {
      case 'found': {
        const access = { orderUUID: outcome.orderUUID, accessToken: outcome.accessToken, expiresAt: outcome.expiresAt };
        writeGuestTripAccess(browserStorage('sessionStorage'), access);
        setFound({ access, openedFor: lookupActionOf(window.location.hash) ?? 'view' });
        return;
      }
      case 'fields':
        outcome.errors.forEach(({ field, message: text }, index) => setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }));
        return;
      default:
        setMessage(outcome.kind);
    }
  });

  /** Back to the form: for another booking, or because this one's access is over (said above the button). */
  function lookForAnother(isExpired: boolean) {
    clearGuestTripAccess(browserStorage('sessionStorage'));
    setFound(undefined);
    setMessage(undefined);
    setIsAccessExpired(isExpired);
    requestAnimationFrame(() => setFocus('bookingNumber'));
  }

  if (found) {
    const { access, openedFor } = found;
    return (
      <div className="flex flex-col gap-6">
        <Suspense
          fallback={
            <p role="status" className="text-muted">
              {tTrips('loading')}
            </p>
          }
        >
          <TripPage
            key={access.accessToken}
            orderUUID={access.orderUUID}
            access={{ kind: 'guest', token: access.accessToken }}
            confirmationHref={foundBookingHref(confirmationPath, access.orderUUID)}
            headingLevel={2}
            {...(openedFor ? { openedFor } : {})}
            onAccessLost={() => lookForAnother(true)}
          />
        </Suspense>
        <button type="button" className="button-secondary self-start" onClick={() => lookForAnother(false)}>
          {tTrips('another')}
        </button>
      </div>
    );
  }

  const fieldId = (field: BookingLookupField) => `${id}-${field}`;
  const errorText = (field: BookingLookupField): string | undefined => {
    const key = bookingLookupErrorKey(formState.errors[field]?.message);
    return key ? t(`errors.${key}`) : undefined;
  };
  const isBusy = formState.isSubmitting;

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
          {isAccessExpired ? <p className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{tTrips('expired')}</p> : null}
        </div>
        <button type="submit" className="button-primary" disabled={isBusy}>
          {isBusy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
