/**
 * Invoices and credit notes. An issued invoice is never changed or deleted.
 *
 * Invoices: one per paid order, issued in the transaction that confirms it, numbered without gaps
 * per market. The market's `invoice_sequence` row is incremented by an upsert that locks it until
 * the confirming transaction ends: two confirmations of one market take numbers one after the
 * other, and a rolled-back confirmation gives its number back. An order nobody paid (a stay booked
 * with a gift voucher) has no invoice. The invoice keeps the customer it was issued to (the buyer
 * as the order held them then): anonymising the order later leaves the invoice as issued.
 *
 * Credit notes: a refund after the invoice is a credit note that references the invoice, for the
 * amount refunded (a partial refund leaves the rest invoiced), with the invoice's customer. It is
 * issued in the transaction that records the refund, numbered without gaps per market in a sequence
 * of its own (`credit_note_sequence`, locked the same way), once per order. No invoice, or nothing
 * refunded: no credit note.
 *
 * The PDFs print the seller (SELLER, packages/domain/src/seller.ts), the reference and date, the
 * customer, the amounts with VAT included and the travel seller's legal mentions (VAT on the
 * margin, the registration, the guarantee), in the order's language. The invoice's lines are the
 * order's, with what was paid (gift cards among it); the credit note's are the refund, the invoice
 * it corrects (reference and date) and what stays invoiced.
 */
import type { OrderView } from '@escapade/contracts/checkout';
import type { Database, Db } from '@escapade/db';
import type { InvoiceCustomer } from '@escapade/db/schema';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { creditNoteReference, invoiceReference, SELLER } from '@escapade/domain/seller';
import { sql, type Transaction } from 'kysely';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import { marketToday } from '../catalog/sellable-offers';
import { interpolate } from '../mail/mail-messages';
import es from '../mail/messages/invoice/es.json' with { type: 'json' };
import fr from '../mail/messages/invoice/fr.json' with { type: 'json' };
import it from '../mail/messages/invoice/it.json' with { type: 'json' };
import nl from '../mail/messages/invoice/nl.json' with { type: 'json' };
import { formatDate } from '../mail/order-confirmation';
import { toWinAnsi } from '../mail/order-pdf';

type Tx = Transaction<Database>;

const text = z.string().min(1);
/** Checked when the module loads: a missing key fails the start, not a customer's invoice. */
const invoiceMessagesSchema = z.strictObject({
  title: text,
  reference: text,
  issuedOn: text,
  bookingNumber: text,
  customer: text,
  description: text,
  amount: text,
  insurance: text,
  payLaterFee: text,
  shipping: text,
  total: text,
  paid: text,
  giftCards: text,
  vat: text,
  registration: text,
  guarantee: text,
  creditNote: z.strictObject({
    title: text,
    reference: text,
    corrects: text,
    refund: text,
    total: text,
    invoiceTotal: text,
    stillInvoiced: text,
  }),
});
type InvoiceMessages = z.infer<typeof invoiceMessagesSchema>;
const MESSAGES = { fr: invoiceMessagesSchema.parse(fr), es: invoiceMessagesSchema.parse(es), it: invoiceMessagesSchema.parse(it), nl: invoiceMessagesSchema.parse(nl) } as const;

// ---------------------------------------------------------------------------------------------
// Issuing
// ---------------------------------------------------------------------------------------------

/** The customer as the order's buyer says now: what an invoice keeps. */
function customerOf(buyer: Record<string, unknown>): InvoiceCustomer {
  const field = (name: keyof InvoiceCustomer) => (typeof buyer[name] === 'string' ? buyer[name] : '');
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    addressLine: field('addressLine'),
    postalCode: field('postalCode'),
    city: field('city'),
    country: field('country'),
  };
}

/** The market's reference segment and year of issue (the market's own calendar day). */
function issueOf(locale: string, now: Date): { segment: string; year: number } {
  const market = MARKETS[locale as Locale];
  return { segment: market?.segment ?? locale, year: Number((market ? marketToday(market.locale, now) : now.toISOString()).slice(0, 4)) };
}

