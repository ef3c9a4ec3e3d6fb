import { DELETE_ACCOUNT_REFUSALS, PHONE_PATTERN as CONTRACT_PHONE_PATTERN, PROFILE_NAME_MAX_LENGTH, type Profile, profileUpdateSchema } from '@escapade/contracts/account-profile';
import { LOCALES } from '@escapade/domain/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages as es } from '../../../messages/es/index';
import { messages as fr } from '../../../messages/fr/index';
import { messages as it_ } from '../../../messages/it/index';
import { messages as nl } from '../../../messages/nl/index';
import { ApiError } from '../../../lib/api-transport';
import { ACCOUNT_NAME_MAX_LENGTH, checkName, FIELD_ERROR_KEYS } from '../account-forms-model';
import { accountDeletedHref } from '../../../components/account-menu/account-paths';
import {
  checkPhone,
  DELETE_ACCOUNT_FAILURES,
  DETAILS_FAILURES,
  EMAIL_CHANGE_FAILURES,
  type FailureReading,
  isSameAddress,
  LOCALE_CHOICES,
  PHONE_PATTERN,
  PROFILE_FIELD_ERROR_KEYS,
  type ProfileFailure,
  profileFailureOf,
  profileResolver,
  profileUpdateOf,
  profileValuesOf,
  sentPhoneOf,
} from './profile-model';

const saved: Profile = {
  name: 'Léa Dupont',
  email: 'lea.dupont@example.com',
  emailVerified: true,
  phone: '+33 6 12 34 56 78',
  locale: 'fr_FR',
  newsletter: false,
  hasPassword: true,
  createdAt: '2030-01-02T10:00:00.000Z',
};

const refusal = (status: number, extra: { reason?: string; field?: string; errors?: Array<{ field: string; message: string }> } = {}) =>
  new ApiError(`answered ${status}`, status, {
    problem: { type: 'urn:x', title: 'Refused', status, detail: 'Refused', instance: '/api/account/x', code: status === 400 ? 'VALIDATION_FAILED' : 'FORBIDDEN', ...extra },
  });

/** A string of the characters people type in a phone field, and a few others. */
const phoneLike = fc.string({ unit: fc.constantFrom(...'0123456789 +.()-/x#\t'.split('')), maxLength: 26 });

describe('the details form\'s checks: the API\'s own rules', () => {
  it('spells the contract\'s phone pattern and name length', () => {
    expect(PHONE_PATTERN.source).toBe(CONTRACT_PHONE_PATTERN.source);
    expect(ACCOUNT_NAME_MAX_LENGTH).toBe(PROFILE_NAME_MAX_LENGTH);
  });

  it('a phone the form takes is one the API takes, and the other way round ("digits, spaces, dots, dashes, brackets and a leading +")', () => {
    fc.assert(
      fc.property(phoneLike, (typed) => {
        const isTakenByForm = checkPhone(typed) === undefined;
        const isTakenByApi = profileUpdateSchema.safeParse({ phone: sentPhoneOf(typed) }).success;
        expect(isTakenByForm).toBe(isTakenByApi);
      }),
    );
    expect(checkPhone('')).toBeUndefined();
    expect(checkPhone(' +33 (0)6 12-34.56.78 ')).toBeUndefined();
    expect(checkPhone('12345')).toBe('phoneIncorrect');
    expect(checkPhone('06 12 34 56 78 ext 2')).toBe('phoneIncorrect');
  });

  it('a name the form takes (the account\'s name rule) is one the API takes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (typed) => {
        if (checkName(typed) === undefined) expect(profileUpdateSchema.safeParse({ name: typed }).success).toBe(true);
      }),
    );
  });

  it('says each error by its catalog key, first the invalid fields; hands on trimmed texts', async () => {
    const invalid = await profileResolver({ name: ' ', phone: '12', locale: 'fr_FR', newsletter: true }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(invalid.errors).toEqual({ name: { type: 'validate', message: 'mandatory' }, phone: { type: 'validate', message: 'phoneIncorrect' } });
    const valid = await profileResolver({ name: '  Léa Martin ', phone: ' 0612345678 ', locale: 'nl_BE', newsletter: true }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(valid).toEqual({ values: { name: 'Léa Martin', phone: '0612345678', locale: 'nl_BE', newsletter: true }, errors: {} });
  });
});

describe('the update sent', () => {
  it('holds only what changed, as the contract takes it', () => {
    const values = profileValuesOf(saved);
    expect(profileUpdateOf(values, saved)).toEqual({});
    expect(profileUpdateOf({ ...values, name: ' Léa Martin ' }, saved)).toEqual({ name: 'Léa Martin' });
    expect(profileUpdateOf({ ...values, newsletter: true, locale: 'fr_BE' }, saved)).toEqual({ newsletter: true, locale: 'fr_BE' });
    const cleared = profileUpdateOf({ ...values, phone: '   ' }, saved);
    expect(cleared).toEqual({ phone: null });
    expect(profileUpdateSchema.parse(cleared)).toEqual({ phone: null });
    expect(profileUpdateOf({ ...values, phone: '0612345678' }, { ...saved, phone: null })).toEqual({ phone: '0612345678' });
  });

  it('starts from the profile as saved: no phone is an empty field', () => {
    expect(profileValuesOf({ ...saved, phone: null })).toEqual({ name: 'Léa Dupont', phone: '', locale: 'fr_FR', newsletter: false });
  });

  it('reads two spellings of one address as the same', () => {
    expect(isSameAddress(' Lea.Dupont@Example.com', 'lea.dupont@example.com')).toBe(true);
    expect(isSameAddress('lea@example.com', 'lea.dupont@example.com')).toBe(false);
  });
});

