'use client';

import type { TripDetail as TripDetailData } from '@escapade/contracts/account';
import type { OrderItemView } from '@escapade/contracts/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { createRef, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useMarket } from '../../../components/market-context';
import { type CancellationResult, type ChangeRequestResponse, type TripAccess, type TripsApi, tripCreditNoteHref, tripInvoiceHref } from '../../../lib/api/trips';
import { CancelTrip } from './CancelTrip';
import { ChangeRequestForm } from './ChangeRequestForm';
import { type TripFormats, tripFormatsOf } from './trip-formats';
import {
  canRequestChange,
  cancellationMessageOf,
  cancellationTermsOf,
  changeRequestStateKey,
  refundDestinationsOf,
  type TripFocus,
  tripQueryKey,
  tripStatusKey,
} from './trips-view';

const CARD_CLASS = 'flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line';
const FACTS_CLASS = 'grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2 [&_dt]:text-muted [&_dd]:mb-2 sm:[&_dd]:mb-0';
const LINK_CLASS = 'font-semibold text-brand-800 underline';
const OUTCOME_CLASS = 'rounded-xl bg-green-50 p-3 font-semibold text-green-900 outline-none';

export interface TripDetailProps {
  detail: TripDetailData;
  access: TripAccess;
  api: TripsApi;
  /** The order's confirmation page (`/fr-fr/confirmation/{orderUUID}`). */
  confirmationHref: string;
  /** 1 on its own page; 2 inside the booking lookup page, under its heading. */
  headingLevel: 1 | 2;
  /** What takes the focus as the trip opens; nothing moves it when undefined (a page load). */
  initialFocus?: TripFocus | undefined;
  /** The access is over (a guest's hour, a session): the page says so. */
  onAccessLost(): void;
}

/** The items the page describes: the stay, the activity, the box or the gift card (insurance is an amount). */
const productItemOf = (items: OrderItemView[]): OrderItemView | undefined =>
  items.find((item) => item.kind === 'SHORT_STAY' || item.kind === 'ACTIVITY' || item.kind === 'BOX' || item.kind === 'GIFTCARD');

/**
 * A trip: the stay (dates, party), what was paid and what is due with the instalments, the
 * cancellation terms as they stand today with the Cancel action, the documents (confirmation,
 * vouchers, invoice, and the credit note of a refund after it), and the change requests with the
 * form that sends one.
 */
