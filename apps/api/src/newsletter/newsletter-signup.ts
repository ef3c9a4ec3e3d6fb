/**
 * The newsletter's double opt-in: a request stores the address PENDING with its consent and queues
 * one confirmation e-mail (at most one per address per 10 minutes); the signed link of that e-mail
 * makes it ACTIVE; the unsubscribe link of any newsletter e-mail makes it UNSUBSCRIBED. What the
 * visitor is told never depends on the address's state (newsletter contract).
 */
import type { NewsletterOutcome, NewsletterSource } from '@escapade/contracts/newsletter';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import type { Db } from '@escapade/db';
import { checkNewsletterToken, CONFIRM_TOKEN_TTL_MS, newConfirmNonce, signNewsletterToken, type NewsletterToken } from './newsletter-token';

/** The outbox kind of the confirmation e-mail. */
export const NEWSLETTER_CONFIRMATION_MAIL = 'newsletter_confirmation';
/** The version of the consent text the signup forms show; stored with every request. */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-consent-2025-01';
/** At most one confirmation e-mail per address in this time. */
export const CONFIRMATION_INTERVAL_MS = 10 * 60_000;

export const NEWSLETTER_API_PATH = '/api/marketing/newsletter';

export interface SignupRequest {
  email: string;
  locale: Locale;
  source: NewsletterSource | undefined;
}

/** Addresses are kept and compared lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Records a request and queues its confirmation e-mail when due; true when one was queued (for
 * the logs: never for the answer). An ACTIVE address is left as it is.
 */
export async function requestSignup(db: Db, request: SignupRequest, now: Date): Promise<boolean> {
  const email = normalizeEmail(request.email);
  const { country, language } = MARKETS[request.locale];
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsletter_signup')
      .values({
        email,
        country,
        language,
        locale: request.locale,
        source: request.source ?? null,
        consent_version: NEWSLETTER_CONSENT_VERSION,
        confirm_nonce: newConfirmNonce(),
        requested_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const signup = await trx
      .selectFrom('newsletter_signup')
      .select(['id', 'status', 'confirmation_queued_at'])
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (signup.status === 'ACTIVE') return false;
    const queuedAt = signup.confirmation_queued_at ? new Date(signup.confirmation_queued_at).getTime() : undefined;
    const isDue = queuedAt === undefined || now.getTime() - queuedAt >= CONFIRMATION_INTERVAL_MS;
    await trx
      .updateTable('newsletter_signup')
      .set({
        status: 'PENDING',
        country,
        language,
        locale: request.locale,
        source: request.source ?? null,
        consent_version: NEWSLETTER_CONSENT_VERSION,
        requested_at: now,
        confirmed_at: null,
        updated_at: now,
        // After an unsubscription, the old confirmation links must not subscribe again.
        ...(signup.status === 'UNSUBSCRIBED' ? { confirm_nonce: newConfirmNonce() } : {}),
        ...(isDue ? { confirmation_queued_at: now } : {}),
      })
      .where('id', '=', signup.id)
      .execute();
    if (!isDue) return false;
    await trx
      .insertInto('outbox_message')
      .values({ kind: NEWSLETTER_CONFIRMATION_MAIL, order_id: null, ref: String(signup.id), next_attempt_at: now })
      .execute();
    return true;
  });
}

/** A signup as its e-mails need it. */
export interface SignupForMail {
  id: number;
  email: string;
  locale: Locale;
  status: 'PENDING' | 'ACTIVE' | 'UNSUBSCRIBED';
  confirmNonce: string;
  confirmationQueuedAt: Date | null;
}

export async function loadSignupForMail(db: Db, signupId: number): Promise<SignupForMail | undefined> {
  const row = await db
    .selectFrom('newsletter_signup')
    .select(['id', 'email', 'locale', 'status', 'confirm_nonce', 'confirmation_queued_at'])
    .where('id', '=', signupId)
    .executeTakeFirst();
  if (!row || !(row.locale in MARKETS)) return undefined;
  return {
    id: row.id,
    email: row.email,
    locale: row.locale as Locale,
    status: row.status,
    confirmNonce: row.confirm_nonce,
    confirmationQueuedAt: row.confirmation_queued_at ? new Date(row.confirmation_queued_at) : null,
  };
}

export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

