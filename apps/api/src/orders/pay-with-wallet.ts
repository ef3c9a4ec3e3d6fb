import type { Db } from '@escapade/db';
import { AppError } from '../errors/app-error';
import type { PaymentProvider } from '../payments/provider';
import { orderNotFound } from './get-order';
import { applyOrderEvent } from './order-events';
import { fieldError } from './price-order';

/**
 * `POST /api/purchase/zeppto`: the wallet's authorization of an order awaiting its wallet payment.
 * The provider confirms the payment; a decline fails the order (402), a success answers the
 * order's UUID and the provider's webhook makes the order paid.
 */
export async function payWithWallet(
  db: Db,
  payments: PaymentProvider,
  request: { orderUUID: string; paymentIntentId: string },
): Promise<{ booking: { orderUUID: string } }> {
  const order = await db
    .selectFrom('customer_order')
    .select(['id', 'status', 'payment_method', 'payment_ref'])
    .where('id', '=', request.orderUUID)
    .executeTakeFirst();
  if (!order) throw orderNotFound(request.orderUUID);
  if (order.payment_method !== 'wallet') throw new AppError('CONFLICT', 'This order is not paid with the wallet.');
  if (order.status !== 'AWAITING_PAYMENT' || !order.payment_ref) {
    throw new AppError('CONFLICT', `This order is not awaiting its payment (it is ${order.status}).`);
  }
  if (order.payment_ref !== request.paymentIntentId) {
    throw fieldError('pspAuthorization.paymentIntentId', 'expected the payment of this order');
  }
  let payment;
  try {
    payment = await payments.confirmWalletPayment(order.payment_ref, { paymentIntentId: request.paymentIntentId });
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment service cannot be reached; please try again in a moment.', { cause: error });
  }
  if (payment.status === 'failed') {
    await applyOrderEvent(db, order.id, 'payment_failed', `wallet payment ${payment.ref} declined`);
    throw new AppError('PAYMENT_FAILED', 'The wallet payment was declined.');
  }
  return { booking: { orderUUID: order.id } };
}
