import type { Db } from '@escapade/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider, ProviderPayment } from '../payments/provider';
import { applyOrderEvent, settleSucceededPayment, type AppliedEvent } from './order-events';

/**
 * What the provider says of an order's payment, applied to the order: a success settles it (paid,
 * then confirmed with its e-mail queued; a payment that came after the hold expired and found the
 * rooms gone is refunded), a failure fails it (its rooms go back), a pending payment changes
 * nothing. Used by the server-side status check; the webhook applies the same events.
 */
export async function applyProviderPayment(
  db: Db,
  payments: PaymentProvider,
  orderId: string,
  payment: ProviderPayment,
  cause: string,
  log: FastifyBaseLogger,
): Promise<AppliedEvent | undefined> {
  if (payment.status === 'failed') return applyOrderEvent(db, orderId, 'payment_failed', cause);
  if (payment.status !== 'succeeded') return undefined;
  const settled = await settleSucceededPayment(db, orderId, cause, payment.amountCents);
  if (!settled.needsRefund) return settled;
  const refund = await payments.refund(payment.ref, payment.amountCents);
  if (refund.status !== 'succeeded') {
    log.error({ orderId, paymentRef: payment.ref }, 'a payment for an order whose rooms are gone could not be refunded');
    return settled;
  }
  return applyOrderEvent(db, orderId, 'refunded', `${cause}: the rooms were gone after the hold expired`);
}
