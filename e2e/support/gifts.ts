/**
 * Gifts in the end-to-end journeys: the voucher e-mail a gift sends (read from the test mailbox),
 * the text of its PDF voucher, and the code printed in it.
 */
import { formatVoucherCode, isWellFormedVoucherCode, normalizeVoucherCode, VOUCHER_ALPHABET } from '@escapade/domain/voucher';
import mailFr from '../../apps/api/src/mail/messages/fr.json' with { type: 'json' };
import { expect } from './fixtures';
import { mailSubject, type Mailbox } from './mailbox';

/** A voucher code as printed: groups of four symbols of the codes' alphabet (K7QM-3XRT-9WEP-HC). */
const symbol = `[${VOUCHER_ALPHABET}]`;
const PRINTED_CODE = new RegExp(`(?<![${VOUCHER_ALPHABET}-])${symbol}{4}-${symbol}{4}-${symbol}{4}-${symbol}{2}(?![${VOUCHER_ALPHABET}-])`, 'g');

/** The well-formed codes printed in a text (their check symbol right). */
export function printedCodes(text: string): string[] {
  return [...text.matchAll(PRINTED_CODE)].map(([match]) => match).filter((candidate) => isWellFormedVoucherCode(candidate));
}

/** The text of a PDF, its pages joined (pdf.js, as a PDF reader extracts it). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

export interface GiftVoucherMail {
  subject: string;
  text: string;
  /** The text of each PDF attached. */
  pdfs: string[];
}

/** The voucher e-mail's subjects: to a beneficiary from someone named or not, or to the buyer who offers it. */
const VOUCHER_SUBJECT = new RegExp(
  [mailFr.voucher.subject.from, mailFr.voucher.subject.anonymous, mailFr.voucher.subject.buyer].map((template) => mailSubject(template).source).join('|'),
);

/** The gift voucher e-mail sent to `to` (waits for the outbox to send it). */
export async function giftVoucherMailTo(mailbox: Mailbox, to: string): Promise<GiftVoucherMail> {
  const mail = await mailbox.receive({ to, subject: VOUCHER_SUBJECT });
  const pdfs = await Promise.all(mail.attachments.filter((attachment) => attachment.contentType === 'application/pdf').map((attachment) => pdfText(attachment.content)));
  return { subject: mail.subject, text: mail.text, pdfs };
}

/** The one code a voucher e-mail's PDF holds, as stored (no dashes); the e-mail's text prints it too. */
export function codeOfVoucherMail(mail: GiftVoucherMail): string {
  expect(mail.pdfs, 'the PDF voucher attached').toHaveLength(1);
  const [code, ...others] = printedCodes(mail.pdfs[0] ?? '');
  expect(code, `a voucher code in the PDF text:\n${mail.pdfs[0]}`).toBeDefined();
  expect(others).toEqual([]);
  expect(mail.text).toContain(formatVoucherCode(code!));
  return normalizeVoucherCode(code!);
}

/** The code with one symbol changed: the check symbol no longer matches. */
export function mistyped(code: string): string {
  const at = 5;
  const next = VOUCHER_ALPHABET[(VOUCHER_ALPHABET.indexOf(code[at] ?? '') + 1) % VOUCHER_ALPHABET.length] ?? '';
  return formatVoucherCode(code.slice(0, at) + next + code.slice(at + 1));
}
