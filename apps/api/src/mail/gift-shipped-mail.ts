/**
 * The buyer's e-mail when a physical gift leaves: shipped on which day, to which address, expected
 * by when, and the link to the order. Pure: the order's view and the shipping instant in, a message out.
 */
import type { OrderView } from '@escapade/contracts/checkout';
import { MARKETS } from '@escapade/domain/markets';
import { htmlButtons, htmlCare, htmlClosing, htmlDocument, htmlParagraph } from './mail-html';
import { interpolate, MAIL_MESSAGES } from './mail-messages';
import { messageIdOf, type OutgoingMail } from './mailer';
import { addressLine, formatDay, formatInstantDay, labelled, type RenderedMail } from './order-confirmation';

/** The message; the view must be a physical gift's (its delivery set). */
export function renderGiftShippedMail(view: OrderView, shippedAt: Date, siteUrl: string): RenderedMail {
  const delivery = view.gift?.delivery;
  if (!delivery) throw new Error(`order ${view.orderUUID} has no delivery`);
  const market = MARKETS[view.locale];
  const { bcp47, language } = market;
  const m = MAIL_MESSAGES[language];
  const subject = interpolate(m.shipped.subject, { bookingNumber: view.bookingNumber });
  const greeting = interpolate(m.greeting, { firstName: view.buyer.firstName });
  const intro = interpolate(m.shipped.intro, { date: formatInstantDay(shippedAt.toISOString(), bcp47, market.timeZone) });
  const address = addressLine(delivery.address, bcp47);
  const expected = delivery.expectedBy ? interpolate(m.shipped.expected, { date: formatDay(delivery.expectedBy, bcp47) }) : null;
  const gift = view.items.filter((item) => item.isGift).map((item) => item.label).join(', ');
  const link = { label: m.order.link, url: `${siteUrl.replace(/\/+$/, '')}/${market.segment}/confirmation/${encodeURIComponent(view.orderUUID)}` };
  const bookingNumber = { label: m.order.bookingNumber, value: view.bookingNumber };
  const care = interpolate(m.care, { phone: market.phone });
  const carePhone = { display: market.phone, dial: market.phone.replace(/[^+\d]/g, '') };

  const text = [greeting, '', intro, address, ''];
  if (gift) text.push(labelled({ label: m.gift.title, value: gift }, language));
  text.push(labelled(bookingNumber, language));
  if (expected) text.push('', expected);
  text.push('', labelled({ label: link.label, value: link.url }, language), '', care, '', m.closing, m.team, '');

  const html = htmlDocument(bcp47, subject, [
    htmlParagraph(greeting),
    htmlParagraph(intro, 'margin:0 0 8px;font-size:15px'),
    htmlParagraph(address, 'margin:0 0 16px;padding:12px 16px;background:#f0fdfa;font-size:15px;font-weight:bold'),
    ...(gift ? [htmlParagraph(labelled({ label: m.gift.title, value: gift }, language), 'margin:0 0 4px;font-size:14px')] : []),
    htmlParagraph(labelled(bookingNumber, language), 'margin:0 0 16px;font-size:14px'),
    ...(expected ? [htmlParagraph(expected, 'margin:0 0 16px;font-size:14px')] : []),
    htmlButtons([link]),
    htmlCare(care, carePhone),
    htmlClosing(m.closing, m.team),
  ]);
  return { subject, text: text.join('\n'), html };
}

/** The shipped e-mail of an order, ready for the mailer. */
export function composeGiftShippedMail(view: OrderView, shippedAt: Date, outbox: { id: number; kind: string }, siteUrl: string): OutgoingMail {
  const { subject, text, html } = renderGiftShippedMail(view, shippedAt, siteUrl);
  return {
    to: view.buyer.email,
    subject,
    text,
    html,
    language: MARKETS[view.locale].bcp47,
    messageId: messageIdOf(outbox.id, view.orderUUID),
    attachments: [],
    outboxId: outbox.id,
    kind: outbox.kind,
  };
}
