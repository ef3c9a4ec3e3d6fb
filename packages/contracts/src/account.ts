/**
 * A customer's trips and what they can do with one, signed in or as a guest.
 *
 *   GET  /api/account/trips                          (session) upcoming and past stays and activities, gifts bought, vouchers received
 *   GET  /api/trips/{orderUUID}                      the trip's detail: the order, what cancelling it would give, its documents
 *   POST /api/trips/{orderUUID}/cancel               cancels it as its policy allows (refund through the payment provider)
 *   POST /api/trips/{orderUUID}/change-request       { kind, message } → a request customer care handles (never a silent change)
 *   GET  /api/trips/{orderUUID}/invoice.pdf          the invoice (numbered without gaps per market) of a paid order
 *   GET  /api/trips/{orderUUID}/credit-note.pdf      the credit note of a refund after the invoice (its own sequence per market)
 *
 * Access to a trip: the signed-in account the order belongs to, or a guest with the access token
 * the booking lookup answers (`X-Booking-Access`, valid 1 hour), or nobody: 404 (the answer does not
 * tell an order that exists from one that does not). Writes need the site's Origin.
 */
import { z } from 'zod';
import { orderViewSchema } from './checkout';
import { freeText } from './input';

/** The header a guest's trip requests carry: the booking lookup's access token. */
export const BOOKING_ACCESS_HEADER = 'x-booking-access';

export const TRIP_KINDS = ['stay', 'activity', 'gift'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export const tripSummarySchema = z
  .object({
    orderUUID: z.uuid(),
    bookingNumber: z.string(),
    status: z.string(),
    kind: z.enum(TRIP_KINDS),
    label: z.string(),
    hotelLabel: z.string().nullable(),
    /** yyyy-MM-dd; null for a gift. */
    checkin: z.string().nullable(),
    checkout: z.string().nullable(),
    totalCents: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'TripSummary' });
export type TripSummary = z.infer<typeof tripSummarySchema>;

export const receivedVoucherSchema = z
  .object({
    /** The gift order's booking number (the voucher's own code is in its PDF). */
    bookingNumber: z.string(),
    label: z.string(),
    fromName: z.string(),
    /** A signed link to the voucher's PDF (7 days). */
    pdfUrl: z.string().nullable(),
  })
  .meta({ id: 'ReceivedVoucher' });

export const tripsResponseSchema = z
  .object({
    upcoming: z.array(tripSummarySchema),
    past: z.array(tripSummarySchema),
    gifts: z.array(tripSummarySchema),
    vouchersReceived: z.array(receivedVoucherSchema),
  })
  .meta({ id: 'Trips' });
export type TripsResponse = z.infer<typeof tripsResponseSchema>;

export const tripParamsSchema = z.strictObject({ orderUUID: z.uuid('expected an order UUID') });

/** What cancelling would do today, as the policy says; refused with its reason otherwise. */
export const cancellationQuoteSchema = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(false), refusal: z.enum(['NON_CANCELLABLE', 'DEADLINE_PASSED', 'NOT_CANCELLABLE_ORDER', 'NOT_CONFIRMED']) }),
  z.object({
    allowed: z.literal(true),
    kind: z.enum(['FREE', 'PARTIAL']),
    refundCents: z.number().int(),
    giftCardRefundCents: z.number().int(),
    providerRefundCents: z.number().int(),
    deadline: z.string(),
  }),
]);
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const tripDetailSchema = z
  .object({
    order: orderViewSchema,
    cancellation: cancellationQuoteSchema,
    /** Whether a paid order's invoice can be downloaded. */
    hasInvoice: z.boolean(),
    /** The credit note of a refund after the invoice (the amount refunded), to download; null when there is none. */
    creditNote: z.object({ reference: z.string(), issuedAt: z.string(), amountCents: z.number().int() }).nullable(),
    /** Change requests already sent, newest first. */
    changeRequests: z.array(z.object({ caseId: z.number().int(), state: z.string(), createdAt: z.string() })),
  })
  .meta({ id: 'TripDetail' });
export type TripDetail = z.infer<typeof tripDetailSchema>;

export const cancellationResultSchema = z
  .object({
    status: z.enum(['CANCELLED', 'REFUNDED']),
    refundCents: z.number().int(),
    giftCardRefundCents: z.number().int(),
    providerRefundCents: z.number().int(),
    /** false: the card refund is owed and customer care completes it. */
    isProviderRefundDone: z.boolean(),
  })
  .meta({ id: 'CancellationResult' });
export type CancellationResult = z.infer<typeof cancellationResultSchema>;

export const CHANGE_REQUEST_KINDS = ['dates', 'party', 'other'] as const;
export const CHANGE_REQUEST_MESSAGE_MAX = 2000;
export const changeRequestBodySchema = z.strictObject({
  kind: z.enum(CHANGE_REQUEST_KINDS),
  message: freeText().trim().min(1, 'Mandatory field').max(CHANGE_REQUEST_MESSAGE_MAX, `at most ${CHANGE_REQUEST_MESSAGE_MAX} characters`),
});
export const changeRequestResponseSchema = z.object({ caseId: z.number().int(), state: z.literal('NEW') });

/** The booking lookup's answer for a guest: the order, and a token for its trip routes. */
export const bookingAccessSchema = z.object({ accessToken: z.string(), expiresAt: z.string() });
