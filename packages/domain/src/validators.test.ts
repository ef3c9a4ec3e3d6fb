import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  emailTypoSuggestion,
  insuranceChoiceError,
  isValidBookingNumber,
  isValidEmail,
  isValidName,
  isValidPhone,
  newsletterEmailSchema,
  postalCodeSchema,
} from './validators';

const valid = { reason: 'modification' as const, bookingNumber: '12345678', email: 'lea@example.com', name: 'Léa Martin', phone: '+33 (0)6 12-34-56-78', description: '' };
/** Every issue by field; a field with two issues would show both. */
const errors = (input: unknown) => {
  const byField: Record<string, string> = {};
  for (const issue of contactFormSchema.safeParse(input).error?.issues ?? []) {
    const field = String(issue.path[0]);
    byField[field] = byField[field] ? `${byField[field]} | ${issue.message}` : issue.message;
  }
  return byField;
};

describe('Contact form', () => {
  it('accepts a complete form', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  it('"booking number exactly 8 digits (\'Booking number is composed of 8 digits\')"', () => {
    expect(isValidBookingNumber('12345678')).toBe(true);
    expect(isValidBookingNumber('1234567')).toBe(false);
    expect(isValidBookingNumber('123456789')).toBe(false);
    expect(isValidBookingNumber('1234567a')).toBe(false);
    expect(errors({ ...valid, bookingNumber: '1234567' })).toEqual({ bookingNumber: 'Booking number is composed of 8 digits' });
  });

  it('"not required when reason is avv_info"', () => {
    expect(errors({ ...valid, bookingNumber: '' })).toEqual({ bookingNumber: 'Mandatory field' });
    expect(contactFormSchema.safeParse({ ...valid, reason: 'avv_info', bookingNumber: '' }).success).toBe(true);
  });

  it('"email valid (\'Email seems incorrect\')"', () => {
    expect(errors({ ...valid, email: 'lea@example' })).toEqual({ email: 'Email seems incorrect' });
    expect(isValidEmail(' lea@example.com ')).toBe(true);
  });

  it('"phone digits, spaces, parentheses, plus, minus (\'Phone number seems incorrect\')"', () => {
    expect(isValidPhone('+32 (2) 588-20-20')).toBe(true);
    expect(isValidPhone('06.12.34.56.78')).toBe(false);
    expect(isValidPhone('+-()')).toBe(false);
    expect(errors({ ...valid, phone: 'call me' })).toEqual({ phone: 'Phone number seems incorrect' });
  });

  it('"other validated empty fields \'Mandatory field\'"; "description and reason have no format rule"', () => {
    expect(errors({ ...valid, email: '', name: ' ', phone: '' })).toEqual({
      email: 'Mandatory field',
      name: 'Mandatory field',
      phone: 'Mandatory field',
    });
    expect(contactFormSchema.safeParse({ ...valid, description: '' }).success).toBe(true);
  });
});

describe('"Name validator letters, spaces, apostrophe, hyphen (accents normalised)"', () => {
  it('accepts accented, composed or decomposed names with apostrophes and hyphens', () => {
    expect(isValidName("Anne-Sophie d'Hérouville")).toBe(true);
    expect(isValidName('José Núñez')).toBe(true);
    expect(isValidName('Le\u0301a')).toBe(true);
    expect(isValidName('Van der Berg’s')).toBe(true);
  });
  it('rejects digits, symbols and empty names', () => {
    expect(isValidName('Léa2')).toBe(false);
    expect(isValidName('Léa@')).toBe(false);
    expect(isValidName("'-")).toBe(false);
  });
});

describe('"Email typo suggestion \'You mean @{domain}?\' for mistyped popular domains"', () => {
  it('suggests the popular domain for a mistyped one', () => {
    expect(emailTypoSuggestion('lea@gmial.com')).toEqual({ domain: 'gmail.com', email: 'lea@gmail.com' });
    expect(emailTypoSuggestion('lea@hotmal.fr')).toEqual({ domain: 'hotmail.fr', email: 'lea@hotmail.fr' });
    expect(emailTypoSuggestion('lea@gmail.co')).toEqual({ domain: 'gmail.com', email: 'lea@gmail.com' });
    expect(emailTypoSuggestion('lea@Yahooo.fr')?.domain).toBe('yahoo.fr');
  });
  it('says nothing for a popular domain, an unrelated one or a non-email', () => {
    expect(emailTypoSuggestion('lea@gmail.com')).toBeUndefined();
    expect(emailTypoSuggestion('lea@escapade-travel.com')).toBeUndefined();
    expect(emailTypoSuggestion('lea')).toBeUndefined();
    expect(emailTypoSuggestion('lea@')).toBeUndefined();
  });
});

describe('newsletter, postal code, insurance', () => {
  it('"Newsletter email: … \'Email seems incorrect\'"', () => {
    expect(newsletterEmailSchema.safeParse(' lea@example.com ').data).toBe('lea@example.com');
    expect(newsletterEmailSchema.safeParse('lea@').error?.issues[0]?.message).toBe('Email seems incorrect');
    expect(newsletterEmailSchema.safeParse('').error?.issues[0]?.message).toBe('Email seems incorrect');
  });

  it('"Postal code max 20"', () => {
    expect(postalCodeSchema.safeParse('1'.repeat(20)).success).toBe(true);
    expect(postalCodeSchema.safeParse('1'.repeat(21)).success).toBe(false);
  });

  it('"Insurance not chosen: \'Please choose an option\'"', () => {
    expect(insuranceChoiceError(undefined)).toBe('Please choose an option');
    expect(insuranceChoiceError('noInsurance')).toBeUndefined();
  });
});
