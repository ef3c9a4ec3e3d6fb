/**
 * Accounts and sessions, by better-auth (decision 0030) on our own database: e-mail and password
 * (scrypt, memory-hard), the e-mail verification, the sign-in link by e-mail, the password reset,
 * and for staff an OpenID Connect provider when one is configured. The library keeps its rows in
 * the `auth_*` tables of migration 0022, under our snake_case names.
 *
 * - The session cookie is HttpOnly, SameSite=Lax, Secure in production (`__Secure-` prefix); each
 *   sign-in makes a new session token.
 * - Every write of the library checks the request's Origin against the site's (its CSRF guard).
 * - The e-mails go through our outbox (auth/account-mail-queue.ts), in the account's language.
 * - A new address is the account's once the link sent to it is followed (`changeEmail`).
 * - A customer signs up alone; the `role` cannot be given at sign-up: staff accounts come from
 *   `npm run staff:add` only, and the identity provider signs in only accounts that exist already.
 */
import type { Db } from '@escapade/db';
import { PHONE_PATTERN } from '@escapade/contracts/account-profile';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SESSION_DAYS, SIGN_IN_LINK_MINUTES, ACCOUNT_LINK_MINUTES } from '@escapade/domain/account';
import { DEFAULT_LOCALE, LOCALES, isLocale, marketBySegment, type Locale } from '@escapade/domain/markets';
import { betterAuth } from 'better-auth';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import { z } from 'zod';
import { attachGuestOrders } from './attach-guest-orders';
import { queueAccountMail } from './account-mail-queue';

/** Where the library's routes are served, on the site's origin (the web server proxies /api). */
export const AUTH_BASE_PATH = '/api/auth';
/** The header the API's bridge writes with the client's address (any value a client sent is replaced). */
export const AUTH_CLIENT_ADDRESS_HEADER = 'x-escapade-client-address';
/** The provider id of the staff's identity provider. */
export const STAFF_OIDC_PROVIDER = 'staff-oidc';

