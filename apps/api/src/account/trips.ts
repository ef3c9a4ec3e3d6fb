/**
 * A customer's trips: the orders of their account (bought signed in, or as a guest with the same
 * verified address), sorted as the trips page shows them, the gift vouchers they received, and one
 * trip's detail with what cancelling it would give today and its documents (invoice, credit note). Also the change request: a contact case
 * customer care handles (reason `modification`), never a change made silently.
 */
import type { CancellationQuote, TripDetail, TripsResponse, TripSummary } from '@escapade/contracts/account';
import type { Db } from '@escapade/db';
import { cancellationDecision } from '@escapade/domain/cancellation';
import { CONTACT_REQUEST_TYPES } from '@escapade/domain/validators';
import type { Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { marketToday } from '../catalog/sellable-offers';
import { nextContactCaseState } from '../contact/contact-case-state';
import { AppError } from '../errors/app-error';
import { loadOrderView, type VoucherLinkSigner } from '../orders/order-view';

/** The statuses a customer sees: an order never paid (failed, expired, abandoned) is not a trip. */
const TRIP_STATUSES = ['PAID', 'CONFIRMED', 'CANCELLED', 'REFUNDED'] as const;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listTrips(db: Db, account: { id: string; email: string }, signer: VoucherLinkSigner, now: Date): Promise<TripsResponse> {
  const rows = await db
    .selectFrom('customer_order as o')
    .innerJoin('order_item as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.position', '=', 0))
    .select(['o.id', 'o.booking_number', 'o.status', 'o.locale', 'o.total_cents', 'o.created_at', 'o.gift', 'i.kind', 'i.is_gift', 'i.checkin', 'i.checkout', 'i.details', 'i.activity_dates'])
    .where('o.account_id', '=', account.id)
    .where('o.status', 'in', TRIP_STATUSES)
    .orderBy('o.created_at', 'desc')
    .limit(200)
    .execute();
  const trips: TripsResponse = { upcoming: [], past: [], gifts: [], vouchersReceived: [] };
  for (const row of rows) {
    const details = row.details as { label?: unknown; hotelLabel?: unknown };
    const isGift = row.is_gift || row.kind === 'BOX' || row.kind === 'GIFTCARD' || row.gift !== null;
    const firstActivityDay = row.activity_dates[0]?.date ?? null;
    const checkin = row.checkin ? String(row.checkin) : firstActivityDay;
    const checkout = row.checkout ? String(row.checkout) : firstActivityDay;
    const summary: TripSummary = {
      orderUUID: row.id,
      bookingNumber: row.booking_number,
      status: row.status,
      kind: isGift ? 'gift' : row.kind === 'ACTIVITY' ? 'activity' : 'stay',
      label: typeof details.label === 'string' ? details.label : '',
      hotelLabel: typeof details.hotelLabel === 'string' ? details.hotelLabel : null,
      checkin: isGift ? null : checkin,
      checkout: isGift ? null : checkout,
      totalCents: row.total_cents,
      createdAt: iso(row.created_at),
    };
    if (isGift) trips.gifts.push(summary);
    // Upcoming until the day of departure included, in the order's market.
    else if (checkout !== null && checkout >= marketToday(row.locale as Locale, now) && row.status !== 'CANCELLED' && row.status !== 'REFUNDED') trips.upcoming.push(summary);
    else trips.past.push(summary);
  }
  // The next trip first; the past ones newest first.
  trips.upcoming.sort((a, b) => (a.checkin ?? '').localeCompare(b.checkin ?? ''));
  trips.past.sort((a, b) => (b.checkin ?? '').localeCompare(a.checkin ?? ''));

  // Vouchers offered to this address: confirmed gift orders whose recipient is the account's address.
  const received = await db
    .selectFrom('voucher as v')
    .innerJoin('customer_order as o', 'o.id', 'v.order_id')
    .innerJoin('order_item as i', 'i.id', 'v.order_item_id')
    .select(['v.id', 'o.booking_number', 'o.gift', 'i.details'])
    .where('o.status', '=', 'CONFIRMED')
    .where(sql<string>`lower(o.gift -> 'recipient' ->> 'email')`, '=', account.email.toLowerCase())
    .orderBy('o.created_at', 'desc')
    .limit(50)
    .execute();
  trips.vouchersReceived = received.map((row) => {
    const gift = row.gift as { personalisation?: { fromName?: unknown } } | null;
    const details = row.details as { label?: unknown };
    return {
      bookingNumber: row.booking_number,
      label: typeof details.label === 'string' ? details.label : '',
      fromName: typeof gift?.personalisation?.fromName === 'string' ? gift.personalisation.fromName : '',
      pdfUrl: signer(row.id),
    };
  });
  return trips;
}

