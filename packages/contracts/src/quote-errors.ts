/**
 * The quote's error codes and messages, without zod: the product page's booking
 * panel reads them as it renders, and importing them from `./product` would build every schema
 * of the product contract in the page's first scripts (decision 0018).
 */

/**
 * Why a stay cannot be booked. PACKAGE_NOT_AVAILABLE_CHECKIN is the price error that marks a
 * package unavailable on check-in; the others name the rule that failed.
 */
export const QUOTE_ERROR_CODES = [
  'PACKAGE_NOT_AVAILABLE_CHECKIN',
  'MIN_STAY_NOT_MET',
  'NIGHTS_NOT_ALLOWED',
  'CAPACITY_EXCEEDED',
  'ACTIVITY_DATE_MISSING',
  'ACTIVITY_DATE_INVALID',
  'OFFER_EXPIRED',
] as const;
export type QuoteErrorCode = (typeof QUOTE_ERROR_CODES)[number];

/** Without a server message, when the quote says bookable false. */
export const NOT_BOOKABLE_MESSAGE = 'The offer is not bookable with these criterias';
/** Any other quote failure without a server message. */
export const QUOTE_ERROR_MESSAGE = 'Quote error';
/** Each activity of the stay needs a date. */
export const CHOOSE_ACTIVITY_DATES_MESSAGE = 'Please choose your activity dates.';
export const CHOOSE_TRAVEL_DATES_MESSAGE = 'Please choose your travel dates.';
/** When the offers or the quote fail, or nothing is available. */
export const NO_MORE_AVAILABILITIES_MESSAGE = 'No more availabilities. Update your stay criteria to enjoy the offers.';

export const QUOTE_ERROR_MESSAGES: Readonly<Record<QuoteErrorCode, string>> = {
  PACKAGE_NOT_AVAILABLE_CHECKIN: NO_MORE_AVAILABILITIES_MESSAGE,
  MIN_STAY_NOT_MET: 'The minimum stay is longer on this checkin.',
  NIGHTS_NOT_ALLOWED: 'This number of nights cannot be booked from this checkin.',
  CAPACITY_EXCEEDED: 'The room cannot host this party.',
  ACTIVITY_DATE_MISSING: CHOOSE_ACTIVITY_DATES_MESSAGE,
  ACTIVITY_DATE_INVALID: CHOOSE_ACTIVITY_DATES_MESSAGE,
  OFFER_EXPIRED: 'This offer has expired.',
};

