/**
 * What the trips pages show, decided without React: the trips page's sections and their order, a
 * trip's status and dates in words, the cancellation terms and the refusal of each reason, where
 * a refund goes, which action the booking lookup's hash opens, and the change request's checks.
 * Only types come from the contracts: these rules are in the trip page's first scripts.
 */
import type { CancellationQuote, TripDetail, TripsResponse, TripSummary } from '@escapade/contracts/account';
import type { OrderView } from '@escapade/contracts/checkout';
import { PARTIAL_REFUND_PERCENT } from '@escapade/domain/cancellation';
import { ApiError } from '../../../lib/api-transport';
import { CONTACT_QUICK_ACTIONS, type ContactQuickAction } from '../../contact/contact-links';

// ---------------------------------------------------------------------------------------------
// The trips page
// ---------------------------------------------------------------------------------------------

export type TripSectionId = 'upcoming' | 'past' | 'gifts' | 'vouchersReceived';

export type TripSection =
  | { id: 'upcoming' | 'past' | 'gifts'; trips: TripSummary[] }
  | { id: 'vouchersReceived'; vouchers: TripsResponse['vouchersReceived'] };

const byCheckin = (a: TripSummary, b: TripSummary) => (a.checkin ?? '').localeCompare(b.checkin ?? '') || a.createdAt.localeCompare(b.createdAt);

/**
 * The page's four sections, always in this order and always shown (an empty one says so): the
 * next trip first, then the past ones newest first, the gifts bought newest first, the vouchers
 * received as the API lists them (newest first). The page sorts them itself: its order is its own
 * rule, whatever order an answer comes in.
 */
export function tripSectionsOf(trips: TripsResponse): TripSection[] {
  return [
    { id: 'upcoming', trips: [...trips.upcoming].sort(byCheckin) },
    { id: 'past', trips: [...trips.past].sort((a, b) => byCheckin(b, a)) },
    { id: 'gifts', trips: [...trips.gifts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) },
    { id: 'vouchersReceived', vouchers: trips.vouchersReceived },
  ];
}

/** Keys of `trips.status`: a status the catalog does not know reads as `other`. */
export type TripStatusKey = 'pending' | 'paid' | 'confirmed' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'other';

const STATUS_KEYS: Readonly<Record<string, TripStatusKey>> = {
  PENDING: 'pending',
  AWAITING_PAYMENT: 'pending',
  PAID: 'paid',
  CONFIRMED: 'confirmed',
  FAILED: 'failed',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
};

export function tripStatusKey(status: string): TripStatusKey {
  return STATUS_KEYS[status] ?? 'other';
}

/** How a trip's dates read: a stay from one day to another, an activity on its day, a gift by the day it was bought. */
export type TripDates = { key: 'range'; checkin: string; checkout: string } | { key: 'day'; day: string } | { key: 'ordered'; at: string };

export function tripDatesOf(trip: Pick<TripSummary, 'checkin' | 'checkout' | 'createdAt'>): TripDates {
  if (trip.checkin && trip.checkout && trip.checkin !== trip.checkout) return { key: 'range', checkin: trip.checkin, checkout: trip.checkout };
  if (trip.checkin) return { key: 'day', day: trip.checkin };
  return { key: 'ordered', at: trip.createdAt };
}

// ---------------------------------------------------------------------------------------------
// A trip's cancellation
// ---------------------------------------------------------------------------------------------

/** A message of `trips.cancellation` with its values (days are yyyy-MM-dd, formatted by the page). */
export type CancellationTerms =
  | { key: 'free'; date: string }
  | { key: 'partial'; percent: number; date: string }
  | { key: 'nonRefundable' }
  | { key: 'deadlinePassed'; date: string | null }
  | { key: 'notCancellableOrder' }
  | { key: 'alreadyCancelled' }
  | { key: 'notConfirmed' };

export type CancellationRefusalReason = Extract<CancellationQuote, { allowed: false }>['refusal'];

