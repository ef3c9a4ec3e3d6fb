/**
 * Gift cards as a means of payment. A card's share of an order is taken from its balance when the
 * order is created (a conditional update: two orders cannot spend the same euros), captured when
 * the order is paid, released back to the card when the order fails or expires, and refunded back
 * to the card when a paid order is refunded.
 */
import type { Database } from '@escapade/db';
import { sql, type Transaction } from 'kysely';

type Tx = Transaction<Database>;

/**
 * Takes `amountCents` from the card's balance for the order; false (nothing taken) when the card
 * is not usable or its balance is short. The caller checked the card's validity day.
 */
export async function reserveGiftCardIn(trx: Tx, orderId: string, voucherId: string, amountCents: number, now: Date): Promise<boolean> {
  if (amountCents <= 0) return false;
  const taken = await trx
    .updateTable('voucher')
    .set({
      balance_cents: sql<number>`balance_cents - ${amountCents}`,
      state: sql`case when balance_cents = ${amountCents} then 'REDEEMED' else 'PARTLY_USED' end`,
      updated_at: now,
    })
    .where('id', '=', voucherId)
    .where('kind', '=', 'GIFTCARD')
    .where('state', 'in', ['ACTIVE', 'PARTLY_USED'])
    .where('balance_cents', '>=', amountCents)
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) return false;
  await trx
    .insertInto('gift_card_payment')
    .values({ order_id: orderId, voucher_id: voucherId, amount_cents: amountCents, created_at: now, updated_at: now })
    .execute();
  return true;
}

/** Gives the shares of an order in `from` state back to their cards, and marks them `to`. */
async function giveBack(trx: Tx, orderId: string, from: 'RESERVED' | 'CAPTURED', to: 'RELEASED' | 'REFUNDED'): Promise<number> {
  const payments = await trx
    .updateTable('gift_card_payment')
    .set({ status: to, updated_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .where('status', '=', from)
    .returning(['voucher_id', 'amount_cents'])
    .execute();
  for (const payment of payments) {
    await trx
      .updateTable('voucher')
      .set({
        balance_cents: sql<number>`balance_cents + ${payment.amount_cents}`,
        state: sql`case when state in ('REDEEMED', 'PARTLY_USED') then (case when balance_cents + ${payment.amount_cents} = value_cents then 'ACTIVE' else 'PARTLY_USED' end) else state end`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', payment.voucher_id)
      .execute();
  }
  return payments.reduce((total, payment) => total + payment.amount_cents, 0);
}

/** The order failed or expired before payment: its reserved shares go back to the cards. */
export function releaseGiftCardPaymentsIn(trx: Tx, orderId: string): Promise<number> {
  return giveBack(trx, orderId, 'RESERVED', 'RELEASED');
}

/** The order was paid: its reserved shares are spent. */
export async function captureGiftCardPaymentsIn(trx: Tx, orderId: string): Promise<void> {
  await trx
    .updateTable('gift_card_payment')
    .set({ status: 'CAPTURED', updated_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'RESERVED')
    .execute();
}

/** A paid order is refunded: what the cards paid goes back to them ("refunds go back to the card"). */
export function refundGiftCardPaymentsIn(trx: Tx, orderId: string): Promise<number> {
  return giveBack(trx, orderId, 'CAPTURED', 'REFUNDED');
}
