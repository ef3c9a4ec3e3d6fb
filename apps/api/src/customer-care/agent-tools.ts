/**
 * What a customer care agent does for a customer, each write in one transaction with its audit
 * entry (who, when, what, on what): the audit log never misses an action that happened, and never
 * shows one that did not.
 *
 * - find orders by booking number or by the buyer's e-mail address;
 * - an order's detail: its view, history, e-mails, contact cases and audit entries;
 * - send an order's e-mail again (a new outbox row, `ref` naming the audit entry);
 * - move a contact case along its states (take, answer, close);
 * - the product page's agent panel of an offer.
 */
import type {
  AgentOfferPanel,
  AuditEntry,
  ContactCaseSummary,
  OrderDetail,
  OrderSummary,
  ResendableMail,
} from '@escapade/contracts/customer-care';
import type { ContactCaseState } from '@escapade/contracts/contact';
import type { Db } from '@escapade/db';
import { CONTACT_REASONS, type ContactReason } from '@escapade/domain/validators';
import { isValidBookingNumber } from '@escapade/domain/validators';
import { sql, type Transaction } from 'kysely';
import type { Database } from '@escapade/db';
import { nextContactCaseState, type ContactCaseEvent } from '../contact/contact-case-state';
import { AppError } from '../errors/app-error';
import { loadOrderView } from '../orders/order-view';
import { optionalTextIn } from '../product/localize-text';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { netCentsOf } from '@escapade/domain/seller';
import { ORDER_CONFIRMATION_MAIL } from '../orders/order-events';
import { GIFT_VOUCHER_MAIL } from '../vouchers/issue-vouchers';
import { advanceShipment } from '../vouchers/shipments';
import type { ShipmentState } from '@escapade/domain/voucher';

type Tx = Transaction<Database>;

export interface AgentContext {
  staff: { id: string; email: string };
  clientAddress: string;
  now: Date;
}

export type AuditTargetKind = 'order' | 'contact_case' | 'account';

/** At most this many rows in a search or a list: an agent narrows the search, never pages through thousands. */
export const AGENT_LIST_LIMIT = 50;

