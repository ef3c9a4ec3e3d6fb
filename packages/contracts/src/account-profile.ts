/**
 * The signed-in customer's profile, their data and the end of their account.
 *
 *   GET    /api/account/profile          (session) name, e-mail, phone, newsletter, language
 *   PATCH  /api/account/profile          (session) { name?, phone?, locale?, newsletter? } → the profile
 *   POST   /api/account/profile/email    (session) { newEmail, callbackURL } → 202: a link goes to the new
 *                                        address; the address changes (verified) when it is followed
 *   GET    /api/account/export           (session) everything we keep about the account, as a JSON download
 *   POST   /api/account/delete           (session) { email, password? } → 204: the account is gone,
 *                                        its orders kept (the law) with their personal data anonymised
 *
 * Every route answers 401 without a session; writes need the site's Origin (403 otherwise).
 */
import { LOCALES } from '@escapade/domain/markets';
import { ACCOUNT_PHONE_PATTERN, PASSWORD_MAX_LENGTH } from '@escapade/domain/account';
import { z } from 'zod';
import { EMAIL_MAX } from './checkout';
import { safeString } from './input';

export const PROFILE_NAME_MAX_LENGTH = 100;
/** A phone number as people type it (the domain's rule). */
export const PHONE_PATTERN = ACCOUNT_PHONE_PATTERN;

export const profileSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** The phone number, as typed; null when none was given. */
    phone: z.string().nullable(),
    /** The account's language and market: its e-mails are written in it. */
    locale: z.enum(LOCALES),
    /** Subscribed to the newsletter with this address. */
    newsletter: z.boolean(),
    /** The account can sign in with a password (a link-only account has none): deleting it asks for it. */
    hasPassword: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** The newsletter signup's `source` when the customer switched it on from the profile (their address is verified: no confirmation e-mail). */
export const ACCOUNT_NEWSLETTER_SOURCE = 'account';

export const profileUpdateSchema = z
  .object({
    name: safeString().trim().min(1, 'required').max(PROFILE_NAME_MAX_LENGTH).optional(),
    /** An empty string or null removes the number. */
    phone: z
      .union([z.literal('').transform(() => null), z.null(), safeString().trim().regex(PHONE_PATTERN, 'expected a phone number')])
      .optional(),
    locale: z.enum(LOCALES).optional(),
    newsletter: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
/** The update as the API reads it (an empty phone is null). */
export type ProfileChanges = z.output<typeof profileUpdateSchema>;

/** An address as typed (spaces around it dropped), checked as an e-mail address. */
const accountEmail = safeString().trim().max(EMAIL_MAX).pipe(z.email());

export const emailChangeBodySchema = z
  .object({
    newEmail: accountEmail,
    /**
     * Where the confirmation link lands, signed in: a path of the site, in either URL mode
     * (`/fr-fr/account/settings/profile`, `/nl/account/settings/profile`); never another site.
     */
    // No lookahead: the API's fuzzer generates values from the OpenAPI pattern.
    callbackURL: safeString().max(500).regex(/^\/(?:[^/\\][^\\]*)?$/, 'expected a path of the site'),
  })
  .meta({ id: 'EmailChangeRequest' });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

export const emailChangeResponseSchema = z.object({ pendingEmail: z.string() }).meta({ id: 'EmailChangePending' });

/**
 * Why a deletion is refused (`reason` of the problem): the address typed is not the account's (400,
 * `field: email`), the account has a password and none was given (400, `field: password`), or the
 * password is wrong (403).
 */
export const DELETE_ACCOUNT_REFUSALS = ['EMAIL_MISMATCH', 'PASSWORD_REQUIRED', 'INVALID_PASSWORD'] as const;
export type DeleteAccountRefusal = (typeof DELETE_ACCOUNT_REFUSALS)[number];

export const deleteAccountBodySchema = z
  .object({
    /** The account's address typed again: a deliberate act, not a stray click. */
    email: accountEmail,
    /** Required when the account has a password (`hasPassword`). */
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The export's format version: a reader can tell the shape it holds. */
export const ACCOUNT_EXPORT_VERSION = 1;

export const accountExportSchema = z
  .object({
    format: z.literal('escapade-account-export'),
    version: z.literal(ACCOUNT_EXPORT_VERSION),
    exportedAt: z.string(),
    profile: profileSchema,
    /** Each order the account holds, as its confirmation shows it (booking number, items, amounts, status). */
    orders: z.array(z.record(z.string(), z.unknown())),
    /** The wishlist: each item's market, kind, catalog id, the snapshot saved (label, link, picture) and when. */
    wishlist: z.array(z.record(z.string(), z.unknown())),
    /** The newsletter subscriptions of the account's address. */
    newsletter: z.array(z.record(z.string(), z.unknown())),
    /** The messages sent to customer care from the account's address. */
    contactCases: z.array(z.record(z.string(), z.unknown())),
    /** The open sessions: when, from which address and browser. */
    sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string(), ipAddress: z.string().nullable(), userAgent: z.string().nullable() })),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;
