/**
 * Cancelling a confirmed stay, by its buyer (signed in, or by the guest lookup) or by customer care
 * on their behalf, through the same rule (`cancellationDecision`, packages/domain/src/cancellation.ts).
 *
 * One transaction does everything the database holds: the order CONFIRMED → CANCELLED with its
 * refund and time, the rooms back to the inventory (the search sees them at the next search: the
 * change log of offer_night), the gift cards' share back to their balances, a redeemed gift voucher
 * valid again, the cancellation e-mail queued, the agent's audit entry. Then the provider refunds
 * the card's share (a network call, never inside a transaction); once it succeeded the order is
 * REFUNDED. A refund the provider refuses leaves the order CANCELLED with its refund owed, logged as
 * an error for customer care.
 *
 * The credit note of the refund (orders/invoice.ts) is issued where the refund is recorded: with
 * the order REFUNDED when the card has a share (so a refused card refund issues none), or in the
 * cancelling transaction when the gift cards take the whole refund back there.
 */
import type { Db, Database } from '@escapade/db';
import { cancellationDecision, type CancellationRefusal } from '@escapade/domain/cancellation';
import type { Locale } from '@escapade/domain/markets';
import { sql, type Transaction } from 'kysely';
import { marketToday } from '../catalog/sellable-offers';
import { recordAudit, type AgentContext } from '../customer-care/agent-tools';
import { AppError } from '../errors/app-error';
import type { PaymentProvider } from '../payments/provider';
import { holdsOfOrder, releaseRooms } from './inventory';
import { issueCreditNoteIn } from './invoice';
import { applyOrderEvent, applyOrderEventIn } from './order-events';

type Tx = Transaction<Database>;

export const ORDER_CANCELLATION_MAIL = 'order_cancellation';

/** The public reasons of a refused cancellation (the trip page words each). */
export const CANCELLATION_REFUSAL_DETAILS: Readonly<Record<CancellationRefusal | 'NOT_CONFIRMED', string>> = {
  NON_CANCELLABLE: 'This booking is non-exchangeable and non-refundable.',
  DEADLINE_PASSED: 'The cancellation deadline has passed: no refund is possible any more.',
  NOT_CANCELLABLE_ORDER: 'Only a stay can be cancelled online: contact customer care for this order.',
  NOT_CONFIRMED: 'This booking is not confirmed: there is nothing to cancel.',
};

export type CancelledBy = { kind: 'customer'; cause: string } | { kind: 'agent'; context: AgentContext };

export interface CancellationOutcome {
  status: 'CANCELLED' | 'REFUNDED';
  refundCents: number;
  giftCardRefundCents: number;
  providerRefundCents: number;
  /** false: the provider refused the card's refund; customer care settles it. */
  isProviderRefundDone: boolean;
}

function refused(reason: CancellationRefusal | 'NOT_CONFIRMED'): AppError {
  return new AppError('CONFLICT', CANCELLATION_REFUSAL_DETAILS[reason], { extensions: { reason } });
}

/** Gives `amountCents` of the order's captured gift card shares back to their cards, oldest share first. */
async function refundGiftCardShare(trx: Tx, orderId: string, amountCents: number, now: Date): Promise<void> {
  let left = amountCents;
  const shares = await trx.selectFrom('gift_card_payment').select(['id', 'voucher_id', 'amount_cents']).where('order_id', '=', orderId).where('status', '=', 'CAPTURED').orderBy('id').execute();
  for (const share of shares) {
    if (left <= 0) break;
    const back = Math.min(left, share.amount_cents);
    left -= back;
    // A share given back whole is REFUNDED; in part, it keeps what the card finally paid.
    await trx
      .updateTable('gift_card_payment')
      .set(back === share.amount_cents ? { status: 'REFUNDED', updated_at: now } : { amount_cents: share.amount_cents - back, updated_at: now })
      .where('id', '=', share.id)
      .execute();
    await trx
      .updateTable('voucher')
      .set({
        balance_cents: sql<number>`balance_cents + ${back}`,
        state: sql`case when state in ('REDEEMED', 'PARTLY_USED') then (case when balance_cents + ${back} = value_cents then 'ACTIVE' else 'PARTLY_USED' end) else state end`,
        updated_at: now,
      })
      .where('id', '=', share.voucher_id)
      .execute();
  }
}

