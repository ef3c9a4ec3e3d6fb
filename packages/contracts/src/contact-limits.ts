/**
 * The contact form's length limits, without zod: the form reads them as it renders (its inputs
 * stop at them), the contract (contact.ts) refuses past them with 'The field is limited to
 * {{maxlength}} characters'.
 */

/** A person's full name, as they sign. */
export const CONTACT_NAME_MAX = 120;
/** The longest address a mail system takes (RFC 5321). */
export const CONTACT_EMAIL_MAX = 254;
/** A number with its country code, spaces and separators. */
export const CONTACT_PHONE_MAX = 25;
/** The message; long enough for a complaint, short enough to read. */
export const CONTACT_DESCRIPTION_MAX = 4000;
