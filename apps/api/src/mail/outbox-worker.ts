/**
 * The e-mail outbox worker. An order's transaction writes its outbox rows (order-events.ts, and
 * for a gift issue-vouchers.ts and shipments.ts), so a committed order always has its e-mails
 * queued; this worker composes each by its kind and sends it:
 *
 * - `order_confirmation`: the buyer's confirmation (a gift order's describes the gift), with its PDF.
 * - `gift_voucher`: a digital gift's vouchers, to the beneficiary or the buyer, one PDF each.
 * - `gift_shipped`: the buyer's news that a physical gift left.
 * - `newsletter_confirmation`: the double opt-in's confirmation link (the row's `ref` is the
 *   signup; written by newsletter/newsletter-signup.ts), sent only while the signup is pending.
 * - `contact_acknowledgement`: the contact form's "we received your message" (the row's `ref` is
 *   the case; written by contact/create-contact-case.ts).
 * - `order_cancellation`: the buyer's news that the booking is cancelled, with its refund
 *   (orders/cancel-order.ts).
 * - `account_mail`: an account's link (verify the address, sign in, reset the password); the row's
 *   `ref` is the `auth_mail` row (auth/account-mail-queue.ts). Not sent once its link expired.
 *
 * - Claim: due rows are selected `for update skip locked` and leased (`locked_until`) in a short
 *   transaction of their own, so several API instances on one PostgreSQL never take the same row,
 *   and no transaction stays open while a message is on the wire.
 * - Send, then mark SENT, only while the lease is still ours.
 * - A failure counts an attempt and waits (30 s, doubling, at most an hour); after 8 attempts the
 *   row is DEAD and logged as an error.
 * - A process that dies holding a lease leaves its rows due again once the lease passes: every
 *   message is sent at least once. The one window for a duplicate is a crash after the server
 *   accepted the message and before the row was marked; both copies carry the same Message-ID.
 */
import type { OrderView } from '@escapade/contracts/checkout';
import type { Db } from '@escapade/db';
import { ACCOUNT_MAIL, loadAccountMail } from '../auth/account-mail-queue';
import { CONTACT_ACKNOWLEDGEMENT_MAIL, loadContactCaseForMail } from '../contact/create-contact-case';
import { loadSignupForMail, NEWSLETTER_CONFIRMATION_MAIL, newsletterLinksOf } from '../newsletter/newsletter-signup';
import { newsletterSecretOf } from '../newsletter/newsletter-token';
import { ORDER_CANCELLATION_MAIL } from '../orders/cancel-order';
import { ORDER_CONFIRMATION_MAIL } from '../orders/order-events';
import { GIFT_VOUCHER_MAIL } from '../vouchers/issue-vouchers';
import { GIFT_SHIPPED_MAIL } from '../vouchers/shipments';
import { loadVoucherPrints } from '../vouchers/voucher-pdf';
import { ACCOUNT_MAIL_LINK_MINUTES, composeAccountMail } from './account-mail';
import { composeOrderConfirmation } from './compose-order-confirmation';
import { composeContactAcknowledgementMail } from './contact-mail';
import { composeGiftShippedMail } from './gift-shipped-mail';
import { composeGiftVoucherMail } from './gift-voucher-mail';
import type { Mailer, OutgoingMail } from './mailer';
import { composeNewsletterConfirmationMail } from './newsletter-mail';
import { composeOrderCancellationMail } from './order-cancellation-mail';

/** How long a claimed row is ours by default: well above a send's timeouts (mailer.ts SMTP_TIMEOUTS). */
export const OUTBOX_LEASE_MS = 60_000;
export const OUTBOX_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
const ERROR_MAX_LENGTH = 300;

/** The wait after the n-th failed attempt (n ≥ 1): 30 s, 1 min, 2 min… at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

interface WorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxDeps {
  mailer: Mailer;
  loadOrderView: (db: Db, orderId: string) => Promise<OrderView | undefined>;
  /** The site's origin, for the links in the messages. */
  siteUrl: string;
  log: WorkerLog;
  /** The lease of a claimed row (config OUTBOX_LEASE_MS); OUTBOX_LEASE_MS when unset. */
  leaseMs?: number;
  /** Signs the newsletter's links (NEWSLETTER_LINK_SECRET); unset: the random secret of this process. */
  newsletterLinkSecret?: string | undefined;
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, tried again later. */
  retried: number;
  /** Given up: attempts exhausted, or nothing that can be sent. */
  dead: number;
}

