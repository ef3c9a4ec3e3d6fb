/**
 * The e-mail that carries a digital gift: to the beneficiary ("Léa vous offre un cadeau"), or to
 * the buyer who hands it over. The sender's message, each voucher's code and last valid day, how
 * to redeem, and one PDF per voucher attached. Pure rendering from the vouchers' prints; the
 * outbox worker loads them and sends.
 */
import { MARKETS } from '@escapade/domain/markets';
import { renderVoucherPdf, voucherPdfFileName } from '../vouchers/voucher-pdf';
import { escapeHtml, htmlCare, htmlClosing, htmlDocument, htmlHeading, htmlParagraph, htmlSection, type MailSection } from './mail-html';
import { interpolate, MAIL_MESSAGES } from './mail-messages';
import { messageIdOf, type OutgoingMail } from './mailer';
import { labelled, type RenderedMail } from './order-confirmation';
import { voucherContent, type VoucherContent, type VoucherPrint } from './voucher-content';

export interface GiftVoucherMail extends RenderedMail {
  to: string;
  bcp47: string;
  contents: VoucherContent[];
}

/**
 * The message for the vouchers of one order (at least one). To the beneficiary when the buyer
 * named one, else to the buyer.
 */
export function renderGiftVoucherMail(prints: readonly VoucherPrint[], siteUrl: string): GiftVoucherMail {
  const [first] = prints;
  if (!first) throw new Error('a gift voucher e-mail needs a voucher');
  const market = MARKETS[first.locale];
  const { bcp47, language } = market;
  const m = MAIL_MESSAGES[language];
  const contents = prints.map((print) => voucherContent(print, siteUrl));
  const { fromName, message } = first.personalisation;
  const gift = contents.map((content) => content.giftSummary).join(', ');
  const name = first.recipient.kind === 'beneficiary' ? first.recipient.name : first.order.buyer.firstName;

  let subject: string;
  let intro: string;
  if (first.recipient.kind === 'beneficiary') {
    subject = fromName ? interpolate(m.voucher.subject.from, { fromName }) : m.voucher.subject.anonymous;
    intro = interpolate(fromName ? m.voucher.intro.from : m.voucher.intro.anonymous, { fromName, gift });
  } else {
    subject = interpolate(m.voucher.subject.buyer, { bookingNumber: first.order.bookingNumber });
    intro = interpolate(m.voucher.intro.buyer, { gift });
  }
  const greeting = name ? interpolate(m.voucher.greeting.name, { name }) : m.voucher.greeting.anonymous;
  const sections: MailSection[] = contents.map((content) => ({
    title: content.gift.title,
    rows: [{ label: content.codeLabel, value: content.code }],
    notes: [...content.gift.lines, content.validUntil],
  }));
  const [howTo] = contents as [VoucherContent];
  const care = interpolate(m.care, { phone: market.phone });
  const carePhone = { display: market.phone, dial: market.phone.replace(/[^+\d]/g, '') };

  const text = [greeting, '', intro, ''];
  if (message) text.push(m.voucher.message.toUpperCase(), message, '');
  for (const section of sections) {
    text.push(section.title.toUpperCase());
    for (const row of section.rows) text.push(labelled(row, language));
    text.push(...section.notes, '');
  }
  text.push(howTo.howTo.title.toUpperCase(), ...howTo.howTo.steps.map((step, index) => `${index + 1}. ${step}`), '');
  text.push(m.voucher.attached, '', care, '', m.closing, m.team, '');

  // The first step's address is a link that opens the login with the code filled in (one voucher).
  const stepHtml = (step: string, index: number) => {
    const url = escapeHtml(howTo.loginUrl);
    const href = escapeHtml(contents.length === 1 ? howTo.redeemUrl : howTo.loginUrl);
    const line = index === 0 ? escapeHtml(step).replace(url, () => `<a href="${href}" style="color:#0f766e">${url}</a>`) : escapeHtml(step);
    return `<li style="margin:0 0 6px">${line}</li>`;
  };
  const html = htmlDocument(bcp47, subject, [
    htmlParagraph(greeting),
    htmlParagraph(intro, 'margin:0 0 16px;font-size:15px'),
    ...(message
      ? [
          htmlHeading(m.voucher.message),
          `<blockquote style="margin:0 0 8px;padding:12px 16px;background:#f0fdfa;border-left:4px solid #0f766e;font-size:15px;font-style:italic;white-space:pre-line">${escapeHtml(message)}</blockquote>`,
        ]
      : []),
    ...sections.map(htmlSection),
    htmlHeading(howTo.howTo.title),
    `<ol style="margin:0 0 16px;padding-left:20px;font-size:14px">${howTo.howTo.steps.map(stepHtml).join('')}</ol>`,
    htmlParagraph(m.voucher.attached, 'margin:0 0 8px;font-size:14px'),
    htmlCare(care, carePhone),
    htmlClosing(m.closing, m.team),
  ]);
  const to = first.recipient.kind === 'beneficiary' ? first.recipient.email : first.order.buyer.email;
  return { to, subject, text: text.join('\n'), html, bcp47, contents };
}

/** The voucher e-mail of an order, its PDFs attached, ready for the mailer. */
export async function composeGiftVoucherMail(prints: readonly VoucherPrint[], outbox: { id: number; kind: string }, siteUrl: string): Promise<OutgoingMail> {
  const mail = renderGiftVoucherMail(prints, siteUrl);
  const attachments = await Promise.all(
    prints.map(async (print, index) => ({
      filename: voucherPdfFileName(print.order.bookingNumber, prints.length > 1 ? index + 1 : undefined),
      content: await renderVoucherPdf(mail.contents[index] as VoucherContent),
      contentType: 'application/pdf',
    })),
  );
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    language: mail.bcp47,
    messageId: messageIdOf(outbox.id, prints[0]?.order.id ?? null),
    attachments,
    outboxId: outbox.id,
    kind: outbox.kind,
  };
}
