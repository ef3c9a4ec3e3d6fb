'use client';

import type { Buyer } from '@escapade/contracts/checkout';
import { MARKETS } from '@escapade/domain/markets';
import { parseActivityDateValue, selectActivityDate } from '@escapade/domain/stay-checkout';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatDay } from '../../components/calendar/calendar-model';
import { type ConsentErrors, type ConsentValues, LegalConsent, missingConsents } from '../../components/checkout/LegalConsent';
import { TravellerFields, useTravellerForm } from '../../components/checkout/TravellerForm';
import { useMarket } from '../../components/market-context';
import { browserBeneficiaryApi } from '../../lib/api/beneficiary';
import { browserProductApi } from '../../lib/api/product';
import { browserStorage } from '../../lib/browser-storage';
import { type RedemptionFailure, type StaySelection, VOUCHER_PARTY, confirmationHrefOf, redemptionFailureOf, redemptionRequestOf } from './beneficiary-gift-model';
import { clearBeneficiarySession } from './beneficiary-session';
import { ActivityDatesFieldset } from '../../components/product/ActivityDatesFieldset';

/** The booking step's heading: focus moves there once a stay's dates are chosen. */
export const BOOKING_STEP_TITLE_ID = 'beneficiary-booking-title';

const CARD_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-6';

export interface RedemptionPaths {
  /** `/fr-fr/confirmation`: the booked order's page is under it. */
  confirmationPath: string;
  salesConditionsHref: string;
  /** The login page, where another code can be typed. */
  loginPath: string;
}

/** What the voucher books: the chosen stay and dates, or an activity voucher's activity. */
export type RedemptionTarget = { kind: 'stay'; selection: StaySelection } | { kind: 'activity'; label: string };

export interface RedemptionFormProps {
  token: string;
  target: RedemptionTarget;
  /** The party the voucher is for (2 adults; an activity's group). */
  people: number;
  paths: RedemptionPaths;
  /** A stay's nights are gone: the page reopens its calendar. */
  onChooseOtherDates?: () => void;
  onSessionEnded(): void;
}

/** The stay's activities that need a date (the dated product detail), none for an activity voucher. */
function useStayActivities(selection: StaySelection | undefined) {
  const { locale } = useMarket();
  const detail = useQuery({
    queryKey: ['voucher-stay-detail', selection?.stay.id, locale, selection?.checkin, selection?.nights],
    queryFn: ({ signal }) =>
      selection ? browserProductApi.getDetail(selection.stay.id, { locale, party: VOUCHER_PARTY, stay: { checkin: selection.checkin, nights: selection.nights } }, signal) : null,
    enabled: selection !== undefined,
  });
  return { activities: detail.data?.activities ?? [], isLoading: selection !== undefined && detail.isPending };
}

/**
 * The last step: what is booked (the stay and its dates, or the activity), the dates of the stay's
 * activities, the traveller, the legal consent and Book. Everything is checked on Book and the
 * first error focused; the booking goes out once, and a refusal says why (the gift used meanwhile,
 * the nights gone, a field). Booked, the order's confirmation page opens, without the payment's
 * `status`: a redemption is no sale.
 */
