/**
 * Credit notes, as an accountant reads them: "an issued invoice is never changed or deleted; a
 * cancellation with a refund after the invoice requires a CREDIT NOTE that references the invoice,
 * with its own gapless number per market, for the amount refunded (and, when the refund is partial,
 * the retained part stays invoiced)". Real stay orders, paid on the sandbox's hosted page and
 * confirmed by its signed webhook, then cancelled as the trips page does:
 * - a flexible stay cancelled: credit note number 1 of its market for the whole stay, its PDF in the
 *   order's language with its reference, the invoice's reference and date, and the amount; the
 *   invoice reads the same as before the cancellation;
 * - a partly refundable stay: only the refunded 80% is credited, the rest stays invoiced;
 * - numbers follow each other without gaps in the market, for cancellations one after the other
 *   and at the same time;
 * - a card refund the provider refuses issues none; the refund webhook that comes later issues it,
 *   once, however often it is delivered; a refund without a cancellation credits all that was paid;
 *   a stay paid by a gift card has its credit note with the cancellation;
 * - nothing without an invoice or without a refund;
 * - the PDF opens to the order's account and the guest's token only; customer care reads the
 *   references of the invoice and the credit note in the order's detail;
 * - the invoice keeps its customer when the order's buyer is overwritten (a deleted account), and
 *   the invoices issued before migration 0025 take theirs from their order's buyer.
 */
import { randomUUID } from 'node:crypto';
import { PARTIAL_REFUND_PERCENT } from '@escapade/domain/cancellation';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { creditNoteReference } from '@escapade/domain/seller';
import * as creditNotesMigration from '@escapade/db/migrations/0025-credit-notes';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { addStaffMember } from '../src/auth/add-staff-member';
import { marketToday } from '../src/catalog/sellable-offers';
import { formatDate } from '../src/mail/order-confirmation';
import { toWinAnsi } from '../src/mail/order-pdf';
import { pdfReaderText } from '../src/mail/test-support/pdf-text';
import { startSmtpSink, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { issueCreditNoteIn } from '../src/orders/invoice';
import { loadOrderView } from '../src/orders/order-view';
import { SANDBOX_SIGNATURE_HEADER, signatureHeader } from '../src/payments/sandbox/signature';
import { buildTestApp } from './helpers';
import { BUYER, BUYER_EMAIL_DOMAIN, buyGiftCard, cleanUpOrders, findQuietStay, payOnSandbox, postOrder, SavedNights, stayOrder, type Stay } from './orders-fixtures';
import { queryString } from './product-fixtures';

const SITE = 'https://www.escapade.example';
const WEBHOOK_SECRET = 'credit-notes-test-webhook-secret-0123456789';
const PASSWORD = 'credit notes test password';
const OTHER_EMAIL = `someone-else@${BUYER_EMAIL_DOMAIN}`;
const AGENT_EMAIL = `credit-notes-agent@${BUYER_EMAIL_DOMAIN}`;

let app: App;
let sink: SmtpSink;
const nights = new SavedNights();

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({
    config: {
      siteUrl: SITE,
      rateLimitWritePerMinute: 1000,
      mail: { smtpUrl: sink.url, from: 'Escapade <credit-notes@escapade.example>' },
      payments: { provider: 'sandbox', webhookSecret: WEBHOOK_SECRET, webhookUrl: undefined },
    },
  });
});

afterAll(async () => {
  await app.pspSandbox?.webhooksIdle();
  await nights.restore(app.db);
  await cleanUpOrders(app.db);
  await app.db.deleteFrom('auth_user').where((eb) => eb.or([eb('email', '=', BUYER.email), eb('email', '=', OTHER_EMAIL), eb('email', '=', AGENT_EMAIL)])).execute();
  await app.db.deleteFrom('staff_audit_log').where('staff_email', '=', AGENT_EMAIL).execute();
  await app.close();
  await sink.stop();
});

