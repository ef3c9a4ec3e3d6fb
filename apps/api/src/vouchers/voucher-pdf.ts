/**
 * The voucher as a one-page A4 PDF: the title, the sender's name and message, what the gift is, the
 * code in groups of four and as a QR code (the market's beneficiary login with the code), its last
 * valid day and how to redeem it. Attached to the voucher's e-mail and downloaded again through its
 * signed link. pdfkit's built-in Helvetica, as the order confirmation's PDF.
 */
import type { Db } from '@escapade/db';
import type { Localized } from '@escapade/db/schema';
import { isLocale, MARKETS } from '@escapade/domain/markets';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { toWinAnsi } from '../mail/order-pdf';
import { voucherContent, type VoucherContent, type VoucherPrint, type VoucherRecipient } from '../mail/voucher-content';
import type { StoredGift } from './issue-vouchers';

/** The attachment's (and the download's) file name: the order's number, and the voucher's rank when it has several. */
export function voucherPdfFileName(bookingNumber: string, rank?: number): string {
  return `voucher-${bookingNumber}${rank === undefined ? '' : `-${rank}`}.pdf`;
}

function textOf(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * The vouchers of an order, or one voucher, with what the PDF and the e-mail print. The product's
 * label is the one the buyer saw (the order item's details); the catalog's, in the order's
 * language, when the item has none.
 */
export async function loadVoucherPrints(db: Db, by: { orderId: string } | { voucherId: string }): Promise<VoucherPrint[]> {
  let query = db
    .selectFrom('voucher as v')
    .innerJoin('customer_order as o', 'o.id', 'v.order_id')
    .innerJoin('order_item as i', 'i.id', 'v.order_item_id')
    .leftJoin('offer as of', 'of.id', 'v.offer_id')
    .leftJoin('hotel as h', 'h.id', 'of.hotel_id')
    .leftJoin('box as b', 'b.code', 'v.box_code')
    .leftJoin('activity_product as ap', 'ap.id', 'v.activity_product_id')
    .select([
      'v.id', 'v.code', 'v.kind', 'v.state', 'v.locale', 'v.valid_until', 'v.value_cents', 'v.nights', 'v.group_size', 'v.created_at',
      'o.id as order_id', 'o.booking_number', 'o.status', 'o.buyer', 'o.gift',
      'i.details', 'i.gift_format',
      'of.label as offer_label', 'h.label as hotel_label', 'b.title as box_title', 'ap.label as activity_label',
    ]);
  query = 'orderId' in by ? query.where('v.order_id', '=', by.orderId) : query.where('v.id', '=', by.voucherId);
  const rows = await query.orderBy('v.created_at').orderBy('v.id').execute();
  return rows.flatMap((row): VoucherPrint[] => {
    if (!isLocale(row.locale)) return [];
    const language = MARKETS[row.locale].language;
    const localized = (value: Localized | null) => (value ? value[language] : null);
    const gift = (row.gift ?? {}) as Partial<StoredGift>;
    const buyer = row.buyer as { firstName?: string; lastName?: string; email?: string };
    const recipient: VoucherRecipient = gift.recipient?.kind === 'beneficiary' ? gift.recipient : { kind: 'buyer' };
    const catalogLabel = row.kind === 'SINGLE_VOUCHER' ? localized(row.offer_label) : row.kind === 'BOX' ? localized(row.box_title) : localized(row.activity_label);
    return [
      {
        id: row.id,
        code: row.code,
        kind: row.kind,
        state: row.state,
        locale: row.locale,
        validUntil: String(row.valid_until),
        valueCents: row.value_cents,
        nights: row.nights,
        groupSize: row.group_size,
        label: textOf(row.details, 'label') ?? catalogLabel ?? '',
        hotelLabel: row.kind === 'SINGLE_VOUCHER' ? (textOf(row.details, 'hotelLabel') ?? row.hotel_label) : null,
        personalisation: { fromName: gift.personalisation?.fromName ?? '', message: gift.personalisation?.message ?? '' },
        recipient,
        isPhysical: row.gift_format === 'physical' || gift.deliveryAddress !== undefined,
        order: {
          id: row.order_id,
          bookingNumber: row.booking_number,
          status: row.status,
          buyer: { firstName: buyer.firstName ?? '', lastName: buyer.lastName ?? '', email: buyer.email ?? '' },
        },
      },
    ];
  });
}

const MARGIN = 50;
const ACCENT = '#0f766e';
const MUTED = '#6b7280';
const INK = '#1f2937';
const PAPER = '#f0fdfa';
const QR_SIZE = 130;

/** The QR code of the redemption link, as a PNG (margins of one module: the box around it is white). */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: QR_SIZE * 4, color: { dark: '#111827', light: '#ffffff' } });
}

