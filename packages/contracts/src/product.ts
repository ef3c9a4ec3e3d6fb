/**
 * Product page contracts: the weekend's full detail, checkout nights, the offers and the quote of
 * a product, its recommended offer and upsells, and the single-voucher prices of a gift stay.
 *
 * Amounts are integer cents; days are `yyyy-MM-dd` in the market's time zone.
 */
import { DEFAULT_NIGHTS_CALL_LENGTH } from '@escapade/domain/calendar';
import { GIFT_FORMATS, GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN } from '@escapade/domain/gift';
import { z } from 'zod';
import { parseActivityDateValue } from './activity-date-value';
import { lastStayDay, productIdSchema, safeString } from './input';
import {
  adultQuery,
  babyQuery,
  calendarDaySchema,
  checkinDaySchema,
  checkoutDaySchema,
  childQuery,
  localeSchema,
  partyQueryShape,
  queryBoolean,
  queryInt,
  queryList,
  refuseCheckinInPast,
  STAY_NIGHTS_MAX,
} from './query';
import { NOT_BOOKABLE_MESSAGE, QUOTE_ERROR_CODES } from './quote-errors';
import { PRICE_TYPES } from './search';
import { imagesBySizeSchema, weekendDetailSchema } from './weekend';

export const productParamsSchema = z.strictObject({ id: productIdSchema });

// ---------------------------------------------------------------------------------------------
// Shared response pieces
// ---------------------------------------------------------------------------------------------

export { imagesBySizeSchema, PRICE_TYPES };
export type { ImagesBySize } from './weekend';

export const CANCELLATION_TYPES = ['FLEXIBLE', 'PARTIALLY_REFUNDABLE', 'NCNR'] as const;

/**
 * Cancellation/insurance: type (NCNR means non-cancellable), cancellable, cancellableUntil,
 * cancellationDeadline. Dated answers carry the day; undated ones only the offer's rule.
 */
export const cancellationPolicySchema = z
  .object({
    type: z.enum(CANCELLATION_TYPES),
    cancellable: z.boolean(),
    /** The offer's rule: free modification / partial refund until this many days before checkin. */
    cancellableUntilDays: z.number().int().nullable(),
    /** Checkin minus cancellableUntilDays; null without dates or when not cancellable. */
    cancellableUntil: calendarDaySchema.nullable(),
    /** Same day as cancellableUntil (the search cards' name for it); after it no refund. */
    cancellationDeadline: calendarDaySchema.nullable(),
  })
  .meta({ id: 'CancellationPolicy' });
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** An offer's priceInfo: sellPrice, refPrice, promoPercentageRounded, moneySaved, priceType, nbRooms, nights. */
export const priceInfoSchema = z
  .object({
    /** Cents for the whole party and stay. */
    sellPrice: z.number().int(),
    refPrice: z.number().int(),
    promoPercentageRounded: z.number().int(),
    /** refPrice − sellPrice. */
    moneySaved: z.number().int(),
    /** from_price undated, final_price dated, gift for a single voucher. */
    priceType: z.enum(PRICE_TYPES),
    /** Rooms the party takes: one with children or babies (they must fit it), else as many as the adults need. */
    nbRooms: z.number().int(),
    nights: z.number().int(),
    /** The total divided by the nights, rounded up. */
    pricePerNight: z.number().int(),
  })
  .meta({ id: 'PriceInfo' });
export type PriceInfo = z.infer<typeof priceInfoSchema>;

export const PROGRAM_LINE_TYPES = ['breakfast', 'dinner', 'activity', 'extra'] as const;
/** When a program line happens: on the date the traveller picks, every day, or once in the stay. */
export const PROGRAM_LINE_WHEN = ['chosenDate', 'everyDay', 'duringStay'] as const;

/** A program line item: breakfast, dinner, activity or extra. */
export const programLineSchema = z
  .object({
    position: z.number().int(),
    activityId: z.number().int().nullable(),
    title: z.string(),
    type: z.enum(PROGRAM_LINE_TYPES),
    imageUrl: z.string().nullable(),
    imagesBySize: imagesBySizeSchema.nullable(),
    icon: z.string(),
    detailList: z.array(z.string()),
    whyList: z.array(z.string()),
    mustKnowList: z.array(z.string()),
    schedules: z.string().nullable(),
    how: z.string().nullable(),
    where: z.string().nullable(),
    /** Minutes. */
    duration: z.number().int().nullable(),
    /** Dinner only. */
    menu: z.string().nullable(),
    repeated: z.boolean(),
    singleDay: z.boolean(),
    when: z.enum(PROGRAM_LINE_WHEN),
    /** True when the traveller must choose a date for this activity before Book. */
    needsDate: z.boolean(),
    importantInfos: z.array(z.string()),
    /** How many people the activity is for; null when it follows the party. */
    participants: z.number().int().nullable(),
    displayPax: z.boolean(),
  })
  .meta({ id: 'ProgramLine' });
