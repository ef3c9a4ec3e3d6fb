/**
 * Cancelling a confirmed stay, as its cancellation policy allows:
 *
 * - a non-cancellable offer (NCNR, or `cancellable` false) is "non-exchangeable and
 *   non-refundable": refused;
 * - until the deadline (the policy's `cancellationDeadline`, check-in minus the offer's days):
 *   a FLEXIBLE offer is cancelled free (the stay's amount refunded in full); any other cancellable
 *   offer refunds 80% of each night's amount ("cancellation until the deadline gives a partial
 *   refund of 80% of each night's amount");
 * - after the deadline: no refund, so no cancellation online (customer care can still help);
 * - what is not the stay (insurance, the pay-later fee, shipping) is not refunded.
 *
 * Money goes back where it came from: the gift cards first (in full while the refund covers them),
 * then the card. Pure: the policy, the amounts and the market's day in, the decision out.
 */
export const PARTIAL_REFUND_PERCENT = 80;

export interface CancellablePolicy {
  type?: string | null | undefined;
  cancellable?: boolean | null | undefined;
  /** yyyy-MM-dd: the last day a cancellation is refunded. */
  cancellationDeadline?: string | null | undefined;
}

export type CancellationRefusal = 'NON_CANCELLABLE' | 'DEADLINE_PASSED' | 'NOT_CANCELLABLE_ORDER';

export type CancellationDecision =
  | { allowed: false; refusal: CancellationRefusal }
  | {
      allowed: true;
      kind: 'FREE' | 'PARTIAL';
      /** What the customer gets back, in cents. */
      refundCents: number;
      /** Given back to the gift cards that paid. */
      giftCardRefundCents: number;
      /** Refunded through the payment provider. */
      providerRefundCents: number;
      deadline: string;
    };

export interface CancellationInput {
  policy: CancellablePolicy | null | undefined;
  /** The stay's amount (its nights with what they include), in cents. */
  stayCents: number;
  /** What the customer paid so far, gift cards included. */
  paidCents: number;
  /** What gift cards paid of it. */
  giftCardCents: number;
  /** The market's day, yyyy-MM-dd. */
  today: string;
}

export function cancellationDecision(input: CancellationInput): CancellationDecision {
  const { policy } = input;
  if (!policy || policy.type === 'NCNR' || policy.cancellable === false) return { allowed: false, refusal: 'NON_CANCELLABLE' };
  const deadline = policy.cancellationDeadline;
  if (!deadline) return { allowed: false, refusal: 'NON_CANCELLABLE' };
  if (input.today > deadline) return { allowed: false, refusal: 'DEADLINE_PASSED' };
  const kind = policy.type === 'FLEXIBLE' ? 'FREE' : 'PARTIAL';
  const owed = kind === 'FREE' ? input.stayCents : Math.floor((input.stayCents * PARTIAL_REFUND_PERCENT) / 100);
  // Never more than was paid (a pay-later order paid in part gets back what it paid, at most).
  const refundCents = Math.max(0, Math.min(owed, input.paidCents));
  const giftCardRefundCents = Math.min(refundCents, input.giftCardCents);
  return { allowed: true, kind, refundCents, giftCardRefundCents, providerRefundCents: refundCents - giftCardRefundCents, deadline };
}