/** Renders a voucher; resolves with the PDF's bytes. */
export async function renderVoucherPdf(content: VoucherContent): Promise<Buffer> {
  const qr = await qrCodePng(content.redeemUrl);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: content.bcp47,
    displayTitle: true,
    info: { Title: toWinAnsi(`${content.title} – ${content.gift.title}`), Author: toWinAnsi(content.team) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const write = (text: string, size: number, options: { color?: string; font?: string; gap?: number; width?: number; align?: 'left' | 'center' } = {}) => {
    doc
      .font(options.font ?? 'Helvetica')
      .fontSize(size)
      .fillColor(options.color ?? INK)
      .text(toWinAnsi(text), { width: options.width ?? width, align: options.align ?? 'left' });
    if (options.gap) doc.moveDown(options.gap);
  };

  write(content.team, 10, { color: MUTED });
  write(content.title, 30, { font: 'Helvetica-Bold', color: ACCENT, gap: 0.2 });
  if (content.from) write(content.from, 14, { font: 'Helvetica-Bold', gap: 0.4 });

  if (content.message) {
    // The sender's words on a tinted panel.
    const padding = 14;
    const message = toWinAnsi(content.message);
    doc.font('Helvetica-Oblique').fontSize(12);
    const textHeight = doc.heightOfString(message, { width: width - 2 * padding });
    doc.font('Helvetica').fontSize(9);
    const titleHeight = doc.heightOfString(toWinAnsi(content.messageTitle), { width: width - 2 * padding });
    const top = doc.y + 4;
    doc.roundedRect(MARGIN, top, width, textHeight + titleHeight + 2 * padding + 4, 8).fill(PAPER);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(toWinAnsi(content.messageTitle), MARGIN + padding, top + padding, { width: width - 2 * padding });
    doc.moveDown(0.2);
    doc.font('Helvetica-Oblique').fontSize(12).fillColor(INK).text(message, { width: width - 2 * padding });
    doc.x = MARGIN;
    doc.y = top + textHeight + titleHeight + 2 * padding + 4;
    doc.moveDown(1);
  } else {
    doc.moveDown(0.6);
  }

  write(content.gift.title, 18, { font: 'Helvetica-Bold', gap: 0.1 });
  for (const line of content.gift.lines) write(line, 12);
  doc.moveDown(1.2);

  // The code and its QR code in one framed box: what the beneficiary keeps.
  const boxTop = doc.y;
  const boxHeight = QR_SIZE + 28;
  const textWidth = width - QR_SIZE - 48;
  doc.roundedRect(MARGIN, boxTop, width, boxHeight, 10).lineWidth(1.5).strokeColor(ACCENT).stroke();
  doc.image(qr, MARGIN + width - QR_SIZE - 14, boxTop + 14, { width: QR_SIZE, height: QR_SIZE });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(toWinAnsi(content.codeLabel), MARGIN + 18, boxTop + 26, { width: textWidth });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(26).fillColor(INK).text(content.code, { width: textWidth, characterSpacing: 1 });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(toWinAnsi(content.validUntil), { width: textWidth });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(toWinAnsi(content.scan), { width: textWidth });
  doc.x = MARGIN;
  doc.y = boxTop + boxHeight + 24;

  write(content.howTo.title, 14, { font: 'Helvetica-Bold', color: ACCENT, gap: 0.3 });
  content.howTo.steps.forEach((step, index) => write(`${index + 1}. ${step}`, 11, { gap: 0.2 }));
  doc.moveDown(1.5);
  write(content.care, 9, { color: MUTED });

  doc.end();
  return done;
}

/** The PDF of one voucher print, under the site's links. */
export function renderVoucherPrintPdf(print: VoucherPrint, siteUrl: string): Promise<Buffer> {
  return renderVoucherPdf(voucherContent(print, siteUrl));
}
