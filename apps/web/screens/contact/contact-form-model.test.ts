import {
  BOOKING_NUMBER_MESSAGE,
  CONTACT_SUCCESS_REF,
  EMAIL_INCORRECT_MESSAGE,
  FIELD_LIMIT_MESSAGE_KEY,
  MANDATORY_FIELD_MESSAGE,
  ONLY_TEXT_MESSAGE,
  PHONE_INCORRECT_MESSAGE,
} from '@escapade/domain/validators';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-transport';
import {
  bannerOf,
  checkContactForm,
  contactCaseOf,
  contactErrorKey,
  contactFormResolver,
  type ContactFormValues,
  contactThankYouHref,
  EMPTY_CONTACT_FORM,
  isBookingNumberRequired,
  isContactThankYou,
  isFormRevealed,
  sendContactCase,
  sendFailureOf,
} from './contact-form-model';

const filled: ContactFormValues = {
  reason: 'cancellation',
  bookingNumber: '12345678',
  email: 'lea@example.com',
  name: 'Léa Dupont',
  phone: '+33 6 12 34 56 78',
  description: 'Merci',
};

const problem = (status: number, errors: Array<{ field: string; message: string }>) => ({
  type: 'urn:escapade:problem:validation-failed',
  title: 'Invalid request',
  status,
  detail: 'x',
  instance: '/api/contact/cases',
  code: 'VALIDATION_FAILED' as const,
  errors,
});

describe('contact form: choosing a reason reveals the form', () => {
  it('shows the reason alone until one is chosen', () => {
    expect(isFormRevealed('')).toBe(false);
    expect(isFormRevealed('complaint')).toBe(true);
  });

  it("asks a booking number of every reason but a hotel activity question ('avv_info')", () => {
    expect(isBookingNumberRequired('avv_info')).toBe(false);
    for (const reason of ['booking_info', 'emailconf', 'modification', 'cancellation', 'complaint', 'other'] as const) expect(isBookingNumberRequired(reason)).toBe(true);
  });
});

describe("contact form: the spec's checks", () => {
  it("'Booking number is composed of 8 digits', not required when the reason is avv_info", () => {
    expect(checkContactForm({ ...filled, bookingNumber: '1234567' })).toEqual({ errors: { bookingNumber: BOOKING_NUMBER_MESSAGE } });
    expect(checkContactForm({ ...filled, bookingNumber: '12345678a' })).toEqual({ errors: { bookingNumber: BOOKING_NUMBER_MESSAGE } });
    expect(checkContactForm({ ...filled, bookingNumber: '' })).toEqual({ errors: { bookingNumber: MANDATORY_FIELD_MESSAGE } });
    expect(checkContactForm({ ...filled, reason: 'avv_info', bookingNumber: '' })).toMatchObject({ form: { reason: 'avv_info', bookingNumber: '' } });
    // Given anyway, it must still be 8 digits.
    expect(checkContactForm({ ...filled, reason: 'avv_info', bookingNumber: '123' })).toEqual({ errors: { bookingNumber: BOOKING_NUMBER_MESSAGE } });
  });

  it("'Email seems incorrect', name text only, 'Phone number seems incorrect', 'Mandatory field' for the empty ones; the description is free", () => {
    expect(checkContactForm({ ...filled, email: 'lea@', name: 'Léa 2', phone: 'call me', description: '' })).toEqual({
      errors: { email: EMAIL_INCORRECT_MESSAGE, name: ONLY_TEXT_MESSAGE, phone: PHONE_INCORRECT_MESSAGE },
    });
    expect(checkContactForm({ ...filled, email: '', name: ' ', phone: '' })).toEqual({
      errors: { email: MANDATORY_FIELD_MESSAGE, name: MANDATORY_FIELD_MESSAGE, phone: MANDATORY_FIELD_MESSAGE },
    });
    expect(checkContactForm({ ...filled, phone: '(+32) 470-12 34 56', name: "Anne-Marie O'Neil", description: '' })).toHaveProperty('form');
  });

  it('judges the booking number while the fields after it are still empty (checked on its blur)', () => {
    expect(checkContactForm({ ...EMPTY_CONTACT_FORM, reason: 'modification', bookingNumber: '1234' })).toEqual({
      errors: { bookingNumber: BOOKING_NUMBER_MESSAGE, email: MANDATORY_FIELD_MESSAGE, name: MANDATORY_FIELD_MESSAGE, phone: MANDATORY_FIELD_MESSAGE },
    });
    expect(checkContactForm({ ...EMPTY_CONTACT_FORM, reason: 'other' })).toMatchObject({ errors: { bookingNumber: MANDATORY_FIELD_MESSAGE } });
    expect(checkContactForm({ ...EMPTY_CONTACT_FORM, reason: 'avv_info' })).not.toHaveProperty('errors.bookingNumber');
  });

  it("says 'Mandatory field' on the reason alone while none is chosen", () => {
    expect(checkContactForm(EMPTY_CONTACT_FORM)).toEqual({ errors: { reason: MANDATORY_FIELD_MESSAGE } });
  });

  it('hands the trimmed form to the submit, or the first broken rule of each field to the page', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const valid = await contactFormResolver({ ...filled, email: ' lea@example.com ', bookingNumber: ' 12345678 ' }, undefined, options);
    expect(valid).toEqual({ values: { ...filled }, errors: {} });
    const refused = await contactFormResolver({ ...filled, bookingNumber: '12', email: 'x' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors).toEqual({
      bookingNumber: { type: 'validate', message: BOOKING_NUMBER_MESSAGE },
      email: { type: 'validate', message: EMAIL_INCORRECT_MESSAGE },
    });
  });

  it('names each message by its catalog key; an unknown one reads incorrect', () => {
    expect(contactErrorKey(MANDATORY_FIELD_MESSAGE)).toBe('mandatory');
    expect(contactErrorKey(BOOKING_NUMBER_MESSAGE)).toBe('bookingNumber');
    expect(contactErrorKey(EMAIL_INCORRECT_MESSAGE)).toBe('emailIncorrect');
    expect(contactErrorKey(PHONE_INCORRECT_MESSAGE)).toBe('phoneIncorrect');
    expect(contactErrorKey(ONLY_TEXT_MESSAGE)).toBe('onlyText');
    expect(contactErrorKey(FIELD_LIMIT_MESSAGE_KEY)).toBe('limit');
    expect(contactErrorKey('must not contain control characters')).toBe('incorrect');
    expect(contactErrorKey(undefined)).toBeUndefined();
  });
});

