/**
 * Trips after the purchase: real stay orders (created and paid on the sandbox provider's hosted
 * page, confirmed by its signed webhook), then
 * - a guest finds the booking, opens its trip with the lookup's access token and cancels it: a
 *   flexible offer before its deadline refunds the stay in full through the provider, the order is
 *   REFUNDED, the rooms are back, the cancellation e-mail leaves (read from an SMTP server);
 * - a non-cancellable offer is refused with the spec's words; a second cancellation too;
 * - nobody else opens a trip (404 alike), and no other site writes to it (403);
 * - a signed-in customer finds the order among their trips (bought as a guest with the same
 *   verified address) and asks for a change of dates: a NEW contact case, never a silent change;
 * - customer care cancels a partly refundable stay on the customer's behalf: 80% of the stay back,
 *   audited.
 */
import { PARTIAL_REFUND_PERCENT } from '@escapade/domain/cancellation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { addStaffMember } from '../src/auth/add-staff-member';
import { deliverDueMail } from '../src/mail/outbox-worker';
import { startSmtpSink, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { loadOrderView } from '../src/orders/order-view';
import { pdfReaderText } from '../src/mail/test-support/pdf-text';
import { buildTestApp } from './helpers';
import { amountToPayToday, BUYER, cleanUpOrders, findQuietStay, postOrder, roomsLeft, SavedNights, stayOrder, type Stay } from './orders-fixtures';

const SITE = 'https://www.escapade.example';
const STAFF_DOMAIN = 'trips-test.example.com';
const PASSWORD = 'trips test password';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let app: App;
let sink: SmtpSink;
const nights = new SavedNights();
const taken: number[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ config: { siteUrl: SITE, rateLimitWritePerMinute: 1000, mail: { smtpUrl: sink.url, from: 'Escapade <trips@escapade.example>' } } });
});

afterAll(async () => {
  await nights.restore(app.db);
  await app.db.deleteFrom('contact_case').where('email', '=', BUYER.email).execute();
  await app.db.deleteFrom('staff_audit_log').where('staff_email', 'like', `%@${STAFF_DOMAIN}`).execute();
  await cleanUpOrders(app.db);
  await app.db.deleteFrom('auth_user').where((eb) => eb.or([eb('email', 'like', `%@${STAFF_DOMAIN}`), eb('email', '=', BUYER.email)])).execute();
  await app.close();
  await sink.stop();
});

async function quietStay(policy: 'FLEXIBLE' | 'NCNR' | 'PARTIALLY_REFUNDABLE'): Promise<Stay> {
  const extra = policy === 'NCNR' ? sql`o.cancellation_type = 'NCNR'` : sql`o.cancellation_type = ${policy} and o.cancellable and o.cancellable_until_days is not null`;
  const stay = await findQuietStay(app.db, 1, taken, extra);
  taken.push(stay.offerId);
  await nights.save(app.db, stay);
  return stay;
}

