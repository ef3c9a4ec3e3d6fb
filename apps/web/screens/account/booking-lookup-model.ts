/**
 * The booking lookup form's rules, without React: the fields' checks (the spec's contact-form
 * rules: 'Booking number is composed of 8 digits', 'Email seems incorrect', 'Mandatory field'),
 * the catalog key of each message, and what an answer of the API means for the page.
 *
 * The checks are the domain's validators, the same ones the API's contract applies, rather than
 * the contract itself: the contract would bring zod's full API into the page's first scripts.
 */
import type { Problem } from '@escapade/contracts/problem';
import {
  BOOKING_NUMBER_MESSAGE,
  EMAIL_INCORRECT_MESSAGE,
  isValidBookingNumber,
  isValidEmail,
  MANDATORY_FIELD_MESSAGE,
} from '@escapade/domain/validators';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { CheckoutApi } from '../../lib/api/checkout';
import { ApiError } from '../../lib/api-transport';

export interface BookingLookupValues {
  bookingNumber: string;
  email: string;
}
export type BookingLookupField = keyof BookingLookupValues;
export const BOOKING_LOOKUP_FIELDS: readonly BookingLookupField[] = ['bookingNumber', 'email'];

/** Keys of `bookingLookup.errors`. */
export type BookingLookupErrorKey = 'mandatory' | 'bookingNumber' | 'emailIncorrect' | 'incorrect';

const KEY_OF_MESSAGE: Readonly<Record<string, BookingLookupErrorKey>> = {
  [MANDATORY_FIELD_MESSAGE]: 'mandatory',
  [BOOKING_NUMBER_MESSAGE]: 'bookingNumber',
  [EMAIL_INCORRECT_MESSAGE]: 'emailIncorrect',
};

/** The catalog key of a check's or the API's message; one the catalog does not know reads 'incorrect'. */
export function bookingLookupErrorKey(message: string | undefined): BookingLookupErrorKey | undefined {
  if (message === undefined) return undefined;
  return KEY_OF_MESSAGE[message] ?? 'incorrect';
}

/** The spec's message of each field that is wrong (English, as the API names it too). */
export function checkBookingLookup(values: BookingLookupValues): Partial<Record<BookingLookupField, string>> {
  const errors: Partial<Record<BookingLookupField, string>> = {};
  const bookingNumber = values.bookingNumber.trim();
  const email = values.email.trim();
  if (bookingNumber === '') errors.bookingNumber = MANDATORY_FIELD_MESSAGE;
  else if (!isValidBookingNumber(bookingNumber)) errors.bookingNumber = BOOKING_NUMBER_MESSAGE;
  if (email === '') errors.email = MANDATORY_FIELD_MESSAGE;
  else if (!isValidEmail(email)) errors.email = EMAIL_INCORRECT_MESSAGE;
  return errors;
}

/** react-hook-form's resolver: the checks above; the values sent are the trimmed ones. */
export const bookingLookupResolver: Resolver<BookingLookupValues> = (values): ResolverResult<BookingLookupValues> => {
  const fields = Object.entries(checkBookingLookup(values)) as Array<[BookingLookupField, string]>;
  if (fields.length === 0) {
    return { values: { bookingNumber: values.bookingNumber.trim(), email: values.email.trim() }, errors: {} };
  }
  const errors: FieldErrors<BookingLookupValues> = {};
  for (const [field, message] of fields) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** What an attempt came to, for the page. */
export type BookingLookupOutcome =
  /** The order, and the guest's access to its trip for one hour. */
  | { kind: 'found'; orderUUID: string; accessToken: string; expiresAt: string }
  /** The pair names no order (the API never says which part). */
  | { kind: 'notFound' }
  | { kind: 'tooManyAttempts' }
  /** The API refused a field: its message, shown under that field. */
  | { kind: 'fields'; errors: Array<{ field: BookingLookupField; message: string }> }
  /** No answer (network, timeout) or one the page cannot use. */
  | { kind: 'failed' };

const isLookupField = (field: string): field is BookingLookupField => (BOOKING_LOOKUP_FIELDS as readonly string[]).includes(field);

/** The outcome of a failed call: its HTTP status and the API's problem, when there was one. */
export function lookupFailureOf(status: number | undefined, problem: Problem | undefined): BookingLookupOutcome {
  if (status === 404) return { kind: 'notFound' };
  if (status === 429) return { kind: 'tooManyAttempts' };
  if (status === 400) {
    const errors = (problem?.errors ?? []).flatMap(({ field, message }) => (isLookupField(field) ? [{ field, message }] : []));
    if (errors.length) return { kind: 'fields', errors };
  }
  return { kind: 'failed' };
}

/** One attempt: the API's answer, or why there is none. */
export async function lookUpBooking(api: Pick<CheckoutApi, 'lookupOrder'>, values: BookingLookupValues, signal?: AbortSignal): Promise<BookingLookupOutcome> {
  try {
    const { orderUUID, accessToken, expiresAt } = await api.lookupOrder(values, signal);
    return { kind: 'found', orderUUID, accessToken, expiresAt };
  } catch (error) {
    return error instanceof ApiError ? lookupFailureOf(error.status, error.problem) : { kind: 'failed' };
  }
}

/**
 * The order's confirmation page (linked from the trip the lookup opens): `<confirmationPath>/<orderUUID>`, without the parameters of the
 * payment provider's way back (`status`, `gaId`): a lookup is no payment's return.
 */
export function foundBookingHref(confirmationPath: string, orderUUID: string): string {
  return `${confirmationPath.replace(/\/+$/, '')}/${encodeURIComponent(orderUUID)}`;
}