describe("contact form: the API's answers", () => {
  it('sends the checked form with the market and the human check token (none in customer-care mode)', () => {
    const form = { reason: 'cancellation' as const, bookingNumber: '12345678', email: 'lea@example.com', name: 'Léa', phone: '0612345678', description: '' };
    expect(contactCaseOf(form, 'nl_BE', 'payload')).toEqual({ ...form, locale: 'nl_BE', altcha: 'payload' });
    expect(contactCaseOf(form, 'fr_FR', undefined)).toEqual({ ...form, locale: 'fr_FR' });
  });

  it('marks the fields the API names, asks a new human check when it refused the token, and says the rest in the banner', () => {
    expect(sendFailureOf(400, problem(400, [{ field: 'bookingNumber', message: BOOKING_NUMBER_MESSAGE }, { field: 'locale', message: 'x' }]))).toEqual({
      kind: 'fields',
      errors: [{ field: 'bookingNumber', message: BOOKING_NUMBER_MESSAGE }],
    });
    expect(sendFailureOf(400, problem(400, [{ field: 'altcha', message: 'This human check was already used: solve a new challenge.' }]))).toEqual({ kind: 'humanCheck' });
    expect(sendFailureOf(400, problem(400, [{ field: 'locale', message: 'x' }]))).toEqual({ kind: 'failed' });
    expect(sendFailureOf(429, undefined)).toEqual({ kind: 'tooMany' });
    expect(sendFailureOf(503, undefined)).toEqual({ kind: 'failed' });
    expect(sendFailureOf(undefined, undefined)).toEqual({ kind: 'failed' });
    expect(bannerOf({ kind: 'fields', errors: [] })).toBe('invalid');
    expect(bannerOf({ kind: 'humanCheck' })).toBe('humanCheck');
    expect(bannerOf({ kind: 'failed' })).toBe('failed');
  });

  it('turns a send into its outcome', async () => {
    const request = contactCaseOf({ ...filled, reason: 'other' }, 'fr_FR', 'payload');
    const sent = { sendCase: vi.fn().mockResolvedValue({ status: 'received', ref: CONTACT_SUCCESS_REF }) };
    expect(await sendContactCase(sent, request)).toEqual({ kind: 'sent' });
    expect(sent.sendCase).toHaveBeenCalledWith(request, undefined);
    const refused = { sendCase: vi.fn().mockRejectedValue(new ApiError('refused', 400, { problem: problem(400, [{ field: 'phone', message: PHONE_INCORRECT_MESSAGE }]) })) };
    expect(await sendContactCase(refused, request)).toEqual({ kind: 'fields', errors: [{ field: 'phone', message: PHONE_INCORRECT_MESSAGE }] });
    const broken = { sendCase: vi.fn().mockRejectedValue(new TypeError('bug')) };
    expect(await sendContactCase(broken, request)).toEqual({ kind: 'failed' });
  });

  it('"Success shown when search param ref equals contact_thank_you"', () => {
    expect(isContactThankYou('contact_thank_you')).toBe(true);
    expect(isContactThankYou('other')).toBe(false);
    expect(isContactThankYou(null)).toBe(false);
    expect(contactThankYouHref('/fr-fr/contact')).toBe('/fr-fr/contact?ref=contact_thank_you');
  });
});