/** A confirmed order of the stay, paid by card on the sandbox's hosted page. */
async function paidOrder(stay: Stay): Promise<{ orderUUID: string; bookingNumber: string; amount: number }> {
  const amount = await amountToPayToday(app, stay);
  const created = await postOrder(app, stayOrder(stay, amount));
  expect(created.statusCode).toBe(201);
  const body = created.json() as { order: { orderUUID: string; bookingNumber: string }; payment: { kind: string; url: string } };
  const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  const paid = await app.inject({
    method: 'POST',
    url: body.payment.url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: '4242 4242 4242 4242', expiry, cvc: '123', name: 'Camille Dupont' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  const view = await loadOrderView(app.db, body.order.orderUUID);
  expect(view?.status).toBe('CONFIRMED');
  return { orderUUID: body.order.orderUUID, bookingNumber: body.order.bookingNumber, amount };
}

async function lookUp(bookingNumber: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/purchase/booking-lookup', headers: { origin: SITE }, payload: { bookingNumber, email: BUYER.email.toUpperCase() } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { accessToken: string }).accessToken;
}

function asGuest(method: 'GET' | 'POST', url: string, token: string, payload?: object, origin = SITE) {
  return app.inject({ method, url, headers: { origin, 'x-booking-access': token }, ...(payload ? { payload } : {}) });
}

describe('a guest cancels a flexible stay before its deadline', () => {
  it('refunds the stay in full through the provider, gives the rooms back and sends the cancellation e-mail', async () => {
    const stay = await quietStay('FLEXIBLE');
    const roomsBefore = await roomsLeft(app.db, stay.offerId, stay.checkin);
    const order = await paidOrder(stay);
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin)).toBe(roomsBefore - 1);
    const token = await lookUp(order.bookingNumber);

    const detail = await asGuest('GET', `/api/trips/${order.orderUUID}`, token);
    expect(detail.statusCode).toBe(200);
    const trip = detail.json();
    const stayCents = trip.order.items.find((item: { kind: string }) => item.kind === 'SHORT_STAY').amountCents as number;
    expect(trip.cancellation).toMatchObject({ allowed: true, kind: 'FREE', refundCents: stayCents, providerRefundCents: stayCents });
    expect(trip.hasInvoice).toBe(true);
    expect(trip.creditNote, 'nothing refunded yet').toBeNull();

    const cancelled = await asGuest('POST', `/api/trips/${order.orderUUID}/cancel`, token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ status: 'REFUNDED', refundCents: stayCents, giftCardRefundCents: 0, providerRefundCents: stayCents, isProviderRefundDone: true });
    expect(await roomsLeft(app.db, stay.offerId, stay.checkin), 'the night is for sale again').toBe(roomsBefore);
    const row = await app.db.selectFrom('customer_order').select(['status', 'refunded_cents', 'payment_ref']).where('id', '=', order.orderUUID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'REFUNDED', refunded_cents: stayCents });
    const sandbox = await app.db.selectFrom('psp_sandbox_payment').select('status').where('id', '=', row.payment_ref!).executeTakeFirstOrThrow();
    expect(sandbox.status).toBe('refunded');
    const refundedTrip = (await asGuest('GET', `/api/trips/${order.orderUUID}`, token)).json();
    expect(refundedTrip.creditNote, 'the refund after the invoice: its credit note, for the stay').toMatchObject({ amountCents: stayCents });

    await deliverDueMail(app.db, { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent, leaseMs: 60_000 });
    await expect
      .poll(() => sink.messages.find((mail) => mail.parsed.subject === `Votre réservation est annulée (n° ${order.bookingNumber})`)?.parsed.text ?? '')
      .toContain('sur votre moyen de paiement');

    const again = await asGuest('POST', `/api/trips/${order.orderUUID}/cancel`, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'NOT_CONFIRMED' });
  });

  it('refuses a non-cancellable stay: "non-exchangeable and non-refundable"', async () => {
    const order = await paidOrder(await quietStay('NCNR'));
    const token = await lookUp(order.bookingNumber);
    const trip = (await asGuest('GET', `/api/trips/${order.orderUUID}`, token)).json();
    expect(trip.cancellation).toEqual({ allowed: false, refusal: 'NON_CANCELLABLE' });
    const refused = await asGuest('POST', `/api/trips/${order.orderUUID}/cancel`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'NON_CANCELLABLE', detail: 'This booking is non-exchangeable and non-refundable.' });
    expect((await loadOrderView(app.db, order.orderUUID))?.status).toBe('CONFIRMED');
  });

  it('opens a trip to nobody else, with one 404, and takes no write from another site', async () => {
    const first = await paidOrder(await quietStay('FLEXIBLE'));
    const second = await paidOrder(await quietStay('FLEXIBLE'));
    const tokenOfSecond = await lookUp(second.bookingNumber);
    const missing = await app.inject({ method: 'GET', url: `/api/trips/${first.orderUUID}` });
    const forged = await asGuest('GET', `/api/trips/${first.orderUUID}`, `${Date.now() + 60_000}.${'A'.repeat(43)}`);
    const otherOrders = await asGuest('GET', `/api/trips/${first.orderUUID}`, tokenOfSecond);
    const unknown = await asGuest('GET', '/api/trips/00000000-0000-4000-8000-000000000000', tokenOfSecond);
    for (const response of [missing, forged, otherOrders, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('No such trip.');
    }
    const crossSite = await asGuest('POST', `/api/trips/${second.orderUUID}/cancel`, tokenOfSecond, undefined, 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    expect((await loadOrderView(app.db, second.orderUUID))?.status).toBe('CONFIRMED');
  });
});