export function TripDetail({ detail, access, api, confirmationHref, headingLevel, initialFocus, onAccessLost }: TripDetailProps) {
  const t = useTranslations('trips');
  const { locale } = useMarket();
  const formats = tripFormatsOf(locale);
  const queryClient = useQueryClient();
  const { order, cancellation } = detail;
  const item = productItemOf(order.items);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';

  const [cancelled, setCancelled] = useState<CancellationResult>();
  const [isChangeFormOpen, setIsChangeFormOpen] = useState(initialFocus === 'changeForm');
  const [changeSent, setChangeSent] = useState(false);
  // One set of targets for the component's life (a stable object), and the target of its first render.
  const [focusTargets] = useState(() => ({
    heading: createRef<HTMLHeadingElement>(),
    cancellationTerms: createRef<HTMLHeadingElement>(),
    changeSection: createRef<HTMLHeadingElement>(),
    documents: createRef<HTMLHeadingElement>(),
    invoiceLink: createRef<HTMLAnchorElement>(),
  }));
  const [openingFocus] = useState(initialFocus);
  const cancelOutcome = useRef<HTMLDivElement>(null);
  const changeOutcome = useRef<HTMLParagraphElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);

  // Once, as the trip opens: the action the visitor came for (the dialog and the form focus themselves).
  useEffect(() => {
    if (openingFocus && openingFocus !== 'cancelDialog' && openingFocus !== 'changeForm') focusTargets[openingFocus].current?.focus();
  }, [focusTargets, openingFocus]);
  useEffect(() => {
    if (cancelled) cancelOutcome.current?.focus();
  }, [cancelled]);
  useEffect(() => {
    if (changeSent) changeOutcome.current?.focus();
  }, [changeSent]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: tripQueryKey(order.orderUUID) });

  function onChangeSent(response: ChangeRequestResponse) {
    // The request is in the list at once; the trip is then read again.
    queryClient.setQueryData<TripDetailData>(tripQueryKey(order.orderUUID), (current) =>
      current ? { ...current, changeRequests: [{ caseId: response.caseId, state: response.state, createdAt: new Date().toISOString() }, ...current.changeRequests.filter((request) => request.caseId !== response.caseId)] } : current,
    );
    setIsChangeFormOpen(false);
    setChangeSent(true);
    refresh();
  }

  const terms = cancellationMessageOf(cancellationTermsOf(cancellation, order), formats.day);
  const vouchers = (order.gift?.vouchers ?? []).filter((voucher) => voucher.downloadUrl !== null);

  return (
    <article aria-labelledby="trip-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Title id="trip-title" ref={focusTargets.heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 outline-none">
          {item?.label || t('card.bookingNumber', { number: order.bookingNumber })}
        </Title>
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div className="flex gap-2">
            <dt className="text-muted">{t('detail.bookingNumber')}</dt>
            <dd className="font-semibold">{order.bookingNumber}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted">{t('detail.status')}</dt>
            <dd className="font-semibold">{t(`status.${tripStatusKey(order.status)}`)}</dd>
          </div>
        </dl>
      </header>

      {item ? (
        <TripSection title={t(item.kind === 'SHORT_STAY' && !item.isGift ? 'detail.stayTitle' : item.kind === 'ACTIVITY' && !item.isGift ? 'detail.activityTitle' : 'detail.giftTitle')} id="trip-what" level={Section}>
          <ItemFacts item={item} formats={formats} />
        </TripSection>
      ) : null}

      <TripSection title={t('detail.paymentTitle')} id="trip-payment" level={Section}>
        <PaymentFacts detail={detail} formats={formats} />
      </TripSection>

      <TripSection title={t('cancellation.title')} id="trip-cancellation" level={Section} headingRef={focusTargets.cancellationTerms}>
        <p className={cancellation.allowed ? 'font-semibold text-green-900' : 'font-semibold'}>{t(`cancellation.${terms.key}`, terms.values)}</p>
        <div ref={cancelOutcome} tabIndex={-1} role="status" className={cancelled ? OUTCOME_CLASS : 'outline-none'}>
          {cancelled ? <CancelledOutcome result={cancelled} formats={formats} /> : null}
        </div>
        {cancellation.allowed && !cancelled ? (
          <CancelTrip
            order={order}
            quote={cancellation}
            access={access}
            api={api}
            formats={formats}
            defaultOpen={initialFocus === 'cancelDialog'}
            onCancelled={(result) => {
              setCancelled(result);
              refresh();
            }}
            onRefused={() => {
              refresh();
              focusTargets.cancellationTerms.current?.focus();
            }}
            onAccessLost={onAccessLost}
          />
        ) : null}
      </TripSection>

      <TripSection title={t('detail.documentsTitle')} id="trip-documents" level={Section} headingRef={focusTargets.documents}>
        <ul className="flex flex-col gap-2">
          <li>
            <a href={confirmationHref} className={LINK_CLASS}>
              {t('detail.confirmation')}
            </a>
          </li>
          {vouchers.map((voucher, index) => (
            <li key={voucher.id}>
              <a href={voucher.downloadUrl ?? undefined} className={LINK_CLASS} target="_blank" rel="noopener">
                {vouchers.length > 1 ? `${t('detail.voucherPdf')} ${index + 1}` : t('detail.voucherPdf')}
              </a>
            </li>
          ))}
          <li>
            {detail.hasInvoice ? (
              <a ref={focusTargets.invoiceLink} href={tripInvoiceHref(order.orderUUID, access)} className={LINK_CLASS} download>
                {t('detail.invoice')}
              </a>
            ) : (
              <span className="text-muted">{t('detail.noInvoice')}</span>
            )}
          </li>
          {detail.creditNote ? (
            <li>
              <a href={tripCreditNoteHref(order.orderUUID, access)} className={LINK_CLASS} download>
                {t('detail.creditNote', { reference: detail.creditNote.reference })}
              </a>
            </li>
          ) : null}
        </ul>
      </TripSection>

      <TripSection title={t('change.title')} id="trip-changes" level={Section} headingRef={focusTargets.changeSection}>
        {detail.changeRequests.length === 0 ? (
          <p className="text-muted">{t('change.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {detail.changeRequests.map((request) => (
              <li key={request.caseId} className="flex flex-wrap gap-x-2">
                <span>{t('change.item', { id: request.caseId, date: formats.instantDay(request.createdAt) })}</span>
                <span className="font-semibold">{t(`change.states.${changeRequestStateKey(request.state)}`)}</span>
              </li>
            ))}
          </ul>
        )}
        <p ref={changeOutcome} tabIndex={-1} role="status" className={changeSent ? OUTCOME_CLASS : 'outline-none'}>
          {changeSent ? t('change.sent') : null}
        </p>
        {canRequestChange(order) ? (
          <div className="flex flex-col items-start gap-3 self-stretch">
            <p>{t('change.intro')}</p>
            <button
              ref={changeButton}
              type="button"
              className="button-secondary"
              aria-expanded={isChangeFormOpen}
              aria-controls={isChangeFormOpen ? 'trip-change-form' : undefined}
              onClick={() => {
                setChangeSent(false);
                setIsChangeFormOpen((open) => !open);
              }}
            >
              {t('change.open')}
            </button>
            {isChangeFormOpen ? (
              <div id="trip-change-form" className="self-stretch">
                <ChangeRequestForm
                  orderUUID={order.orderUUID}
                  access={access}
                  api={api}
                  onSent={onChangeSent}
                  onClose={() => {
                    setIsChangeFormOpen(false);
                    changeButton.current?.focus();
                  }}
                  onAccessLost={onAccessLost}
                />
              </div>
            ) : null}
          </div>
        ) : (
          <p className="text-muted">{t('change.notPossible')}</p>
        )}
      </TripSection>
    </article>
  );
}

