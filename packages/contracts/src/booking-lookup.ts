/**
 * The booking lookup ("find my booking"): a booking number and the buyer's e-mail address name an
 * order; the answer is only the order's UUID, the key of its confirmation page.
 *
 *   POST /api/purchase/booking-lookup   { bookingNumber, email } → { orderUUID, accessToken, expiresAt } | 404
 *
 * `accessToken` opens the order's trip routes (`/api/trips/{orderUUID}`: cancel, change request,
 * invoice) for one hour, in the `X-Booking-Access` header: the guest's proof of the lookup.
 *
 * A POST, not a GET: the e-mail address stays out of URLs and logs, and the route counts against
 * the write rate limit, which is what keeps anyone from trying numbers in bulk.
 */
import {
  BOOKING_NUMBER_MESSAGE,
  EMAIL_INCORRECT_MESSAGE,
  FIELD_LIMIT_MESSAGE_KEY,
  isValidBookingNumber,
  MANDATORY_FIELD_MESSAGE,
} from '@escapade/domain/validators';
import { z } from 'zod';
import { EMAIL_MAX } from './checkout';
import { CONTROL_CHARACTERS_MESSAGE, SAFE_TEXT_PATTERN } from './input';

/**
 * The one answer for a number that names no order and for an e-mail address that is not the
 * order's: the lookup never tells which of the two was wrong.
 */
export const BOOKING_NOT_FOUND_DETAIL = 'No booking matches this booking number and e-mail address.';

/** A text field: missing is 'Mandatory field' like empty; the rules after it run on the trimmed text. */
const requiredText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? MANDATORY_FIELD_MESSAGE : 'expected a string') })
    .regex(SAFE_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .min(1, { message: MANDATORY_FIELD_MESSAGE, abort: true });

export const bookingLookupRequestSchema = z
  .strictObject({
    /** 'Booking number is composed of 8 digits'. */
    bookingNumber: requiredText().refine(isValidBookingNumber, BOOKING_NUMBER_MESSAGE),
    /** The buyer's address as given at checkout, in any letter case. */
    email: requiredText().max(EMAIL_MAX, FIELD_LIMIT_MESSAGE_KEY).pipe(z.email(EMAIL_INCORRECT_MESSAGE)),
  })
  .meta({ id: 'BookingLookupRequest' });
export type BookingLookupRequest = z.infer<typeof bookingLookupRequestSchema>;

export const bookingLookupResponseSchema = z
  .object({ orderUUID: z.uuid(), accessToken: z.string(), expiresAt: z.string() })
  .meta({ id: 'BookingLookupResponse' });
export type BookingLookupResponse = z.infer<typeof bookingLookupResponseSchema>;