export type ProgramLine = z.infer<typeof programLineSchema>;

/**
 * Activity dates: activityId, title, dates (value, date). A selected activity date value is the
 * activity id, an underscore, then a date key.
 */
export const activityDatesSchema = z
  .object({
    activityId: z.number().int(),
    title: z.string(),
    dates: z.array(z.object({ value: z.string(), date: calendarDaySchema })),
  })
  .meta({ id: 'ActivityDates' });
export type ActivityDates = z.infer<typeof activityDatesSchema>;

export { ACTIVITY_DATE_VALUE_PATTERN, activityDateValue, parseActivityDateValue } from './activity-date-value';

export const activitySelectionValueSchema = safeString()
  .refine((value) => parseActivityDateValue(value) !== undefined, { message: 'expected activityId_yyyy-MM-dd', abort: true })
  .refine((value) => (parseActivityDateValue(value)?.date ?? '') <= lastStayDay(), {
    message: 'expected an activity day within the availability window',
  });

export const BED_TYPES = ['DOUBLE', 'TWIN', 'KING', 'QUEEN', 'FAMILY', 'SUITE'] as const;

/** A room: id, uuid, label/title, type (bed), bedding, capacity, maxCapacity, size, description, detailsSection, highlights, images, imageUrl, importantInfos, offers. */
export const roomSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    label: z.string(),
    title: z.string(),
    type: z.enum(BED_TYPES),
    bedding: z.string(),
    capacity: z.number().int(),
    maxCapacity: z.number().int(),
    /** Square metres. */
    size: z.number().int(),
    description: z.string(),
    detailsSection: z.array(z.object({ title: z.string(), details: z.array(z.string()) })),
    highlights: z.array(z.string()),
    images: z.array(imagesBySizeSchema),
    imageUrl: z.string().nullable(),
    importantInfos: z.array(z.string()),
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof roomSchema>;

export const marketingLabelSchema = z.object({ code: z.string(), label: z.string() });
export const autoDiscountSchema = z.object({ code: z.string(), value: z.number().int() });

/** What an offer is sold with, on each view of it: cancellation terms, labels, expiry, channel. */
const offerTermsShape = {
    cancellationPolicy: cancellationPolicySchema,
    marketingLabels: z.array(marketingLabelSchema),
    targetedLabel: z.string().nullable(),
    lastMinute: z.boolean(),
    expiration: calendarDaySchema.nullable(),
    autoDiscount: autoDiscountSchema.nullable(),
    channelManagerId: z.string().nullable(),
    connectivity: z.boolean(),
};

/**
 * An offer (weekend) as a card: room offers of the hotel page, the hotel's other offers, the
 * recommended offer, a box's stays. `price` is the undated "from" price for the default party.
 */
export const offerSummarySchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    /** Market-relative path of the product page. */
    uri: z.string(),
    hotelId: z.number().int(),
    roomId: z.number().int(),
    nights: z.number().int(),
    headwords: z.array(z.string()),
    shortProgramIntroWithoutRoom: z.string(),
    imagesBySize: imagesBySizeSchema,
    imageUrl: z.string(),
    programLineTitles: z.array(z.string()),
    price: priceInfoSchema.nullable(),
    ...offerTermsShape,
    /** Sold as a gift stay (single voucher). */
    isSingleVoucherSellable: z.boolean(),
  })
  .meta({ id: 'OfferSummary' });
export type OfferSummary = z.infer<typeof offerSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Quote error codes and messages
// ---------------------------------------------------------------------------------------------

// Re-exported: the API and the tests name them with the rest of the product contract.
export * from './quote-errors';

export const quoteErrorSchema = z.object({ code: z.enum(QUOTE_ERROR_CODES), message: z.string() }).meta({ id: 'QuoteError' });
export type QuoteError = z.infer<typeof quoteErrorSchema>;

/**
 * What a client shows when a quote stops the checkout: the server's code or message, else 'The
 * offer is not bookable with these criterias' if bookable false, else 'Quote error'. Undefined
 * when the quote is bookable.
 */
