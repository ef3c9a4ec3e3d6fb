/**
 * The profile page's rules, without React: the details form's checks (the account's name rule, the
 * phone number as the API takes it), the update sent (only what changed), the languages offered,
 * and what each refusal of the profile API means on the page — a message under a field, or one for
 * the whole form, each a key of a catalog (`account.fieldErrors`, `profile.fieldErrors`,
 * `profile.formErrors`).
 *
 * The contract's constants are spelled here because the contract module builds zod schemas and the
 * page must not load them as it starts (decision 0018); profile-model.test.ts checks they agree.
 */
import { ACCOUNT_PHONE_PATTERN } from '@escapade/domain/account';
import { LANGUAGE_NATIVE_NAMES, LOCALES, type Locale, MARKETS } from '@escapade/domain/markets';
import type { Profile, ProfileUpdate } from '@escapade/contracts/account-profile';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { ApiError } from '../../../lib/api-transport';
import { checkName, type FieldErrorKey } from '../account-forms-model';

/** The contract's PHONE_PATTERN, from the domain (no zod in this module). */
export const PHONE_PATTERN = ACCOUNT_PHONE_PATTERN;

/** The details form: what the visitor edits. `phone` is '' when there is none. */
export interface ProfileValues {
  name: string;
  phone: string;
  locale: Locale;
  newsletter: boolean;
}

/** Keys of `profile.fieldErrors`: the profile's own field messages (the others are `account.fieldErrors`). */
export const PROFILE_FIELD_ERROR_KEYS = ['phoneIncorrect', 'newsletterNeedsVerifiedEmail', 'emailUnchanged', 'emailMismatch', 'passwordWrong'] as const;
export type ProfileFieldErrorKey = (typeof PROFILE_FIELD_ERROR_KEYS)[number];

export function isProfileFieldErrorKey(value: string): value is ProfileFieldErrorKey {
  return (PROFILE_FIELD_ERROR_KEYS as readonly string[]).includes(value);
}

/** A field's error: one of the account forms' keys or one of the profile's. */
export type FieldKey = FieldErrorKey | ProfileFieldErrorKey;

/** Keys of `profile.formErrors`. */
export type ProfileFormErrorKey = 'signedOut' | 'tooManyRequests' | 'staffAccount' | 'failed';

/** What a refused call comes to on the page, for a form whose fields are `F`. */
export type ProfileFailure<F extends string> = { kind: 'field'; field: F; key: FieldKey } | { kind: 'form'; key: ProfileFormErrorKey };

export const profileValuesOf = (profile: Profile): ProfileValues => ({ name: profile.name, phone: profile.phone ?? '', locale: profile.locale, newsletter: profile.newsletter });

/** The phone number is optional; typed, it must be one the API takes (PHONE_PATTERN, once trimmed). */
export function checkPhone(value: string): FieldKey | undefined {
  const phone = value.trim();
  return phone === '' || PHONE_PATTERN.test(phone) ? undefined : 'phoneIncorrect';
}

/** The phone as sent: trimmed, or null to remove the number. */
export const sentPhoneOf = (value: string): string | null => value.trim() || null;

/** react-hook-form's resolver of the details form: each error's message is its catalog key; the texts handed on are trimmed. */
export const profileResolver: Resolver<ProfileValues> = (values): ResolverResult<ProfileValues> => {
  const errors: FieldErrors<ProfileValues> = {};
  const nameKey = checkName(values.name);
  if (nameKey) errors.name = { type: 'validate', message: nameKey };
  const phoneKey = checkPhone(values.phone);
  if (phoneKey) errors.phone = { type: 'validate', message: phoneKey };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values, name: values.name.trim(), phone: values.phone.trim() }, errors: {} };
};

/**
 * The update sent for the checked values: only what differs from the profile as saved (an
 * unchanged newsletter choice is not sent again); empty when nothing changed.
 */
