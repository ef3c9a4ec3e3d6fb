/**
 * The contact form: a case for the customer care team, and the human check that guards it.
 *
 *   GET  /api/contact/challenge   a proof-of-work challenge (ALTCHA), signed by the API, good for 10 minutes
 *   POST /api/contact/cases       { reason, bookingNumber, email, name, phone, description, locale, altcha }
 *                                 → 201 { status: 'received', ref: 'contact_thank_you' }
 *
 * The fields and their messages are the spec's contact rules (booking number exactly 8 digits, not
 * required when the reason is `avv_info`; e-mail; name text only; phone; 'Mandatory field'),
 * composed from the domain's validators, as the page checks them. `altcha` is the widget's payload
 * of a solved challenge: each one is accepted once, before it expires. The answer is the same
 * whether or not the booking number and e-mail name an order (the case is linked to it silently).
 */
import {
  BOOKING_NUMBER_MESSAGE,
  CONTACT_REASONS,
  CONTACT_SUCCESS_REF,
  EMAIL_INCORRECT_MESSAGE,
  FIELD_LIMIT_MESSAGE_KEY,
  isValidBookingNumber,
  isValidEmail,
  isValidName,
  isValidPhone,
  MANDATORY_FIELD_MESSAGE,
  ONLY_TEXT_MESSAGE,
  PHONE_INCORRECT_MESSAGE,
} from '@escapade/domain/validators';
import { z } from 'zod';
import { CONTACT_DESCRIPTION_MAX, CONTACT_EMAIL_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from './contact-limits';
import { CONTROL_CHARACTERS_MESSAGE, freeText, SAFE_TEXT_PATTERN, safeString } from './input';
import { localeSchema } from './query';

export { CONTACT_DESCRIPTION_MAX, CONTACT_EMAIL_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX };
/** Past this, a "booking number" is no typo of 8 digits: refused with the same message. */
const BOOKING_NUMBER_INPUT_MAX = 64;
/** The widget's payload (base64 JSON of the challenge and its solution) is well under 1 kB. */
export const HUMAN_CHECK_PAYLOAD_MAX = 4096;

/** Contact cases a client may send per 10 minutes, by default (the API's CONTACT_CASES_PER_WINDOW). */
export const CONTACT_CASES_PER_WINDOW = 5;

/** The field a refused human check is named by in a 400 problem. */
export const HUMAN_CHECK_FIELD = 'altcha';
export const HUMAN_CHECK_MISSING_MESSAGE = 'The human check is missing: solve a challenge of GET /api/contact/challenge.';
export const HUMAN_CHECK_INVALID_MESSAGE = 'The human check is invalid or expired: solve a new challenge.';
export const HUMAN_CHECK_USED_MESSAGE = 'This human check was already used: solve a new challenge.';

/** "state new → in progress → answered → closed". */
export const CONTACT_CASE_STATES = ['NEW', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'] as const;
export type ContactCaseState = (typeof CONTACT_CASE_STATES)[number];

/**
 * A text field: missing is 'Mandatory field' like empty; `rule` judges the trimmed text when there
 * is one. No issue aborts the object: the booking number's rule, which reads the reason, still runs.
 */
const requiredText = (max: number, rule?: { isValid: (value: string) => boolean; message: string }) => {
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? MANDATORY_FIELD_MESSAGE : 'expected a string') })
    .regex(SAFE_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .min(1, MANDATORY_FIELD_MESSAGE)
    .max(max, FIELD_LIMIT_MESSAGE_KEY);
  return rule ? text.refine((value) => value === '' || rule.isValid(value), rule.message) : text;
};

export const contactCaseRequestSchema = z
  .strictObject({
    /** One of the form's reasons; it sets the CRM's request type and subtype ("Reason mapping"). */
    reason: z.enum(CONTACT_REASONS, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? MANDATORY_FIELD_MESSAGE : `expected one of ${CONTACT_REASONS.join(', ')}`),
    }),
    /** 'Booking number is composed of 8 digits'; may be left empty only when the reason is `avv_info`. */
    bookingNumber: safeString().trim().max(BOOKING_NUMBER_INPUT_MAX, BOOKING_NUMBER_MESSAGE).default(''),
    email: requiredText(CONTACT_EMAIL_MAX, { isValid: isValidEmail, message: EMAIL_INCORRECT_MESSAGE }),
    /** "name text only": letters, spaces, apostrophes, hyphens. */
    name: requiredText(CONTACT_NAME_MAX, { isValid: isValidName, message: ONLY_TEXT_MESSAGE }),
    /** "phone digits, spaces, parentheses, plus, minus". */
    phone: requiredText(CONTACT_PHONE_MAX, { isValid: isValidPhone, message: PHONE_INCORRECT_MESSAGE }),
    /** "description … no format rule". */
    description: freeText().trim().max(CONTACT_DESCRIPTION_MAX, FIELD_LIMIT_MESSAGE_KEY).default(''),
    /** The market the visitor wrote from: the language of the answer and of the acknowledgement e-mail. */
    locale: localeSchema,
    /** The ALTCHA widget's payload of a solved challenge (not needed in customer-care mode). */
    altcha: safeString().max(HUMAN_CHECK_PAYLOAD_MAX, HUMAN_CHECK_INVALID_MESSAGE).optional(),
  })
  .superRefine(
    (form, ctx) => {
      if (form.bookingNumber === '') {
        if (form.reason !== 'avv_info') ctx.addIssue({ code: 'custom', path: ['bookingNumber'], message: MANDATORY_FIELD_MESSAGE });
      } else if (!isValidBookingNumber(form.bookingNumber)) {
        ctx.addIssue({ code: 'custom', path: ['bookingNumber'], message: BOOKING_NUMBER_MESSAGE });
      }
    },
    // Judged even when another field is missing, so that a 400 names every wrong field at once.
    { when: ({ value, issues }) => typeof (value as { bookingNumber?: unknown }).bookingNumber === 'string' && !issues.some((issue) => issue.path?.[0] === 'bookingNumber') },
  )
  .meta({ id: 'ContactCaseRequest' });
export type ContactCaseRequest = z.input<typeof contactCaseRequestSchema>;
export type ContactCase = z.output<typeof contactCaseRequestSchema>;

/** The one answer of a stored case: the page then shows the thank-you message (`?ref=contact_thank_you`). */
export const contactCaseResponseSchema = z
  .object({
    status: z.literal('received'),
    ref: z.literal(CONTACT_SUCCESS_REF),
  })
  .meta({ id: 'ContactCaseResponse' });
export type ContactCaseResponse = z.infer<typeof contactCaseResponseSchema>;

/**
 * An ALTCHA challenge (proof of work, v2 format) as the widget fetches it. `parameters` pass
 * through whole: the signature covers every one of them.
 */
export const humanCheckChallengeSchema = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      /** Unix time in seconds. */
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string(),
  })
  .meta({ id: 'HumanCheckChallenge' });
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;
