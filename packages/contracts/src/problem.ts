import { z } from 'zod';

/** RFC 9457 media type of every error answer of the API. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * The error codes of the API. Each one is a problem type: clients branch on `code` (or `type`),
 * never on `title` or `detail`, which are for people.
 */
export const PROBLEM_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  /** 401: missing or wrong credentials (a staff token, a client secret). */
  'UNAUTHORIZED',
  /** 403: signed in, but not allowed (a customer on an agent route), or a cross-site write. */
  'FORBIDDEN',
  'NOT_FOUND',
  /** 410: it existed and is gone for good (an expired link, a cancelled voucher). */
  'GONE',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'CONFLICT',
  /** 409: the server's price of an order differs from the one the browser showed (`expectedAmount` is the new one). */
  'PRICE_CHANGED',
  /** 409: a night of the stay has no room left. */
  'NO_AVAILABILITY',
  /** 422: an Idempotency-Key already used with another request body. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 402: the payment provider declined the payment. */
  'PAYMENT_FAILED',
  /**
   * 401: a voucher code (and, for a gift card, its e-mail) that opens nothing; one answer for a
   * code that does not exist, is mistyped, expired or used up, so codes cannot be probed.
   */
  'VOUCHER_REFUSED',
  /** 409: the voucher was used (or cancelled) meanwhile: a concurrent redemption won. */
  'VOUCHER_ALREADY_USED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/**
 * Problem type URIs are URNs: RFC 9457 lets a type be a non-resolvable URI, and a URN cannot
 * turn into a dead link when the API moves host.
 */
export function problemTypeOf(code: ProblemCode): string {
  return `urn:escapade:problem:${code.toLowerCase().replaceAll('_', '-')}`;
}

export const fieldErrorSchema = z.object({
  /** Dotted path of the offending input, e.g. `filters.offer.familyComposition.adults`. */
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int().min(400).max(599),
    detail: z.string(),
    /** The request path that failed. */
    instance: z.string(),
    code: z.enum(PROBLEM_CODES),
    /** 400s only: the first offending field, so a form can focus it. */
    field: z.string().optional(),
    /** 400s only: every offending field. */
    errors: z.array(fieldErrorSchema).optional(),
    /** PRICE_CHANGED only: the server's total, in cents, for the traveller to confirm. */
    expectedAmount: z.number().int().optional(),
    /**
     * The account routes' own reason (`INVALID_EMAIL_OR_PASSWORD`, `EMAIL_NOT_VERIFIED`,
     * `PASSWORD_TOO_SHORT`…): what a sign-in form tells the visitor.
     */
    reason: z.string().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
