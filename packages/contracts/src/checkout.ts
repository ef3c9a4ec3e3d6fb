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
import { GIFT_FORMATS, GIFT_FROM_NAME_MAX, GIFT_MESSAGE_MAX, GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN } from '@escapade/domain/gift';
import { GIFT_CARD_DESIGN_IDS } from '@escapade/domain/gift-card';
import { GIFT_ORDER, ORDER_ITEM_KINDS, ORDER_PAYMENT_METHODS, ORDER_STATUSES, OWN_USE, PAYMENT_METHODS } from '@escapade/domain/order';
import {
  DELIVERY_COUNTRIES,
  isDeliveryCountry,
  isValidPostalCode,
  SHIPMENT_STATES,
  VOUCHER_CODE_LENGTH,
  VOUCHER_KINDS,
  VOUCHER_STATES,
} from '@escapade/domain/voucher';
import { PAY_LATER_TYPES } from '@escapade/domain/pay-later';
import {
  EMAIL_INCORRECT_MESSAGE,
  isTextOnly,
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

/**
 * An activity without a hotel night: bought for one's own use (`customType=OWN_USE`) or offered as
 * a gift (`GIFT`: a voucher the beneficiary redeems).
 */
export const activityItemSchema = z
  .strictObject({
    activityProductId: bodyId,
    groupSize: z.number().int().min(1).max(20),
    customType: z.enum([OWN_USE, GIFT_ORDER]),
  })
  .meta({ id: 'ActivityItem' });

const sleeveIds = z.array(z.string().regex(/^(default|[1-9]\d{0,8})$/, 'expected a sleeve id')).max(10);

/** A gift stay without dates (a single voucher): the offer, 1 to 3 nights, for 2 people. */
export const singleVoucherItemSchema = z
  .strictObject({
    offerId: bodyId,
    nights: z.number().int().min(GIFT_NIGHTS_MIN).max(GIFT_NIGHTS_MAX),
    giftFormat: z.enum(GIFT_FORMATS),
    /** Custom sleeve ids (physical format only); 'default' is the free standard one. */
    sleeves: sleeveIds,
  })
  .meta({ id: 'SingleVoucherItem' });

/** A gift box by its code; the code's suffix is its format (EBOX digital, PBOX physical). */
export const boxItemSchema = z
  .strictObject({
    code: z.string().regex(/^[A-Z0-9]{3,40}$/, 'expected a box code'),
    sleeves: sleeveIds,
  })
  .meta({ id: 'BoxItem' });

/** A gift card: an amount in whole euros, a design, and the day it is sent (empty: at payment). */
export const giftCardItemSchema = z
  .strictObject({
    amountCents: z.number().int().min(0).max(CENTS_MAX),
    designId: z.enum(GIFT_CARD_DESIGN_IDS),
    sendDate: calendarDaySchema.optional(),
  })
  .meta({ id: 'GiftCardItem' });

/** The sender's words on the voucher: "fromName … text only, max 40; message max 180". */
export const giftPersonalisationSchema = z.strictObject({
  fromName: safeString().trim().max(GIFT_FROM_NAME_MAX, FIELD_LIMIT_MESSAGE_KEY).refine(isTextOnly, ONLY_TEXT_MESSAGE),
  message: freeText().max(GIFT_MESSAGE_MAX, FIELD_LIMIT_MESSAGE_KEY),
});
export type GiftPersonalisation = z.infer<typeof giftPersonalisationSchema>;

/** Who receives the voucher by e-mail: the beneficiary (name and address), or the buyer, to hand it over. */
export const giftRecipientSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('beneficiary'),
    name: personName,
    email: safeString().trim().min(1, MANDATORY_FIELD_MESSAGE).max(EMAIL_MAX, FIELD_LIMIT_MESSAGE_KEY).pipe(z.email(EMAIL_INCORRECT_MESSAGE)),
  }),
  z.strictObject({ kind: z.literal('buyer') }),
]);
export type GiftRecipient = z.infer<typeof giftRecipientSchema>;

/** Postal code message of a delivery address whose code has not its country's format. */
export const POSTAL_CODE_INCORRECT_MESSAGE = 'Postal code incorrect';

