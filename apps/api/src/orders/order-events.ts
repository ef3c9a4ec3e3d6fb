/**
 * The one place an order changes state: `applyOrderEvent` locks the order's row, asks the domain's
 * transition function for the next state, stores the transition with its time and cause, and does
 * what the new state implies in the same transaction: releasing the rooms and gift-card shares of
 * a failed or expired order, taking the rooms back for a payment that arrived after the hold
 * expired, capturing gift-card shares when paid and giving them back when refunded, issuing a
 * gift's vouchers and queueing the confirmation e-mail of a confirmed order (outbox rows), issuing
 * the invoice of a confirmed order and the credit note of a refunded one. An event that does not
 * apply (a duplicate webhook, a late expiry) changes nothing and says so.
 */
import type { Db } from '@escapade/db';
import { canApplyOrderEvent, nextOrderStatus, type OrderEvent, type OrderStatus } from '@escapade/domain/order';
import type { Database } from '@escapade/db';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { captureGiftCardPaymentsIn, refundGiftCardPaymentsIn, releaseGiftCardPaymentsIn } from '../vouchers/gift-card-payments';
import { issueVouchersIn } from '../vouchers/issue-vouchers';
import { holdsOfOrder, releaseRooms, takeRooms } from './inventory';
import { issueCreditNoteIn, issueInvoiceIn } from './invoice';

type Tx = Transaction<Database>;

/** The outbox kind of the order confirmation e-mail. */
export const ORDER_CONFIRMATION_MAIL = 'order_confirmation';

export interface OrderEventPatch {
  /** payment_started: the provider's payment id. */
  paymentRef?: string;
  paymentProvider?: string;
  /** payment_succeeded: what the provider took now (the total, or a first instalment). */
  paidCents?: number;
}

export interface AppliedEvent {
  applied: boolean;
  from: OrderStatus;
  status: OrderStatus;
}

/** Stores a transition (the caller already locked the row). */
async function recordTransition(trx: Tx, orderId: string, from: OrderStatus | null, to: OrderStatus, event: string, cause: string): Promise<void> {
  await trx.insertInto('order_transition').values({ order_id: orderId, from_status: from, to_status: to, event, cause }).execute();
}

async function setStatus(trx: Tx, orderId: string, status: OrderStatus, patch: OrderEventPatch = {}): Promise<void> {
  await trx
    .updateTable('customer_order')
    .set({
      status,
      updated_at: sql<Date>`now()`,
      ...(patch.paymentRef !== undefined ? { payment_ref: patch.paymentRef } : {}),
      ...(patch.paymentProvider !== undefined ? { payment_provider: patch.paymentProvider } : {}),
      ...(patch.paidCents !== undefined ? { paid_cents: patch.paidCents } : {}),
    })
    .where('id', '=', orderId)
    .execute();
}

/** Applies one event inside the caller's transaction; the order row is locked first. */
export async function applyOrderEventIn(trx: Tx, orderId: string, event: OrderEvent, cause: string, patch: OrderEventPatch = {}): Promise<AppliedEvent> {
  const row = await trx.selectFrom('customer_order').select(['status', 'paid_cents', 'refunded_cents']).where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!row) throw new Error(`order ${orderId} does not exist`);
  const from = row.status;
  if (!canApplyOrderEvent(from, event)) return { applied: false, from, status: from };
  const to = nextOrderStatus(from, event);
  if ((to === 'FAILED' || to === 'EXPIRED') && (from === 'PENDING' || from === 'AWAITING_PAYMENT')) {
    for (const hold of await holdsOfOrder(trx, orderId)) await releaseRooms(trx, hold);
    await releaseGiftCardPaymentsIn(trx, orderId);
  }
  if (to === 'PAID') await captureGiftCardPaymentsIn(trx, orderId);
  // A paid order's invoice is issued with its confirmation (numbered in the market's sequence).
  if (to === 'CONFIRMED') await issueInvoiceIn(trx, orderId);
  // A cancellation settled the gift cards itself (its policy may keep part): the refund that
  // follows it is the card's alone.
  if (to === 'REFUNDED' && from !== 'CANCELLED') await refundGiftCardPaymentsIn(trx, orderId);
  // The refund is recorded: its credit note, when the order had an invoice. After a cancellation it
  // credits what the cancellation refunded (its policy may keep part, which stays invoiced); a
  // refund without a cancellation gives everything paid back. The row lock and the state machine
  // make it once: a repeated webhook finds the order REFUNDED and applies nothing.
  if (to === 'REFUNDED') await issueCreditNoteIn(trx, orderId, from === 'CANCELLED' ? row.refunded_cents : row.paid_cents);
  await setStatus(trx, orderId, to, patch);
  await recordTransition(trx, orderId, from, to, event, cause);
  return { applied: true, from, status: to };
}

/** Applies one event in a transaction of its own. */
export function applyOrderEvent(db: Db, orderId: string, event: OrderEvent, cause: string, patch: OrderEventPatch = {}): Promise<AppliedEvent> {
  return db.transaction().execute((trx) => applyOrderEventIn(trx, orderId, event, cause, patch));
}

export interface SettledPayment extends AppliedEvent {
  /** The payment arrived after the hold expired and the rooms are gone: the caller refunds it. */
  needsRefund: boolean;
}

/**
 * A payment the provider confirmed (`paidCents`: what the provider took): the order becomes PAID and, in the same transaction, CONFIRMED
 * with its confirmation e-mail queued. A payment for an expired order takes its rooms back first;
 * when they are gone, the order stays PAID and the caller refunds it (then applies `refunded`).
 */
export function settleSucceededPayment(db: Db, orderId: string, cause: string, paidCents: number): Promise<SettledPayment> {
  return db.transaction().execute(async (trx) => {
    // Paid means everything paid: what the provider took and what the order's gift cards pay.
    const order = await trx.selectFrom('customer_order').select('gift_card_cents').where('id', '=', orderId).executeTakeFirst();
    const paid = await applyOrderEventIn(trx, orderId, 'payment_succeeded', cause, { paidCents: paidCents + (order?.gift_card_cents ?? 0) });
    if (!paid.applied) return { ...paid, needsRefund: false };
    if (paid.from === 'EXPIRED') {
      const taken = [];
      for (const hold of await holdsOfOrder(trx, orderId)) {
        if (!(await takeRooms(trx, hold))) {
          for (const done of taken) await releaseRooms(trx, done);
          return { ...paid, needsRefund: true };
        }
        taken.push(hold);
      }
    }
    const confirmed = await applyOrderEventIn(trx, orderId, 'booking_confirmed', cause);
    // A gift becomes its vouchers (and their e-mail or shipment) with the confirmation, never apart.
    await issueVouchersIn(trx, orderId, new Date());
    await trx
      .insertInto('outbox_message')
      .values({ kind: ORDER_CONFIRMATION_MAIL, order_id: orderId, next_attempt_at: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['kind', 'order_id']).where('ref', 'is', null).doNothing())
      .execute();
    return { applied: true, from: paid.from, status: confirmed.status, needsRefund: false };
  });
}
