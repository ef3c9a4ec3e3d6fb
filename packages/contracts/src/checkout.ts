/**
 * Checkout and order contracts: the order a browser asks for (ids and criteria only, never a
 * trusted price), the order it reads back by its UUID, the wallet payment, the pay-later
 * eligibility and the insurance quote.
 *
 *   POST /api/purchase/orders               create (Idempotency-Key header required)
 *   GET  /api/purchase/orders/{orderUUID}   read, by UUID only
 *   POST /api/purchase/zeppto               wallet: order plus pspAuthorization → booking.orderUUID
 *   GET  /api/purchase/alma/eligibility     pay-later options of a basket
 *   GET  /api/purchase/insurance/quote      insurance premium of a basket
 *   POST /api/payments/webhook              the payment provider's signed events
 */
import { ADULTS_MAX, ADULTS_MIN, BABIES_MAX, BABIES_MIN, CHILDREN_MAX, CHILDREN_MIN } from '@escapade/domain/pax';
import { ORDER_ITEM_KINDS, ORDER_STATUSES, OWN_USE, PAYMENT_METHODS } from '@escapade/domain/order';
import { PAY_LATER_TYPES } from '@escapade/domain/pay-later';
import {
  EMAIL_INCORRECT_MESSAGE,
  isValidName,
  isValidPhone,
  MANDATORY_FIELD_MESSAGE,
  ONLY_TEXT_MESSAGE,
  PHONE_INCORRECT_MESSAGE,
  POSTAL_CODE_MAX,
  FIELD_LIMIT_MESSAGE_KEY,
} from '@escapade/domain/validators';
import { z } from 'zod';
import { bodyId, CENTS_MAX, freeText, safeString } from './input';
import { cancellationPolicySchema } from './product';
import { calendarDaySchema, localeSchema } from './query';

// ---------------------------------------------------------------------------------------------
// The traveller (the spec's wallet order "buyer"): one schema for the checkout form and the API.
// ---------------------------------------------------------------------------------------------

export const CIVILITIES = ['MR', 'MRS'] as const;
export const NAME_MAX = 60;
export const ADDRESS_MAX = 120;
export const CITY_MAX = 80;
export const PHONE_MAX = 25;
export const EMAIL_MAX = 254;
export const SPECIAL_REQUEST_MAX = 500;

const mandatory = (max: number) => safeString().trim().min(1, MANDATORY_FIELD_MESSAGE).max(max, FIELD_LIMIT_MESSAGE_KEY);
const personName = mandatory(NAME_MAX).refine(isValidName, ONLY_TEXT_MESSAGE);

export const buyerSchema = z
  .object({
    civility: z.enum(CIVILITIES, { message: MANDATORY_FIELD_MESSAGE }),
    firstName: personName,
    lastName: personName,
    email: safeString().trim().min(1, MANDATORY_FIELD_MESSAGE).max(EMAIL_MAX, FIELD_LIMIT_MESSAGE_KEY).pipe(z.email(EMAIL_INCORRECT_MESSAGE)),
    phoneNumber: mandatory(PHONE_MAX).refine(isValidPhone, PHONE_INCORRECT_MESSAGE),
    addressLine: mandatory(ADDRESS_MAX),
    postalCode: mandatory(POSTAL_CODE_MAX),
    city: mandatory(CITY_MAX).refine(isValidName, ONLY_TEXT_MESSAGE),
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/, MANDATORY_FIELD_MESSAGE),
  })
  .meta({ id: 'Buyer' });
export type Buyer = z.infer<typeof buyerSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/purchase/orders
// ---------------------------------------------------------------------------------------------

export const paxSchema = z.strictObject({
  numberOfAdults: z.number().int().min(ADULTS_MIN).max(ADULTS_MAX),
  numberOfChildren: z.number().int().min(CHILDREN_MIN).max(CHILDREN_MAX),
  numberOfBabies: z.number().int().min(BABIES_MIN).max(BABIES_MAX),
});

export const activityDaySelectionSchema = z.strictObject({ activityId: bodyId, date: calendarDaySchema });

