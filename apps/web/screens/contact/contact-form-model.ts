/**
 * The contact form's rules, without React: which fields a reason reveals, the spec's checks (the
 * domain's contact form schema, the one the API's contract composes), the catalog key of each
 * message, when a submit is blocked, and what an answer of the API means for the page.
 */
import type { ContactCaseRequest } from '@escapade/contracts/contact';
import type { Problem } from '@escapade/contracts/problem';
import type { Locale } from '@escapade/domain/markets';
import {
  BOOKING_NUMBER_MESSAGE,
  CONTACT_SUCCESS_REF,
  contactFormSchema,
  EMAIL_INCORRECT_MESSAGE,
  FIELD_LIMIT_MESSAGE_KEY,
  isValidBookingNumber,
  MANDATORY_FIELD_MESSAGE,
  ONLY_TEXT_MESSAGE,
  PHONE_INCORRECT_MESSAGE,
  type ContactForm,
  type ContactReason,
} from '@escapade/domain/validators';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { ContactApi } from '../../lib/api/contact';
import { ApiError } from '../../lib/api-transport';

export interface ContactFormValues {
  /** '' until a reason is chosen. */
  reason: ContactReason | '';
  bookingNumber: string;
  email: string;
  name: string;
  phone: string;
  description: string;
}
export type ContactField = keyof ContactFormValues;

/** In the order the form shows them (the order errors are focused in). */
export const CONTACT_FORM_FIELDS: readonly ContactField[] = ['reason', 'bookingNumber', 'name', 'email', 'phone', 'description'];

export const EMPTY_CONTACT_FORM: ContactFormValues = { reason: '', bookingNumber: '', email: '', name: '', phone: '', description: '' };

/** The field of the human check in the API's problems. */
const HUMAN_CHECK_FIELD = 'altcha';

/** "choosing a reason … reveals the form": the other fields show once a reason is chosen. */
export function isFormRevealed(reason: ContactFormValues['reason']): reason is ContactReason {
  return reason !== '';
}

/** "booking number … not required when reason is avv_info" (a question about a hotel's activity). */
export function isBookingNumberRequired(reason: ContactFormValues['reason']): boolean {
  return reason !== 'avv_info';
}

/** Keys of `contact.errors`. */
export type ContactErrorKey = 'mandatory' | 'bookingNumber' | 'emailIncorrect' | 'phoneIncorrect' | 'onlyText' | 'limit' | 'incorrect';

const KEY_OF_MESSAGE: Readonly<Record<string, ContactErrorKey>> = {
  [MANDATORY_FIELD_MESSAGE]: 'mandatory',
  [BOOKING_NUMBER_MESSAGE]: 'bookingNumber',
  [EMAIL_INCORRECT_MESSAGE]: 'emailIncorrect',
  [PHONE_INCORRECT_MESSAGE]: 'phoneIncorrect',
  [ONLY_TEXT_MESSAGE]: 'onlyText',
  [FIELD_LIMIT_MESSAGE_KEY]: 'limit',
};

/** The catalog key of a check's or the API's message; one the catalog does not know reads 'incorrect'. */
export function contactErrorKey(message: string | undefined): ContactErrorKey | undefined {
  if (message === undefined) return undefined;
  return KEY_OF_MESSAGE[message] ?? 'incorrect';
}

const isContactField = (field: string): field is ContactField => (CONTACT_FORM_FIELDS as readonly string[]).includes(field);

/**
 * The spec's message of each field that is wrong (English, as the API names it too), or the
 * trimmed form. No reason chosen: 'Mandatory field' on the reason alone.
 */
