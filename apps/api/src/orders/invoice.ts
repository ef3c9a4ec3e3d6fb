/**
 * Invoices: one per paid order, issued in the transaction that confirms it, numbered without gaps
 * per market. The market's `invoice_sequence` row is incremented by an upsert that locks it until
 * the confirming transaction ends: two confirmations of one market take numbers one after the
 * other, and a rolled-back confirmation gives its number back. An order nobody paid (a stay booked
 * with a gift voucher) has no invoice.
 *
 * The PDF prints the seller (SELLER, packages/domain/src/seller.ts), the reference and date, the
 * customer, the lines with VAT included, what was paid (gift cards among it) and refunded, and the
 * travel seller's legal mentions (VAT on the margin, the registration, the guarantee), in the
 * order's language.
 */
import type { OrderView } from '@escapade/contracts/checkout';
import type { Database, Db } from '@escapade/db';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { invoiceReference, SELLER } from '@escapade/domain/seller';
import { sql, type Transaction } from 'kysely';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
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
  refunded: text,
  vat: text,
  registration: text,
  guarantee: text,
});
const MESSAGES = { fr: invoiceMessagesSchema.parse(fr), es: invoiceMessagesSchema.parse(es), it: invoiceMessagesSchema.parse(it), nl: invoiceMessagesSchema.parse(nl) } as const;

/** Issues the order's invoice in the caller's (confirming) transaction; nothing for an unpaid order or one that has its invoice. */
export async function issueInvoiceIn(trx: Tx, orderId: string, now: Date = new Date()): Promise<void> {
  const order = await trx.selectFrom('customer_order').select(['locale', 'paid_cents']).where('id', '=', orderId).executeTakeFirst();
  if (!order || order.paid_cents <= 0) return;
  const existing = await trx.selectFrom('invoice').select('id').where('order_id', '=', orderId).executeTakeFirst();
  if (existing) return;
  const { last_number: number } = await trx
    .insertInto('invoice_sequence')
    .values({ locale: order.locale, last_number: 1 })
    .onConflict((oc) => oc.column('locale').doUpdateSet({ last_number: sql<number>`invoice_sequence.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const segment = MARKETS[order.locale as Locale]?.segment ?? order.locale;
  await trx
    .insertInto('invoice')
    .values({ order_id: orderId, locale: order.locale, number, reference: invoiceReference(segment, now.getUTCFullYear(), number), issued_at: now })
    .execute();
}

export interface InvoiceRecord {
  reference: string;
  issuedAt: Date;
}

export async function loadInvoice(db: Db, orderId: string): Promise<InvoiceRecord | undefined> {
  const row = await db.selectFrom('invoice').select(['reference', 'issued_at']).where('order_id', '=', orderId).executeTakeFirst();
  return row ? { reference: row.reference, issuedAt: new Date(row.issued_at) } : undefined;
}

export function invoiceFileName(reference: string): string {
  return `facture-${reference}.pdf`;
}

/** The invoice's PDF bytes. */
export function renderInvoicePdf(view: OrderView, invoice: InvoiceRecord, buyerAddress: string[]): Promise<Buffer> {
  const { bcp47, language } = MARKETS[view.locale];
  const m = MESSAGES[language];
  const money = (cents: number) => formatMoney(cents, bcp47, { alwaysShowCents: true });
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: bcp47, displayTitle: true, tagged: true, info: { Title: toWinAnsi(`${m.title} ${invoice.reference}`), Author: SELLER.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 100;
  const write = (line: string, size = 10, font = 'Helvetica', gap = 0) => {
    doc.font(font).fontSize(size).fillColor('#1f2937').text(toWinAnsi(line), { width });
    if (gap) doc.moveDown(gap);
  };
  const row = (label: string, amount: string, font = 'Helvetica') => {
    const y = doc.y;
    doc.font(font).fontSize(10).fillColor('#1f2937').text(toWinAnsi(label), 50, y, { width: width - 120 });
    const after = doc.y;
    doc.text(toWinAnsi(amount), 50 + width - 120, y, { width: 120, align: 'right' });
    doc.x = 50;
    doc.y = Math.max(after, doc.y);
  };

  write(SELLER.name, 12, 'Helvetica-Bold');
  for (const line of [SELLER.legalForm, ...SELLER.address]) write(line, 9);
  doc.moveDown(1);
  write(`${m.title}`, 20, 'Helvetica-Bold', 0.2);
  write(`${m.reference} ${invoice.reference}`, 11, 'Helvetica-Bold');
  write(`${m.issuedOn} : ${formatDate(invoice.issuedAt.toISOString().slice(0, 10), bcp47)}`, 10);
  write(`${m.bookingNumber} ${view.bookingNumber}`, 10, 'Helvetica', 0.8);
  write(m.customer, 11, 'Helvetica-Bold');
  write(`${view.buyer.firstName} ${view.buyer.lastName}`.trim());
  for (const line of buyerAddress) write(line);
  write(view.buyer.email, 10, 'Helvetica', 0.8);

  row(m.description, m.amount, 'Helvetica-Bold');
  doc.moveDown(0.3);
  for (const item of view.items) {
    const dates = item.checkin && item.checkout ? ` (${formatDate(item.checkin, bcp47)} – ${formatDate(item.checkout, bcp47)})` : '';
    row(`${item.label}${item.hotelLabel ? `, ${item.hotelLabel}` : ''}${dates}`, money(item.amountCents));
  }
  if (view.amounts.insuranceCents > 0) row(m.insurance, money(view.amounts.insuranceCents));
  if (view.amounts.payLaterFeeCents > 0) row(m.payLaterFee, money(view.amounts.payLaterFeeCents));
  if (view.amounts.shippingCents > 0) row(m.shipping, money(view.amounts.shippingCents));
  doc.moveDown(0.4);
  row(m.total, money(view.amounts.totalCents), 'Helvetica-Bold');
  row(m.paid, money(view.amounts.paidCents));
  if (view.amounts.giftCardCents > 0) row(`  ${m.giftCards}`, money(view.amounts.giftCardCents));
  if (view.amounts.refundedCents > 0) row(m.refunded, `- ${money(view.amounts.refundedCents)}`);
  doc.moveDown(1.2);
  for (const mention of [m.vat, interpolate(m.registration, { number: SELLER.travelAgencyRegistration }), m.guarantee]) write(mention, 8, 'Helvetica', 0.3);
  doc.end();
  return done;
}