export function RedemptionForm({ token, target, people, paths, onChooseOtherDates, onSessionEnded }: RedemptionFormProps) {
  const t = useTranslations('beneficiary.booking');
  const tc = useTranslations('checkout');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const longDay = (value: string) => formatDay(value, bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const selection = target.kind === 'stay' ? target.selection : undefined;
  const isPackageTravel = target.kind === 'stay';

  const form = useTravellerForm();
  const stayActivities = useStayActivities(selection);
  const [activityDates, setActivityDates] = useState<string[]>([]);
  const [consents, setConsents] = useState<ConsentValues>({ salesConditions: false, packageTravelInformation: false });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [hasErrorSummary, setHasErrorSummary] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ consents?: ConsentErrors; activityDates?: boolean }>({});
  const [failure, setFailure] = useState<RedemptionFailure>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'leaving'>('idle');
  const [focusRequest, setFocusRequest] = useState<{ target: 'field' | 'failure'; count: number }>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // The next step's heading takes the focus when dates are chosen (or chosen again); the calendar,
  // closing on Validate, sends it there too (StayDatesPicker) rather than back to its button.
  const stayKey = selection ? `${selection.stay.id}/${selection.checkin}` : 'activity';
  useEffect(() => {
    setFailure(undefined);
    setActivityDates([]);
    setServerErrors({});
    const timer = window.setTimeout(() => headingRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [stayKey]);

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

  const undatedActivityIds = stayActivities.activities
    .filter((activity) => !activityDates.some((value) => parseActivityDateValue(value)?.activityId === String(activity.activityId)))
    .map((activity) => activity.activityId);
  // The API's refusal of dates the page thought complete (a date no longer offered) marks them all.
  const allActivityIds = stayActivities.activities.map((activity) => activity.activityId);
  const activityErrorIds = !isSubmitted ? [] : undatedActivityIds.length > 0 ? undatedActivityIds : serverErrors.activityDates ? allActivityIds : [];
  const consentErrors: ConsentErrors = {
    ...Object.fromEntries(
      (isSubmitted ? missingConsents(consents, isPackageTravel) : []).map((name) => [name, name === 'salesConditions' ? tc('errors.acceptSalesConditions') : tc('errors.acceptPackageTravel')]),
    ),
    ...serverErrors.consents,
  };
  const requestFocus = (focus: 'field' | 'failure') => setFocusRequest((current) => ({ target: focus, count: (current?.count ?? 0) + 1 }));

  async function validTraveller(): Promise<Buyer | undefined> {
    let traveller: Buyer | undefined;
    await form.handleSubmit((values) => {
      traveller = values;
    })();
    return traveller;
  }

  async function book() {
    if (status !== 'idle' || stayActivities.isLoading) return;
    setIsSubmitted(true);
    setFailure(undefined);
    setServerErrors({});
    const traveller = await validTraveller();
    if (!traveller || undatedActivityIds.length > 0 || missingConsents(consents, isPackageTravel).length > 0) {
      setHasErrorSummary(true);
      requestFocus('field');
      return;
    }
    setHasErrorSummary(false);
    setStatus('sending');
    try {
      const { order } = await browserBeneficiaryApi.redeem(token, redemptionRequestOf({ locale, selection, activityDates, traveller }));
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
        const next: typeof serverErrors = {};
        for (const field of refused.fields) {
          if (field.kind === 'traveller') form.setError(field.field, { type: 'server', message: field.message });
          else if (field.kind === 'activityDates') next.activityDates = true;
          else next.consents = { ...next.consents, [field.field]: field.field === 'salesConditions' ? tc('errors.acceptSalesConditions') : tc('errors.acceptPackageTravel') };
        }
        // Activity dates the page cannot show (the stay's detail did not load) are no field to point at.
        if (next.activityDates && stayActivities.activities.length === 0 && refused.fields.length === 1) {
          setFailure({ kind: 'failed' });
          requestFocus('failure');
          return;
        }
        setServerErrors(next);
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
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-labelledby={BOOKING_STEP_TITLE_ID} className="flex flex-col gap-6">
      <section className={CARD_CLASS}>
        <h2 id={BOOKING_STEP_TITLE_ID} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
          {selection ? t('title') : t('activityTitle')}
        </h2>
        {selection ? (
          <div className="flex flex-col gap-1" data-testid="beneficiary-booking-summary">
            <p className="font-semibold text-brand-900">{selection.stay.label}</p>
            <p className="text-sm text-muted">
              {selection.stay.hotel.label} · {selection.stay.hotel.location.label}
            </p>
            <p>{t('dates', { checkin: longDay(selection.checkin), checkout: longDay(selection.checkout) })}</p>
            <p className="text-sm">
              {t('nights', { count: selection.nights })} · {t('adults', { count: people })}
            </p>
          </div>
        ) : target.kind === 'activity' ? (
          <div className="flex flex-col gap-1" data-testid="beneficiary-booking-summary">
            <p className="font-semibold text-brand-900">{target.label}</p>
            <p className="text-sm">{t('people', { count: people })}</p>
          </div>
        ) : null}
        <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">{selection ? t('nothingToPay') : t('nothingToPayActivity')}</p>
      </section>
      {hasErrorSummary ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {tc('errors.summary')}
        </p>
      ) : null}
      {stayActivities.isLoading ? (
        <p role="status" className="text-sm text-muted">
          {t('activitiesLoading')}
        </p>
      ) : stayActivities.activities.length > 0 ? (
        <section className={CARD_CLASS}>
          <ActivityDatesFieldset
            activities={stayActivities.activities}
            selected={activityDates}
            onSelect={(value) => setActivityDates((current) => selectActivityDate(current, value))}
            undatedIds={activityErrorIds}
            undatedMessage={t('chooseActivityDate')}
            legendClassName="mb-2 text-xl font-bold text-brand-900"
          />
        </section>
      ) : null}
      <section className={CARD_CLASS}>
        <TravellerFields form={form} />
      </section>
      <section className={CARD_CLASS}>
        <LegalConsent values={consents} onChange={setConsents} isPackageTravel={isPackageTravel} salesConditionsHref={paths.salesConditionsHref} errors={consentErrors} />
      </section>
      {/* Always in the page, so that a refusal put in it is announced. */}
      <div role="alert" ref={failureRef} tabIndex={-1} className="outline-none">
        {failure ? <RedemptionFailureMessage failure={failure} loginPath={paths.loginPath} {...(selection && onChooseOtherDates ? { onChooseOtherDates } : {})} /> : null}
      </div>
      <button type="submit" className="button-primary self-stretch sm:self-end" disabled={isBusy || stayActivities.isLoading}>
        {isBusy ? t('sending') : t('book')}
      </button>
    </form>
  );
}


/** Why the booking was refused, and the way on: another code, or other dates (a stay; an activity has none). */
export function RedemptionFailureMessage({ failure, loginPath, onChooseOtherDates }: { failure: RedemptionFailure; loginPath: string; onChooseOtherDates?: () => void }) {
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
  if (failure.kind === 'noAvailability' && onChooseOtherDates) {
    return (
      <div className={box}>
        <p className="font-semibold text-red-800">{t('noAvailability')}</p>
        <button type="button" className="button-secondary" onClick={onChooseOtherDates}>
          {t('chooseOtherDates')}
        </button>
      </div>
    );
  }
  if (failure.kind === 'noAvailability') {
    return (
      <div className={box}>
        <p className="font-semibold text-red-800">{t('activityUnavailable')}</p>
      </div>
    );
  }
  return (
    <div className={box}>
      <p className="font-semibold text-red-800">{t('failed')}</p>
    </div>
  );
}