export interface StaffOidcConfig {
  /** The issuer's URL; its discovery document is at `/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AccountAuthOptions {
  db: Db;
  /** AUTH_SECRET: signs the session cookie. */
  secret: string;
  /** The site's public origin: links in e-mails, the trusted origin of writes. */
  siteUrl: string;
  /** Secure cookies (production, or a site on https). */
  secureCookies: boolean;
  /** Requests per minute a client may make to the library's routes (RATE_LIMIT_WRITE_PER_MINUTE). */
  requestsPerMinute: number;
  staffOidc?: StaffOidcConfig | undefined;
  /** The API's logger: the library's lines go there (failed sign-ins at debug level, its errors as errors). */
  log?: { debug(message: string): void; info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** The market a callback path names (`/nl-be/account/trips` → nl_BE), if any. */
export function localeOfCallbackPath(callbackURL: unknown): Locale | undefined {
  if (typeof callbackURL !== 'string') return undefined;
  const segment = /^\/([a-z]{2}-[a-z]{2})(?:\/|$)/.exec(callbackURL)?.[1];
  return segment ? marketBySegment(segment)?.locale : undefined;
}

function localeOf(user: object | undefined, callbackURL?: unknown): Locale {
  if (user && 'locale' in user && isLocale(user.locale)) return user.locale;
  return localeOfCallbackPath(callbackURL) ?? DEFAULT_LOCALE;
}

/** The body's `callbackURL` of the request a library callback runs for. */
async function callbackOf(request: Request | undefined): Promise<unknown> {
  if (!request || request.method !== 'POST') return undefined;
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && 'callbackURL' in body ? body.callbackURL : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The claims of a verification link's token (the library's signed JWT: the address, the account,
 * and for a change of address the new one as `updateTo`). Read, not checked: the library checks the
 * signature when the link is followed; here the claims only choose an e-mail's words or find the
 * links an account has pending.
 */
export function verificationTokenClaims(token: string): { email?: unknown; userId?: unknown; updateTo?: unknown } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a verification link changes the account's address rather than verifying a new account's. */
export function isAddressChangeToken(token: string): boolean {
  return typeof verificationTokenClaims(token)?.updateTo === 'string';
}

export function createAccountAuth(options: AccountAuthOptions) {
  const { db, siteUrl } = options;
  // The library sends usage data only when asked; an environment variable can ask it. Nothing leaves this machine.
  process.env.BETTER_AUTH_TELEMETRY = '0';
  return betterAuth({
    appName: 'Escapade',
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        const line = `auth: ${message}`;
        if (level === 'error') options.log?.error(line);
        // "Invalid password", "User not found": a visitor's mistake, not the service's.
        else if (level === 'warn') options.log?.debug(line);
        else options.log?.debug(line);
      },
    },
    trustedOrigins: [new URL(siteUrl).origin],
    user: {
      modelName: 'auth_user',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'customer' },
        locale: { type: 'string', required: false, input: true, validator: { input: z.enum(LOCALES) } },
        phone: { type: 'string', required: false, input: true, validator: { input: z.string().trim().regex(PHONE_PATTERN) } },
      },
      // A new address becomes the account's (still verified) only when the link sent to that new
      // address is followed; an address another account has gets the same answer and no e-mail.
      changeEmail: { enabled: true },
    },
    session: {
      modelName: 'auth_session',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', createdAt: 'created_at', updatedAt: 'updated_at' },
      expiresIn: SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
    },
    account: {
      modelName: 'auth_account',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // The company's identity provider vouches for its staff's addresses: it signs in the account
      // `staff:add` created for the same address.
      accountLinking: { enabled: true, trustedProviders: options.staffOidc ? [STAFF_OIDC_PROVIDER] : [] },
    },
    verification: {
      modelName: 'auth_verification',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limit',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: options.requestsPerMinute,
      // What sends an e-mail: a handful per client and minute.
      customRules: {
        // Every page asks who is signed in: a read of the visitor's own cookie, not an attempt at anything.
        '/get-session': false,
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
      },
    },
    emailAndPassword: {
      enabled: true,
      // An unverified account cannot sign in, and signing up with a known address answers as a new
      // one would (the owner gets no account twice, a stranger learns nothing).
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: ACCOUNT_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await queueAccountMail(db, { kind: 'reset_password', email: user.email, locale: localeOf(user), url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: ACCOUNT_LINK_MINUTES * 60,
      // Also the change of address's link, sent to the new address (its token names the address it changes to).
      sendVerificationEmail: async ({ user, url, token }, request) => {
        const kind = isAddressChangeToken(token) ? 'change_email' : 'verify_email';
        await queueAccountMail(db, { kind, email: user.email, locale: localeOf(user, await callbackOf(request)), url });
      },
      afterEmailVerification: async (user) => {
        await attachGuestOrders(db, { id: user.id, email: user.email, emailVerified: true });
      },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            const user = await db.selectFrom('auth_user').select(['id', 'email', 'email_verified']).where('id', '=', session.userId).executeTakeFirst();
            if (user) await attachGuestOrders(db, { id: user.id, email: user.email, emailVerified: user.email_verified });
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'escapade',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [AUTH_CLIENT_ADDRESS_HEADER] },
      // The library skips its Origin check under a test runner: the tests check the real thing.
      disableOriginCheck: false,
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }, ctx) => {
          const user = await db.selectFrom('auth_user').select('locale').where(({ fn }) => fn('lower', ['email']), '=', email.toLowerCase()).executeTakeFirst();
          const body: unknown = ctx?.body;
          const callbackURL = body && typeof body === 'object' && 'callbackURL' in body ? body.callbackURL : undefined;
          await queueAccountMail(db, { kind: 'sign_in_link', email, locale: localeOf(user ?? undefined, callbackURL), url });
        },
      }),
      ...(options.staffOidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: STAFF_OIDC_PROVIDER,
                  discoveryUrl: `${options.staffOidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  clientId: options.staffOidc.clientId,
                  clientSecret: options.staffOidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // Staff accounts are created by `staff:add`; the provider opens no new account.
                  disableImplicitSignUp: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type AccountAuth = ReturnType<typeof createAccountAuth>;
