import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_WINDOW_MINUTES } from '@escapade/domain/account';
import { describe, expect, it } from 'vitest';
import { messages as fr } from '../../messages/fr/index';
import { TooManyAttemptsError } from '../../lib/api/beneficiary';
import { ApiError } from '../../lib/api-transport';
import { accountFailureOf, accountResolver, checkCurrentPassword, checkEmail, checkName, checkNewPassword, FIELD_ERROR_KEYS, hasLinkError } from './account-forms-model';

const problem = (status: number, reason?: string) =>
  ({ type: 'urn:x', title: 'Refused', status, detail: 'Refused', instance: '/api/auth/x', code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', ...(reason ? { reason } : {}) }) as const;
const refusal = (status: number, reason?: string) => new ApiError(`answered ${status}`, status, { problem: problem(status, reason) });

describe('account form checks', () => {
  it("uses the checkout's e-mail rule: 'Mandatory field' when empty, 'Email seems incorrect' when malformed", () => {
    expect(checkEmail('')).toBe('mandatory');
    expect(checkEmail('   ')).toBe('mandatory');
    expect(checkEmail('lea@')).toBe('emailIncorrect');
    expect(checkEmail(' lea@example.com ')).toBeUndefined();
  });

  it(`asks a new password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, the sign-in's only a password`, () => {
    expect(checkNewPassword('')).toBe('mandatory');
    expect(checkNewPassword('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('passwordTooShort');
    expect(checkNewPassword('a'.repeat(PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(checkNewPassword('a'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(checkNewPassword('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('passwordTooLong');
    expect(checkCurrentPassword('')).toBe('mandatory');
    expect(checkCurrentPassword('short')).toBeUndefined();
  });

  it('takes a name of letters, spaces, apostrophes and hyphens', () => {
    expect(checkName('')).toBe('mandatory');
    expect(checkName("Anne-Sophie d'Aubigné")).toBeUndefined();
    expect(checkName('R2-D2')).toBe('nameIncorrect');
    expect(checkName('a'.repeat(101))).toBe('nameTooLong');
  });

  it('resolves trimmed values but keeps a password as typed, or every wrong field with its key', async () => {
    const resolver = accountResolver<{ email: string; password: string }>({ email: checkEmail, password: checkNewPassword });
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    expect(await resolver({ email: ' lea@example.com ', password: ' long enough password ' }, undefined, options)).toEqual({
      values: { email: 'lea@example.com', password: ' long enough password ' },
      errors: {},
    });
    const refused = await resolver({ email: '', password: 'short' }, undefined, options);
    expect(refused.errors).toEqual({ email: { type: 'validate', message: 'mandatory' }, password: { type: 'validate', message: 'passwordTooShort' } });
  });

  it('has a message of each field error in the catalog', () => {
    for (const key of FIELD_ERROR_KEYS) expect(fr.account.fieldErrors[key], key).toBeTruthy();
  });
});

describe('what a refusal of the accounts API says', () => {
  it('one message for a wrong password and an unknown address (the API answers both alike)', () => {
    expect(accountFailureOf(refusal(401, 'INVALID_EMAIL_OR_PASSWORD'))).toEqual({ kind: 'form', key: 'invalidCredentials' });
    // The words say nothing of which one it was.
    expect(fr.account.formErrors.invalidCredentials).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  it('an address not verified yet: a new link was sent', () => {
    expect(accountFailureOf(refusal(403, 'EMAIL_NOT_VERIFIED'))).toEqual({ kind: 'form', key: 'emailNotVerified' });
  });

  it('a locked sign-in, for as long as Retry-After says (the whole window when it does not)', () => {
    const locked = new TooManyAttemptsError('answered 429', 7, { problem: problem(429, 'SIGN_IN_LOCKED') });
    expect(accountFailureOf(locked)).toEqual({ kind: 'form', key: 'locked', minutes: 7 });
    expect(accountFailureOf(refusal(429, 'SIGN_IN_LOCKED'))).toEqual({ kind: 'form', key: 'locked', minutes: SIGN_IN_WINDOW_MINUTES });
    expect(accountFailureOf(refusal(429))).toEqual({ kind: 'form', key: 'tooManyRequests' });
  });

  it('a field the API refused, under that field', () => {
    expect(accountFailureOf(refusal(400, 'INVALID_EMAIL'))).toEqual({ kind: 'field', field: 'email', key: 'emailIncorrect' });
    expect(accountFailureOf(refusal(400, 'PASSWORD_TOO_SHORT'))).toEqual({ kind: 'field', field: 'password', key: 'passwordTooShort' });
    expect(accountFailureOf(refusal(400, 'PASSWORD_TOO_LONG'))).toEqual({ kind: 'field', field: 'password', key: 'passwordTooLong' });
  });

  it('a spent link, and anything else as a failure to try again', () => {
    expect(accountFailureOf(refusal(400, 'INVALID_TOKEN'))).toEqual({ kind: 'form', key: 'linkExpired' });
    expect(accountFailureOf(refusal(500))).toEqual({ kind: 'form', key: 'failed' });
    expect(accountFailureOf(refusal(403, 'INVALID_ORIGIN'))).toEqual({ kind: 'form', key: 'failed' });
    expect(accountFailureOf(new ApiError('POST /auth/sign-in/email failed: network', undefined))).toEqual({ kind: 'form', key: 'failed' });
    expect(accountFailureOf(new Error('boom'))).toEqual({ kind: 'form', key: 'failed' });
  });

  it("reads a link's refusal from the page's query", () => {
    expect(hasLinkError(new URLSearchParams('error=INVALID_TOKEN'))).toBe(true);
    expect(hasLinkError(new URLSearchParams('token=abc'))).toBe(false);
  });
});