export async function cancelOrder(db: Db, payments: PaymentProvider, orderId: string, by: CancelledBy, now: Date = new Date()): Promise<CancellationOutcome> {
  const planned = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('customer_order')
      .select(['id', 'status', 'locale', 'cancellation_policy', 'paid_cents', 'gift_card_cents', 'payment_ref', 'payment_method'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', `No order ${orderId}.`);
    if (order.status !== 'CONFIRMED') throw refused('NOT_CONFIRMED');
    const stay = await trx.selectFrom('order_item').select(['amount_cents']).where('order_id', '=', orderId).where('kind', '=', 'SHORT_STAY').executeTakeFirst();
    if (!stay) throw refused('NOT_CANCELLABLE_ORDER');
    const decision = cancellationDecision({
      policy: order.cancellation_policy as { type?: string; cancellable?: boolean; cancellationDeadline?: string } | null,
      stayCents: stay.amount_cents,
      paidCents: order.paid_cents,
      giftCardCents: order.gift_card_cents,
      today: marketToday(order.locale as Locale, now),
    });
    if (!decision.allowed) throw refused(decision.refusal);

    const cause = by.kind === 'agent' ? `cancelled by customer care (${by.context.staff.email})` : by.cause;
    await applyOrderEventIn(trx, orderId, 'cancelled', cause);
    await trx.updateTable('customer_order').set({ refunded_cents: decision.refundCents, cancelled_at: now }).where('id', '=', orderId).execute();
    for (const hold of await holdsOfOrder(trx, orderId)) await releaseRooms(trx, hold);
    await trx.updateTable('order_item').set({ rooms: 0 }).where('order_id', '=', orderId).where('kind', '=', 'SHORT_STAY').execute();
    if (decision.giftCardRefundCents > 0) await refundGiftCardShare(trx, orderId, decision.giftCardRefundCents, now);
    // Nothing for the provider to refund: the refund is whole once the gift cards have it back.
    if (decision.providerRefundCents === 0) await issueCreditNoteIn(trx, orderId, decision.refundCents, now);
    if (order.payment_method === 'voucher') {
      // A stay booked with a gift voucher: the voucher is valid again (until its own end of validity).
      await trx.updateTable('voucher').set({ state: 'ACTIVE', redeemed_order_id: null, redeemed_at: null, updated_at: now }).where('redeemed_order_id', '=', orderId).where('state', '=', 'REDEEMED').execute();
    }
    await trx
      .insertInto('outbox_message')
      .values({ kind: ORDER_CANCELLATION_MAIL, order_id: orderId, next_attempt_at: now })
      .onConflict((oc) => oc.columns(['kind', 'order_id']).where('ref', 'is', null).doNothing())
      .execute();
    if (by.kind === 'agent') {
      await recordAudit(trx, by.context, 'cancel_order', { kind: 'order', id: orderId }, { refundCents: decision.refundCents, kind: decision.kind });
    }
    return { decision, paymentRef: order.payment_ref };
  });

  const { decision, paymentRef } = planned;
  let isProviderRefundDone = true;
  let status: CancellationOutcome['status'] = 'CANCELLED';
  if (decision.providerRefundCents > 0) {
    const refund = paymentRef ? await payments.refund(paymentRef, decision.providerRefundCents) : { status: 'failed' as const };
    isProviderRefundDone = refund.status === 'succeeded';
    if (isProviderRefundDone) {
      const applied = await applyOrderEvent(db, orderId, 'refunded', `card refund of ${decision.providerRefundCents} cents after the cancellation`);
      status = applied.status === 'REFUNDED' ? 'REFUNDED' : status;
    }
  }
  return { status, refundCents: decision.refundCents, giftCardRefundCents: decision.giftCardRefundCents, providerRefundCents: decision.providerRefundCents, isProviderRefundDone };
}