/** The absolute links of a signup's e-mails; the confirmation's expires 7 days after it was queued. */
export function newsletterLinksOf(signup: SignupForMail, secret: string, siteUrl: string, now: Date): NewsletterLinks {
  const base = `${siteUrl.replace(/\/+$/, '')}${NEWSLETTER_API_PATH}`;
  const from = signup.confirmationQueuedAt ?? now;
  const expires = Math.floor((from.getTime() + CONFIRM_TOKEN_TTL_MS) / 1000);
  const confirm = signNewsletterToken(secret, { kind: 'confirm', signupId: signup.id, locale: signup.locale, nonce: signup.confirmNonce, expires });
  const unsubscribe = signNewsletterToken(secret, { kind: 'unsubscribe', signupId: signup.id, locale: signup.locale });
  return { confirm: `${base}/confirm?token=${confirm}`, unsubscribe: `${base}/unsubscribe?token=${unsubscribe}` };
}

export interface LinkOutcome {
  outcome: NewsletterOutcome;
  /** The market whose home page shows the outcome; undefined: none could be read from the link. */
  locale: Locale | undefined;
  /** Confirmed: the value of the cookie that tells the modal's check this browser subscribed. */
  subscribedToken?: string;
}

/**
 * Opens a confirmation link: PENDING → ACTIVE with its confirmation time, once per pending request
 * (the nonce); an already ACTIVE signup of the same request answers confirmed again. An expired,
 * edited, foreign or superseded link confirms nothing.
 */
export async function confirmSignup(db: Db, secret: string, tokenValue: string | undefined, now: Date): Promise<LinkOutcome> {
  const check = checkNewsletterToken(secret, tokenValue, now);
  if (check.status !== 'valid' || check.token.kind !== 'confirm') {
    return { outcome: 'link-expired', locale: check.status === 'invalid' ? check.locale : localeOfToken(check.token) };
  }
  const { signupId, nonce, locale } = check.token;
  const confirmed = await db
    .updateTable('newsletter_signup')
    .set((eb) => ({
      status: 'ACTIVE',
      confirmed_at: eb.fn.coalesce(eb.case().when('status', '=', 'ACTIVE').then(eb.ref('confirmed_at')).end(), eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', signupId)
    .where('confirm_nonce', '=', nonce)
    .where('status', 'in', ['PENDING', 'ACTIVE'])
    .returning('id')
    .executeTakeFirst();
  if (!confirmed) return { outcome: 'link-expired', locale };
  return { outcome: 'confirmed', locale, subscribedToken: signNewsletterToken(secret, { kind: 'subscribed', signupId }) };
}

function localeOfToken(token: NewsletterToken): Locale | undefined {
  return token.kind === 'subscribed' ? undefined : token.locale;
}

/** Opens an unsubscribe link (no expiry, no sign-in): → UNSUBSCRIBED with its time; again: the same answer. */
export async function unsubscribeSignup(db: Db, secret: string, tokenValue: string | undefined, now: Date): Promise<LinkOutcome> {
  const check = checkNewsletterToken(secret, tokenValue, now);
  if (check.status !== 'valid' || check.token.kind !== 'unsubscribe') {
    return { outcome: 'link-expired', locale: check.status === 'invalid' ? check.locale : localeOfToken(check.token) };
  }
  const { signupId, locale } = check.token;
  const row = await db.selectFrom('newsletter_signup').select('id').where('id', '=', signupId).executeTakeFirst();
  if (!row) return { outcome: 'link-expired', locale };
  await db
    .updateTable('newsletter_signup')
    .set({ status: 'UNSUBSCRIBED', unsubscribed_at: now, updated_at: now })
    .where('id', '=', signupId)
    .where('status', '<>', 'UNSUBSCRIBED')
    .execute();
  return { outcome: 'unsubscribed', locale };
}

/** Whether the browser's cookie names a subscription still ACTIVE (the only "do not show" of the modal's check). */
export async function isSubscribedBrowser(db: Db, secret: string, cookieValue: string | undefined, now: Date): Promise<boolean> {
  if (!cookieValue) return false;
  const check = checkNewsletterToken(secret, cookieValue, now);
  if (check.status !== 'valid' || check.token.kind !== 'subscribed') return false;
  const row = await db.selectFrom('newsletter_signup').select('status').where('id', '=', check.token.signupId).executeTakeFirst();
  return row?.status === 'ACTIVE';
}