export function profileUpdateOf(values: ProfileValues, saved: Profile): ProfileUpdate {
  const update: ProfileUpdate = {};
  const name = values.name.trim();
  const phone = sentPhoneOf(values.phone);
  if (name !== saved.name) update.name = name;
  if (phone !== saved.phone) update.phone = phone;
  if (values.locale !== saved.locale) update.locale = values.locale;
  if (values.newsletter !== saved.newsletter) update.newsletter = values.newsletter;
  return update;
}

/** Two spellings of one address (an address's case does not matter to people). */
export const isSameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A language of the account's e-mails: the six markets' locales, each named in its own language
 * with its country ("Français (Belgique)", "Nederlands (België)"), whatever the page's language.
 */
export function localeNameOf(locale: Locale): string {
  const market = MARKETS[locale];
  const country = new Intl.DisplayNames([market.bcp47], { type: 'region' }).of(market.country) ?? market.country;
  return `${LANGUAGE_NATIVE_NAMES[market.language]} (${country})`;
}

/** The choices of the language field, in the markets' order. */
export const LOCALE_CHOICES: ReadonlyArray<{ locale: Locale; name: string }> = LOCALES.map((locale) => ({ locale, name: localeNameOf(locale) }));

/** How a form reads the API's refusals: its fields by the API's names, and the refusals by their `reason`. */
export interface FailureReading<F extends string> {
  /** A 400's offending fields, by the API's names: the form's field and the message it gets. */
  fields: Readonly<Record<string, { field: F; key: FieldKey }>>;
  /** The problem's `reason`, read first: what it comes to on the page. */
  reasons?: Readonly<Record<string, ProfileFailure<F>>>;
}

/**
 * What a failed call of the profile API says to the visitor: the problem's `reason` when the form
 * knows it; else, for a 400, the first offending field the form has (under it); a 401 means the
 * session is over; a 429, too many requests; anything else, a failure to try again.
 */
export function profileFailureOf<F extends string>(error: unknown, reading: FailureReading<F>): ProfileFailure<F> {
  if (!(error instanceof ApiError)) return { kind: 'form', key: 'failed' };
  const problem = error.problem;
  const byReason = problem?.reason ? reading.reasons?.[problem.reason] : undefined;
  if (byReason) return byReason;
  if (error.status === 400) {
    const named = [...(problem?.field ? [problem.field] : []), ...(problem?.errors?.map((item) => item.field) ?? [])];
    const found = named.map((name) => reading.fields[name]).find((field) => field !== undefined);
    if (found) return { kind: 'field', ...found };
  }
  if (error.status === 401) return { kind: 'form', key: 'signedOut' };
  if (error.status === 429) return { kind: 'form', key: 'tooManyRequests' };
  return { kind: 'form', key: 'failed' };
}

/** The details form: a refused name or phone; the newsletter asked for with an address not verified yet (409). */
export const DETAILS_FAILURES: FailureReading<'name' | 'phone' | 'newsletter'> = {
  fields: { name: { field: 'name', key: 'nameIncorrect' }, phone: { field: 'phone', key: 'phoneIncorrect' } },
  reasons: { EMAIL_NOT_VERIFIED: { kind: 'field', field: 'newsletter', key: 'newsletterNeedsVerifiedEmail' } },
};

/** The e-mail change: a refused new address (an address another account has is answered like any other). */
export const EMAIL_CHANGE_FAILURES: FailureReading<'newEmail'> = {
  fields: { newEmail: { field: 'newEmail', key: 'emailIncorrect' } },
};

/**
 * The deletion: the address typed is not the account's, the password is missing or wrong, or the
 * account is a customer care one (an administrator removes those).
 */
export const DELETE_ACCOUNT_FAILURES: FailureReading<'email' | 'password'> = {
  fields: { email: { field: 'email', key: 'emailMismatch' }, password: { field: 'password', key: 'passwordWrong' } },
  reasons: {
    EMAIL_MISMATCH: { kind: 'field', field: 'email', key: 'emailMismatch' },
    PASSWORD_REQUIRED: { kind: 'field', field: 'password', key: 'mandatory' },
    INVALID_PASSWORD: { kind: 'field', field: 'password', key: 'passwordWrong' },
    STAFF_ACCOUNT: { kind: 'form', key: 'staffAccount' },
  },
};
