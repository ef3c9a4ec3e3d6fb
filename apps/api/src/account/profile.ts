/**
 * The signed-in customer's profile: name, address (and whether it is verified), phone, language,
 * newsletter, and whether the account has a password.
 *
 * The newsletter is the subscription of the account's address (the newsletter's double opt-in,
 * newsletter/newsletter-signup.ts). The account's address is verified, so switching it on from the
 * profile needs no confirmation e-mail: the signup is ACTIVE at once, with its consent recorded as
 * any other (the consent text's version, the source `account`, the time it was asked and
 * confirmed). Switching it off unsubscribes the address, as the unsubscribe link does.
 */
import { ACCOUNT_NEWSLETTER_SOURCE, type Profile, type ProfileChanges } from '@escapade/contracts/account-profile';
import type { Database, Db } from '@escapade/db';
import { DEFAULT_LOCALE, isLocale, MARKETS, type Locale } from '@escapade/domain/markets';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../errors/app-error';
import { NEWSLETTER_CONSENT_VERSION, normalizeEmail } from '../newsletter/newsletter-signup';
import { newConfirmNonce } from '../newsletter/newsletter-token';

type Tx = Transaction<Database> | Kysely<Database>;

/** The provider id under which the accounts library keeps an account's password. */
export const PASSWORD_PROVIDER_ID = 'credential';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The account's language: its e-mails are written in it (the default market's when none was chosen). */
export function accountLocaleOf(locale: string | null): Locale {
  return locale !== null && isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Whether the account's address is subscribed to the newsletter (a request still pending is not). */
async function isSubscribed(db: Tx, email: string): Promise<boolean> {
  const signup = await db.selectFrom('newsletter_signup').select('status').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return signup?.status === 'ACTIVE';
}

/** The account's password hash, if it has one (an account opened by a sign-in link or a provider has none). */
export async function passwordHashOf(db: Tx, accountId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_account')
    .select('password')
    .where('user_id', '=', accountId)
    .where('provider_id', '=', PASSWORD_PROVIDER_ID)
    .where('password', 'is not', null)
    .executeTakeFirst();
  return row?.password ?? undefined;
}

export async function loadProfile(db: Tx, accountId: string): Promise<Profile> {
  const user = await db
    .selectFrom('auth_user')
    .select(['name', 'email', 'email_verified', 'phone', 'locale', 'created_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  // The session was read a moment ago: an account gone since is a session gone.
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to see your profile.');
  const [newsletter, passwordHash] = await Promise.all([isSubscribed(db, user.email), passwordHashOf(db, accountId)]);
  return {
    name: user.name,
    email: user.email,
    emailVerified: user.email_verified,
    phone: user.phone,
    locale: accountLocaleOf(user.locale),
    newsletter,
    hasPassword: passwordHash !== undefined,
    createdAt: iso(user.created_at),
  };
}

/**
 * Subscribes a verified address: a new signup, or a pending or unsubscribed one, becomes ACTIVE
 * with this consent (a new nonce: an older confirmation link confirms nothing more). An address
 * already subscribed keeps the consent it was given.
 */
async function subscribeVerifiedAddress(trx: Tx, email: string, locale: Locale, now: Date): Promise<void> {
  const { country, language } = MARKETS[locale];
  const consent = {
    country,
    language,
    locale,
    source: ACCOUNT_NEWSLETTER_SOURCE,
    consent_version: NEWSLETTER_CONSENT_VERSION,
    confirm_nonce: newConfirmNonce(),
    status: 'ACTIVE' as const,
    requested_at: now,
    confirmed_at: now,
    updated_at: now,
  };
  await trx
    .insertInto('newsletter_signup')
    .values({ email: normalizeEmail(email), created_at: now, ...consent })
    .onConflict((oc) => oc.column('email').doUpdateSet(consent).where('newsletter_signup.status', '<>', 'ACTIVE'))
    .execute();
}

/** Unsubscribes the address (a pending request is withdrawn too), as the unsubscribe link does. */
async function unsubscribeAddress(trx: Tx, email: string, now: Date): Promise<void> {
  await trx
    .updateTable('newsletter_signup')
    .set({ status: 'UNSUBSCRIBED', unsubscribed_at: now, updated_at: now })
    .where('email', '=', normalizeEmail(email))
    .where('status', '<>', 'UNSUBSCRIBED')
    .execute();
}

/**
 * Saves the fields given (the others keep their values) and the newsletter choice, in one
 * transaction; answers the profile as saved.
 */
export async function updateProfile(db: Db, account: { id: string; emailVerified: boolean }, changes: ProfileChanges, now: Date): Promise<Profile> {
  if (changes.newsletter === true && !account.emailVerified) {
    throw new AppError('CONFLICT', 'Verify your e-mail address before subscribing to the newsletter.', { extensions: { reason: 'EMAIL_NOT_VERIFIED' } });
  }
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('auth_user').select(['email', 'locale']).where('id', '=', account.id).forUpdate().executeTakeFirst();
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to change your profile.');
    const fields = {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
    };
    if (Object.keys(fields).length > 0) {
      await trx.updateTable('auth_user').set({ ...fields, updated_at: now }).where('id', '=', account.id).execute();
    }
    if (changes.newsletter === true) await subscribeVerifiedAddress(trx, user.email, changes.locale ?? accountLocaleOf(user.locale), now);
    if (changes.newsletter === false) await unsubscribeAddress(trx, user.email, now);
    return loadProfile(trx, account.id);
  });
}