export function checkContactForm(values: ContactFormValues): { form: ContactForm } | { errors: Partial<Record<ContactField, string>> } {
  if (!isFormRevealed(values.reason)) return { errors: { reason: MANDATORY_FIELD_MESSAGE } };
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { form: parsed.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    // The first rule a field breaks is the one it shows.
    if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  const bookingNumber = errors.bookingNumber ?? bookingNumberError(values);
  return { errors: bookingNumber ? { ...errors, bookingNumber } : errors };
}

/**
 * The booking number's rule, which reads the reason: the domain schema judges it only once the
 * other fields pass, and the field comes before them, so a visitor leaving it would not be told.
 */
function bookingNumberError({ reason, bookingNumber }: ContactFormValues): string | undefined {
  const value = bookingNumber.trim();
  if (value === '') return isBookingNumberRequired(reason) ? MANDATORY_FIELD_MESSAGE : undefined;
  return isValidBookingNumber(value) ? undefined : BOOKING_NUMBER_MESSAGE;
}

/** react-hook-form's resolver: the checks above; the values handed to the submit are the trimmed ones. */
export const contactFormResolver: Resolver<ContactFormValues, unknown, ContactForm> = (values): ResolverResult<ContactFormValues, ContactForm> => {
  const result = checkContactForm(values);
  if ('form' in result) return { values: result.form, errors: {} };
  const errors: FieldErrors<ContactFormValues> = {};
  for (const field of CONTACT_FORM_FIELDS) {
    const message = result.errors[field];
    if (message) errors[field] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/**
 * The banner above Send: the fields are wrong; the human check did not give a token; too many
 * messages from this visitor; or the spec's "Oops! Something went wrong…" for anything else.
 */
export type ContactBanner = 'invalid' | 'humanCheck' | 'tooMany' | 'failed';

/** What a send came to, for the page. */
export type ContactSendOutcome =
  | { kind: 'sent' }
  /** The API refused fields: each message shown under its field. */
  | { kind: 'fields'; errors: Array<{ field: ContactField; message: string }> }
  /** The human check's token was refused (expired, already used): a new check is needed. */
  | { kind: 'humanCheck' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

/** The outcome of a refused send: its HTTP status and the API's problem, when there was one. */
export function sendFailureOf(status: number | undefined, problem: Problem | undefined): ContactSendOutcome {
  if (status === 429) return { kind: 'tooMany' };
  if (status === 400) {
    const fields = problem?.errors ?? [];
    if (fields.some(({ field }) => field === HUMAN_CHECK_FIELD)) return { kind: 'humanCheck' };
    const errors = fields.flatMap(({ field, message }) => (isContactField(field) ? [{ field, message }] : []));
    if (errors.length) return { kind: 'fields', errors };
  }
  return { kind: 'failed' };
}

/** The banner of an outcome that is not a success ('fields' also marks the fields). */
export function bannerOf(outcome: Exclude<ContactSendOutcome, { kind: 'sent' }>): ContactBanner {
  return outcome.kind === 'fields' ? 'invalid' : outcome.kind;
}

/**
 * The case the API takes: the checked form, the market, and the human check's token (none in
 * customer-care mode).
 */
export function contactCaseOf(form: ContactForm, locale: Locale, humanCheckToken: string | undefined): ContactCaseRequest {
  return { ...form, locale, ...(humanCheckToken ? { altcha: humanCheckToken } : {}) };
}

/** One send: the API's answer, or why there is none. */
export async function sendContactCase(api: Pick<ContactApi, 'sendCase'>, request: ContactCaseRequest, signal?: AbortSignal): Promise<ContactSendOutcome> {
  try {
    await api.sendCase(request, signal);
    return { kind: 'sent' };
  } catch (error) {
    return error instanceof ApiError ? sendFailureOf(error.status, error.problem) : { kind: 'failed' };
  }
}

/** "Success shown when search param ref equals contact_thank_you." */
export function isContactThankYou(ref: string | null | undefined): boolean {
  return ref === CONTACT_SUCCESS_REF;
}

/** The contact page again, saying thank you: the page's path with `?ref=contact_thank_you`. */
export function contactThankYouHref(pathname: string): string {
  return `${pathname}?${new URLSearchParams({ ref: CONTACT_SUCCESS_REF })}`;
}