/** Issues the order's invoice in the caller's (confirming) transaction; nothing for an unpaid order or one that has its invoice. */
export async function issueInvoiceIn(trx: Tx, orderId: string, now: Date = new Date()): Promise<void> {
  const order = await trx.selectFrom('customer_order').select(['locale', 'paid_cents', 'buyer']).where('id', '=', orderId).executeTakeFirst();
  if (!order || order.paid_cents <= 0) return;
  const existing = await trx.selectFrom('invoice').select('id').where('order_id', '=', orderId).executeTakeFirst();
  if (existing) return;
  const { last_number: number } = await trx
    .insertInto('invoice_sequence')
    .values({ locale: order.locale, last_number: 1 })
    .onConflict((oc) => oc.column('locale').doUpdateSet({ last_number: sql<number>`invoice_sequence.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const { segment, year } = issueOf(order.locale, now);
  await trx
    .insertInto('invoice')
    .values({ order_id: orderId, locale: order.locale, number, reference: invoiceReference(segment, year, number), customer: JSON.stringify(customerOf(order.buyer)), issued_at: now })
    .execute();
}

/**
 * Issues the credit note of a refund of `amountCents` in the caller's transaction (the one that
 * records the refund; the order's row is locked by it). Nothing when the order has no invoice,
 * nothing is refunded, or the order has its credit note already (a repeated refund event).
 */
export async function issueCreditNoteIn(trx: Tx, orderId: string, amountCents: number, now: Date = new Date()): Promise<void> {
  if (amountCents <= 0) return;
  const invoice = await trx.selectFrom('invoice').select(['id', 'locale', 'customer']).where('order_id', '=', orderId).executeTakeFirst();
  if (!invoice) return;
  const existing = await trx.selectFrom('credit_note').select('id').where('order_id', '=', orderId).executeTakeFirst();
  if (existing) return;
  const { last_number: number } = await trx
    .insertInto('credit_note_sequence')
    .values({ locale: invoice.locale, last_number: 1 })
    .onConflict((oc) => oc.column('locale').doUpdateSet({ last_number: sql<number>`credit_note_sequence.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const { segment, year } = issueOf(invoice.locale, now);
  await trx
    .insertInto('credit_note')
    .values({
      order_id: orderId,
      invoice_id: invoice.id,
      locale: invoice.locale,
      number,
      reference: creditNoteReference(segment, year, number),
      amount_cents: amountCents,
      // Addressed to whom the invoice it corrects was issued to.
      customer: JSON.stringify(invoice.customer),
      issued_at: now,
    })
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export interface InvoiceRecord {
  reference: string;
  issuedAt: Date;
  customer: InvoiceCustomer;
}

export interface CreditNoteRecord {
  reference: string;
  issuedAt: Date;
  amountCents: number;
  customer: InvoiceCustomer;
  /** The invoice it corrects. */
  invoice: { reference: string; issuedAt: Date };
}

export async function loadInvoice(db: Db, orderId: string): Promise<InvoiceRecord | undefined> {
  const row = await db.selectFrom('invoice').select(['reference', 'issued_at', 'customer']).where('order_id', '=', orderId).executeTakeFirst();
  return row ? { reference: row.reference, issuedAt: new Date(row.issued_at), customer: row.customer } : undefined;
}

export async function loadCreditNote(db: Db, orderId: string): Promise<CreditNoteRecord | undefined> {
  const row = await db
    .selectFrom('credit_note as c')
    .innerJoin('invoice as i', 'i.id', 'c.invoice_id')
    .select(['c.reference', 'c.issued_at', 'c.amount_cents', 'c.customer', 'i.reference as invoice_reference', 'i.issued_at as invoice_issued_at'])
    .where('c.order_id', '=', orderId)
    .executeTakeFirst();
  return row
    ? {
        reference: row.reference,
        issuedAt: new Date(row.issued_at),
        amountCents: row.amount_cents,
        customer: row.customer,
        invoice: { reference: row.invoice_reference, issuedAt: new Date(row.invoice_issued_at) },
      }
    : undefined;
}

export function invoiceFileName(reference: string): string {
  return `facture-${reference}.pdf`;
}

export function creditNoteFileName(reference: string): string {
  return `avoir-${reference}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// PDFs
// ---------------------------------------------------------------------------------------------

interface Sheet {
  m: InvoiceMessages;
  bcp47: string;
  money(cents: number): string;
  /** The day of an instant in the market's calendar, in words. */
  day(at: Date): string;
  write(line: string, size?: number, font?: string, gap?: number): void;
  /** A label and its amount, right-aligned. */
  row(label: string, amount: string, font?: string): void;
  /** Blank space, in lines. */
  gap(lines: number): void;
  /** Ends the document: its bytes. */
  end(): Promise<Buffer>;
}

/** A document of the order's market with the seller at its head. */
function openSheet(locale: Locale, title: string): Sheet {
  const { bcp47, language } = MARKETS[locale];
  const m = MESSAGES[language];
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: bcp47, displayTitle: true, tagged: true, info: { Title: toWinAnsi(title), Author: SELLER.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 100;
  const sheet: Sheet = {
    m,
    bcp47,
    money: (cents) => formatMoney(cents, bcp47, { alwaysShowCents: true }),
    day: (at) => formatDate(marketToday(locale, at), bcp47),
    write(line, size = 10, font = 'Helvetica', gap = 0) {
      doc.font(font).fontSize(size).fillColor('#1f2937').text(toWinAnsi(line), { width });
      if (gap) doc.moveDown(gap);
    },
    row(label, amount, font = 'Helvetica') {
      const y = doc.y;
      doc.font(font).fontSize(10).fillColor('#1f2937').text(toWinAnsi(label), 50, y, { width: width - 120 });
      const after = doc.y;
      doc.text(toWinAnsi(amount), 50 + width - 120, y, { width: 120, align: 'right' });
      doc.x = 50;
      doc.y = Math.max(after, doc.y);
    },
    gap(lines) {
      doc.moveDown(lines);
    },
    end() {
      doc.end();
      return done;
    },
  };
  sheet.write(SELLER.name, 12, 'Helvetica-Bold');
  for (const line of [SELLER.legalForm, ...SELLER.address]) sheet.write(line, 9);
  doc.moveDown(1);
  return sheet;
}

function writeCustomer(sheet: Sheet, customer: InvoiceCustomer): void {
  const country = customer.country ? (new Intl.DisplayNames([sheet.bcp47], { type: 'region' }).of(customer.country) ?? customer.country) : '';
  sheet.write(sheet.m.customer, 11, 'Helvetica-Bold');
  sheet.write(`${customer.firstName} ${customer.lastName}`.trim());
  for (const line of [customer.addressLine, [customer.postalCode, customer.city].filter(Boolean).join(' '), country]) if (line) sheet.write(line);
  sheet.write(customer.email, 10, 'Helvetica', 0.8);
}

/** An item as the invoice names it: label, hotel, dates. */
function itemLabel(item: OrderView['items'][number], bcp47: string): string {
  const dates = item.checkin && item.checkout ? ` (${formatDate(item.checkin, bcp47)} – ${formatDate(item.checkout, bcp47)})` : '';
  return `${item.label}${item.hotelLabel ? `, ${item.hotelLabel}` : ''}${dates}`;
}

function writeLegalMentions(sheet: Sheet): void {
  const { m } = sheet;
  for (const mention of [m.vat, interpolate(m.registration, { number: SELLER.travelAgencyRegistration }), m.guarantee]) sheet.write(mention, 8, 'Helvetica', 0.3);
}

/** The invoice's PDF bytes: the order's lines, and the customer it was issued to. */
export function renderInvoicePdf(view: OrderView, invoice: InvoiceRecord): Promise<Buffer> {
  const m = MESSAGES[MARKETS[view.locale].language];
  const sheet = openSheet(view.locale, `${m.title} ${invoice.reference}`);
  const { money, write, row } = sheet;
  write(m.title, 20, 'Helvetica-Bold', 0.2);
  write(`${m.reference} ${invoice.reference}`, 11, 'Helvetica-Bold');
  write(interpolate(m.issuedOn, { date: sheet.day(invoice.issuedAt) }), 10);
  write(`${m.bookingNumber} ${view.bookingNumber}`, 10, 'Helvetica', 0.8);
  writeCustomer(sheet, invoice.customer);

  row(m.description, m.amount, 'Helvetica-Bold');
  sheet.gap(0.3);
  for (const item of view.items) row(itemLabel(item, sheet.bcp47), money(item.amountCents));
  if (view.amounts.insuranceCents > 0) row(m.insurance, money(view.amounts.insuranceCents));
  if (view.amounts.payLaterFeeCents > 0) row(m.payLaterFee, money(view.amounts.payLaterFeeCents));
  if (view.amounts.shippingCents > 0) row(m.shipping, money(view.amounts.shippingCents));
  sheet.gap(0.4);
  row(m.total, money(view.amounts.totalCents), 'Helvetica-Bold');
  row(m.paid, money(view.amounts.paidCents));
  if (view.amounts.giftCardCents > 0) row(`  ${m.giftCards}`, money(view.amounts.giftCardCents));
  sheet.gap(1.2);
  writeLegalMentions(sheet);
  return sheet.end();
}

/** The credit note's PDF bytes: the invoice it corrects, the amount credited and what stays invoiced. */
export function renderCreditNotePdf(view: OrderView, creditNote: CreditNoteRecord): Promise<Buffer> {
  const m = MESSAGES[MARKETS[view.locale].language];
  const c = m.creditNote;
  const sheet = openSheet(view.locale, `${c.title} ${creditNote.reference}`);
  const { money, write, row } = sheet;
  write(c.title, 20, 'Helvetica-Bold', 0.2);
  write(`${c.reference} ${creditNote.reference}`, 11, 'Helvetica-Bold');
  write(interpolate(m.issuedOn, { date: sheet.day(creditNote.issuedAt) }), 10);
  write(interpolate(c.corrects, { reference: creditNote.invoice.reference, date: sheet.day(creditNote.invoice.issuedAt) }), 10, 'Helvetica-Bold');
  write(`${m.bookingNumber} ${view.bookingNumber}`, 10, 'Helvetica', 0.8);
  writeCustomer(sheet, creditNote.customer);

  row(m.description, m.amount, 'Helvetica-Bold');
  sheet.gap(0.3);
  const product = view.items.find((item) => item.kind === 'SHORT_STAY') ?? view.items[0];
  row(product ? `${c.refund} – ${itemLabel(product, sheet.bcp47)}` : c.refund, money(creditNote.amountCents));
  sheet.gap(0.4);
  row(c.total, money(creditNote.amountCents), 'Helvetica-Bold');
  row(c.invoiceTotal, money(view.amounts.totalCents));
  row(c.stillInvoiced, money(Math.max(0, view.amounts.totalCents - creditNote.amountCents)));
  sheet.gap(1.2);
  writeLegalMentions(sheet);
  return sheet.end();
}