type Policy = 'FLEXIBLE' | 'PARTIALLY_REFUNDABLE';

async function quietStay(policy: Policy, locale: Locale): Promise<Stay> {
  // Offers are not set apart: each order takes a night with a room left, the nights put back after.
  const stay = await findQuietStay(app.db, 1, [], sql`o.cancellation_type = ${policy} and o.cancellable and o.cancellable_until_days is not null and ${locale} = any(o.locales)`);
  await nights.save(app.db, stay);
  return stay;
}

/** What the market's quote says the stay costs today. */
async function amountIn(locale: Locale, stay: Stay): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/product/${stay.offerId}/quote?${queryString({ locale, checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0 })}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { amountToPayToday: number }).amountToPayToday;
}

interface PaidOrder {
  orderUUID: string;
  bookingNumber: string;
  amount: number;
  stayCents: number;
}

/** A confirmed order of a stay in the market, paid by card on the sandbox's hosted page (or by the gift cards given). */
async function paidOrder(policy: Policy, locale: Locale = 'fr_FR', giftCards?: Array<{ code: string }>): Promise<PaidOrder> {
  const stay = await quietStay(policy, locale);
  const amount = await amountIn(locale, stay);
  const created = await postOrder(app, stayOrder(stay, amount, { locale, ...(giftCards ? { giftCards } : {}) }));
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json() as { order: { orderUUID: string; bookingNumber: string }; payment: { kind: string; url: string } };
  if (body.payment.kind === 'redirect') expect((await payOnSandbox(app, body.payment.url)).statusCode).toBe(303);
  const view = await loadOrderView(app.db, body.order.orderUUID);
  expect(view?.status).toBe('CONFIRMED');
  const stayCents = view!.items.find((item) => item.kind === 'SHORT_STAY')!.amountCents;
  return { orderUUID: body.order.orderUUID, bookingNumber: body.order.bookingNumber, amount, stayCents };
}

async function lookUp(bookingNumber: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/purchase/booking-lookup', headers: { origin: SITE }, payload: { bookingNumber, email: BUYER.email } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { accessToken: string }).accessToken;
}

async function cancelAsGuest(order: PaidOrder) {
  const token = await lookUp(order.bookingNumber);
  const response = await app.inject({ method: 'POST', url: `/api/trips/${order.orderUUID}/cancel`, headers: { origin: SITE, 'x-booking-access': token } });
  expect(response.statusCode, response.body).toBe(200);
  return { token, outcome: response.json() as { status: string; refundCents: number; providerRefundCents: number; isProviderRefundDone: boolean } };
}

function creditNoteOf(orderId: string) {
  return app.db.selectFrom('credit_note').selectAll().where('order_id', '=', orderId).execute();
}

async function lastNumber(locale: Locale): Promise<number> {
  const row = await app.db.selectFrom('credit_note_sequence').select('last_number').where('locale', '=', locale).executeTakeFirst();
  return row?.last_number ?? 0;
}

