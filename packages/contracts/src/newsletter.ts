/**
 * The newsletter, with double opt-in:
 *
 *   POST /api/marketing/newsletter              { email, country, language, source? } → 202, always the same body
 *   GET  /api/marketing/newsletter?email=…      { show }: whether this browser should still see the acquisition modal
 *   GET  /api/marketing/newsletter/confirm?token=…      the confirmation e-mail's link → 303 to the market's home
 *   GET  /api/marketing/newsletter/unsubscribe?token=…  the link in every newsletter e-mail → 303 to the market's home
 *   POST /api/marketing/newsletter/unsubscribe?token=…  the same, one click from the mail client (RFC 8058) → 200
 *
 * The market is named by `country` and `language` together, as the spec's call has them (one of
 * the six markets: FR+fr, ES+es, IT+it, NL+nl, BE+fr, BE+nl). No answer tells whether an address
 * was already subscribed: the POST answers the same 202 for a new, pending, active or unsubscribed
 * address, and the GET check answers `show: false` only to the browser that opened a confirmation
 * link (the signed cookie it set), never for an address typed in.
 *
 * The home page the links lead to carries `?newsletter=` one of NEWSLETTER_OUTCOMES.
 */
import { DELIVERY_COUNTRIES } from '@escapade/domain/voucher';
import { LANGUAGES, LOCALES, MARKETS, type Locale } from '@escapade/domain/markets';
import { EMAIL_INCORRECT_MESSAGE, newsletterEmailSchema } from '@escapade/domain/validators';
import { z } from 'zod';
import { EMAIL_MAX } from './checkout';
import { safeString } from './input';

/** Where the address was given: the footer's block or the acquisition modal. */
export const NEWSLETTER_SOURCES = ['footer', 'modal'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** `?newsletter=` on the home page a newsletter link leads to. */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'link-expired', 'unsubscribed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

/** The countries of the six markets. */
export const NEWSLETTER_COUNTRIES = DELIVERY_COUNTRIES;

export const NEWSLETTER_MARKET_MESSAGE = `expected the language of a market of this country (${LOCALES.join(', ')})`;

/** The market of a country and a language; undefined when no market speaks it there. */
export function newsletterLocaleOf(country: string, language: string): Locale | undefined {
  return LOCALES.find((locale) => MARKETS[locale].country === country && MARKETS[locale].language === language);
}

/** An address as the spec validates it ('Email seems incorrect'), at most 254 characters. */
export const newsletterEmailField = safeString().max(EMAIL_MAX, EMAIL_INCORRECT_MESSAGE).pipe(newsletterEmailSchema);

export const newsletterSignupRequestSchema = z
  .strictObject({
    email: newsletterEmailField,
    country: z.enum(NEWSLETTER_COUNTRIES, { message: `expected one of ${NEWSLETTER_COUNTRIES.join(', ')}` }),
    language: z.enum(LANGUAGES, { message: `expected one of ${LANGUAGES.join(', ')}` }),
    source: z.enum(NEWSLETTER_SOURCES).optional(),
  })
  .superRefine((body, ctx) => {
    if (!newsletterLocaleOf(body.country, body.language)) ctx.addIssue({ code: 'custom', path: ['language'], message: NEWSLETTER_MARKET_MESSAGE });
  })
  .meta({ id: 'NewsletterSignupRequest' });
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequestSchema>;

/** The one answer of a signup, whatever the address's state. */
export const NEWSLETTER_ACCEPTED_DETAIL = 'If this address can receive our newsletter, a confirmation e-mail is on its way.';

export const newsletterSignupResponseSchema = z
  .object({
    status: z.literal('accepted'),
    detail: z.literal(NEWSLETTER_ACCEPTED_DETAIL),
  })
  .meta({ id: 'NewsletterSignupResponse' });
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;

/** The modal's check: every field optional (the spec's call sends email, country, language, source); none changes the answer's meaning. */
export const newsletterCheckQuerySchema = z.strictObject({
  email: safeString().max(EMAIL_MAX).optional(),
  country: z.enum(NEWSLETTER_COUNTRIES).optional(),
  language: z.enum(LANGUAGES).optional(),
  source: z.enum(NEWSLETTER_SOURCES).optional(),
});
export type NewsletterCheckQuery = z.infer<typeof newsletterCheckQuerySchema>;

export const newsletterCheckResponseSchema = z
  .object({
    /** false only for the browser that confirmed a subscription still active; true for anyone else. */
    show: z.boolean(),
  })
  .meta({ id: 'NewsletterCheckResponse' });
export type NewsletterCheckResponse = z.infer<typeof newsletterCheckResponseSchema>;

/** A link's token: read, never trusted, by the routes (a wrong one is an outcome, not a 400). */
export const newsletterTokenQuerySchema = z.strictObject({
  token: safeString().max(512).optional(),
});

export const newsletterUnsubscribeResponseSchema = z
  .object({ status: z.enum(['unsubscribed', 'link-expired']) })
  .meta({ id: 'NewsletterUnsubscribeResponse' });
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;