/**
 * A refusal's words, for the quote and for a cancellation the API refused (409 `reason`): a
 * non-cancellable offer is "non-exchangeable, non-refundable"; past the deadline there is no refund
 * any more (the deadline said when the order knows it); only a stay is cancelled online; a
 * cancelled order is said as such, any other unconfirmed one as not confirmed yet.
 */
export function refusalTermsOf(reason: string, order: Pick<OrderView, 'status' | 'cancellationPolicy'>): CancellationTerms {
  switch (reason) {
    case 'NON_CANCELLABLE':
      return { key: 'nonRefundable' };
    case 'DEADLINE_PASSED':
      return { key: 'deadlinePassed', date: order.cancellationPolicy?.cancellationDeadline ?? null };
    case 'NOT_CANCELLABLE_ORDER':
      return { key: 'notCancellableOrder' };
    default:
      return order.status === 'CANCELLED' || order.status === 'REFUNDED' ? { key: 'alreadyCancelled' } : { key: 'notConfirmed' };
  }
}

/**
 * The terms the trip page states: "Free cancellation until {date}" for a flexible offer, "{percent}%
 * refunded until {date}" for another cancellable one (80% of each night), or the refusal.
 */
export function cancellationTermsOf(quote: CancellationQuote, order: Pick<OrderView, 'status' | 'cancellationPolicy'>): CancellationTerms {
  if (!quote.allowed) return refusalTermsOf(quote.refusal, order);
  return quote.kind === 'FREE' ? { key: 'free', date: quote.deadline } : { key: 'partial', percent: PARTIAL_REFUND_PERCENT, date: quote.deadline };
}

/** A key of `trips.cancellation` and its values, the days in the market's words. */
export type CancellationMessage =
  | { key: 'free'; values: { date: string } }
  | { key: 'partial'; values: { percent: number; date: string } }
  | { key: 'deadlinePassed'; values: { date: string } }
  | { key: 'nonRefundable' | 'deadlinePassedUndated' | 'notCancellableOrder' | 'alreadyCancelled' | 'notConfirmed'; values: Record<string, never> };

export function cancellationMessageOf(terms: CancellationTerms, formatDay: (day: string) => string): CancellationMessage {
  switch (terms.key) {
    case 'free':
      return { key: 'free', values: { date: formatDay(terms.date) } };
    case 'partial':
      return { key: 'partial', values: { percent: terms.percent, date: formatDay(terms.date) } };
    case 'deadlinePassed':
      return terms.date ? { key: 'deadlinePassed', values: { date: formatDay(terms.date) } } : { key: 'deadlinePassedUndated', values: {} };
    default:
      return { key: terms.key, values: {} };
  }
}

/** Where a refund goes: the gift cards first (as much as they paid), then the payment method. Nothing to either is left out. */
export function refundDestinationsOf(refund: { giftCardRefundCents: number; providerRefundCents: number }): Array<{ to: 'giftCards' | 'paymentMethod'; cents: number }> {
  const destinations: Array<{ to: 'giftCards' | 'paymentMethod'; cents: number }> = [
    { to: 'giftCards', cents: refund.giftCardRefundCents },
    { to: 'paymentMethod', cents: refund.providerRefundCents },
  ];
  return destinations.filter((destination) => destination.cents > 0);
}

// ---------------------------------------------------------------------------------------------
// The booking lookup's quick actions
// ---------------------------------------------------------------------------------------------

/**
 * The action the booking lookup opens once the booking is found: the contact page's quick actions
 * link to it with `#modify`, `#cancel` or `#invoice`; any other hash opens none.
 */