/** A stay: the offer, its dates, the party and the activity dates; the price is the server's. */
export const shortStayItemSchema = z
  .strictObject({
    gift: z.literal(false),
    reservationCriteria: z.strictObject({
      offerId: bodyId,
      activityDaySelections: z.array(activityDaySelectionSchema).max(20),
      pax: paxSchema,
      travelPeriod: z.strictObject({ checkinDate: calendarDaySchema, checkoutDate: calendarDaySchema }),
      minisiteId: bodyId.optional(),
    }),
    specialRequest: freeText().max(SPECIAL_REQUEST_MAX).optional(),
  })
  .meta({ id: 'ShortStayItem' });

/** An activity without a hotel night, bought for one's own use (`customType=OWN_USE`). */
export const activityItemSchema = z
  .strictObject({
    activityProductId: bodyId,
    groupSize: z.number().int().min(1).max(20),
    customType: z.literal(OWN_USE),
  })
  .meta({ id: 'ActivityItem' });

export const INSURANCE_CHOICES = ['insurance', 'noInsurance'] as const;
export type InsuranceChoice = (typeof INSURANCE_CHOICES)[number];

export const createOrderRequestSchema = z
  .strictObject({
    locale: localeSchema,
    buyer: buyerSchema,
    currency: z.literal('EUR'),
    /**
     * The total the browser showed, in cents (the stay or activity, a local tax not paid at the
     * hotel, the insurance premium and the pay-later fee): compared with the server's own pricing,
     * never trusted. A difference answers 409 with the new amount.
     */
    expectedAmount: z.number().int().min(0).max(CENTS_MAX),
    items: z
      .strictObject({
        shortStayItem: shortStayItemSchema.optional(),
        activityItem: activityItemSchema.optional(),
        /** The traveller's insurance choice (stays only); the premium is the server's quote. */
        insuranceItem: z.strictObject({ choice: z.enum(INSURANCE_CHOICES) }).optional(),
      })
      .refine((items) => (items.shortStayItem === undefined) !== (items.activityItem === undefined), {
        message: 'expected exactly one of shortStayItem or activityItem',
      }),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** The sales conditions (and, for a stay, the package travel information) were accepted. */
    consents: z.strictObject({ salesConditions: z.literal(true), packageTravelInformation: z.boolean() }),
    /** Analytics client id, carried to the confirmation URL (`gaId`). */
    gaId: safeString().max(100).optional(),
  })
  .meta({ id: 'CreateOrderRequest' });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Where the browser goes to pay: the provider's hosted page, or the wallet authorization. */
export const paymentNextStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('wallet'), paymentIntentId: z.string(), clientSecret: z.string() }),
]);
export type PaymentNextStep = z.infer<typeof paymentNextStepSchema>;

// ---------------------------------------------------------------------------------------------
// The order as read back (GET /api/purchase/orders/{orderUUID}, and the create answer)
// ---------------------------------------------------------------------------------------------

export const instalmentViewSchema = z.object({
  date: calendarDaySchema,
  amountCents: z.number().int(),
  status: z.enum(['PAID', 'SCHEDULED']),
});