function document(orderId: string, name: 'invoice.pdf' | 'credit-note.pdf', token?: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/trips/${orderId}/${name}${token ? `?access=${encodeURIComponent(token)}` : ''}`, headers });
}

/** An amount as the order's PDF prints it (the reader gives its no-break space as a space). */
function printed(cents: number, locale: Locale): string {
  return formatMoney(cents, MARKETS[locale].bcp47, { alwaysShowCents: true }).replace(/\s/gu, ' ');
}

function printedDay(at: Date | string, locale: Locale): string {
  return toWinAnsi(formatDate(marketToday(locale, new Date(at)), MARKETS[locale].bcp47));
}

/** Posts a `payment.refunded` event of the order's payment, signed as the sandbox signs; `id` repeats a delivery. */
async function refundWebhook(orderId: string, id = `evt_sbx_${randomUUID().replaceAll('-', '')}`) {
  const order = await app.db.selectFrom('customer_order').select(['payment_ref', 'paid_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const body = JSON.stringify({ id, type: 'payment.refunded', created: Math.floor(Date.now() / 1000), data: { paymentIntentId: order.payment_ref, amountCents: order.paid_cents, reference: 'test' } });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)) },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

async function signIn(email: string, role: 'customer' | 'agent' = 'customer'): Promise<string> {
  const account = await addStaffMember(app.db, { email, name: 'Credit Notes', password: PASSWORD });
  await app.db.updateTable('auth_user').set({ role }).where('id', '=', account.id).execute();
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: SITE }, payload: { email, password: PASSWORD } });
  expect(response.statusCode).toBe(200);
  const raw = response.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [String(raw)]).find((line) => line.startsWith('__Secure-escapade.session_token='))!.split(';')[0]!;
}

describe('a cancelled flexible stay', () => {
  it('has credit note number 1 of its market for the whole stay, in the order’s language, and its invoice unchanged', async () => {
    const locale: Locale = 'it_IT';
    expect(await lastNumber(locale), 'no other test issues Italian credit notes').toBe(0);
    const order = await paidOrder('FLEXIBLE', locale);
    const token = await lookUp(order.bookingNumber);
    const invoiceBefore = await pdfReaderText((await document(order.orderUUID, 'invoice.pdf', token)).rawPayload);
    expect((await document(order.orderUUID, 'credit-note.pdf', token)).statusCode, 'no credit note before a refund').toBe(404);

    const { outcome } = await cancelAsGuest(order);
    expect(outcome).toMatchObject({ status: 'REFUNDED', refundCents: order.stayCents, isProviderRefundDone: true });
    await app.pspSandbox?.webhooksIdle();

    const invoice = await app.db.selectFrom('invoice').select(['id', 'reference', 'issued_at']).where('order_id', '=', order.orderUUID).executeTakeFirstOrThrow();
    const notes = await creditNoteOf(order.orderUUID);
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    const year = Number(marketToday(locale, new Date(note.issued_at)).slice(0, 4));
    expect(note).toMatchObject({ invoice_id: invoice.id, locale, number: 1, amount_cents: order.stayCents, reference: creditNoteReference('it-it', year, 1) });
    expect(note.reference).toMatch(/^AV-IT-IT-\d{4}-000001$/);

    const detail = (await app.inject({ method: 'GET', url: `/api/trips/${order.orderUUID}`, headers: { 'x-booking-access': token } })).json();
    expect(detail).toMatchObject({ hasInvoice: true, creditNote: { reference: note.reference, issuedAt: new Date(note.issued_at).toISOString(), amountCents: order.stayCents } });

    const pdf = await document(order.orderUUID, 'credit-note.pdf', token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="avoir-${note.reference}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const text = await pdfReaderText(pdf.rawPayload);
    for (const expected of [
      'Nota di credito',
      `Nota di credito n. ${note.reference}`,
      `Rettifica la fattura n. ${invoice.reference} del ${printedDay(invoice.issued_at, locale)}`,
      `Prenotazione n. ${order.bookingNumber}`,
      'Rimborso per annullamento',
      `Totale nota di credito (IVA incl.)`,
      printed(order.stayCents, locale),
      'Escapade SAS',
      'IM075100000',
      'regime speciale delle agenzie di viaggio',
    ]) {
      expect(text).toContain(expected);
    }

    const invoiceAfter = await pdfReaderText((await document(order.orderUUID, 'invoice.pdf', token)).rawPayload);
    expect(invoiceAfter, 'an issued invoice is never changed').toBe(invoiceBefore);
  });
});

describe('a partial refund', () => {
  it(`credits only the ${PARTIAL_REFUND_PERCENT}% refunded: the rest stays invoiced`, async () => {
    const order = await paidOrder('PARTIALLY_REFUNDABLE');
    const { token, outcome } = await cancelAsGuest(order);
    const refunded = Math.floor((order.stayCents * PARTIAL_REFUND_PERCENT) / 100);
    expect(outcome).toMatchObject({ status: 'REFUNDED', refundCents: refunded });
    const [note] = await creditNoteOf(order.orderUUID);
    expect(note?.amount_cents).toBe(refunded);

    const text = await pdfReaderText((await document(order.orderUUID, 'credit-note.pdf', token)).rawPayload);
    expect(text).toContain(`Avoir n° ${note!.reference}`);
    expect(text).toContain("Total de l'avoir TTC");
    expect(text).toContain(printed(refunded, 'fr_FR'));
    expect(text).toContain('Reste facturé TTC');
    expect(text).toContain(printed(order.amount - refunded, 'fr_FR'));
  });
});

describe('credit note numbers', () => {
  it('follow each other without gaps in the market, one cancellation after the other and at the same time', async () => {
    const orders = [await paidOrder('FLEXIBLE'), await paidOrder('FLEXIBLE'), await paidOrder('FLEXIBLE'), await paidOrder('FLEXIBLE')];
    const before = await lastNumber('fr_FR');
    await cancelAsGuest(orders[0]!);
    await cancelAsGuest(orders[1]!);
    await Promise.all([cancelAsGuest(orders[2]!), cancelAsGuest(orders[3]!)]);
    await app.pspSandbox?.webhooksIdle();

    const notes = await app.db.selectFrom('credit_note').select(['order_id', 'number']).where('order_id', 'in', orders.map((order) => order.orderUUID)).orderBy('number').execute();
    expect(notes.map((note) => note.number)).toEqual([before + 1, before + 2, before + 3, before + 4]);
    expect(notes.slice(0, 2).map((note) => note.order_id)).toEqual([orders[0]!.orderUUID, orders[1]!.orderUUID]);
    expect(new Set(notes.slice(2).map((note) => note.order_id))).toEqual(new Set([orders[2]!.orderUUID, orders[3]!.orderUUID]));
    expect(await lastNumber('fr_FR')).toBe(before + 4);
  });
});

describe('the refund decides', () => {
  it('a card refund the provider refuses issues none; the refund webhook that comes later issues it once, however often delivered', async () => {
    const order = await paidOrder('FLEXIBLE');
    const ref = (await app.db.selectFrom('customer_order').select('payment_ref').where('id', '=', order.orderUUID).executeTakeFirstOrThrow()).payment_ref!;
    // The provider refuses this payment's refund.
    await app.db.updateTable('psp_sandbox_payment').set({ status: 'failed' }).where('id', '=', ref).execute();
    const before = await lastNumber('fr_FR');
    const { token, outcome } = await cancelAsGuest(order);
    expect(outcome).toMatchObject({ status: 'CANCELLED', refundCents: order.stayCents, isProviderRefundDone: false });
    expect(await creditNoteOf(order.orderUUID)).toEqual([]);
    expect(await lastNumber('fr_FR'), 'no number taken').toBe(before);
    expect((await document(order.orderUUID, 'credit-note.pdf', token)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/trips/${order.orderUUID}`, headers: { 'x-booking-access': token } })).json().creditNote).toBeNull();

    // Customer care has the provider refund it: its webhook, delivered again, and a second event of it.
    await app.db.updateTable('psp_sandbox_payment').set({ status: 'refunded' }).where('id', '=', ref).execute();
    const first = await refundWebhook(order.orderUUID);
    await refundWebhook(order.orderUUID, first);
    await refundWebhook(order.orderUUID);
    expect((await loadOrderView(app.db, order.orderUUID))?.status).toBe('REFUNDED');
    const notes = await creditNoteOf(order.orderUUID);
    expect(notes).toEqual([expect.objectContaining({ number: before + 1, amount_cents: order.stayCents })]);
    expect(await lastNumber('fr_FR')).toBe(before + 1);
  });

  it('a refund without a cancellation (the provider refunded the payment) credits all that was paid', async () => {
    const order = await paidOrder('FLEXIBLE');
    const ref = (await app.db.selectFrom('customer_order').select('payment_ref').where('id', '=', order.orderUUID).executeTakeFirstOrThrow()).payment_ref!;
    expect(await app.payments.refund(ref, order.amount)).toEqual({ status: 'succeeded' });
    await app.pspSandbox?.webhooksIdle();
    expect((await loadOrderView(app.db, order.orderUUID))?.status).toBe('REFUNDED');
    expect(await creditNoteOf(order.orderUUID)).toEqual([expect.objectContaining({ amount_cents: order.amount })]);
  });

  it('a stay paid by a gift card has its credit note with the cancellation (the card gets it all back: no provider refund)', async () => {
    const stay = await quietStay('FLEXIBLE', 'fr_FR');
    const amount = await amountIn('fr_FR', stay);
    const card = await buyGiftCard(app, Math.ceil(amount / 100) * 100);
    const before = await lastNumber('fr_FR');
    const created = await postOrder(app, stayOrder(stay, amount, { giftCards: [{ code: card.code }] }));
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as { order: { orderUUID: string; bookingNumber: string }; payment: { kind: string } };
    expect(body.payment.kind).toBe('settled');
    const view = (await loadOrderView(app.db, body.order.orderUUID))!;
    expect(view).toMatchObject({ status: 'CONFIRMED', amounts: { giftCardCents: amount, paidCents: amount } });
    const stayCents = view.items.find((item) => item.kind === 'SHORT_STAY')!.amountCents;
    const { outcome } = await cancelAsGuest({ orderUUID: body.order.orderUUID, bookingNumber: body.order.bookingNumber, amount, stayCents });
    expect(outcome).toMatchObject({ status: 'CANCELLED', refundCents: stayCents, providerRefundCents: 0, isProviderRefundDone: true });
    expect(await creditNoteOf(body.order.orderUUID)).toEqual([expect.objectContaining({ number: before + 1, amount_cents: stayCents })]);
  });

  it('no invoice, or nothing refunded: no credit note', async () => {
    const stay = await quietStay('FLEXIBLE', 'fr_FR');
    const unpaid = await postOrder(app, stayOrder(stay, await amountIn('fr_FR', stay)));
    expect(unpaid.statusCode).toBe(201);
    const unpaidId = (unpaid.json() as { order: { orderUUID: string } }).order.orderUUID;
    const invoiced = await paidOrder('FLEXIBLE');
    const before = await lastNumber('fr_FR');
    await app.db.transaction().execute(async (trx) => {
      await issueCreditNoteIn(trx, unpaidId, 10_000);
      await issueCreditNoteIn(trx, invoiced.orderUUID, 0);
    });
    expect(await creditNoteOf(unpaidId)).toEqual([]);
    expect(await creditNoteOf(invoiced.orderUUID)).toEqual([]);
    expect(await lastNumber('fr_FR')).toBe(before);
  });
});