export function lookupActionOf(hash: string): ContactQuickAction | undefined {
  const action = hash.replace(/^#/, '');
  return (CONTACT_QUICK_ACTIONS as readonly string[]).includes(action) ? (action as ContactQuickAction) : undefined;
}

/** What takes the focus when the trip opens with an action: the cancel dialog, the change form, the invoice link, or the section saying why it is not there. */
export type TripFocus = 'heading' | 'cancelDialog' | 'cancellationTerms' | 'changeForm' | 'changeSection' | 'invoiceLink' | 'documents';

export function tripFocusOf(action: ContactQuickAction | undefined, detail: Pick<TripDetail, 'cancellation' | 'hasInvoice' | 'order'>): TripFocus {
  switch (action) {
    case 'cancel':
      return detail.cancellation.allowed ? 'cancelDialog' : 'cancellationTerms';
    case 'modify':
      return canRequestChange(detail.order) ? 'changeForm' : 'changeSection';
    case 'invoice':
      return detail.hasInvoice ? 'invoiceLink' : 'documents';
    default:
      return 'heading';
  }
}

// ---------------------------------------------------------------------------------------------
// Change requests
// ---------------------------------------------------------------------------------------------

/** The kinds of change asked for (the contract's `CHANGE_REQUEST_KINDS`; trips-view.test.ts checks they are the same). */
export const CHANGE_REQUEST_KINDS = ['dates', 'party', 'other'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
/** The longest message (the contract's `CHANGE_REQUEST_MESSAGE_MAX`). */
export const CHANGE_REQUEST_MESSAGE_MAX = 2000;

/** Only a confirmed booking has something to change (the API refuses any other, 409). */
export function canRequestChange(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'CONFIRMED';
}

export interface ChangeRequestValues {
  kind: ChangeRequestKind | '';
  message: string;
}

/** Keys of `trips.change.errors`. */
export type ChangeRequestErrorKey = 'kindMandatory' | 'mandatory' | 'tooLong' | 'incorrect';

/** Each field that is wrong: a kind must be chosen; the message, trimmed, is 1 to 2000 characters. */
export function checkChangeRequest(values: ChangeRequestValues): Partial<Record<keyof ChangeRequestValues, ChangeRequestErrorKey>> {
  const errors: Partial<Record<keyof ChangeRequestValues, ChangeRequestErrorKey>> = {};
  if (!(CHANGE_REQUEST_KINDS as readonly string[]).includes(values.kind)) errors.kind = 'kindMandatory';
  const message = values.message.trim();
  if (message === '') errors.message = 'mandatory';
  else if (message.length > CHANGE_REQUEST_MESSAGE_MAX) errors.message = 'tooLong';
  return errors;
}

/** Keys of `trips.change.states`: a state the catalog does not know reads as `sent`. */
export function changeRequestStateKey(state: string): 'sent' | 'inProgress' | 'answered' | 'closed' {
  switch (state) {
    case 'IN_PROGRESS':
      return 'inProgress';
    case 'ANSWERED':
      return 'answered';
    case 'CLOSED':
      return 'closed';
    default:
      return 'sent';
  }
}

// ---------------------------------------------------------------------------------------------
// What an answer of the trip routes means for the page
// ---------------------------------------------------------------------------------------------

/** The TanStack Query key of a trip's detail (one cache for the page and its actions). */
export const tripQueryKey = (orderUUID: string) => ['trip', orderUUID] as const;

export type TripFailure =
  /** A cancellation or change the API refused (409), with its reason when it named one. */
  | { kind: 'refused'; reason: string | undefined }
  /** 404: the guest's hour is over, or the session ended (the API says no more than "no such trip"). */
  | { kind: 'accessLost' }
  | { kind: 'tooManyAttempts' }
  /** 400 on a field of the change request: its message is refused (characters the API does not take). */
  | { kind: 'field'; field: 'kind' | 'message' }
  /** No answer, or one the page cannot use. */
  | { kind: 'failed' };

export function tripFailureOf(error: unknown): TripFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  switch (error.status) {
    case 409:
      return { kind: 'refused', reason: error.problem?.reason };
    case 404:
      return { kind: 'accessLost' };
    case 429:
      return { kind: 'tooManyAttempts' };
    case 400: {
      const field = error.problem?.errors?.find((item) => item.field === 'kind' || item.field === 'message')?.field;
      return field === 'kind' || field === 'message' ? { kind: 'field', field } : { kind: 'failed' };
    }
    default:
      return { kind: 'failed' };
  }
}