export function quoteErrorMessageOf(quote: { bookable: boolean; error?: QuoteError | null | undefined }): string | undefined {
  if (quote.error) return quote.error.message || quote.error.code;
  if (!quote.bookable) return NOT_BOOKABLE_MESSAGE;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/{id}/packageCheckoutNights.json
// ---------------------------------------------------------------------------------------------

/**
 * The checkout-nights call takes length (2 by default) or adult/child/baby, checkin, locale,
 * multiOffer=true, client=msite, minisite: the party is either adult/child/baby or, when no adult
 * count is sent, `length` people (decision 0008), 2 by default like the default party.
 */
export const checkoutNightsQuerySchema = z
  .strictObject({
    checkin: checkinDaySchema,
    locale: localeSchema,
    adult: adultQuery.optional(),
    child: childQuery.default(0),
    baby: babyQuery.default(0),
    length: adultQuery.default(DEFAULT_NIGHTS_CALL_LENGTH),
    multiOffer: queryBoolean.optional(),
    client: safeString().max(32).optional(),
    minisite: safeString().max(64).optional(),
  })
  .superRefine(refuseCheckinInPast)
  .meta({ id: 'CheckoutNightsQuery' });
export type CheckoutNightsQuery = z.output<typeof checkoutNightsQuerySchema>;

/** "array of night counts": the night counts a checkout may follow the checkin by, ascending. */
export const checkoutNightsResponseSchema = z.array(z.number().int().min(1)).meta({ id: 'CheckoutNights' });
export type CheckoutNightsResponse = z.infer<typeof checkoutNightsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/product/{id}/offers
// ---------------------------------------------------------------------------------------------

export const stayQueryShape = {
  checkin: checkinDaySchema,
  nights: queryInt(1, STAY_NIGHTS_MAX),
  ...partyQueryShape,
  locale: localeSchema,
  minisite: safeString().max(64).optional(),
};

export const productOffersQuerySchema = z
  .strictObject({ ...stayQueryShape, nights: queryInt(1, STAY_NIGHTS_MAX).optional() })
  .superRefine(refuseCheckinInPast)
  .meta({ id: 'ProductOffersQuery' });
export type ProductOffersQuery = z.output<typeof productOffersQuerySchema>;

export const reservationCriteriaSchema = z
  .object({
    offerId: z.number().int(),
    checkin: calendarDaySchema,
    checkout: calendarDaySchema,
    nights: z.number().int(),
    adult: z.number().int(),
    child: z.number().int(),
    baby: z.number().int(),
  })
  .meta({ id: 'ReservationCriteria' });
export type ReservationCriteria = z.infer<typeof reservationCriteriaSchema>;

/**
 * An offer list item (availability): weekendId, priceInfo, cancellationPolicy,
 * localTaxTotalAmount, programLineList, reservationCriteria (checkin), modifiedReservationCriteria,
 * flashDeal, roomsAmountMessage, bookable.
 */
export const offerListItemSchema = z
  .object({
    weekendId: z.number().int(),
    label: z.string(),
    roomId: z.number().int(),
    /** Null when no night of the stay has a price (outside the availability window). */
    priceInfo: priceInfoSchema.nullable(),
    cancellationPolicy: cancellationPolicySchema,
    /** Cents of the hotel's local tax for this stay and party (paid at the hotel when the hotel says so). */
    localTaxTotalAmount: z.number().int(),
    programLineList: z.array(programLineSchema),
    reservationCriteria: reservationCriteriaSchema,
    /** The nearest later checkin where the same stay is bookable, when the asked one is not. */
    modifiedReservationCriteria: reservationCriteriaSchema.nullable(),
    flashDeal: z.boolean(),
    /** Scarcity: the rooms left when 3 or fewer (the rooms-left message), else null. */
    roomsAmountMessage: z.object({ roomsLeft: z.number().int() }).nullable(),
    bookable: z.boolean(),
    error: quoteErrorSchema.nullable(),
  })
  .meta({ id: 'OfferListItem' });
export type OfferListItem = z.infer<typeof offerListItemSchema>;

/** The product first, then the other offers sold for the same room, cheapest bookable first. */
export const productOffersResponseSchema = z
  .object({ offers: z.array(offerListItemSchema) })
  .meta({ id: 'ProductOffers' });
export type ProductOffersResponse = z.infer<typeof productOffersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/product/{id}/quote
// ---------------------------------------------------------------------------------------------

export const quoteQuerySchema = z
  .strictObject({
    ...stayQueryShape,
    /** "activitySelectionList": values `activityId_yyyy-MM-dd`, comma-joined or repeated. */
    activitySelectionList: queryList(activitySelectionValueSchema),
  })
  .superRefine(refuseCheckinInPast)
  .meta({ id: 'QuoteQuery' });
export type QuoteQuery = z.output<typeof quoteQuerySchema>;

export const quoteResponseSchema = z
  .object({
    bookable: z.boolean(),
    /** Null when the stay has no price (a night outside the availability window or without a row). */
    priceInfo: priceInfoSchema.nullable(),
    /** Absent when bookable; may be absent when not bookable ("bookable false without a code"). */
    error: quoteErrorSchema.optional(),
    reservationCriteria: reservationCriteriaSchema,
    /** The activity dates kept, in the traveller's order. */
    activityDaySelections: z.array(z.object({ activityId: z.number().int(), date: calendarDaySchema })),
    cancellationPolicy: cancellationPolicySchema,
    localTaxTotalAmount: z.number().int(),
    /** What the party pays today: the stay, without a local tax paid at the hotel. */
    amountToPayToday: z.number().int().nullable(),
  })
  .meta({ id: 'Quote' });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/weekend/{id}/detail.json (full detail)
// ---------------------------------------------------------------------------------------------

/** Stress badges, shown in this order: best price, best promo, flash deal, auto discount. */
export const stressFlagsSchema = z.object({
  /** Every night of the stay has the month's lowest price. */
  bestPrice: z.boolean(),
  /** Every night of the stay has the month's highest promo. */
  bestPromo: z.boolean(),
  flashDeal: z.boolean(),
  /** "Auto discount variation activates when the offer carries an auto discount code". */
  autoDiscount: z.boolean(),
});

export const pageModelSchema = z
  .object({
    pageTitle: z.string(),
    /** Path with the market segment (`/fr-fr/sejour/12`); the site prefixes its origin. */
    canonicalUrl: z.string(),
    alternateUrls: z.array(z.object({ locale: localeSchema, url: z.string() })),
    metaRobots: z.string(),
  })
  .meta({ id: 'PageModel' });
export type PageModel = z.infer<typeof pageModelSchema>;

/** An upsell/extra: id, label, priceDifference, priceDifferencePerLos (gifting), programLines, imagesBySize, activityIds. */
export const upsellSchema = z
  .object({
    /** The other product id the page moves to when the extra is added. */
    id: z.number().int(),
    label: z.string(),
    /** Cents: for the asked stay and party when both offers are bookable on it, else the catalogue's difference. */
    priceDifference: z.number().int(),
    /** Gifting: the difference by gift nights ("1", "2", "3"). */
    priceDifferencePerLos: z.record(z.string(), z.number().int()),
    /** The program lines the extra adds to the product. */
    programLines: z.array(programLineSchema),
    imagesBySize: imagesBySizeSchema,
    activityIds: z.array(z.number().int()),
    /** Bookable on the asked stay (without dates: has availability left; gifting: sold as a gift). */
    isAvailable: z.boolean(),
    /**
     * "selectable with an add toggle": true when this product already includes the extra, so the
     * toggle removes it by moving to `id`, the product without it (priceDifference is then negative).
     */
    isAdded: z.boolean(),
  })
  .meta({ id: 'Upsell' });
export type Upsell = z.infer<typeof upsellSchema>;

const detailHotelSchema = weekendDetailSchema.shape.hotel.extend({
  location: weekendDetailSchema.shape.hotel.shape.location.extend({
    completeAddress: z.object({ streetAddress: z.string(), zipCode: z.string() }),
  }),
  phone: z.string(),
  checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
  active: z.boolean(),
});

/** The full detail of a weekend: the map card's fields (weekend.ts) and everything the product page shows. */
export const weekendFullDetailSchema = weekendDetailSchema
  .extend({
    hotel: detailHotelSchema,
    /** Null when the stay cannot be booked for the asked dates and party. */
    price: weekendDetailSchema.shape.price.unwrap().extend(priceInfoSchema.shape).nullable(),
    pageModel: pageModelSchema.optional(),
    headwords: z.array(z.string()),
    shortProgramIntroWithoutRoom: z.string(),
    importantInfos: z.array(z.string()),
    /** The product page's gallery (5 pictures): the offer's, then the room's and the hotel's. */
    images: z.array(imagesBySizeSchema),
    programLine: z.array(programLineSchema),
    /** One entry per activity that needs a date, with the days it can be chosen on for the stay. */
    activities: z.array(activityDatesSchema),
    room: roomSchema,
    upsells: z.array(upsellSchema),
    ...offerTermsShape,
    themeIds: z.array(z.number().int()),
    isSingleVoucherSellable: z.boolean(),
    /** Unpublished, past its expiration day, or its hotel inactive: the page shows 'Too late!'. */
    expired: z.boolean(),
    /** Has at least one bookable night in the 12-month window. */
    available: z.boolean(),
    stress: stressFlagsSchema,
    /** Dated only: the hotel's local tax for the stay and party. */
    localTaxTotalAmount: z.number().int().nullable(),
    reservationCriteria: reservationCriteriaSchema.nullable(),
    /** Dated and not bookable: why. */
    error: quoteErrorSchema.nullable(),
  })
  .meta({ id: 'WeekendFullDetail' });
export type WeekendFullDetail = z.infer<typeof weekendFullDetailSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/product/{id}/recommended
// ---------------------------------------------------------------------------------------------

/** The recommended offer call takes id, checkin, checkout, adult, child, baby, night. */
export const recommendedQuerySchema = z
  .strictObject({
    locale: localeSchema,
    checkin: checkinDaySchema.optional(),
    checkout: checkoutDaySchema.optional(),
    night: queryInt(1, STAY_NIGHTS_MAX).optional(),
    ...partyQueryShape,
  })
  .superRefine(refuseCheckinInPast)
  .superRefine((query, ctx) => {
    if (query.checkin && query.checkout && query.checkout <= query.checkin) {
      ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'checkout must be after checkin' });
    }
    if (query.checkin === undefined && (query.checkout !== undefined || query.night !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['checkin'], message: 'checkout and night need a checkin' });
    }
  })
  .meta({ id: 'RecommendedQuery' });