interface ClaimedRow {
  id: number;
  kind: string;
  order_id: string | null;
  ref: string | null;
  attempts: number;
}

/** A row that can never be sent (its order is gone or no longer confirmed, an unknown kind). */
class UnsendableError extends Error {}

/** The error as stored in `last_error`: short, and without the credentials a URL may carry. */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^/@\s]*@/g, '//***@').replace(/\s+/g, ' ').trim().slice(0, ERROR_MAX_LENGTH) || 'unknown error';
}

async function claimDueRows(db: Db, now: Date, lease: Date, batch: number): Promise<ClaimedRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('outbox_message')
      .select(['id', 'kind', 'order_id', 'ref', 'attempts'])
      .where('status', '=', 'PENDING')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length > 0) {
      await trx.updateTable('outbox_message').set({ locked_until: lease }).where('id', 'in', rows.map((row) => row.id)).execute();
    }
    return rows;
  });
}

/** The order of a row, confirmed: one cancelled or refunded before its e-mail left is not confirmed any more. */
async function confirmedView(db: Db, deps: OutboxDeps, row: ClaimedRow): Promise<OrderView> {
  const view = row.order_id ? await deps.loadOrderView(db, row.order_id) : undefined;
  if (!view) throw new UnsendableError('the order does not exist');
  if (view.status !== 'CONFIRMED') throw new UnsendableError(`not sent: the order is ${view.status}`);
  return view;
}

async function composeRow(db: Db, deps: OutboxDeps, row: ClaimedRow, now: Date): Promise<OutgoingMail> {
  const outbox = { id: row.id, kind: row.kind };
  switch (row.kind) {
    case ORDER_CONFIRMATION_MAIL:
      return composeOrderConfirmation(await confirmedView(db, deps, row), outbox, deps.siteUrl);
    case GIFT_VOUCHER_MAIL: {
      // The codes come from the voucher table: the order's view never carries them.
      const prints = row.order_id ? await loadVoucherPrints(db, { orderId: row.order_id }) : [];
      const [first] = prints;
      if (!first) throw new UnsendableError('the order has no voucher');
      if (first.order.status !== 'CONFIRMED') throw new UnsendableError(`not sent: the order is ${first.order.status}`);
      // A physical gift's voucher travels in its parcel; a cancelled one opens nothing.
      const sendable = prints.filter((print) => !print.isPhysical && print.state !== 'CANCELLED');
      if (sendable.length === 0) throw new UnsendableError('not sent: no digital voucher to send');
      return composeGiftVoucherMail(sendable, outbox, deps.siteUrl);
    }
    case GIFT_SHIPPED_MAIL: {
      const view = await confirmedView(db, deps, row);
      const shipment = await db.selectFrom('shipment').select('shipped_at').where('order_id', '=', view.orderUUID).executeTakeFirst();
      if (!shipment?.shipped_at || !view.gift?.delivery) throw new UnsendableError('not sent: the gift was not shipped');
      return composeGiftShippedMail(view, new Date(shipment.shipped_at), outbox, deps.siteUrl);
    }
    case NEWSLETTER_CONFIRMATION_MAIL: {
      const signup = row.ref && /^\d{1,15}$/.test(row.ref) ? await loadSignupForMail(db, Number(row.ref)) : undefined;
      if (!signup) throw new UnsendableError('the newsletter signup does not exist');
      // Confirmed or unsubscribed meanwhile: a confirmation would only confuse.
      if (signup.status !== 'PENDING') throw new UnsendableError(`not sent: the signup is ${signup.status}`);
      const links = newsletterLinksOf(signup, newsletterSecretOf(deps.newsletterLinkSecret), deps.siteUrl, new Date());
      return composeNewsletterConfirmationMail({ email: signup.email, locale: signup.locale, links }, outbox);
    }
    case CONTACT_ACKNOWLEDGEMENT_MAIL: {
      const contactCase = row.ref && /^\d{1,15}$/.test(row.ref) ? await loadContactCaseForMail(db, Number(row.ref)) : undefined;
      if (!contactCase) throw new UnsendableError('the contact case does not exist');
      return composeContactAcknowledgementMail(contactCase, outbox, deps.siteUrl);
    }
    case ORDER_CANCELLATION_MAIL: {
      const view = row.order_id ? await deps.loadOrderView(db, row.order_id) : undefined;
      if (!view) throw new UnsendableError('the order does not exist');
      if (!view.cancelledAt) throw new UnsendableError(`not sent: the order is ${view.status}, not cancelled`);
      // The gift cards are given back first (the cancellation rule), the card gets the rest.
      const giftCardCents = Math.min(view.amounts.refundedCents, view.amounts.giftCardCents);
      return composeOrderCancellationMail(view, { giftCardCents, providerCents: view.amounts.refundedCents - giftCardCents }, outbox);
    }
    case ACCOUNT_MAIL: {
      const mail = row.ref && /^\d{1,15}$/.test(row.ref) ? await loadAccountMail(db, Number(row.ref)) : undefined;
      if (!mail?.url) throw new UnsendableError('the account e-mail does not exist');
      // A link that expired before it could leave would only disappoint: the visitor asks again.
      if (now.getTime() - mail.createdAt.getTime() > ACCOUNT_MAIL_LINK_MINUTES[mail.kind] * 60_000) throw new UnsendableError('not sent: its link expired');
      return composeAccountMail({ ...mail, url: mail.url }, outbox);
    }
    default:
      throw new UnsendableError(`unknown outbox kind ${row.kind}`);
  }
}