/** Where a physical gift is delivered: FR, BE, ES, IT or NL, the postal code in its country's format. */
export const deliveryAddressSchema = z
  .strictObject({
    name: mandatory(NAME_MAX * 2 + 1),
    addressLine: mandatory(ADDRESS_MAX),
    postalCode: mandatory(POSTAL_CODE_MAX),
    city: mandatory(CITY_MAX).refine(isValidName, ONLY_TEXT_MESSAGE),
    country: z.enum(DELIVERY_COUNTRIES, { message: MANDATORY_FIELD_MESSAGE }),
  })
  .superRefine((address, ctx) => {
    if (isDeliveryCountry(address.country) && !isValidPostalCode(address.country, address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: POSTAL_CODE_INCORRECT_MESSAGE });
    }
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** Everything about the gift that is not its price: the words, the recipient, the delivery. */
export const giftDetailsSchema = z
  .strictObject({
    personalisation: giftPersonalisationSchema,
    recipient: giftRecipientSchema,
    /** Required for a physical gift, refused for a digital one. */
    deliveryAddress: deliveryAddressSchema.optional(),
  })
  .meta({ id: 'GiftDetails' });
export type GiftDetails = z.infer<typeof giftDetailsSchema>;

/** A gift card code typed at checkout to pay all or part of the order. */
export const giftCardPaymentSchema = z.strictObject({
  code: safeString().trim().min(1, MANDATORY_FIELD_MESSAGE).max(VOUCHER_CODE_LENGTH + 10),
});
/**
 * The one refusal of a gift card code at checkout, whatever the reason (malformed, unknown, not
 * sent yet, expired, used up, cancelled): a code cannot be probed through the checkout.
 */
export const GIFT_CARD_CODE_REFUSED_MESSAGE = 'This gift card code cannot be used. Check it and try again.';
/** Gift cards one order can use. */
export const GIFT_CARDS_PER_ORDER_MAX = 3;

export const INSURANCE_CHOICES = ['insurance', 'noInsurance'] as const;
/** The product keys of `items`: an order holds exactly one product. */
export const PRODUCT_ITEM_KEYS = ['shortStayItem', 'activityItem', 'singleVoucherItem', 'boxItem', 'giftCardItem'] as const;
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
        singleVoucherItem: singleVoucherItemSchema.optional(),
        boxItem: boxItemSchema.optional(),
        giftCardItem: giftCardItemSchema.optional(),
        /** The traveller's insurance choice (stays only); the premium is the server's quote. */
        insuranceItem: z.strictObject({ choice: z.enum(INSURANCE_CHOICES) }).optional(),
      })
      .refine((items) => PRODUCT_ITEM_KEYS.filter((key) => items[key] !== undefined).length === 1, {
        message: `expected exactly one of ${'shortStayItem, activityItem, singleVoucherItem, boxItem or giftCardItem'}`,
      }),
    /** A gift's personalisation, recipient and delivery: required with a gift item, refused without. */
    gift: giftDetailsSchema.optional(),
    /** Gift cards paying all or part of the order; the rest is paid with `paymentMethod`. */
    giftCards: z.array(giftCardPaymentSchema).max(GIFT_CARDS_PER_ORDER_MAX).optional(),
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
  /** Gift cards paid the whole order: it is confirmed already; `url` is its confirmation page. */
  z.object({ kind: z.literal('settled'), url: z.string() }),
]);
export type PaymentNextStep = z.infer<typeof paymentNextStepSchema>;

// ---------------------------------------------------------------------------------------------
// The order as read back (GET /api/purchase/orders/{orderUUID}, and the create answer)
// ---------------------------------------------------------------------------------------------

export const instalmentViewSchema = z.object({
  date: calendarDaySchema,
  amountCents: z.number().int(),
  /** CANCELLED: an instalment left unpaid when the booking was cancelled. */
  status: z.enum(['PAID', 'SCHEDULED', 'CANCELLED']),
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
  /** A gift (single voucher, box, gift card, activity offered): its format and what it includes. */
  isGift: z.boolean(),
  giftFormat: z.enum(GIFT_FORMATS).nullable(),
  /** SINGLE voucher: nights of the gift stay. */
  giftNights: z.number().int().nullable(),
  boxCode: z.string().nullable(),
  giftCardId: z.string().nullable(),
  /** Chosen sleeves, in the order's language, with their price (cents). */
  sleeves: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number().int() })),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

export const voucherSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  state: z.enum(VOUCHER_STATES),
  validUntil: calendarDaySchema,
  valueCents: z.number().int(),
  /** A signed link to the voucher's PDF that expires (null until the voucher is issued, or for a physical gift). */
  downloadUrl: z.string().nullable(),
});
export type VoucherSummary = z.infer<typeof voucherSummarySchema>;

export const orderGiftViewSchema = z.object({
  personalisation: z.object({ fromName: z.string(), message: z.string() }),
  recipient: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('beneficiary'), name: z.string(), email: z.string() }),
    z.object({ kind: z.literal('buyer') }),
  ]),
  delivery: z
    .object({
      address: z.object({ name: z.string(), addressLine: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
      state: z.enum(SHIPMENT_STATES),
      /** Working days from payment: "2 to 4 working days". */
      workingDaysMin: z.number().int(),
      workingDaysMax: z.number().int(),
      /** The latest expected delivery day, in the market's calendar (null before payment). */
      expectedBy: calendarDaySchema.nullable(),
    })
    .nullable(),
  /** A gift card sent later: the day it goes out. */
  sendDate: calendarDaySchema.nullable(),
  vouchers: z.array(voucherSummarySchema),
});
export type OrderGiftView = z.infer<typeof orderGiftViewSchema>;

export const orderViewSchema = z
  .object({
    orderUUID: z.uuid(),
    bookingNumber: z.string().regex(/^\d{8}$/),
    status: z.enum(ORDER_STATUSES),
    locale: localeSchema,
    createdAt: z.string(),
    /** Until when the rooms are held without payment (ISO instant). */
    holdExpiresAt: z.string(),
    /** How the order is paid; `voucher` for a stay booked with a gift voucher. */
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
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
      /** Shipping of a physical gift, part of the total. */
      shippingCents: z.number().int(),
      /** What gift cards paid of the total. */
      giftCardCents: z.number().int(),
      /** What a cancellation gave back (to the gift cards and the card). */
      refundedCents: z.number().int(),
    }),
    /** When the booking was cancelled (ISO instant), or null. */
    cancelledAt: z.string().nullable(),
    instalments: z.array(instalmentViewSchema),
    cancellationPolicy: cancellationPolicySchema.nullable(),
    hasInsurance: z.boolean(),
    /** A gift order: its words, recipient, delivery and vouchers (null for a booking). */
    gift: orderGiftViewSchema.nullable(),
    /** Gift cards that paid part of the order (masked codes). */
    giftCardPayments: z.array(z.object({ codeEnd: z.string(), amountCents: z.number().int() })),
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