export const orderItemViewSchema = z.object({
  kind: z.enum(ORDER_ITEM_KINDS),
  label: z.string(),
  amountCents: z.number().int(),
  /** SHORT_STAY */
  hotelLabel: z.string().nullable(),
  offerId: z.number().int().nullable(),
  checkin: calendarDaySchema.nullable(),
  checkout: calendarDaySchema.nullable(),
  nights: z.number().int().nullable(),
  party: z.object({ adults: z.number().int(), children: z.number().int(), babies: z.number().int() }).nullable(),
  activities: z.array(z.object({ activityId: z.number().int(), title: z.string(), date: calendarDaySchema })),
  /** ACTIVITY */
  activityProductId: z.number().int().nullable(),
  groupSize: z.number().int().nullable(),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

export const orderViewSchema = z
  .object({
    orderUUID: z.uuid(),
    bookingNumber: z.string().regex(/^\d{8}$/),
    status: z.enum(ORDER_STATUSES),
    locale: localeSchema,
    createdAt: z.string(),
    /** Until when the rooms are held without payment (ISO instant). */
    holdExpiresAt: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    buyer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    items: z.array(orderItemViewSchema),
    /** Everything in cents. */
    amounts: z.object({
      totalCents: z.number().int(),
      insuranceCents: z.number().int(),
      payLaterFeeCents: z.number().int(),
      paidCents: z.number().int(),
      remainingCents: z.number().int(),
      /** The local tax the party pays at the hotel, not part of the total. */
      localTaxAtHotelCents: z.number().int(),
    }),
    instalments: z.array(instalmentViewSchema),
    cancellationPolicy: cancellationPolicySchema.nullable(),
    hasInsurance: z.boolean(),
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof orderViewSchema>;

export const createOrderResponseSchema = z
  .object({ order: orderViewSchema, payment: paymentNextStepSchema })
  .meta({ id: 'CreateOrderResponse' });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderUuidParamsSchema = z.strictObject({ orderUUID: z.uuid('expected an order UUID') });

/** The 409 answered when the server's price differs from the one the browser showed. */
export const PRICE_CHANGED_MESSAGE = 'The price of your stay has changed. Please check the new total.';
export const NO_AVAILABILITY_MESSAGE = 'No more availabilities. Update your stay criteria to enjoy the offers.';

// ---------------------------------------------------------------------------------------------
// POST /api/purchase/zeppto (wallet)
// ---------------------------------------------------------------------------------------------

export const walletPaymentRequestSchema = z
  .strictObject({
    orderUUID: z.uuid(),
    pspAuthorization: z.strictObject({ paymentIntentId: safeString().min(1).max(200), paymentMethod: z.literal('wallet') }),
  })
  .meta({ id: 'WalletPaymentRequest' });
export const walletPaymentResponseSchema = z.object({ booking: z.object({ orderUUID: z.uuid() }) }).meta({ id: 'WalletPaymentResponse' });

// ---------------------------------------------------------------------------------------------
// GET /api/purchase/alma/eligibility
// ---------------------------------------------------------------------------------------------

export const payLaterEligibilityQuerySchema = z
  .strictObject({
    amount: z.coerce.number().int().positive().max(CENTS_MAX),
    cancellationPolicyType: safeString().min(1).max(40),
    cancellableUntil: calendarDaySchema.optional(),
    checkinDate: calendarDaySchema,
    /** The locale, lower case (`fr_fr`). */
    pointOfSale: z.string().transform((value, ctx) => {
      const locale = localeSchema.safeParse(value.replace(/_([a-z]{2})$/, (_, country: string) => `_${country.toUpperCase()}`));
      if (!locale.success) {
        ctx.addIssue({ code: 'custom', message: 'expected a lower-case locale such as fr_fr' });
        return z.NEVER;
      }
      return locale.data;
    }),
  })
  .meta({ id: 'PayLaterEligibilityQuery' });
export const payLaterEligibilityResponseSchema = z
  .object({
    paymentMethods: z.array(
      z.object({
        type: z.enum([...PAY_LATER_TYPES, 'paypal']),
        /** Cents, added to the first instalment. */
        paymentFee: z.number().int(),
        instalments: z.array(z.object({ date: calendarDaySchema, amountCents: z.number().int() })),
      }),
    ),
  })
  .meta({ id: 'PayLaterEligibility' });
export type PayLaterEligibility = z.infer<typeof payLaterEligibilityResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/purchase/insurance/quote ("takes cancellationType and orderAmount (cents)")
// ---------------------------------------------------------------------------------------------

export const insuranceQuoteQuerySchema = z
  .strictObject({
    locale: localeSchema,
    cancellationType: safeString().min(1).max(40),
    orderAmount: z.coerce.number().int().positive().max(CENTS_MAX),
  })
  .meta({ id: 'InsuranceQuoteQuery' });
/** "insurance offer: id, sellPrice, cancellationPolicy"; 404 where insurance is not sold. */
export const insuranceQuoteResponseSchema = z
  .object({ id: z.string(), sellPrice: z.number().int(), cancellationPolicy: z.string() })
  .meta({ id: 'InsuranceQuote' });
export type InsuranceQuote = z.infer<typeof insuranceQuoteResponseSchema>;
