/**
 * The sandbox provider's own records (table psp_sandbox_payment). Every status change is one
 * conditional update from the statuses it may leave, so two submissions of the same page (a double
 * click, a back button) can never charge twice: the second finds nothing to update.
 */
import type { Db } from '@escapade/db';
import type { PspSandboxPaymentTable } from '@escapade/db/schema';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';

export type SandboxPayment = Selectable<PspSandboxPaymentTable>;
export type SandboxStatus = SandboxPayment['status'];

/** Statuses that never change again (a refund is the one move after success). */
export const FINAL_STATUSES: readonly SandboxStatus[] = ['succeeded', 'failed', 'refunded'];

export function isFinal(status: SandboxStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

export interface NewSandboxPayment {
  id: string;
  clientSecret: string;
  reference: string;
  amountCents: number;
  currency: string;
  method: string;
  returnUrl: string;
  /** Wallet payments: the card the wallet holds. */
  cardLast4?: string;
}

export async function insertSandboxPayment(db: Db, payment: NewSandboxPayment): Promise<void> {
  await db
    .insertInto('psp_sandbox_payment')
    .values({
      id: payment.id,
      client_secret: payment.clientSecret,
      reference: payment.reference,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      method: payment.method,
      status: 'requires_payment_method',
      card_last4: payment.cardLast4 ?? null,
      return_url: payment.returnUrl,
      created_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .execute();
}

export function findSandboxPayment(db: Db, id: string): Promise<SandboxPayment | undefined> {
  return db.selectFrom('psp_sandbox_payment').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a payment to `to` only if it is in one of `from`; the updated row, or undefined when it
 * was elsewhere (already final, or moved by a concurrent request).
 */
export function moveSandboxPayment(
  db: Db,
  id: string,
  from: readonly SandboxStatus[],
  to: SandboxStatus,
  patch: { cardLast4?: string; refundedCents?: number } = {},
): Promise<SandboxPayment | undefined> {
  return db
    .updateTable('psp_sandbox_payment')
    .set({
      status: to,
      updated_at: sql<Date>`now()`,
      ...(patch.cardLast4 !== undefined ? { card_last4: patch.cardLast4 } : {}),
      ...(patch.refundedCents !== undefined ? { refunded_cents: patch.refundedCents } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
}
