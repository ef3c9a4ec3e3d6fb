/**
 * Form validation and field errors: contact form, newsletter, name, email typo, postal code,
 * insurance choice.
 */
// zod/mini: the gift form's rules import this module in the product page's first scripts (decision 0018).
import * as z from 'zod/mini';

export const MANDATORY_FIELD_MESSAGE = 'Mandatory field';
export const ONLY_TEXT_MESSAGE = 'Only text is expected';
export const EMAIL_INCORRECT_MESSAGE = 'Email seems incorrect';
export const PHONE_INCORRECT_MESSAGE = 'Phone number seems incorrect';
export const BOOKING_NUMBER_MESSAGE = 'Booking number is composed of 8 digits';
export const FIELD_LIMIT_MESSAGE_KEY = 'The field is limited to {{maxlength}} characters';
export const INSURANCE_CHOICE_MESSAGE = 'Please choose an option';

/** "Postal code max 20". */
export const POSTAL_CODE_MAX = 20;
export const BOOKING_NUMBER_DIGITS = 8;

const stripAccents = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * "Name validator letters, spaces, apostrophe, hyphen (accents normalised)". Accents are stripped
 * first, so a decomposed "é" (e + combining accent) passes like a composed one.
 */
export function isValidName(value: string): boolean {
  return /^[\p{L}\s'’-]+$/u.test(stripAccents(value)) && /\p{L}/u.test(value);
}

/** "text only" fields accept the name characters, or nothing. */
export function isTextOnly(value: string): boolean {
  return value.trim() === '' || isValidName(value);
}

/** "phone digits, spaces, parentheses, plus, minus" — with at least one digit. */
export function isValidPhone(value: string): boolean {
  return /^[\d\s()+-]+$/.test(value) && /\d/.test(value);
}

/** "booking number exactly 8 digits". */
export function isValidBookingNumber(value: string): boolean {
  return new RegExp(`^\\d{${BOOKING_NUMBER_DIGITS}}$`).test(value);
}

const emailFormat = z.email();
export function isValidEmail(value: string): boolean {
  return emailFormat.safeParse(value.trim()).success;
}

/** "Newsletter email: … 'Email seems incorrect'; submit only when valid". */
export const newsletterEmailSchema = z.pipe(z.string().check(z.trim(), z.minLength(1, EMAIL_INCORRECT_MESSAGE)), z.email(EMAIL_INCORRECT_MESSAGE));

export const postalCodeSchema = z.string().check(z.trim(), z.minLength(1, MANDATORY_FIELD_MESSAGE), z.maxLength(POSTAL_CODE_MAX, FIELD_LIMIT_MESSAGE_KEY));

// --- contact form -----------------------------------------------------------------------------

export const CONTACT_REASONS = ['avv_info', 'booking_info', 'emailconf', 'modification', 'cancellation', 'complaint', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** "Reason mapping" to the CRM request type and subtype. */
export const CONTACT_REQUEST_TYPES: Readonly<Record<ContactReason, { requestType: string; requestSubtype: string }>> = {
  avv_info: { requestType: 'Hotel Activity information request', requestSubtype: '' },
  booking_info: { requestType: 'Information/request', requestSubtype: '' },
  emailconf: { requestType: 'Information/request', requestSubtype: 'Confirmation email' },
  modification: { requestType: 'Modification', requestSubtype: '' },
  cancellation: { requestType: 'Cancellation Request', requestSubtype: '' },
  complaint: { requestType: 'Complaint', requestSubtype: '' },
  other: { requestType: '', requestSubtype: '' },
};

/** "Success shown when search param ref equals contact_thank_you." */
export const CONTACT_SUCCESS_REF = 'contact_thank_you';

/**
 * "booking number exactly 8 digits …, not required when reason is avv_info; email valid; name text
 * only; phone digits, spaces, parentheses, plus, minus; other validated empty fields 'Mandatory
 * field'; description and reason have no format rule."
 */
export const contactFormSchema = z
  .object({
    reason: z.enum(CONTACT_REASONS),
    bookingNumber: z.string().check(z.trim()),
    email: z.pipe(z.string().check(z.trim(), z.minLength(1, MANDATORY_FIELD_MESSAGE)), z.email(EMAIL_INCORRECT_MESSAGE)),
    name: z.string().check(z.trim(), z.minLength(1, { message: MANDATORY_FIELD_MESSAGE, abort: true }), z.refine(isValidName, ONLY_TEXT_MESSAGE)),
    phone: z.string().check(z.trim(), z.minLength(1, { message: MANDATORY_FIELD_MESSAGE, abort: true }), z.refine(isValidPhone, PHONE_INCORRECT_MESSAGE)),
    description: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.bookingNumber === '') {
        if (form.reason !== 'avv_info') ctx.addIssue({ code: 'custom', path: ['bookingNumber'], message: MANDATORY_FIELD_MESSAGE });
      } else if (!isValidBookingNumber(form.bookingNumber)) {
        ctx.addIssue({ code: 'custom', path: ['bookingNumber'], message: BOOKING_NUMBER_MESSAGE });
      }
    }),
  );
export type ContactForm = z.infer<typeof contactFormSchema>;

// --- email typo suggestion --------------------------------------------------------------------

/** Popular mail domains of the six markets, for "mistyped popular domains". */
export const POPULAR_EMAIL_DOMAINS = [
  'gmail.com', 'hotmail.com', 'hotmail.fr', 'hotmail.es', 'hotmail.it', 'hotmail.be', 'hotmail.nl', 'outlook.com',
  'outlook.fr', 'outlook.es', 'live.com', 'live.fr', 'live.be', 'live.nl', 'msn.com', 'yahoo.com', 'yahoo.fr',
  'yahoo.es', 'yahoo.it', 'icloud.com', 'me.com', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'laposte.net',
  'neuf.fr', 'bbox.fr', 'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it', 'telefonica.net', 'ziggo.nl',
  'kpnmail.nl', 'planet.nl', 'home.nl', 'telenet.be', 'skynet.be', 'proximus.be',
] as const;

/** Edit distance counting a swap of two neighbours as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * "Email typo suggestion 'You mean @{domain}?' for mistyped popular domains, click applies."
 * A domain within 2 edits of a popular one (1 edit for short domains) that is not itself popular.
 */
export function emailTypoSuggestion(email: string): { domain: string; email: string } | undefined {
  const at = email.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).trim().toLowerCase();
  if (domain === '' || (POPULAR_EMAIL_DOMAINS as readonly string[]).includes(domain)) return undefined;
  const maxEdits = domain.length >= 6 ? 2 : 1;
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of POPULAR_EMAIL_DOMAINS) {
    const distance = editDistance(domain, candidate);
    if (distance <= maxEdits && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best && { domain: best.domain, email: `${local}@${best.domain}` };
}

/** "Insurance not chosen: 'Please choose an option'". */
export function insuranceChoiceError(choice: 'insurance' | 'noInsurance' | undefined): string | undefined {
  return choice === undefined ? INSURANCE_CHOICE_MESSAGE : undefined;
}
