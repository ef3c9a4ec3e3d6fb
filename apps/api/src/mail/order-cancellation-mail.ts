/**
 * The buyer's e-mail when a booking is cancelled (by the customer, or by customer care on their
 * behalf): what was cancelled, what is refunded and where (the gift cards at once, the card within
 * days), the instalments left unpaid cancelled, a redeemed gift voucher valid again.
 */
import type { OrderView } from '@escapade/contracts/checkout';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { z } from 'zod';
import { htmlCare, htmlClosing, htmlDocument, htmlParagraph } from './mail-html';
import { interpolate, MAIL_MESSAGES } from './mail-messages';
import { messageIdOf, type OutgoingMail } from './mailer';
import es from './messages/cancellation/es.json' with { type: 'json' };
import fr from './messages/cancellation/fr.json' with { type: 'json' };
import it from './messages/cancellation/it.json' with { type: 'json' };
import nl from './messages/cancellation/nl.json' with { type: 'json' };
import { formatDate, type RenderedMail } from './order-confirmation';

const text = z.string().min(1);
/** Checked when the module loads: a missing or misspelt key fails the start, not a customer's e-mail. */
const cancellationMessagesSchema = z.strictObject({
  subject: text,
  intro: text,
  refund: text,
  refundCard: text,
  refundGiftCards: text,
  noRefund: text,
  instalments: text,
  voucher: text,
  bookingNumber: text,
});

const MESSAGES = {
  fr: cancellationMessagesSchema.parse(fr),
  es: cancellationMessagesSchema.parse(es),
  it: cancellationMessagesSchema.parse(it),
  nl: cancellationMessagesSchema.parse(nl),
} as const;

export interface CancellationRefund {
  giftCardCents: number;
  providerCents: number;
}

export function renderOrderCancellationMail(view: OrderView, refund: CancellationRefund): RenderedMail {
  const market = MARKETS[view.locale];
  const { bcp47, language } = market;
  const m = MAIL_MESSAGES[language];
  const c = MESSAGES[language];
  const money = (cents: number) => formatMoney(cents, bcp47, { alwaysShowCents: true });
  const stay = view.items.find((item) => item.kind === 'SHORT_STAY') ?? view.items[0];
  const subject = interpolate(c.subject, { bookingNumber: view.bookingNumber });
  const intro = interpolate(c.intro, {
    label: stay?.label ?? '',
    checkin: stay?.checkin ? formatDate(stay.checkin, bcp47) : '',
    checkout: stay?.checkout ? formatDate(stay.checkout, bcp47) : '',
  });
  const total = refund.giftCardCents + refund.providerCents;
  const refundLines =
    total > 0
      ? [
          interpolate(c.refund, { amount: money(total) }),
          ...(refund.providerCents > 0 ? [`– ${interpolate(c.refundCard, { amount: money(refund.providerCents) })}`] : []),
          ...(refund.giftCardCents > 0 ? [`– ${interpolate(c.refundGiftCards, { amount: money(refund.giftCardCents) })}`] : []),
        ]
      : [c.noRefund];
  const extras = [
    ...(view.instalments.some((instalment) => instalment.status === 'CANCELLED') ? [c.instalments] : []),
    ...(view.paymentMethod === 'voucher' ? [c.voucher] : []),
  ];
  const greeting = interpolate(m.greeting, { firstName: view.buyer.firstName });
  const care = interpolate(m.care, { phone: market.phone });
  const lines = [greeting, '', intro, `${c.bookingNumber}: ${view.bookingNumber}`, '', ...refundLines, ...(extras.length ? ['', ...extras] : []), '', care, '', m.closing, m.team, ''];
  const html = htmlDocument(bcp47, subject, [
    htmlParagraph(greeting),
    htmlParagraph(intro),
    htmlParagraph(`${c.bookingNumber}: ${view.bookingNumber}`),
    ...refundLines.map((line) => htmlParagraph(line)),
    ...extras.map((line) => htmlParagraph(line)),
    htmlCare(care, { display: market.phone, dial: market.phone.replace(/[^+\d]/g, '') }),
    htmlClosing(m.closing, m.team),
  ]);
  return { subject, text: lines.join('\n'), html };
}

export function composeOrderCancellationMail(view: OrderView, refund: CancellationRefund, outbox: { id: number; kind: string }): OutgoingMail {
  const { subject, text: body, html } = renderOrderCancellationMail(view, refund);
  return {
    to: view.buyer.email,
    subject,
    text: body,
    html,
    language: MARKETS[view.locale].bcp47,
    messageId: messageIdOf(outbox.id, view.orderUUID),
    attachments: [],
    outboxId: outbox.id,
    kind: outbox.kind,
  };
}
