/**
 * Sending an order and paying it with the wallet, without React: the idempotency key of a
 * submission, what a refused order means for the page, the wallet's steps and the hash flags the
 * wallet page shows its state with.
 */
import type { CreateOrderRequest, CreateOrderResponse } from '@escapade/contracts/checkout';
import { ANALYTICS_CLIENT_ID_COOKIE, analyticsClientIdOf } from '@escapade/domain/consent';
import { parseStoredValue } from '@escapade/domain/stored-json';
import * as z from 'zod/mini';
import type { CheckoutApi } from '../../lib/api/checkout';
import { ApiError } from '../../lib/api-transport';
import { readStored, removeStored, writeStored } from '../../lib/browser-storage';
import { readCookie } from '../../lib/variations-cookies';

// ---------------------------------------------------------------------------------------------
// The idempotency key
// ---------------------------------------------------------------------------------------------

export const PENDING_SUBMISSION_KEY = 'checkout.pendingSubmission';

const pendingSubmissionSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)), request: z.string() });

type SubmissionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The key of this submission: the pending one's when the same order is sent again (a double click,
 * a retry after a network error, a reload while it was on its way), a new one as soon as anything
 * in the order differs (the traveller changed a field, a new total was confirmed). The pending
 * submission is kept in the tab's session storage until the API answers it.
 */
export function idempotencyKeyFor(storage: SubmissionStorage | undefined, order: CreateOrderRequest, newKey: () => string): string {
  const request = JSON.stringify(order);
  const pending = parseStoredValue(readStored(storage, PENDING_SUBMISSION_KEY), pendingSubmissionSchema);
  if (pending?.request === request) return pending.key;
  const key = newKey();
  writeStored(storage, PENDING_SUBMISSION_KEY, { key, request });
  return key;
}

/** The API answered the submission (accepted or refused): a new attempt is a new submission. */
export function forgetPendingSubmission(storage: SubmissionStorage | undefined): void {
  removeStored(storage, PENDING_SUBMISSION_KEY);
}

// ---------------------------------------------------------------------------------------------
// A refused order
// ---------------------------------------------------------------------------------------------

export interface FieldProblem {
  /** Dotted path of the request field (`buyer.phoneNumber`, `items.insuranceItem`, `paymentMethod`). */
  field: string;
  message: string;
}

export type OrderFailure =
  /** The server's total differs: the traveller confirms the new one, sent with a new key. */
  | { kind: 'priceChanged'; expectedAmount: number }
  /** A night of the stay has no room left. */
  | { kind: 'noAvailability' }
  /** A 400 naming the fields the form shows the errors on. */
  | { kind: 'invalid'; fields: FieldProblem[] }
  /** No usable answer: the network, the server, or a refusal the page cannot fix. */
  | { kind: 'failed'; isNetwork: boolean };

/** What a failed `createOrder` means for the page. */
export function orderFailureOf(error: unknown): OrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', isNetwork: false };
  if (error.status === undefined) return { kind: 'failed', isNetwork: true };
  const problem = error.problem;
  if (error.status === 409 && problem?.code === 'PRICE_CHANGED' && problem.expectedAmount !== undefined) return { kind: 'priceChanged', expectedAmount: problem.expectedAmount };
  if (error.status === 409 && problem?.code === 'NO_AVAILABILITY') return { kind: 'noAvailability' };
  if (error.status === 400 && problem) {
    const fields = problem.errors?.length ? problem.errors : problem.field ? [{ field: problem.field, message: problem.detail }] : [];
    if (fields.length > 0) return { kind: 'invalid', fields: fields.map(({ field, message }) => ({ field, message })) };
  }
  return { kind: 'failed', isNetwork: false };
}

/** An answer the API gave (the submission is settled) rather than a network failure or a server error, which may be retried with the same key. */
function isSettledByAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}

export interface OrderDeps {
  api: Pick<CheckoutApi, 'createOrder'>;
  storage: SubmissionStorage | undefined;
  newKey(): string;
}

export type OrderOutcome = { kind: 'created'; response: CreateOrderResponse } | { kind: 'refused'; failure: OrderFailure };