describe('who opens a credit note', () => {
  it('the order’s account and the guest’s token; another account, another order’s token and nobody get the 404', async () => {
    const order = await paidOrder('FLEXIBLE');
    const other = await paidOrder('FLEXIBLE');
    const { token } = await cancelAsGuest(order);
    const otherToken = await lookUp(other.bookingNumber);
    const owner = await signIn(BUYER.email);
    const ownerId = (await app.db.selectFrom('auth_user').select('id').where('email', '=', BUYER.email).executeTakeFirstOrThrow()).id;
    await app.db.updateTable('customer_order').set({ account_id: ownerId }).where('id', '=', order.orderUUID).execute();
    const stranger = await signIn(OTHER_EMAIL);

    expect((await document(order.orderUUID, 'credit-note.pdf', token)).statusCode).toBe(200);
    expect((await document(order.orderUUID, 'credit-note.pdf', undefined, { 'x-booking-access': token })).statusCode).toBe(200);
    expect((await document(order.orderUUID, 'credit-note.pdf', undefined, { cookie: owner })).statusCode).toBe(200);
    for (const refused of [
      await document(order.orderUUID, 'credit-note.pdf'),
      await document(order.orderUUID, 'credit-note.pdf', otherToken),
      await document(order.orderUUID, 'credit-note.pdf', undefined, { cookie: stranger }),
      await document('00000000-0000-4000-8000-000000000000', 'credit-note.pdf', token),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail).toBe('No such trip.');
    }
    const none = await document(other.orderUUID, 'credit-note.pdf', otherToken);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('This order has no credit note.');
  });
});

