/**
 * The newsletter's e-mails. Every one carries the unsubscribe link in its text and the
 * `List-Unsubscribe` / `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers (RFC 8058), so
 * mail clients offer one-click unsubscription without a sign-in. The confirmation e-mail (double
 * opt-in) holds the signed link that activates the subscription. Pure: a signup and its links in, a message out.
 */
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { htmlButtons, htmlClosing, htmlDocument, htmlParagraph, MUTED_COLOR, escapeHtml } from './mail-html';
import { MAIL_MESSAGES } from './mail-messages';
import { messageIdOf, type OutgoingMail } from './mailer';
import type { RenderedMail } from './order-confirmation';

export interface NewsletterMailInput {
  email: string;
  locale: Locale;
  links: { confirm: string; unsubscribe: string };
}

/** The header fields of every newsletter e-mail: the unsubscribe link, one click (RFC 8058). */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The unsubscribe line at the foot of every newsletter e-mail (HTML). */
function htmlUnsubscribe(sentence: string, label: string, url: string): string {
  return `<p style="margin:24px 0 0;font-size:12px;color:${MUTED_COLOR}">${escapeHtml(sentence)} <a href="${escapeHtml(url)}" style="color:${MUTED_COLOR}">${escapeHtml(label)}</a></p>`;
}

export function renderNewsletterConfirmationMail(input: NewsletterMailInput): RenderedMail {
  const { bcp47, language } = MARKETS[input.locale];
  const m = MAIL_MESSAGES[language];
  const n = m.newsletter;
  const text = [
    n.greeting,
    '',
    n.intro,
    '',
    `${n.confirm}: ${input.links.confirm}`,
    n.expiry,
    '',
    n.ignore,
    '',
    m.closing,
    m.team,
    '',
    `${n.unsubscribe} ${n.unsubscribeLink}: ${input.links.unsubscribe}`,
    '',
  ];
  const html = htmlDocument(bcp47, n.subject, [
    htmlParagraph(n.greeting),
    htmlParagraph(n.intro),
    htmlButtons([{ label: n.confirm, url: input.links.confirm }]),
    htmlParagraph(n.expiry, 'margin:0 0 12px;font-size:14px'),
    htmlParagraph(n.ignore, 'margin:0 0 12px;font-size:14px'),
    htmlClosing(m.closing, m.team),
    htmlUnsubscribe(n.unsubscribe, n.unsubscribeLink, input.links.unsubscribe),
  ]);
  return { subject: n.subject, text: text.join('\n'), html };
}

/** The confirmation e-mail of a signup, ready for the mailer. */
export function composeNewsletterConfirmationMail(input: NewsletterMailInput, outbox: { id: number; kind: string }): OutgoingMail {
  const { subject, text, html } = renderNewsletterConfirmationMail(input);
  return {
    to: input.email,
    subject,
    text,
    html,
    language: MARKETS[input.locale].bcp47,
    messageId: messageIdOf(outbox.id, null),
    headers: listUnsubscribeHeaders(input.links.unsubscribe),
    attachments: [],
    outboxId: outbox.id,
    kind: outbox.kind,
  };
}
