'use client';

import type { Buyer } from '@escapade/contracts/checkout';
import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatDay } from '../../components/calendar/calendar-model';
import { type ConsentErrors, type ConsentValues, LegalConsent, missingConsents } from '../../components/checkout/LegalConsent';
import { TravellerFields, useTravellerForm } from '../../components/checkout/TravellerForm';
import { useMarket } from '../../components/market-context';
import { browserBeneficiaryApi } from '../../lib/api/beneficiary';
import { browserStorage } from '../../lib/browser-storage';
import { type RedemptionFailure, type StaySelection, confirmationHrefOf, redemptionFailureOf, redemptionRequestOf } from './beneficiary-gift-model';
import { clearBeneficiarySession } from './beneficiary-session';

const CARD_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-6';

export interface RedemptionPaths {
  /** `/fr-fr/confirmation`: the booked order's page is under it. */
  confirmationPath: string;
  salesConditionsHref: string;
  /** The login page, where another code can be typed. */
  loginPath: string;
}

export interface RedemptionFormProps {
  token: string;
  selection: StaySelection;
  adults: number;
  paths: RedemptionPaths;
  /** The nights are gone: the page reopens the stay's calendar. */
  onChooseOtherDates(): void;
  onSessionEnded(): void;
}

/**
 * The last step: the chosen stay and dates, the traveller, the legal consent and Book. Everything
 * is checked on Book and the first error focused; the booking goes out once, and a refusal says
 * why (the gift used meanwhile, the nights gone, a field). Booked, the order's confirmation page
 * opens, without the payment's `status`: a redemption is no sale.
 */