export type RecommendedQuery = z.output<typeof recommendedQuerySchema>;

export const recommendedResponseSchema = z
  .object({
    /** "A recommended offer card appears when a recommended offer is returned." */
    recommendedOffer: offerSummarySchema.nullable(),
    /** Its price for the asked stay and party; null undated. */
    availability: offerListItemSchema.nullable(),
  })
  .meta({ id: 'Recommended' });
export type RecommendedResponse = z.infer<typeof recommendedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/product/{id}/upsells
// ---------------------------------------------------------------------------------------------

export const upsellsQuerySchema = z
  .strictObject({
    locale: localeSchema,
    flow: z.enum(['booking', 'gifting']).default('booking'),
    checkin: checkinDaySchema.optional(),
    nights: queryInt(1, STAY_NIGHTS_MAX).optional(),
    ...partyQueryShape,
  })
  .superRefine(refuseCheckinInPast)
  .refine((query) => (query.checkin === undefined) === (query.nights === undefined), {
    message: 'checkin and nights go together',
    path: ['nights'],
  })
  .meta({ id: 'UpsellsQuery' });
export type UpsellsQuery = z.output<typeof upsellsQuerySchema>;

export const upsellsResponseSchema = z.object({ upsells: z.array(upsellSchema) }).meta({ id: 'Upsells' });
export type UpsellsResponse = z.infer<typeof upsellsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/product/{id}/single-voucher-prices
// ---------------------------------------------------------------------------------------------

