/**
 * The contact form's acknowledgement e-mail, in the case's language: the message was received,
 * customer care answers within 48 hours ("Contact answer within 48 hours"), the reason and the
 * booking number given, and the FAQ meanwhile.
 *
 * Anyone can type any address into the form, so the e-mail carries nothing the sender wrote but
 * their name (letters, spaces, apostrophes and hyphens only) and the booking number (8 digits):
 * never the message itself, which would let the form send a stranger's words to an inbox.
 */
import { MARKETS, type Language } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import { CONTACT_REASONS } from '@escapade/domain/validators';
import { z } from 'zod';
import type { ContactCaseForMail } from '../contact/create-contact-case';
import { htmlButtons, htmlClosing, htmlDocument, htmlParagraph, htmlSection, MUTED_COLOR } from './mail-html';
import { interpolate, MAIL_MESSAGES } from './mail-messages';
import { messageIdOf, type OutgoingMail } from './mailer';
import es from './messages/contact/es.json' with { type: 'json' };
import fr from './messages/contact/fr.json' with { type: 'json' };
import it from './messages/contact/it.json' with { type: 'json' };
import nl from './messages/contact/nl.json' with { type: 'json' };
import type { RenderedMail } from './order-confirmation';

const text = z.string().min(1);

/** Checked when the module loads: a missing or misspelt key fails the start, not a customer's e-mail. */
const contactMailMessagesSchema = z.strictObject({
  subject: text,
  greeting: text,
  intro: text,
  summaryTitle: text,
  reason: text,
  bookingNumber: text,
  noNeedToWrite: text,
  faq: text,
  faqLink: text,
  notYou: text,
  reasons: z.strictObject(Object.fromEntries(CONTACT_REASONS.map((reason) => [reason, text])) as Record<(typeof CONTACT_REASONS)[number], typeof text>),
});

export const CONTACT_MAIL_MESSAGES: Readonly<Record<Language, z.infer<typeof contactMailMessagesSchema>>> = {
  fr: contactMailMessagesSchema.parse(fr),
  es: contactMailMessagesSchema.parse(es),
  it: contactMailMessagesSchema.parse(it),
  nl: contactMailMessagesSchema.parse(nl),
};

/** The FAQ of the case's market (`/fr-fr/infos/faq`). */
export function contactFaqUrl(contactCase: Pick<ContactCaseForMail, 'locale'>, siteUrl: string): string {
  const { segment, language } = MARKETS[contactCase.locale];
  return `${siteUrl.replace(/\/+$/, '')}/${segment}/${SCREEN_SEGMENTS.content[language]}/faq`;
}

export function renderContactAcknowledgementMail(contactCase: ContactCaseForMail, siteUrl: string): RenderedMail {
  const { bcp47, language } = MARKETS[contactCase.locale];
  const m = MAIL_MESSAGES[language];
  const c = CONTACT_MAIL_MESSAGES[language];
  const greeting = interpolate(c.greeting, { name: contactCase.name });
  const faqUrl = contactFaqUrl(contactCase, siteUrl);
  const rows = [
    { label: c.reason, value: c.reasons[contactCase.reason] },
    ...(contactCase.bookingNumber ? [{ label: c.bookingNumber, value: contactCase.bookingNumber }] : []),
  ];
  const textLines = [
    greeting,
    '',
    c.intro,
    '',
    c.summaryTitle,
    ...rows.map((row) => `${row.label}: ${row.value}`),
    '',
    c.noNeedToWrite,
    `${c.faq} ${c.faqLink}: ${faqUrl}`,
    '',
    m.closing,
    m.team,
    '',
    c.notYou,
    '',
  ];
  const html = htmlDocument(bcp47, c.subject, [
    htmlParagraph(greeting),
    htmlParagraph(c.intro),
    htmlSection({ title: c.summaryTitle, rows, notes: [] }),
    htmlParagraph(c.noNeedToWrite, 'margin:16px 0 12px;font-size:14px'),
    htmlParagraph(c.faq, 'margin:0 0 8px;font-size:14px'),
    htmlButtons([{ label: c.faqLink, url: faqUrl }]),
    htmlClosing(m.closing, m.team),
    htmlParagraph(c.notYou, `margin:24px 0 0;font-size:12px;color:${MUTED_COLOR}`),
  ]);
  return { subject: c.subject, text: textLines.join('\n'), html };
}

/** The acknowledgement of a case, ready for the mailer. */
export function composeContactAcknowledgementMail(contactCase: ContactCaseForMail, outbox: { id: number; kind: string }, siteUrl: string): OutgoingMail {
  const { subject, text: body, html } = renderContactAcknowledgementMail(contactCase, siteUrl);
  return {
    to: contactCase.email,
    subject,
    text: body,
    html,
    language: MARKETS[contactCase.locale].bcp47,
    messageId: messageIdOf(outbox.id, null),
    attachments: [],
    outboxId: outbox.id,
    kind: outbox.kind,
  };
}