describe('customer care', () => {
  it('reads the references of the order’s invoice and credit note in its detail', async () => {
    const order = await paidOrder('FLEXIBLE');
    const agent = await signIn(AGENT_EMAIL, 'agent');
    const read = async () => (await app.inject({ method: 'GET', url: `/api/customer-care/orders/${order.orderUUID}`, headers: { cookie: agent } })).json().documents;
    const invoice = await app.db.selectFrom('invoice').select('reference').where('order_id', '=', order.orderUUID).executeTakeFirstOrThrow();
    expect(await read()).toEqual({ invoiceReference: invoice.reference, creditNoteReference: null });
    await cancelAsGuest(order);
    const [note] = await creditNoteOf(order.orderUUID);
    expect(await read()).toEqual({ invoiceReference: invoice.reference, creditNoteReference: note!.reference });
  });
});

describe('the customer of an invoice', () => {
  it('stays the one it was issued to when the order’s buyer is overwritten (a deleted account is anonymised)', async () => {
    const order = await paidOrder('FLEXIBLE');
    const { token } = await cancelAsGuest(order);
    const anonymised = { civility: 'MRS', firstName: 'Anonyme', lastName: 'Anonyme', email: `deleted-${order.bookingNumber}@${BUYER_EMAIL_DOMAIN}`, phoneNumber: '', addressLine: '', postalCode: '', city: '', country: 'FR' };
    await app.db.updateTable('customer_order').set({ buyer: JSON.stringify(anonymised) }).where('id', '=', order.orderUUID).execute();

    for (const name of ['invoice.pdf', 'credit-note.pdf'] as const) {
      const text = await pdfReaderText((await document(order.orderUUID, name, token)).rawPayload);
      for (const expected of [toWinAnsi(`${BUYER.firstName} ${BUYER.lastName}`), BUYER.email, BUYER.addressLine, `${BUYER.postalCode} ${BUYER.city}`]) expect(text, name).toContain(expected);
      expect(text.split('\n').filter((line) => line === 'France'), `${name}: the seller's country, then the customer's`).toHaveLength(2);
      expect(text, name).not.toContain('Anonyme');
    }
  });
});

describe('migration 0025', () => {
  it('gives the invoices issued before it the customer of their order’s buyer', async () => {
    const order = await paidOrder('FLEXIBLE');
    const rolledBack = new Error('rolled back: the test leaves the schema as it was');
    const customer = await app.db
      .transaction()
      .execute(async (trx) => {
        const schema = trx as unknown as Kysely<unknown>;
        await creditNotesMigration.down(schema);
        await creditNotesMigration.up(schema);
        const row = await trx.selectFrom('invoice').select('customer').where('order_id', '=', order.orderUUID).executeTakeFirstOrThrow();
        throw Object.assign(rolledBack, { customer: row.customer });
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
        return (error as Error & { customer: unknown }).customer;
      });
    const { civility: _civility, phoneNumber: _phone, ...kept } = BUYER;
    expect(customer).toEqual(kept);
    expect((await app.db.selectFrom('invoice').select('customer').where('order_id', '=', order.orderUUID).executeTakeFirstOrThrow()).customer).toEqual(kept);
  });
});
