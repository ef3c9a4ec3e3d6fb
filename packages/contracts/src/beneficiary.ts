/**
 * Redeeming a gift: the beneficiary signs in with the voucher's code, sees what it gives, and books
 * it. The login answers a short-lived signed session token, sent back as `Authorization: Bearer`.
 *
 *   POST /api/beneficiary/login                 { locale, code } → session + voucher | 401 VOUCHER_REFUSED | 429
 *   GET  /api/beneficiary/voucher?locale        the voucher of the session
 *   GET  /api/beneficiary/stays?locale&page     the stays it can be exchanged for (a page at a time)
 *   POST /api/beneficiary/redemptions           { offerId, checkin, traveller } → the booked order | 409
 *
 * A stay's calendar is the product calendar: `GET /api/hotels/{hotelId}/availabilities.json` with
 * the stay's `offerId`, 2 adults and `length` = the nights the voucher books (the voucher's
 * `nights` for a single voucher, the stay card's `nights` for a box).
 *
 * A code that does not exist, is mistyped (caught by its check symbol), has expired or is used up
 * gets one answer, 401 VOUCHER_REFUSED with one detail, so codes cannot be probed; attempts are
 * counted per client (429 past the limit). A voucher opens on the markets of the country it was
 * bought in. The other calls answer 401 VOUCHER_REFUSED when the session token is missing, wrong
 * or ended (2 hours after the login).
 */
import { GIFT_FORMATS } from '@escapade/domain/gift';
import { VOUCHER_KINDS, VOUCHER_STATES } from '@escapade/domain/voucher';
import { MANDATORY_FIELD_MESSAGE } from '@escapade/domain/validators';
import { z } from 'zod';
import { boxOffersResponseSchema } from './boxes';
import { activityDaySelectionSchema, buyerSchema, orderViewSchema } from './checkout';
import { bodyId, safeString } from './input';
import { calendarDaySchema, localeSchema } from './query';

/** The one detail of a refused code. */
export const VOUCHER_REFUSED_DETAIL = 'This code does not open a gift. Check it and try again.';
/** A session token missing, wrong or ended: sign in with the code again. */
export const BENEFICIARY_SESSION_ENDED_DETAIL = 'Your gift session has ended: enter the code of your gift again.';
/** A well-formed code whose voucher was used meanwhile (a concurrent redemption won). */
export const VOUCHER_ALREADY_USED_DETAIL = 'This gift has already been used.';

export const beneficiaryLoginRequestSchema = z
  .strictObject({
    locale: localeSchema,
    /** As typed: case, spaces and dashes do not matter. */
    code: safeString().trim().min(1, MANDATORY_FIELD_MESSAGE).max(40),
  })
  .meta({ id: 'BeneficiaryLoginRequest' });
export type BeneficiaryLoginRequest = z.infer<typeof beneficiaryLoginRequestSchema>;

/** What a voucher gives, as its beneficiary reads it (never its full code back). */
export const beneficiaryVoucherSchema = z
  .object({
    kind: z.enum(VOUCHER_KINDS),
    state: z.enum(VOUCHER_STATES),
    /** The code's last four symbols, to recognise it. */
    codeEnd: z.string(),
    validUntil: calendarDaySchema,
    valueCents: z.number().int(),
    /** Gift cards: what is left. */
    balanceCents: z.number().int(),
    /** The product in the voucher's language: the stay, the box or the activity. */
    label: z.string(),
    imageUrl: z.string().nullable(),
    giftFormat: z.enum(GIFT_FORMATS).nullable(),
    /** Single voucher: the stay's offer and nights; always for 2 people. */
    offerId: z.number().int().nullable(),
    nights: z.number().int().nullable(),
    adults: z.number().int(),
    boxCode: z.string().nullable(),
    activityProductId: z.number().int().nullable(),
    personalisation: z.object({ fromName: z.string(), message: z.string() }),
  })
  .meta({ id: 'BeneficiaryVoucher' });
export type BeneficiaryVoucher = z.infer<typeof beneficiaryVoucherSchema>;

export const beneficiaryLoginResponseSchema = z
  .object({
    /** `Authorization: Bearer {token}` on the other beneficiary calls. */
    token: z.string(),
    expiresAt: z.string(),
    voucher: beneficiaryVoucherSchema,
  })
  .meta({ id: 'BeneficiaryLoginResponse' });
export type BeneficiaryLoginResponse = z.infer<typeof beneficiaryLoginResponseSchema>;

export const beneficiaryVoucherQuerySchema = z
  .strictObject({
    /** The market the page is on (labels in its language); default: the market the gift was bought in. */
    locale: localeSchema.optional(),
  })
  .meta({ id: 'BeneficiaryVoucherQuery' });

export const beneficiaryStaysQuerySchema = z
  .strictObject({
    locale: localeSchema,
    page: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .meta({ id: 'BeneficiaryStaysQuery' });

/** The stays a voucher can be exchanged for: the box's stays, or the single voucher's stay and those of the same value. */
export const beneficiaryStaysResponseSchema = boxOffersResponseSchema.meta({ id: 'BeneficiaryStays' });
export type BeneficiaryStaysResponse = z.infer<typeof beneficiaryStaysResponseSchema>;

/**
 * Booking what the voucher gives, for its traveller (the buyer form's fields): a stay (single
 * voucher or box) needs `offerId`, `checkin` and the package travel information accepted; an
 * activity voucher books its activity and needs neither. The nights are the voucher's (single
 * voucher) or the stay's (box), for 2 adults.
 */
export const redemptionRequestSchema = z
  .strictObject({
    locale: localeSchema,
    offerId: bodyId.optional(),
    checkin: calendarDaySchema.optional(),
    /** The stay's activities that need a date, as in the stay checkout (none: an empty list). */
    activityDaySelections: z.array(activityDaySelectionSchema).max(20).optional(),
    traveller: buyerSchema,
    consents: z.strictObject({ salesConditions: z.literal(true), packageTravelInformation: z.boolean() }),
  })
  .meta({ id: 'RedemptionRequest' });
export type RedemptionRequest = z.infer<typeof redemptionRequestSchema>;

export const redemptionResponseSchema = z.object({ order: orderViewSchema }).meta({ id: 'RedemptionResponse' });
export type RedemptionResponse = z.infer<typeof redemptionResponseSchema>;