describe('the language of the account\'s e-mails', () => {
  it('offers the six market locales, each named in its own language', () => {
    expect(LOCALE_CHOICES).toEqual([
      { locale: 'fr_FR', name: 'Français (France)' },
      { locale: 'es_ES', name: 'Español (España)' },
      { locale: 'it_IT', name: 'Italiano (Italia)' },
      { locale: 'nl_NL', name: 'Nederlands (Nederland)' },
      { locale: 'fr_BE', name: 'Français (Belgique)' },
      { locale: 'nl_BE', name: 'Nederlands (België)' },
    ]);
    expect(LOCALE_CHOICES.map(({ locale }) => locale)).toEqual([...LOCALES]);
  });
});

describe('what a refusal of the profile API says', () => {
  it('a 400 goes under the field it names; a field the form does not have is the form\'s failure', () => {
    expect(profileFailureOf(refusal(400, { field: 'phone', errors: [{ field: 'phone', message: 'expected a phone number' }] }), DETAILS_FAILURES)).toEqual({ kind: 'field', field: 'phone', key: 'phoneIncorrect' });
    expect(profileFailureOf(refusal(400, { field: 'newEmail', errors: [{ field: 'newEmail', message: 'Invalid email' }] }), EMAIL_CHANGE_FAILURES)).toEqual({ kind: 'field', field: 'newEmail', key: 'emailIncorrect' });
    expect(profileFailureOf(refusal(400, { field: 'locale', errors: [{ field: 'locale', message: 'Invalid option' }] }), DETAILS_FAILURES)).toEqual({ kind: 'form', key: 'failed' });
  });

  it('the newsletter asked for with an address not verified (409 EMAIL_NOT_VERIFIED) goes under the newsletter box', () => {
    expect(profileFailureOf(refusal(409, { reason: 'EMAIL_NOT_VERIFIED' }), DETAILS_FAILURES)).toEqual({ kind: 'field', field: 'newsletter', key: 'newsletterNeedsVerifiedEmail' });
  });

  it('each refusal of a deletion has its words: the address, the password missing or wrong; a staff account is removed by an administrator', () => {
    const said = DELETE_ACCOUNT_REFUSALS.map((reason) => profileFailureOf(refusal(reason === 'INVALID_PASSWORD' ? 403 : 400, { reason }), DELETE_ACCOUNT_FAILURES));
    expect(said).toEqual([
      { kind: 'field', field: 'email', key: 'emailMismatch' },
      { kind: 'field', field: 'password', key: 'mandatory' },
      { kind: 'field', field: 'password', key: 'passwordWrong' },
    ]);
    expect(profileFailureOf(refusal(403, { reason: 'STAFF_ACCOUNT' }), DELETE_ACCOUNT_FAILURES)).toEqual({ kind: 'form', key: 'staffAccount' });
  });

  it('a 401 is a session that is over; a 429 too many requests; a cross-site refusal, a lost answer or anything else a failure', () => {
    expect(profileFailureOf(refusal(401), DETAILS_FAILURES)).toEqual({ kind: 'form', key: 'signedOut' });
    expect(profileFailureOf(refusal(429), EMAIL_CHANGE_FAILURES)).toEqual({ kind: 'form', key: 'tooManyRequests' });
    expect(profileFailureOf(refusal(403), DETAILS_FAILURES)).toEqual({ kind: 'form', key: 'failed' });
    expect(profileFailureOf(new ApiError('network', undefined), DETAILS_FAILURES)).toEqual({ kind: 'form', key: 'failed' });
    expect(profileFailureOf(new Error('boom'), DELETE_ACCOUNT_FAILURES)).toEqual({ kind: 'form', key: 'failed' });
  });

  it('every key a refusal can come to has its words in the four languages', () => {
    const readings: Array<FailureReading<string>> = [DETAILS_FAILURES, EMAIL_CHANGE_FAILURES, DELETE_ACCOUNT_FAILURES];
    const failures: Array<ProfileFailure<string>> = readings.flatMap((reading) => [
      ...Object.values(reading.fields).map((field): ProfileFailure<string> => ({ kind: 'field', ...field })),
      ...Object.values(reading.reasons ?? {}),
    ]);
    for (const catalog of [fr, es, it_, nl]) {
      for (const failure of failures) {
        if (failure.kind === 'form') expect(catalog.profile.formErrors[failure.key], failure.key).toBeTruthy();
        else if ((PROFILE_FIELD_ERROR_KEYS as readonly string[]).includes(failure.key)) expect(catalog.profile.fieldErrors[failure.key as keyof typeof catalog.profile.fieldErrors], failure.key).toBeTruthy();
        else expect(FIELD_ERROR_KEYS).toContain(failure.key);
      }
      for (const key of ['signedOut', 'tooManyRequests', 'failed'] as const) expect(catalog.profile.formErrors[key]).toBeTruthy();
    }
  });
});

describe('after the deletion', () => {
  it('the market\'s home says the account is deleted (?account=deleted), in either URL mode', () => {
    expect(accountDeletedHref('/fr-fr/')).toBe('/fr-fr/?account=deleted');
    expect(accountDeletedHref('/nl/')).toBe('/nl/?account=deleted');
  });
});
