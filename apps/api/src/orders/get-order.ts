import type { OrderView } from '@escapade/contracts/checkout';
import type { Db } from '@escapade/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';
import type { PaymentProvider } from '../payments/provider';
import { applyProviderPayment } from './apply-provider-payment';
import { loadOrderView, type VoucherLinkSigner } from './order-view';

/** An order awaiting payment asks the provider at most this often (the confirmation page polls). */
export const PAYMENT_STATUS_CHECK_INTERVAL_MS = 3_000;
/** Past this many remembered orders, the ones checked longer ago than the interval are forgotten. */
const REMEMBERED_CHECKS = 1_000;

/** When each order last asked the provider, in this process. */
export class PaymentStatusChecks {
  private readonly lastCheck = new Map<string, number>();

  constructor(private readonly intervalMs: number = PAYMENT_STATUS_CHECK_INTERVAL_MS) {}

  /** True, and remembered, when the order may ask the provider now. */
  take(orderId: string, nowMs: number): boolean {
    const last = this.lastCheck.get(orderId);
    if (last !== undefined && nowMs - last < this.intervalMs) return false;
    if (this.lastCheck.size >= REMEMBERED_CHECKS) {
      for (const [id, at] of this.lastCheck) if (nowMs - at >= this.intervalMs) this.lastCheck.delete(id);
    }
    this.lastCheck.set(orderId, nowMs);
    return true;
  }
}

export function orderNotFound(orderId: string): AppError {
  return new AppError('NOT_FOUND', `No order has the UUID ${orderId}.`);
}

/**
 * `GET /api/purchase/orders/{orderUUID}`. While the order awaits its payment, the provider is asked
 * for the payment's state (a webhook may be late or lost); a provider that does not answer leaves
 * the order as it is.
 */
export async function getOrder(
  deps: {
    db: Db;
    payments: PaymentProvider;
    checks: PaymentStatusChecks;
    log: FastifyBaseLogger;
    /** Called when the status check changed the order's state (the e-mail of a confirmed booking may leave at once). */
    onSettled?: () => void;
    /** Signs the download links of a digital gift's vouchers; without it the view has none. */
    sign?: VoucherLinkSigner;
  },
  orderId: string,
  now: Date,
): Promise<OrderView> {
  const view = await loadOrderView(deps.db, orderId, deps.sign, now);
  if (!view) throw orderNotFound(orderId);
  if (view.status !== 'AWAITING_PAYMENT' || !deps.checks.take(orderId, now.getTime())) return view;
  const order = await deps.db.selectFrom('customer_order').select('payment_ref').where('id', '=', orderId).executeTakeFirst();
  if (!order?.payment_ref) return view;
  try {
    const payment = await deps.payments.retrievePayment(order.payment_ref);
    const applied = await applyProviderPayment(deps.db, deps.payments, orderId, payment, `status check of payment ${payment.ref}`, deps.log);
    if (!applied?.applied) return view;
    deps.onSettled?.();
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'payment status check failed: the order keeps its state');
    return view;
  }
  return (await loadOrderView(deps.db, orderId, deps.sign, now)) ?? view;
}
