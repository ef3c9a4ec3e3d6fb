import { BOOKING_NUMBER_MESSAGE, contactFormSchema, FIELD_LIMIT_MESSAGE_KEY, MANDATORY_FIELD_MESSAGE, PHONE_INCORRECT_MESSAGE } from '@escapade/domain/validators';
import { describe, expect, it } from 'vitest';
import { CONTACT_DESCRIPTION_MAX, contactCaseRequestSchema, humanCheckChallengeSchema } from './contact';

const valid = {
  reason: 'cancellation',
  bookingNumber: '12345678',
  email: 'lea@example.com',
  name: 'Léa Dupont',
  phone: '+33 6 12 34 56 78',
  description: 'Merci',
  locale: 'fr_FR',
} as const;

/** The field → message pairs of a refusal. */
function issuesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Array<[string, string]> {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the contact case request', () => {
  it('refuses what the page refuses, with the same message on the same field (the domain form rules)', () => {
    const variants: Array<Record<string, string>> = [
      {},
      { bookingNumber: '1234567' },
      { bookingNumber: '123456789' },
      { bookingNumber: '' },
      { bookingNumber: '', reason: 'avv_info' },
      { bookingNumber: ' 12345678 ' },
      { email: '' },
      { email: 'lea@' },
      { name: '' },
      { name: 'L3a' },
      { name: "Anne-Marie O'Neil" },
      { phone: '' },
      { phone: 'call me' },
      { phone: '(+32) 470-12 34 56' },
      { description: '' },
    ];
    for (const variant of variants) {
      const body = { ...valid, ...variant };
      const { locale: _locale, ...formFields } = body;
      const page = contactFormSchema.safeParse(formFields);
      const api = contactCaseRequestSchema.safeParse(body);
      expect(api.success, JSON.stringify(variant)).toBe(page.success);
      expect(issuesOf(api), JSON.stringify(variant)).toEqual(issuesOf(page));
    }
  });

  it('names the booking number with the other wrong fields: its rule does not wait for them', () => {
    const result = contactCaseRequestSchema.safeParse({ reason: 'modification', bookingNumber: '1234', email: '', name: '', phone: 'x', locale: 'fr_FR' });
    expect(issuesOf(result)).toEqual([
      ['email', MANDATORY_FIELD_MESSAGE],
      ['name', MANDATORY_FIELD_MESSAGE],
      ['phone', PHONE_INCORRECT_MESSAGE],
      ['bookingNumber', BOOKING_NUMBER_MESSAGE],
    ]);
  });

  it('answers the trimmed values, an empty booking number and description when they are left out', () => {
    const parsed = contactCaseRequestSchema.parse({ ...valid, reason: 'avv_info', bookingNumber: undefined, description: undefined, email: ' lea@example.com ', name: ' Léa ' });
    expect(parsed).toMatchObject({ bookingNumber: '', description: '', email: 'lea@example.com', name: 'Léa' });
  });

  it("says 'Mandatory field' for a missing field and the reason, and limits the lengths", () => {
    const missing = contactCaseRequestSchema.safeParse({ locale: 'fr_FR' });
    expect(issuesOf(missing)).toEqual(expect.arrayContaining(['reason', 'email', 'name', 'phone'].map((field) => [field, MANDATORY_FIELD_MESSAGE])));
    const long = contactCaseRequestSchema.safeParse({ ...valid, description: 'a'.repeat(CONTACT_DESCRIPTION_MAX + 1), bookingNumber: '1'.repeat(100) });
    expect(issuesOf(long)).toEqual(expect.arrayContaining([['description', FIELD_LIMIT_MESSAGE_KEY], ['bookingNumber', BOOKING_NUMBER_MESSAGE]]));
    expect(contactCaseRequestSchema.safeParse({ ...valid, locale: 'de_DE' }).success).toBe(false);
    expect(contactCaseRequestSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });

  it('passes every challenge parameter through: the signature covers them all', () => {
    const challenge = {
      parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1000, keyLength: 32, keyPrefix: 'ef', keySignature: '01', expiresAt: 1_900_000_000, data: { a: 1 } },
      signature: '00',
    };
    expect(humanCheckChallengeSchema.parse(challenge)).toEqual(challenge);
  });
});