export async function recordAudit(
  trx: Tx | Db,
  context: AgentContext,
  action: string,
  target: { kind: AuditTargetKind; id: string },
  detail: Record<string, unknown> = {},
): Promise<number> {
  const row = await trx
    .insertInto('staff_audit_log')
    .values({
      staff_user_id: context.staff.id,
      staff_email: context.staff.email,
      action,
      target_kind: target.kind,
      target_id: target.id,
      detail: JSON.stringify(detail),
      client_address: context.clientAddress || null,
      at: context.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function buyerOf(buyer: Record<string, unknown>): { name: string; email: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: [text(buyer.firstName), text(buyer.lastName)].filter(Boolean).join(' '), email: text(buyer.email) };
}

function labelOf(details: Record<string, unknown> | undefined, kind: string): string {
  const label = details?.label;
  return typeof label === 'string' && label ? label : kind;
}

export async function findOrders(db: Db, query: string): Promise<OrderSummary[]> {
  const term = query.trim();
  let search = db
    .selectFrom('customer_order as o')
    .leftJoin('order_item as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.position', '=', 0))
    .select(['o.id', 'o.booking_number', 'o.status', 'o.locale', 'o.buyer', 'o.total_cents', 'o.created_at', 'i.kind', 'i.details'])
    .orderBy('o.created_at', 'desc')
    .limit(AGENT_LIST_LIMIT);
  if (isValidBookingNumber(term)) search = search.where('o.booking_number', '=', term);
  else if (term.includes('@')) search = search.where(sql<string>`lower(o.buyer ->> 'email')`, '=', term.toLowerCase());
  else throw new AppError('VALIDATION_FAILED', 'Type a booking number (8 digits) or an e-mail address.', { errors: [{ field: 'q', message: 'expected a booking number (8 digits) or an e-mail address' }] });
  const rows = await search.execute();
  return rows.map((row) => {
    const buyer = buyerOf(row.buyer);
    return {
      orderUUID: row.id,
      bookingNumber: row.booking_number,
      status: row.status,
      locale: row.locale,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      totalCents: row.total_cents,
      createdAt: iso(row.created_at),
      label: labelOf(row.details ?? undefined, row.kind ?? ''),
    };
  });
}

function caseSummaryOf(row: {
  id: number;
  state: ContactCaseState;
  contact_reason: string;
  name: string;
  email: string;
  booking_id: string | null;
  order_id: string | null;
  locale: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}): ContactCaseSummary {
  return {
    id: row.id,
    state: row.state,
    reason: (CONTACT_REASONS as readonly string[]).includes(row.contact_reason) ? (row.contact_reason as ContactReason) : 'other',
    name: row.name,
    email: row.email,
    bookingNumber: row.booking_id,
    orderUUID: row.order_id,
    locale: row.locale,
    description: row.description ?? '',
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const CASE_COLUMNS = ['id', 'state', 'contact_reason', 'name', 'email', 'booking_id', 'order_id', 'locale', 'description', 'created_at', 'updated_at'] as const;

export async function listAudit(db: Db, target?: { kind?: AuditTargetKind | undefined; id?: string | undefined }): Promise<AuditEntry[]> {
  let query = db.selectFrom('staff_audit_log').select(['id', 'staff_email', 'action', 'target_kind', 'target_id', 'detail', 'at']).orderBy('id', 'desc').limit(AGENT_LIST_LIMIT * 4);
  if (target?.kind) query = query.where('target_kind', '=', target.kind);
  if (target?.id) query = query.where('target_id', '=', target.id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    staffEmail: row.staff_email,
    action: row.action,
    targetKind: row.target_kind,
    targetId: row.target_id,
    detail: row.detail,
    at: iso(row.at),
  }));
}

export async function loadOrderDetail(db: Db, orderId: string): Promise<OrderDetail> {
  const order = await loadOrderView(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', `No order ${orderId}.`);
  const [transitions, mails, cases, audit, invoice, creditNote] = await Promise.all([
    db.selectFrom('order_transition').select(['from_status', 'to_status', 'event', 'cause', 'at']).where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('outbox_message').select(['id', 'kind', 'status', 'attempts', 'sent_at', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('contact_case').select(CASE_COLUMNS).where('order_id', '=', orderId).orderBy('id', 'desc').execute(),
    listAudit(db, { kind: 'order', id: orderId }),
    db.selectFrom('invoice').select('reference').where('order_id', '=', orderId).executeTakeFirst(),
    db.selectFrom('credit_note').select('reference').where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  return {
    order,
    transitions: transitions.map((row) => ({ from: row.from_status, to: row.to_status, event: row.event, cause: row.cause, at: iso(row.at) })),
    mails: mails.map((row) => ({ id: row.id, kind: row.kind, status: row.status, attempts: row.attempts, sentAt: row.sent_at ? iso(row.sent_at) : null, createdAt: iso(row.created_at) })),
    cases: cases.map(caseSummaryOf),
    audit,
    documents: { invoiceReference: invoice?.reference ?? null, creditNoteReference: creditNote?.reference ?? null },
  };
}

const MAIL_KINDS: Readonly<Record<ResendableMail, string>> = { order_confirmation: ORDER_CONFIRMATION_MAIL, gift_voucher: GIFT_VOUCHER_MAIL };

/**
 * Queues the order's e-mail again, for the order's buyer (or the gift's beneficiary) as the first
 * time: only a confirmed order's, and only an e-mail the order had (a gift's vouchers).
 */
export async function resendOrderMail(db: Db, orderId: string, kind: ResendableMail, context: AgentContext): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('customer_order').select(['status']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', `No order ${orderId}.`);
    if (order.status !== 'CONFIRMED') throw new AppError('CONFLICT', `The order is ${order.status}: only a confirmed order's e-mails can be sent again.`);
    const original = await trx.selectFrom('outbox_message').select('id').where('order_id', '=', orderId).where('kind', '=', MAIL_KINDS[kind]).where('ref', 'is', null).executeTakeFirst();
    if (!original) throw new AppError('CONFLICT', `This order never had a ${kind} e-mail.`);
    const auditId = await recordAudit(trx, context, 'resend_mail', { kind: 'order', id: orderId }, { kind });
    const row = await trx
      .insertInto('outbox_message')
      .values({ kind: MAIL_KINDS[kind], order_id: orderId, ref: `resend:${auditId}`, next_attempt_at: context.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('staff_audit_log').set({ detail: JSON.stringify({ kind, outboxId: row.id }) }).where('id', '=', auditId).execute();
    return row.id;
  });
}

/** Advances a physical gift's shipment on the agent's behalf (the staff shipments screen's rule), audited. */
export async function advanceShipmentAsAgent(db: Db, orderId: string, from: ShipmentState | undefined, context: AgentContext) {
  const shipment = await advanceShipment(db, orderId, context.now, from);
  await recordAudit(db, context, 'advance_shipment', { kind: 'order', id: orderId }, { to: shipment.state });
  return shipment;
}

export async function listContactCases(db: Db, state?: ContactCaseState): Promise<ContactCaseSummary[]> {
  let query = db.selectFrom('contact_case').select(CASE_COLUMNS).limit(AGENT_LIST_LIMIT * 4);
  // Without a filter: the open cases first, oldest first (they wait the longest), then the rest.
  query = state
    ? query.where('state', '=', state).orderBy('created_at', 'asc')
    : query.orderBy(sql`case when state in ('NEW', 'IN_PROGRESS') then 0 else 1 end`).orderBy('created_at', 'asc');
  return (await query.execute()).map(caseSummaryOf);
}

/** Moves a case along its states (refused 409 when the event does not apply to its state), audited. */
export async function transitionContactCase(db: Db, caseId: number, event: Extract<ContactCaseEvent, 'take' | 'answer' | 'close'>, context: AgentContext): Promise<ContactCaseSummary> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('contact_case').select(['id', 'state']).where('id', '=', caseId).forUpdate().executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', `No contact case ${caseId}.`);
    let to: ContactCaseState;
    try {
      to = nextContactCaseState(current.state, event);
    } catch {
      throw new AppError('CONFLICT', `A ${current.state} case cannot be ${event === 'take' ? 'taken' : event === 'answer' ? 'answered' : 'closed'}.`);
    }
    await trx
      .updateTable('contact_case')
      .set({ state: to, updated_at: context.now, ...(to === 'ANSWERED' ? { answered_at: context.now } : {}), ...(to === 'CLOSED' ? { closed_at: context.now } : {}) })
      .where('id', '=', caseId)
      .execute();
    await trx.insertInto('contact_case_transition').values({ case_id: caseId, from_state: current.state, to_state: to, event, cause: `agent ${context.staff.email}`, at: context.now }).execute();
    await recordAudit(trx, context, `case_${event}`, { kind: 'contact_case', id: String(caseId) }, { from: current.state, to });
    return caseSummaryOf(await trx.selectFrom('contact_case').select(CASE_COLUMNS).where('id', '=', caseId).executeTakeFirstOrThrow());
  });
}

/** The product page's agent panel: the offer's ids, channel manager, cancellation terms, the hotel's commission, and its next 14 bookable nights with their sell and net prices. */
export async function loadAgentOfferPanel(db: Db, offerId: number, locale: Locale, today: string): Promise<AgentOfferPanel> {
  const offer = await db
    .selectFrom('offer as o')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .select(['o.id', 'o.hotel_id', 'o.label', 'h.label as hotel_label', 'h.commission_bps', 'o.channel_manager_id', 'o.connectivity', 'o.cancellation_type', 'o.cancellable', 'o.cancellable_until_days', 'o.published'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
  if (!offer) throw new AppError('NOT_FOUND', `No offer ${offerId}.`);
  const nights = await db
    .selectFrom('offer_night')
    .select(['night', 'sell_cents', 'ref_cents', 'rooms_left', 'min_stay'])
    .where('offer_id', '=', offerId)
    .where('night', '>=', today)
    .where('rooms_left', '>', 0)
    .orderBy('night')
    .limit(14)
    .execute();
  const { language } = MARKETS[locale];
  return {
    offerId: offer.id,
    hotelId: offer.hotel_id,
    offerLabel: optionalTextIn(offer.label, language) ?? '',
    hotelLabel: offer.hotel_label,
    channelManager: { id: offer.channel_manager_id, isConnected: offer.connectivity },
    cancellation: { type: offer.cancellation_type, cancellable: offer.cancellable, cancellableUntilDays: offer.cancellable_until_days },
    published: offer.published,
    commissionBps: offer.commission_bps,
    nights: nights.map((night) => ({
      date: night.night,
      sellCents: night.sell_cents,
      netCents: netCentsOf(night.sell_cents, offer.commission_bps),
      refCents: night.ref_cents,
      roomsLeft: night.rooms_left,
      minStay: night.min_stay,
    })),
  };
}