function TripSection({ title, id, level: Heading, headingRef, children }: { title: string; id: string; level: 'h2' | 'h3'; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={CARD_CLASS}>
      <Heading id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-xl font-bold text-brand-900 outline-none">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function ItemFacts({ item, formats }: { item: OrderItemView; formats: TripFormats }) {
  const t = useTranslations('trips.detail');
  const party = item.party
    ? [
        t('adults', { count: item.party.adults }),
        ...(item.party.children > 0 ? [t('children', { count: item.party.children })] : []),
        ...(item.party.babies > 0 ? [t('babies', { count: item.party.babies })] : []),
      ].join(', ')
    : null;
  return (
    <dl className={FACTS_CLASS}>
      {item.hotelLabel ? (
        <>
          <dt>{t('hotel')}</dt>
          <dd>{item.hotelLabel}</dd>
        </>
      ) : null}
      {item.checkin && item.checkout && item.checkin !== item.checkout ? (
        <>
          <dt>{t('dates')}</dt>
          <dd>{t('range', { checkin: formats.day(item.checkin), checkout: formats.day(item.checkout) })}</dd>
        </>
      ) : item.checkin ? (
        <>
          <dt>{t('dates')}</dt>
          <dd>{formats.day(item.checkin)}</dd>
        </>
      ) : null}
      {item.nights ? (
        <>
          <dt>{t('nightsLabel')}</dt>
          <dd>{t('nights', { count: item.nights })}</dd>
        </>
      ) : null}
      {party ? (
        <>
          <dt>{t('party')}</dt>
          <dd>{party}</dd>
        </>
      ) : null}
      {item.groupSize ? (
        <>
          <dt>{t('participantsLabel')}</dt>
          <dd>{t('participants', { count: item.groupSize })}</dd>
        </>
      ) : null}
      {item.activities.length > 0 ? (
        <>
          <dt>{t('activities')}</dt>
          <dd>
            <ul>
              {item.activities.map((activity) => (
                <li key={`${activity.activityId}-${activity.date}`}>{t('activityOn', { title: activity.title, date: formats.day(activity.date) })}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function PaymentFacts({ detail, formats }: { detail: TripDetailData; formats: TripFormats }) {
  const t = useTranslations('trips.detail');
  const { amounts, instalments } = detail.order;
  const line = (label: string, cents: number, isStrong = false) => (
    <>
      <dt>{label}</dt>
      <dd className={isStrong ? 'font-bold' : undefined}>{formats.money(cents)}</dd>
    </>
  );
  return (
    <>
      <dl className={FACTS_CLASS}>
        {line(t('total'), amounts.totalCents, true)}
        {amounts.insuranceCents > 0 ? line(t('insurance'), amounts.insuranceCents) : null}
        {amounts.payLaterFeeCents > 0 ? line(t('payLaterFee'), amounts.payLaterFeeCents) : null}
        {line(t('paid'), amounts.paidCents)}
        {amounts.giftCardCents > 0 ? line(t('giftCards'), amounts.giftCardCents) : null}
        {line(t('due'), amounts.remainingCents, true)}
        {amounts.refundedCents > 0 ? line(t('refunded'), amounts.refundedCents, true) : null}
        {amounts.localTaxAtHotelCents > 0 ? line(t('localTax'), amounts.localTaxAtHotelCents) : null}
      </dl>
      {instalments.length > 0 ? (
        <table className="w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-line [&_td]:py-2 [&_th]:pb-2 [&_th]:font-semibold [&_th]:text-muted">
          <caption className="mb-2 text-left font-semibold text-brand-900">{t('instalmentsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('instalmentDate')}</th>
              <th scope="col">{t('instalmentAmount')}</th>
              <th scope="col">{t('instalmentStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {instalments.map((instalment) => (
              <tr key={instalment.date}>
                <td>{formats.day(instalment.date)}</td>
                <td>{formats.money(instalment.amountCents)}</td>
                <td>{t(`instalment.${instalment.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

function CancelledOutcome({ result, formats }: { result: CancellationResult; formats: TripFormats }) {
  const t = useTranslations('trips.cancellation');
  const destinations = refundDestinationsOf(result);
  return (
    <div className="flex flex-col gap-1">
      <p>{t('done')}</p>
      {result.refundCents > 0 ? (
        <>
          <p>{t('doneRefund', { amount: formats.money(result.refundCents) })}</p>
          <ul className="list-disc pl-5 font-normal">
            {destinations.map(({ to, cents }) => (
              <li key={to}>{t(to === 'giftCards' ? 'toGiftCards' : 'toPaymentMethod', { amount: formats.money(cents) })}</li>
            ))}
          </ul>
          {result.isProviderRefundDone ? null : <p className="font-normal">{t('providerPending')}</p>}
        </>
      ) : null}
    </div>
  );
}
