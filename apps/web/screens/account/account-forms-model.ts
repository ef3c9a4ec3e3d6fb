/**
 * The account forms' rules, without React: the fields' checks (the checkout's e-mail rule, the
 * password's length, the name's characters), and what each refusal of the accounts API means for
 * the visitor — a message under a field, or one for the whole form, each a key of the `account`
 * catalog.
 *
 * A wrong password and an unknown address are one message: the API answers both alike
 * (INVALID_EMAIL_OR_PASSWORD), and the page must not tell either whether an account exists.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_WINDOW_MINUTES } from '@escapade/domain/account';
import { isValidEmail, isValidName } from '@escapade/domain/validators';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { TooManyAttemptsError } from '../../lib/api/beneficiary';
import { ApiError } from '../../lib/api-transport';

/** The account's name: long enough for any real one (it is shown in the header's menu and e-mails). */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

export type AccountField = 'name' | 'email' | 'password';

/** Keys of `account.fieldErrors`. */
export const FIELD_ERROR_KEYS = ['mandatory', 'emailIncorrect', 'nameIncorrect', 'nameTooLong', 'passwordTooShort', 'passwordTooLong', 'passwordIncorrect'] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

export function isFieldErrorKey(value: string): value is FieldErrorKey {
  return (FIELD_ERROR_KEYS as readonly string[]).includes(value);
}

/** Keys of `account.formErrors`. */
export type FormErrorKey = 'invalidCredentials' | 'emailNotVerified' | 'locked' | 'tooManyRequests' | 'linkExpired' | 'failed';

/** What a refused call comes to on the page. */
export type AccountFailure =
  | { kind: 'field'; field: AccountField; key: FieldErrorKey }
  /** `minutes`: how long a locked sign-in lasts (`locked` only). */
  | { kind: 'form'; key: FormErrorKey; minutes?: number };

export function checkEmail(value: string): FieldErrorKey | undefined {
  const email = value.trim();
  if (email === '') return 'mandatory';
  return isValidEmail(email) ? undefined : 'emailIncorrect';
}

/** The sign-in's password: only required (an old account's password is whatever the rule was then). */
export function checkCurrentPassword(value: string): FieldErrorKey | undefined {
  return value === '' ? 'mandatory' : undefined;
}

/** A new password: 10 to 128 characters, the accounts API's own bounds. */
export function checkNewPassword(value: string): FieldErrorKey | undefined {
  if (value === '') return 'mandatory';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

/** The spec's name rule: letters, spaces, apostrophe, hyphen (accents normalised). */
export function checkName(value: string): FieldErrorKey | undefined {
  const name = value.trim();
  if (name === '') return 'mandatory';
  if (name.length > ACCOUNT_NAME_MAX_LENGTH) return 'nameTooLong';
  return isValidName(name) ? undefined : 'nameIncorrect';
}

/**
 * react-hook-form's resolver over one check per field: each error's message is its catalog key;
 * the values handed on are trimmed, passwords excepted (a space may be part of one).
 */
export function accountResolver<V extends FieldValues & { [K in keyof V]: string }>(checks: { [K in keyof V]: (value: string) => FieldErrorKey | undefined }): Resolver<V> {
  return (values): ResolverResult<V> => {
    const errors: Record<string, { type: string; message: string }> = {};
    const cleaned: Record<string, string> = {};
    for (const field of Object.keys(checks) as Array<keyof V & string>) {
      const value: string = values[field] ?? '';
      const key = checks[field](value);
      if (key) errors[field] = { type: 'validate', message: key };
      cleaned[field] = /password/i.test(field) ? value : value.trim();
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<V> };
    return { values: cleaned as V, errors: {} };
  };
}

const FIELD_OF_REASON: Readonly<Record<string, { field: AccountField; key: FieldErrorKey }>> = {
  INVALID_EMAIL: { field: 'email', key: 'emailIncorrect' },
  PASSWORD_TOO_SHORT: { field: 'password', key: 'passwordTooShort' },
  PASSWORD_TOO_LONG: { field: 'password', key: 'passwordTooLong' },
  INVALID_PASSWORD: { field: 'password', key: 'passwordIncorrect' },
};

const FORM_ERROR_OF_REASON: Readonly<Record<string, FormErrorKey>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  SIGN_IN_LOCKED: 'locked',
  INVALID_TOKEN: 'linkExpired',
  TOKEN_EXPIRED: 'linkExpired',
};

/** What a failed call of the accounts API says to the visitor, by the problem's `reason` and status. */
export function accountFailureOf(error: unknown): AccountFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', key: 'failed' };
  const reason = error.problem?.reason;
  const field = reason ? FIELD_OF_REASON[reason] : undefined;
  if (field) return { kind: 'field', ...field };
  const formKey = reason ? FORM_ERROR_OF_REASON[reason] : undefined;
  if (formKey === 'locked') {
    return { kind: 'form', key: 'locked', minutes: error instanceof TooManyAttemptsError ? error.retryAfterMinutes : SIGN_IN_WINDOW_MINUTES };
  }
  // Not the sign-in's lock: the API's per-client limit on its account routes (a minute's window).
  if (formKey === undefined && error.status === 429) return { kind: 'form', key: 'tooManyRequests' };
  return { kind: 'form', key: formKey ?? 'failed' };
}

/** An e-mailed link came back refused (`?error=INVALID_TOKEN`, `TOKEN_EXPIRED`…): any value means the link is spent. */
export function hasLinkError(search: Pick<URLSearchParams, 'get'>): boolean {
  return Boolean(search.get('error'));
}
