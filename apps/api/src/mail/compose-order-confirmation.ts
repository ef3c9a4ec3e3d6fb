import type { OrderView } from '@escapade/contracts/checkout';
import { messageIdOf, type OutgoingMail } from './mailer';
import { renderOrderConfirmation } from './order-confirmation';
import { orderPdfFileName, renderOrderPdf } from './order-pdf';

/** The confirmation e-mail of a confirmed order, with its PDF, ready for the mailer. */
export async function composeOrderConfirmation(view: OrderView, outbox: { id: number; kind: string }, siteUrl: string): Promise<OutgoingMail> {
  const { subject, text, html, content } = renderOrderConfirmation(view, siteUrl);
  return {
    to: view.buyer.email,
    subject,
    text,
    html,
    language: content.bcp47,
    messageId: messageIdOf(outbox.id, view.orderUUID),
    attachments: [{ filename: orderPdfFileName(view.bookingNumber), content: await renderOrderPdf(content), contentType: 'application/pdf' }],
    outboxId: outbox.id,
    kind: outbox.kind,
  };
}
