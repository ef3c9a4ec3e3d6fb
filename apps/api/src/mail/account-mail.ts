/**
 * The account e-mails: verify the address, the sign-in link, reset the password, confirm a new
 * address. Each holds one link (the library's, on the site's origin) and says how long it lasts
 * and what to do when one did not ask for it. Pure: the queued row in, a message out.
 */
import { ACCOUNT_LINK_MINUTES, SIGN_IN_LINK_MINUTES } from '@escapade/domain/account';
import { DEFAULT_LOCALE, isLocale, MARKETS } from '@escapade/domain/markets';
import type { AuthMailKind } from '@escapade/db';
import { z } from 'zod';
import type { AccountMailForSending } from '../auth/account-mail-queue';
import { htmlButtons, htmlClosing, htmlDocument, htmlParagraph } from './mail-html';
import { interpolate, MAIL_MESSAGES } from './mail-messages';
import { messageIdOf, type OutgoingMail } from './mailer';
import es from './messages/account/es.json' with { type: 'json' };
import fr from './messages/account/fr.json' with { type: 'json' };
import it from './messages/account/it.json' with { type: 'json' };
import nl from './messages/account/nl.json' with { type: 'json' };
import type { RenderedMail } from './order-confirmation';

const text = z.string().min(1);
const kindMessages = z.strictObject({ subject: text, intro: text, action: text, ignore: text });
/** Checked when the module loads: a missing or misspelt key fails the start, not a customer's e-mail. */
const accountMailMessagesSchema = z.strictObject({
  verify_email: kindMessages,
  sign_in_link: kindMessages,
  reset_password: kindMessages,
  change_email: kindMessages,
  greeting: text,
  expiry: text,
});

export const ACCOUNT_MAIL_MESSAGES = {
  fr: accountMailMessagesSchema.parse(fr),
  es: accountMailMessagesSchema.parse(es),
  it: accountMailMessagesSchema.parse(it),
  nl: accountMailMessagesSchema.parse(nl),
} as const;

/** How long each kind's link lasts. */
export const ACCOUNT_MAIL_LINK_MINUTES: Readonly<Record<AuthMailKind, number>> = {
  verify_email: ACCOUNT_LINK_MINUTES,
  sign_in_link: SIGN_IN_LINK_MINUTES,
  reset_password: ACCOUNT_LINK_MINUTES,
  change_email: ACCOUNT_LINK_MINUTES,
};

export function renderAccountMail(mail: Pick<AccountMailForSending, 'kind' | 'locale'> & { url: string }): RenderedMail {
  const { bcp47, language } = MARKETS[isLocale(mail.locale) ? mail.locale : DEFAULT_LOCALE];
  const m = MAIL_MESSAGES[language];
  const a = ACCOUNT_MAIL_MESSAGES[language];
  const k = a[mail.kind];
  const expiry = interpolate(a.expiry, { minutes: ACCOUNT_MAIL_LINK_MINUTES[mail.kind] });
  const textLines = [a.greeting, '', k.intro, '', `${k.action}: ${mail.url}`, expiry, '', k.ignore, '', m.closing, m.team, ''];
  const html = htmlDocument(bcp47, k.subject, [
    htmlParagraph(a.greeting),
    htmlParagraph(k.intro),
    htmlButtons([{ label: k.action, url: mail.url }]),
    htmlParagraph(expiry, 'margin:0 0 12px;font-size:14px'),
    htmlParagraph(k.ignore, 'margin:0 0 12px;font-size:14px'),
    htmlClosing(m.closing, m.team),
  ]);
  return { subject: k.subject, text: textLines.join('\n'), html };
}

export function composeAccountMail(mail: AccountMailForSending & { url: string }, outbox: { id: number; kind: string }): OutgoingMail {
  const { subject, text: body, html } = renderAccountMail(mail);
  return {
    to: mail.email,
    subject,
    text: body,
    html,
    language: MARKETS[isLocale(mail.locale) ? mail.locale : DEFAULT_LOCALE].bcp47,
    messageId: messageIdOf(outbox.id, null),
    attachments: [],
    outboxId: outbox.id,
    kind: outbox.kind,
  };
}