export const singleVoucherPricesQuerySchema = z
  .strictObject({
    locale: localeSchema,
    giftFormat: z.enum(GIFT_FORMATS).default('digital'),
    /** Chosen custom sleeve ids; 'default' is the free standard sleeve and adds nothing. */
    sleeves: queryList(safeString().regex(/^(default|\d{1,9})$/, 'expected a sleeve id or default')),
  })
  .meta({ id: 'SingleVoucherPricesQuery' });
export type SingleVoucherPricesQuery = z.output<typeof singleVoucherPricesQuerySchema>;

/** A single-voucher price entry: sellPrice, nights, promo, shipping cost, total price, subElementsPrice. */
export const singleVoucherPriceSchema = z
  .object({
    nights: z.number().int().min(GIFT_NIGHTS_MIN).max(GIFT_NIGHTS_MAX),
    /** Cents, for 2 people. */
    sellPrice: z.number().int(),
    refPrice: z.number().int(),
    promo: z.number().int(),
    moneySaved: z.number().int(),
    /** Physical format only; 0 for digital. */
    shippingCost: z.number().int(),
    /** The chosen sleeves' prices. */
    subElementsPrice: z.number().int(),
    totalPrice: z.number().int(),
  })
  .meta({ id: 'SingleVoucherPrice' });
export type SingleVoucherPrice = z.infer<typeof singleVoucherPriceSchema>;

export const singleVoucherPricesResponseSchema = z
  .object({ giftFormat: z.enum(GIFT_FORMATS), prices: z.array(singleVoucherPriceSchema) })
  .meta({ id: 'SingleVoucherPrices' });
export type SingleVoucherPricesResponse = z.infer<typeof singleVoucherPricesResponseSchema>;