/** What cancelling the order would give today (the same rule the cancellation applies). */
async function cancellationQuoteOf(db: Db, orderId: string, now: Date): Promise<CancellationQuote> {
  const order = await db.selectFrom('customer_order').select(['status', 'locale', 'cancellation_policy', 'paid_cents', 'gift_card_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.status !== 'CONFIRMED') return { allowed: false, refusal: 'NOT_CONFIRMED' };
  const stay = await db.selectFrom('order_item').select('amount_cents').where('order_id', '=', orderId).where('kind', '=', 'SHORT_STAY').executeTakeFirst();
  if (!stay) return { allowed: false, refusal: 'NOT_CANCELLABLE_ORDER' };
  return cancellationDecision({
    policy: order.cancellation_policy as { type?: string; cancellable?: boolean; cancellationDeadline?: string } | null,
    stayCents: stay.amount_cents,
    paidCents: order.paid_cents,
    giftCardCents: order.gift_card_cents,
    today: marketToday(order.locale as Locale, now),
  });
}

export async function loadTripDetail(db: Db, orderId: string, signer: VoucherLinkSigner, now: Date): Promise<TripDetail> {
  const order = await loadOrderView(db, orderId, signer, now);
  if (!order) throw new AppError('NOT_FOUND', 'No such trip.');
  const [cancellation, cases, invoice, creditNote] = await Promise.all([
    cancellationQuoteOf(db, orderId, now),
    db.selectFrom('contact_case').select(['id', 'state', 'created_at']).where('order_id', '=', orderId).where('contact_reason', '=', 'modification').orderBy('id', 'desc').execute(),
    db.selectFrom('invoice').select('id').where('order_id', '=', orderId).executeTakeFirst(),
    db.selectFrom('credit_note').select(['reference', 'issued_at', 'amount_cents']).where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  return {
    order,
    cancellation,
    // The documents issued, not the ones the order's state would suggest (a voucher-paid stay has no invoice).
    hasInvoice: invoice !== undefined,
    creditNote: creditNote ? { reference: creditNote.reference, issuedAt: iso(creditNote.issued_at), amountCents: creditNote.amount_cents } : null,
    changeRequests: cases.map((row) => ({ caseId: row.id, state: row.state, createdAt: iso(row.created_at) })),
  };
}

/**
 * A change of dates or party asked from the trip page: a NEW contact case naming the order, with
 * the buyer's name and address from the order, for customer care (no acknowledgement e-mail: the
 * trip page shows the request at once).
 */
export async function requestTripChange(db: Db, orderId: string, request: { kind: 'dates' | 'party' | 'other'; message: string }, now: Date): Promise<{ caseId: number; state: 'NEW' }> {
  const order = await db.selectFrom('customer_order').select(['id', 'booking_number', 'locale', 'buyer', 'status']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'No such trip.');
  if (order.status !== 'CONFIRMED') throw new AppError('CONFLICT', `This booking is ${order.status}: there is nothing to change.`);
  const buyer = order.buyer as { firstName?: string; lastName?: string; email?: string; phone?: string };
  const { requestType, requestSubtype } = CONTACT_REQUEST_TYPES.modification;
  const state = nextContactCaseState(undefined, 'receive');
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_case')
      .values({
        locale: order.locale,
        booking_id: order.booking_number,
        contact_reason: 'modification',
        request_type: requestType || null,
        request_subtype: requestSubtype || null,
        description: `[${request.kind}] ${request.message}`,
        email: buyer.email ?? '',
        name: [buyer.firstName, buyer.lastName].filter(Boolean).join(' '),
        phone: buyer.phone ?? null,
        state,
        order_id: order.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('contact_case_transition').values({ case_id: id, from_state: null, to_state: state, event: 'receive', cause: 'trip page change request', at: now }).execute();
    return { caseId: id, state: 'NEW' as const };
  });
}