export function RedemptionForm({ token, selection, adults, paths, onChooseOtherDates, onSessionEnded }: RedemptionFormProps) {
  const t = useTranslations('beneficiary.booking');
  const tc = useTranslations('checkout');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const longDay = (value: string) => formatDay(value, bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  const form = useTravellerForm();
  const [consents, setConsents] = useState<ConsentValues>({ salesConditions: false, packageTravelInformation: false });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [hasErrorSummary, setHasErrorSummary] = useState(false);
  const [serverConsentErrors, setServerConsentErrors] = useState<ConsentErrors>({});
  const [failure, setFailure] = useState<RedemptionFailure>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'leaving'>('idle');
  const [focusRequest, setFocusRequest] = useState<{ target: 'field' | 'failure'; count: number }>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // The next step's heading takes the focus when dates are chosen (or chosen again). The calendar
  // gives the focus back to its button as it closes, in a task of its own: the heading takes it after.
  const { stay, checkin } = selection;
  useEffect(() => {
    setFailure(undefined);
    const timer = window.setTimeout(() => headingRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [stay.id, checkin]);

  // The first error of the form, or the refusal's message, gets the focus once it is on screen.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'failure') failureRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Back from the confirmation page, a page restored from the browser's cache is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const consentErrors: ConsentErrors = {
    ...Object.fromEntries(
      (isSubmitted ? missingConsents(consents, true) : []).map((name) => [name, name === 'salesConditions' ? tc('errors.acceptSalesConditions') : tc('errors.acceptPackageTravel')]),
    ),
    ...serverConsentErrors,
  };
  const requestFocus = (target: 'field' | 'failure') => setFocusRequest((current) => ({ target, count: (current?.count ?? 0) + 1 }));

  async function validTraveller(): Promise<Buyer | undefined> {
    let traveller: Buyer | undefined;
    await form.handleSubmit((values) => {
      traveller = values;
    })();
    return traveller;
  }

  async function book() {
    if (status !== 'idle') return;
    setIsSubmitted(true);
    setFailure(undefined);
    setServerConsentErrors({});
    const traveller = await validTraveller();
    if (!traveller || missingConsents(consents, true).length > 0) {
      setHasErrorSummary(true);
      requestFocus('field');
      return;
    }
    setHasErrorSummary(false);
    setStatus('sending');
    try {
      const { order } = await browserBeneficiaryApi.redeem(token, redemptionRequestOf({ locale, selection, traveller }));
      // The voucher is used: its session has nothing more to open.
      clearBeneficiarySession(browserStorage('sessionStorage'));
      setStatus('leaving');
      window.location.assign(confirmationHrefOf(paths.confirmationPath, order.orderUUID));
    } catch (error) {
      setStatus('idle');
      const refused = redemptionFailureOf(error);
      if (refused.kind === 'sessionEnded') {
        onSessionEnded();
        return;
      }
      if (refused.kind === 'invalid') {
        const consentsRefused: ConsentErrors = {};
        for (const field of refused.fields) {
          if (field.kind === 'traveller') form.setError(field.field, { type: 'server', message: field.message });
          else consentsRefused[field.field] = field.field === 'salesConditions' ? tc('errors.acceptSalesConditions') : tc('errors.acceptPackageTravel');
        }
        setServerConsentErrors(consentsRefused);
        setHasErrorSummary(true);
        requestFocus('field');
        return;
      }
      if (refused.kind === 'alreadyUsed') clearBeneficiarySession(browserStorage('sessionStorage'));
      setFailure(refused);
      requestFocus('failure');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void book();
  }

  const isBusy = status !== 'idle';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-labelledby="beneficiary-booking-title" className="flex flex-col gap-6">
      <section className={CARD_CLASS}>
        <h2 id="beneficiary-booking-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
          {t('title')}
        </h2>
        <div className="flex flex-col gap-1" data-testid="beneficiary-booking-summary">
          <p className="font-semibold text-brand-900">{stay.label}</p>
          <p className="text-sm text-muted">
            {stay.hotel.label} · {stay.hotel.location.label}
          </p>
          <p>{t('dates', { checkin: longDay(selection.checkin), checkout: longDay(selection.checkout) })}</p>
          <p className="text-sm">
            {t('nights', { count: selection.nights })} · {t('adults', { count: adults })}
          </p>
        </div>
        <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">{t('nothingToPay')}</p>
      </section>
      {hasErrorSummary ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {tc('errors.summary')}
        </p>
      ) : null}
      <section className={CARD_CLASS}>
        <TravellerFields form={form} />
      </section>
      <section className={CARD_CLASS}>
        <LegalConsent values={consents} onChange={setConsents} isPackageTravel salesConditionsHref={paths.salesConditionsHref} errors={consentErrors} />
      </section>
      {/* Always in the page, so that a refusal put in it is announced. */}
      <div role="alert" ref={failureRef} tabIndex={-1} className="outline-none">
        {failure ? <RedemptionFailureMessage failure={failure} loginPath={paths.loginPath} onChooseOtherDates={onChooseOtherDates} /> : null}
      </div>
      <button type="submit" className="button-primary self-stretch sm:self-end" disabled={isBusy}>
        {isBusy ? t('sending') : t('book')}
      </button>
    </form>
  );
}

/** Why the booking was refused, and the way on: another code, or other dates. */
export function RedemptionFailureMessage({ failure, loginPath, onChooseOtherDates }: { failure: RedemptionFailure; loginPath: string; onChooseOtherDates(): void }) {
  const t = useTranslations('beneficiary.booking');
  const box = 'flex flex-col items-start gap-3 rounded-card bg-red-50 p-4';
  if (failure.kind === 'alreadyUsed') {
    return (
      <div className={box}>
        <p className="font-semibold text-red-800">{t('alreadyUsed')}</p>
        <a href={loginPath} className="button-secondary">
          {t('otherCode')}
        </a>
      </div>
    );
  }
  if (failure.kind === 'noAvailability') {
    return (
      <div className={box}>
        <p className="font-semibold text-red-800">{t('noAvailability')}</p>
        <button type="button" className="button-secondary" onClick={onChooseOtherDates}>
          {t('chooseOtherDates')}
        </button>
      </div>
    );
  }
  return (
    <div className={box}>
      <p className="font-semibold text-red-800">{t('failed')}</p>
    </div>
  );
}
