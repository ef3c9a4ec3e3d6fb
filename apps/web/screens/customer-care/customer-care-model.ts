/**
 * The customer care console's rules, without React: what an agent may do to a contact case, what
 * the order search reads in what the agent typed, what a refused sign-in tells them, and which of
 * an order's actions apply to it.
 */
import type { ContactCaseState } from '@escapade/contracts/contact';
import type { OrderDetail, ResendableMail } from '@escapade/contracts/customer-care';
import { type CASE_AGENT_EVENTS, RESENDABLE_MAILS } from '@escapade/contracts/customer-care';
import { isValidBookingNumber, isValidEmail } from '@escapade/domain/validators';
import { nextShipmentState, type ShipmentState } from '@escapade/domain/voucher';
import { ApiError } from '../../lib/api-transport';

export type CaseAgentEvent = (typeof CASE_AGENT_EVENTS)[number];

/**
 * A case goes "new → in progress → answered → closed": an agent takes a new case, answers the case
 * they took, and closes it; a duplicate or a message that needs no answer is closed before it is
 * answered. A closed case is done. (The API applies the same rule and refuses any other step, 409.)
 */
const CASE_EVENTS_BY_STATE: Readonly<Record<ContactCaseState, readonly CaseAgentEvent[]>> = {
  NEW: ['take', 'close'],
  IN_PROGRESS: ['answer', 'close'],
  ANSWERED: ['close'],
  CLOSED: [],
};

/** The buttons of a case in its state, in the order of its life. */
export function allowedCaseEvents(state: ContactCaseState): readonly CaseAgentEvent[] {
  return CASE_EVENTS_BY_STATE[state];
}

/** The longest text the search takes: the longest e-mail address (the contract's own limit). */
export const ORDER_SEARCH_MAX = 254;

/** Keys of `customerCare.search.errors`. */
export type OrderSearchErrorKey = 'mandatory' | 'bookingNumber' | 'format';

export type OrderSearchInput =
  | { kind: 'bookingNumber'; q: string }
  | { kind: 'email'; q: string }
  | { kind: 'invalid'; error: OrderSearchErrorKey };

/**
 * What the agent typed: a booking number (8 digits, read with the spaces people type in long
 * numbers removed) or the buyer's e-mail address. Anything else is said under the field without
 * asking the API, which would refuse it.
 */
export function classifyOrderSearch(input: string): OrderSearchInput {
  const text = input.trim();
  if (text === '') return { kind: 'invalid', error: 'mandatory' };
  const digits = text.replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) return isValidBookingNumber(digits) ? { kind: 'bookingNumber', q: digits } : { kind: 'invalid', error: 'bookingNumber' };
  if (text.length <= ORDER_SEARCH_MAX && isValidEmail(text)) return { kind: 'email', q: text.toLowerCase() };
  return { kind: 'invalid', error: 'format' };
}

/** Keys of `customerCare.login.errors`. */
export type SignInErrorKey = 'invalidCredentials' | 'locked' | 'emailNotVerified' | 'companyAccountRefused' | 'failed';

/**
 * The company account's sign-in came back refused (`?error=` on the console's address, from the
 * accounts library: no staff account for that address, the agent cancelled at the provider…).
 */
export function companySignInRefused(search: string): boolean {
  return new URLSearchParams(search).has('error');
}

/**
 * What a refused sign-in tells the agent, by the accounts API's `reason`: a wrong e-mail or
 * password (one answer for both, so accounts cannot be probed), too many failed sign-ins (try
 * later), an address not verified yet; anything else (no answer, a server error) is generic.
 */
export function signInErrorKeyOf(error: unknown): SignInErrorKey {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.problem?.reason) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'invalidCredentials';
    case 'SIGN_IN_LOCKED':
      return 'locked';
    case 'EMAIL_NOT_VERIFIED':
      return 'emailNotVerified';
  }
  // Any limit of the API (its per-client rate limit) asks the same: try again later.
  return error.status === 429 ? 'locked' : 'failed';
}

/** Who opened the customer care page, from the API's answer to `GET /customer-care/me`. */
export type AgentAccess<T> = { kind: 'agent'; agent: T } | { kind: 'signedOut' } | { kind: 'forbidden' };

/**
 * No session (401): the login screen. A session of an account without the agent or admin role
 * (403): that account has no access. Any other failure is the page's error.
 */
export async function readAgentAccess<T>(me: () => Promise<T>): Promise<AgentAccess<T>> {
  try {
    return { kind: 'agent', agent: await me() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signedOut' };
    if (error instanceof ApiError && error.status === 403) return { kind: 'forbidden' };
    throw error;
  }
}

/** Whether a failed console call means the session is over or lost its role: the page is read again. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function isResendableMail(kind: string): kind is ResendableMail {
  return (RESENDABLE_MAILS as readonly string[]).includes(kind);
}

/**
 * The e-mails an agent can send again, each once in the list (on its first row): only a confirmed
 * order's, and only those it had (the confirmation, a digital gift's vouchers).
 */
export function resendableMailRows(detail: Pick<OrderDetail, 'order' | 'mails'>): ReadonlyMap<number, ResendableMail> {
  const rows = new Map<number, ResendableMail>();
  if (detail.order.status !== 'CONFIRMED') return rows;
  const seen = new Set<string>();
  for (const mail of detail.mails) {
    if (!isResendableMail(mail.kind) || seen.has(mail.kind)) continue;
    seen.add(mail.kind);
    rows.set(mail.id, mail.kind);
  }
  return rows;
}

/**
 * The next step of a physical gift's shipment (to ship → shipped → delivered), when there is one:
 * a confirmed order's gift sent by post that is not delivered yet.
 */
export function shipmentStepOf(order: OrderDetail['order']): { from: ShipmentState; to: ShipmentState } | undefined {
  const delivery = order.gift?.delivery;
  if (!delivery || order.status !== 'CONFIRMED') return undefined;
  const to = nextShipmentState(delivery.state);
  return to ? { from: delivery.state, to } : undefined;
}