/** Only while the lease taken at the claim is still ours: a row another worker took back is its business. */
function whileLeased(db: Db, id: number, lease: Date) {
  return db.updateTable('outbox_message').where('id', '=', id).where('status', '=', 'PENDING').where('locked_until', '=', lease);
}

async function recordFailure(db: Db, deps: OutboxDeps, row: ClaimedRow, lease: Date, now: Date, error: unknown): Promise<'retried' | 'dead'> {
  const attempts = row.attempts + 1;
  const lastError = shortError(error);
  const isDead = error instanceof UnsendableError || attempts >= OUTBOX_MAX_ATTEMPTS;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
  await whileLeased(db, row.id, lease)
    .set({ attempts, last_error: lastError, locked_until: null, ...(isDead ? { status: 'DEAD' as const } : { next_attempt_at: nextAttemptAt }) })
    .execute();
  const context = { outboxId: row.id, orderId: row.order_id, ...(row.ref ? { ref: row.ref } : {}), kind: row.kind, attempts, error: lastError };
  if (isDead) deps.log.error(context, 'e-mail given up');
  else deps.log.warn({ ...context, nextAttemptAt: nextAttemptAt.toISOString() }, 'e-mail not sent: will retry');
  return isDead ? 'dead' : 'retried';
}

/**
 * Sends the due messages of the outbox (at most `batch`), one after the other. `now` is the
 * worker's clock for due times, leases and retries.
 */
export async function deliverDueMail(db: Db, deps: OutboxDeps, now: Date = new Date(), batch = 10): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, dead: 0 };
  const leaseMs = deps.leaseMs ?? OUTBOX_LEASE_MS;
  const lease = new Date(now.getTime() + leaseMs);
  const rows = await claimDueRows(db, now, lease, batch);
  const claimedAt = performance.now();
  for (const [index, row] of rows.entries()) {
    // Slow sends ate half the lease: hand the rest back rather than send them near its end.
    if (performance.now() - claimedAt > leaseMs / 2) {
      for (const rest of rows.slice(index)) await whileLeased(db, rest.id, lease).set({ locked_until: null }).execute();
      break;
    }
    let sent;
    try {
      sent = await deps.mailer.send(await composeRow(db, deps, row, now), now);
    } catch (error) {
      report[await recordFailure(db, deps, row, lease, now, error)] += 1;
      continue;
    }
    const marked = await whileLeased(db, row.id, lease)
      .set({ status: 'SENT', sent_at: now, message_id: sent.messageId, locked_until: null, last_error: null, attempts: row.attempts + 1 })
      .executeTakeFirst();
    report.sent += 1;
    const context = { outboxId: row.id, orderId: row.order_id, ...(row.ref ? { ref: row.ref } : {}), kind: row.kind, messageId: sent.messageId, ...(sent.file ? { file: sent.file } : {}) };
    if (marked.numUpdatedRows === 0n) deps.log.warn(context, 'e-mail sent after its lease ran out: another worker may send it again');
    else deps.log.info(context, 'e-mail sent');
  }
  return report;
}