/** Sends the order with its submission's key; the pending submission is forgotten once the API has answered it. */
export async function sendOrder(deps: OrderDeps, order: CreateOrderRequest): Promise<OrderOutcome> {
  const key = idempotencyKeyFor(deps.storage, order, deps.newKey);
  try {
    const response = await deps.api.createOrder(order, key);
    forgetPendingSubmission(deps.storage);
    return { kind: 'created', response };
  } catch (error) {
    if (isSettledByAnswer(error)) forgetPendingSubmission(deps.storage);
    return { kind: 'refused', failure: orderFailureOf(error) };
  }
}

// ---------------------------------------------------------------------------------------------
// The wallet
// ---------------------------------------------------------------------------------------------

/** Why a wallet payment failed: the order was refused, the payment declined, the network failed, or an answer carried no order. */
export type WalletFailureReason = 'order' | 'payment' | 'network' | 'response';

export type WalletOutcome =
  | { kind: 'paid'; orderUUID: string }
  /** Gift cards paid the whole order: it is confirmed without the wallet; `url` is its confirmation page. */
  | { kind: 'settled'; url: string }
  /** `failure`: the order's refusal, which the summary can show (a new total, no availability, a field). */
  | { kind: 'failed'; reason: WalletFailureReason; failure?: OrderFailure };

export interface WalletDeps extends OrderDeps {
  api: Pick<CheckoutApi, 'createOrder' | 'authorizeWallet' | 'payWithWallet'>;
}

function paymentFailureReason(error: unknown): WalletFailureReason {
  if (error instanceof ApiError && error.status === undefined) return 'network';
  // The contract refused the answer's body (no order identifier).
  if (error instanceof ApiError && error.status !== undefined && error.status < 300) return 'response';
  return 'payment';
}

/**
 * The wallet fast checkout: the order is created for the wallet, the wallet authorizes its payment
 * intent, then the order is paid with it. Any step that fails ends in the failure state; only an
 * answer naming the paid order is a success.
 */
export async function runWalletPayment(deps: WalletDeps, order: CreateOrderRequest): Promise<WalletOutcome> {
  const created = await sendOrder(deps, order);
  if (created.kind === 'refused') {
    const { failure } = created;
    return { kind: 'failed', reason: failure.kind === 'failed' && failure.isNetwork ? 'network' : 'order', failure };
  }
  const { payment, order: view } = created.response;
  if (payment.kind === 'settled') return { kind: 'settled', url: payment.url };
  if (payment.kind !== 'wallet' || !view.orderUUID) return { kind: 'failed', reason: 'response' };
  try {
    await deps.api.authorizeWallet({ paymentIntentId: payment.paymentIntentId, clientSecret: payment.clientSecret });
    const paid = await deps.api.payWithWallet(view.orderUUID, payment.paymentIntentId);
    const orderUUID = paid.booking.orderUUID;
    return orderUUID ? { kind: 'paid', orderUUID } : { kind: 'failed', reason: 'response' };
  } catch (error) {
    return { kind: 'failed', reason: paymentFailureReason(error) };
  }
}

/** The wallet's state in the page's hash: `isLoading=1` while the order starts, `error=1` once it failed. */
export interface WalletFlags {
  isLoading: boolean;
  error: boolean;
}

export function walletFlagsOf(hash: string): WalletFlags {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { isLoading: params.get('isLoading') === '1', error: params.get('error') === '1' };
}

/** The hash with the wallet's flags set or cleared; the selection's keys stay as they are. */
export function withWalletFlags(hash: string, flags: WalletFlags): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.delete('isLoading');
  params.delete('error');
  if (flags.isLoading) params.set('isLoading', '1');
  if (flags.error) params.set('error', '1');
  const text = params.toString();
  return text ? `#${text}` : '';
}

/** "Confirmation page: /confirmation/{orderUUID}?status=success&gaId={gaId}". */
export function confirmationHref(confirmationPath: string, orderUUID: string, gaId: string | undefined): string {
  return `${confirmationPath.replace(/\/+$/, '')}/${encodeURIComponent(orderUUID)}?${new URLSearchParams({ status: 'success', gaId: gaId ?? '' })}`;
}

/**
 * The analytics client id the order carries to its confirmation (`gaId`): the analytics cookie's
 * client id (`GA1.1.<random>.<time>` → `<random>.<time>`), when the visitor has one.
 */
export function analyticsClientId(cookie: string): string | undefined {
  return analyticsClientIdOf(readCookie(cookie, ANALYTICS_CLIENT_ID_COOKIE));
}
