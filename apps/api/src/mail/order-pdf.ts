/**
 * The booking confirmation as a one-page PDF, attached to the e-mail: the same content as the
 * e-mail's parts (order-confirmation.ts), laid out with pdfkit's built-in Helvetica.
 */
import PDFDocument from 'pdfkit';
import { labelled, type OrderConfirmationContent } from './order-confirmation';

/** The attachment's file name. */
export function orderPdfFileName(bookingNumber: string): string {
  return `confirmation-${bookingNumber}.pdf`;
}

// Characters of Windows-1252 above 0x7f that are not Latin-1 (€, typographic quotes, dashes…).
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The built-in fonts are encoded in WinAnsi (Windows-1252): accents, € and typographic quotes are
 * there, but Intl's narrow no-break space (French thousands and the space before €) is not, and
 * neither is anything a hotel's name might bring from another script. Spaces become the no-break
 * space; any other missing character a question mark, rather than a wrong glyph.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const character of text) {
    if ((character.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRAS.has(character)) result += character;
    else result += /\s/u.test(character) ? '\u00a0' : '?';
  }
  return result;
}

const MARGIN = 50;
const ACCENT = '#0f766e';
const MUTED = '#6b7280';
const INK = '#1f2937';

/** Renders the confirmation; resolves with the PDF's bytes. */
export function renderOrderPdf(content: OrderConfirmationContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: content.bcp47,
    displayTitle: true,
    tagged: true,
    info: { Title: toWinAnsi(`${content.title} ${content.bookingNumber.value}`), Author: toWinAnsi(content.team) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const write = (text: string, size: number, options: { color?: string; font?: string; gap?: number } = {}) => {
    doc
      .font(options.font ?? 'Helvetica')
      .fontSize(size)
      .fillColor(options.color ?? INK)
      .text(toWinAnsi(text), { width });
    if (options.gap) doc.moveDown(options.gap);
  };

  write(content.team, 10, { color: MUTED });
  write(content.title, 20, { font: 'Helvetica-Bold', color: ACCENT, gap: 0.3 });
  write(labelled(content.bookingNumber, content.language), 14, { font: 'Helvetica-Bold' });
  write(content.bookedOn, 10, { color: MUTED, gap: 0.6 });

  for (const section of content.sections) {
    write(section.title, 12, { font: 'Helvetica-Bold', color: ACCENT, gap: 0.15 });
    for (const row of section.rows) write(labelled(row, content.language), 10);
    for (const note of section.notes) write(note, 10);
    doc.moveDown(0.6);
  }

  write(content.next.title, 12, { font: 'Helvetica-Bold', color: ACCENT, gap: 0.15 });
  write(content.next.text, 10, { gap: 0.6 });
  for (const link of content.links) write(labelled({ label: link.label, value: link.url }, content.language), 9, { color: MUTED });
  doc.moveDown(0.6);
  write(content.care, 10);

  doc.end();
  return done;
}