describe('invoices', () => {
  it('issues one per paid order at its confirmation, numbered without gaps in the market, with the travel seller’s mentions', async () => {
    const first = await paidOrder(await quietStay('FLEXIBLE'));
    const second = await paidOrder(await quietStay('FLEXIBLE'));
    const invoices = await app.db.selectFrom('invoice').select(['order_id', 'locale', 'number', 'reference']).where('order_id', 'in', [first.orderUUID, second.orderUUID]).orderBy('number').execute();
    expect(invoices.map((invoice) => invoice.order_id)).toEqual([first.orderUUID, second.orderUUID]);
    expect(invoices[1]!.number - invoices[0]!.number, 'consecutive numbers in the market').toBe(1);
    expect(invoices[0]!.reference).toMatch(new RegExp(`^FR-FR-\\d{4}-${String(invoices[0]!.number).padStart(6, '0')}$`));

    const token = await lookUp(first.bookingNumber);
    const pdf = await app.inject({ method: 'GET', url: `/api/trips/${first.orderUUID}/invoice.pdf?access=${encodeURIComponent(token)}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`facture-${invoices[0]!.reference}.pdf`);
    const printed = await pdfReaderText(pdf.rawPayload);
    for (const expected of [`Facture n° ${invoices[0]!.reference}`, first.bookingNumber, 'Escapade SAS', 'IM075100000', 'régime particulier des agences de voyages', 'Total TTC']) expect(printed).toContain(expected);
    expect((await app.inject({ method: 'GET', url: `/api/trips/${first.orderUUID}/invoice.pdf` })).statusCode, 'nobody else').toBe(404);
  });
});

describe('a signed-in customer', () => {
  it('finds the order bought as a guest among the upcoming trips, and asks for a change of dates', async () => {
    const order = await paidOrder(await quietStay('FLEXIBLE'));
    // A verified account of the buyer's address (as the e-mail link makes it).
    const account = await addStaffMember(app.db, { email: BUYER.email, name: 'Camille Dupont', password: PASSWORD });
    await app.db.updateTable('auth_user').set({ role: 'customer' }).where('id', '=', account.id).execute();
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: SITE }, payload: { email: BUYER.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const raw = signIn.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [String(raw)]).find((line) => line.startsWith('__Secure-escapade.session_token='))!.split(';')[0]!;

    const trips = await app.inject({ method: 'GET', url: '/api/account/trips', headers: { cookie } });
    expect(trips.statusCode).toBe(200);
    expect(trips.json().upcoming.map((trip: { orderUUID: string }) => trip.orderUUID)).toContain(order.orderUUID);
    expect((await app.inject({ method: 'GET', url: '/api/account/trips' })).statusCode).toBe(401);

    const change = await app.inject({ method: 'POST', url: `/api/trips/${order.orderUUID}/change-request`, headers: { cookie, origin: SITE }, payload: { kind: 'dates', message: 'Un week-end plus tard, si possible.' } });
    expect(change.statusCode).toBe(201);
    expect(change.json()).toMatchObject({ state: 'NEW' });
    const stored = await app.db.selectFrom('contact_case').select(['contact_reason', 'order_id', 'description', 'state']).where('id', '=', change.json().caseId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ contact_reason: 'modification', order_id: order.orderUUID, description: '[dates] Un week-end plus tard, si possible.', state: 'NEW' });
    const detail = (await app.inject({ method: 'GET', url: `/api/trips/${order.orderUUID}`, headers: { cookie } })).json();
    expect(detail.changeRequests).toEqual([expect.objectContaining({ caseId: change.json().caseId, state: 'NEW' })]);
    expect(detail.order.status, 'a request, never a silent change').toBe('CONFIRMED');
    const empty = await app.inject({ method: 'POST', url: `/api/trips/${order.orderUUID}/change-request`, headers: { cookie, origin: SITE }, payload: { kind: 'dates', message: '  ' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('customer care cancels on the customer’s behalf', () => {
  it(`refunds ${PARTIAL_REFUND_PERCENT}% of a partly refundable stay and audits it`, async () => {
    const order = await paidOrder(await quietStay('PARTIALLY_REFUNDABLE'));
    await addStaffMember(app.db, { email: `agent@${STAFF_DOMAIN}`, name: 'Agent', password: PASSWORD });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: SITE }, payload: { email: `agent@${STAFF_DOMAIN}`, password: PASSWORD } });
    const raw = signIn.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [String(raw)]).find((line) => line.startsWith('__Secure-escapade.session_token='))!.split(';')[0]!;
    const view = await loadOrderView(app.db, order.orderUUID);
    const stayCents = view!.items.find((item) => item.kind === 'SHORT_STAY')!.amountCents;

    const cancelled = await app.inject({ method: 'POST', url: `/api/customer-care/orders/${order.orderUUID}/cancel`, headers: { cookie, origin: SITE } });
    expect(cancelled.statusCode).toBe(200);
    const expected = Math.floor((stayCents * PARTIAL_REFUND_PERCENT) / 100);
    expect(cancelled.json()).toMatchObject({ status: 'REFUNDED', refundCents: expected, providerRefundCents: expected });
    const audit = await app.db.selectFrom('staff_audit_log').select(['action', 'detail']).where('target_id', '=', order.orderUUID).execute();
    expect(audit).toEqual([{ action: 'cancel_order', detail: { refundCents: expected, kind: 'PARTIAL' } }]);
    const transitions = await app.db.selectFrom('order_transition').select(['to_status', 'cause']).where('order_id', '=', order.orderUUID).orderBy('id').execute();
    expect(transitions.at(-2)).toEqual({ to_status: 'CANCELLED', cause: `cancelled by customer care (agent@${STAFF_DOMAIN})` });
  });
});
