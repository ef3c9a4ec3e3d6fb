/**
 * Search area contracts: `POST /api/offers.json` (exact-match search, fallback block, map search,
 * hotel offers) and `GET /api/facets.json`. Field names are those of the search provider's
 * request, result card and facets.
 */
import { isCalendarDay } from '@escapade/domain/calendar-day';
import { ITEM_CATEGORIES, type ItemCategory } from '@escapade/domain/cards';
import { FALLBACK_LIMIT } from '@escapade/domain/fallback';
import { PAGE_SIZE } from '@escapade/domain/results-layout';
import { LOCALES } from '@escapade/domain/markets';
import {
  ADULTS_MAX,
  ADULTS_MIN,
  BABIES_MAX,
  BABIES_MIN,
  CHILDREN_MAX,
  CHILDREN_MIN,
  DEFAULT_PARTY,
} from '@escapade/domain/pax';
import { ORDER_BY_VALUES } from '@escapade/domain/sort-options';
import { z } from 'zod';
import { bodyId, CENTS_MAX, checkinDay, latitude, longitude, queryId as boundedQueryId, safeString, SEARCH_PAGE_MAX } from './input';
import { DESTINATION_KEYS, DESTINATION_TYPES, fieldsNamed, LOCATION_ID_FIELDS } from './location-kinds';
import { blankToUndefined, earliestCheckinFor } from './query';
import { SEARCH_NIGHTS_MAX } from './search-limits';

/** Offers requested per hotel: 20 (activity-only also 20). */
export const NUMBER_OF_PACKAGES_PER_HOTEL = 20;
/** Largest page a client may ask for (issue: "limit over 100 → 400"). */
export const SEARCH_LIMIT_MAX = 100;
/**
 * The results page size: no rule fixes its value; the domain's PAGE_SIZE (18)
 * is the one the results page and its pagination use, so a request without a page model gets a page.
 */
export const DEFAULT_SEARCH_LIMIT = PAGE_SIZE;
/** Fallback blocks: 3 results each in a 3-column grid. */
export const FALLBACK_BLOCK_LIMIT = FALLBACK_LIMIT;
/** Map search answers every matching hotel up to this many, and says when it stopped there. */
export const MAP_SEARCH_CAP = 2000;
export { SEARCH_NIGHTS_MAX };

/**
 * Results come from "a search provider"; the fallback block uses "the catalog search provider".
 * Both run the same engine here; `catalog` is the one the fallback blocks name.
 */
export const SEARCH_PROVIDERS = ['search', 'catalog'] as const;
export type SearchProvider = (typeof SEARCH_PROVIDERS)[number];

/** A card's priceType: from price, final price, beneficiary, gift. */
export const PRICE_TYPES = ['from_price', 'final_price', 'beneficiary', 'gift'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** A card's itemCategory: weekend, single_voucher, activity_only. */
export { ITEM_CATEGORIES, type ItemCategory };

/** The flow a card was found in (the hotel flow is the hotel's own offers). */
export const SEARCH_FLOW_TYPES = ['booking', 'gifting', 'hotel'] as const;
export type SearchFlowType = (typeof SEARCH_FLOW_TYPES)[number];

/** Which call produced the card: the main list, a fallback block, or the hotel offers drawer. */
export const SEARCH_TYPES = ['exactMatch', 'fallback', 'hotelOffers'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The facets call's propertiesRequested: price, score, facility, stars, style, type, environment, tag. */
export const FACET_PROPERTY_TYPES = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'] as const;
export type FacetPropertyType = (typeof FACET_PROPERTY_TYPES)[number];

/**
 * Price facet buckets, in cents, bounds included (`{min, max}` is exactly the price filter that
 * selects the bucket), laid over the price slider's range ("at or below 9 means no minimum; at
 * or above 250 means no maximum"). They bucket the price the flow's price filter compares: the
 * card price per person ('/ pers') in booking, the single-voucher price (2 people) in gifting.
 */
export const PRICE_FACET_BUCKETS: ReadonlyArray<{ id: string; min: number; max: number | null }> = [
  { id: '0-4999', min: 0, max: 4999 },
  { id: '5000-9999', min: 5000, max: 9999 },
  { id: '10000-14999', min: 10000, max: 14999 },
  { id: '15000-19999', min: 15000, max: 19999 },
  { id: '20000-24999', min: 20000, max: 24999 },
  { id: '25000-', min: 25000, max: null },
];

// ---------------------------------------------------------------------------------------------
// Request of POST /api/offers.json
// ---------------------------------------------------------------------------------------------

const id = bodyId;
const idList = z.array(id).max(500);
const codeList = z.array(safeString().min(1).max(64)).max(100);
const cents = z.number().int().min(0).max(CENTS_MAX);

const knownDays = new Map<string, boolean>();
/**
 * isCalendarDay, remembered: a search answer carries up to four days per card and the domain's
 * check builds a TZDate each time; a few hundred distinct days cover a year of searches.
 */
function isKnownCalendarDay(value: string): boolean {
  let valid = knownDays.get(value);
  if (valid === undefined) {
    if (knownDays.size >= 4096) knownDays.clear();
    valid = isCalendarDay(value);
    knownDays.set(value, valid);
  }
  return valid;
}

const calendarDay = z.string().refine(isKnownCalendarDay, { message: 'expected a yyyy-MM-dd calendar day' });
/** A requested checkin: a calendar day within the availability window. */
const requestCheckin = checkinDay(isKnownCalendarDay);

export const priceRangeSchema = z
  .strictObject({ min: cents.optional(), max: cents.optional() })
  .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
    message: 'min must not exceed max',
    path: ['max'],
  });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const familyCompositionSchema = z.strictObject({
  adults: z.number().int().min(ADULTS_MIN).max(ADULTS_MAX).default(DEFAULT_PARTY.adults),
  children: z.number().int().min(CHILDREN_MIN).max(CHILDREN_MAX).default(DEFAULT_PARTY.children),
  babies: z.number().int().min(BABIES_MIN).max(BABIES_MAX).default(DEFAULT_PARTY.babies),
  singleRoom: z.boolean().optional(),
});

export const stayDateSchema = z.strictObject({
  checkin: requestCheckin,
  nights: z.number().int().min(1).max(SEARCH_NIGHTS_MAX),
});
export type StayDate = z.infer<typeof stayDateSchema>;

export const searchLocationSchema = z
  .strictObject({
    ...fieldsNamed(LOCATION_ID_FIELDS, () => id.optional()),
    /** Hash key `hotel`: the destination selector's hotel suggestions. */
    hotelId: id.optional(),
    latitude: latitude().optional(),
    longitude: longitude().optional(),
    /** Kilometres from latitude/longitude. */
    minDistance: z.number().min(0).max(20_000).optional(),
    maxDistance: z.number().min(0).max(20_000).optional(),
  })
  .superRefine((location, ctx) => {
    if ((location.latitude === undefined) !== (location.longitude === undefined)) {
      const missing = location.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'latitude and longitude go together' });
    }
    const { minDistance, maxDistance } = location;
    if (minDistance !== undefined && maxDistance !== undefined && minDistance > maxDistance) {
      ctx.addIssue({ code: 'custom', path: ['maxDistance'], message: 'maxDistance must not be below minDistance' });
    }
  });
export type SearchLocation = z.infer<typeof searchLocationSchema>;

export const offerFiltersSchema = z.strictObject({
  categories: z.strictObject({ themeIds: idList.optional() }).optional(),
  date: stayDateSchema.optional(),
  familyComposition: familyCompositionSchema.optional(),
  /** Cents, compared with the card price per person ('/ pers'). */
  price: priceRangeSchema.optional(),
  /** Activity tag ids (hash key `tags`). */
  tags: idList.optional(),
});

export const propertyFiltersSchema = z.strictObject({
  location: searchLocationSchema.optional(),
  /** Facility codes, without 'pets' (sent as petsAllowed). */
  facilities: codeList.optional(),
  petsAllowed: z.boolean().optional(),
  hotelEnvironments: codeList.optional(),
  hotelStyles: codeList.optional(),
  hotelTypes: codeList.optional(),
  minHotelReviewScore: z.number().min(0).max(10).optional(),
  stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  excludedHotelIds: idList.optional(),
});

export const giftFiltersSchema = z.strictObject({
  singleVoucher: z.strictObject({ price: priceRangeSchema.optional() }).optional(),
});

export const searchFiltersSchema = z.strictObject({
  offer: offerFiltersSchema.optional(),
  property: propertyFiltersSchema.optional(),
  gift: giftFiltersSchema.optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const orderBySchema = z.enum(ORDER_BY_VALUES);

/** The hotel offers drawer's searchCriterias: adult, baby, child, checkin, night, hotelId. */
export const hotelOffersCriteriaSchema = z
  .strictObject({
    adult: z.number().int().min(ADULTS_MIN).max(ADULTS_MAX).default(DEFAULT_PARTY.adults),
    child: z.number().int().min(CHILDREN_MIN).max(CHILDREN_MAX).default(DEFAULT_PARTY.children),
    baby: z.number().int().min(BABIES_MIN).max(BABIES_MAX).default(DEFAULT_PARTY.babies),
    checkin: requestCheckin.optional(),
    night: z.number().int().min(1).max(SEARCH_NIGHTS_MAX).optional(),
    hotelId: id,
  })
  .superRefine((criteria, ctx) => {
    if ((criteria.checkin === undefined) !== (criteria.night === undefined)) {
      const missing = criteria.checkin === undefined ? 'checkin' : 'night';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'checkin and night go together' });
    }
  });
export type HotelOffersCriteria = z.infer<typeof hotelOffersCriteriaSchema>;

export const offersRequestSchema = z
  .strictObject({
    locale: z.enum(LOCALES),
    filters: searchFiltersSchema.optional(),
    sorting: z.strictObject({ orderBy: orderBySchema.optional() }).optional(),
    /** The hotel offers form carries orderBy at the top level ("orderBy priceAsc"). */
    orderBy: orderBySchema.optional(),
    searchCriterias: hotelOffersCriteriaSchema.optional(),
    pagination: z
      .strictObject({
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(DEFAULT_SEARCH_LIMIT),
        /** Zero-based. */
        page: z.number().int().min(0).max(SEARCH_PAGE_MAX).default(0),
      })
      .optional(),
    searchProvider: z.enum(SEARCH_PROVIDERS).default('search'),
    /** "type gift in the gifting flow": dates ignored, 2 adults, single-voucher prices. */
    type: z.literal('gift').optional(),
    numberOfPackagesPerHotel: z.number().int().min(1).max(100).default(NUMBER_OF_PACKAGES_PER_HOTEL),
    performMapSearch: z.boolean().default(false),
    performGiftableSearch: z.boolean().default(false),
  })
  .superRefine((request, ctx) => {
    const checkins: Array<[string | undefined, PropertyKey[]]> = [
      [request.filters?.offer?.date?.checkin, ['filters', 'offer', 'date', 'checkin']],
      [request.searchCriterias?.checkin, ['searchCriterias', 'checkin']],
    ];
    for (const [checkin, path] of checkins) {
      // "Checkin and checkout must be in the future": a day before today in the market is refused.
      if (checkin === undefined || !isKnownCalendarDay(checkin)) continue;
      const earliest = earliestCheckinFor(request.locale);
      if (checkin < earliest) ctx.addIssue({ code: 'custom', path, message: `checkin must not be in the past (today is ${earliest})` });
    }
  })
  .describe('Unknown fields are refused (400 naming the field), at every level: a misspelt filter would otherwise widen the search unnoticed.')
  .meta({ id: 'OffersRequest' });
export type OffersRequestInput = z.input<typeof offersRequestSchema>;
export type OffersRequest = z.output<typeof offersRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Response of POST /api/offers.json
// ---------------------------------------------------------------------------------------------

/**
 * Card links are paths within the market's site, not absolute URLs: the client prefixes them with
 * the market's segment (one answer serves every host and segment a market is reached by).
 */
function marketPath(what: string) {
  return z.string().describe(`Path of ${what} within the market's site, to be prefixed with the market's segment, e.g. /fr-fr`);
}

export const cardLocationSchema = z.object({
  label: z.string(),
  uri: marketPath("the city's search page (empty when it has none)"),
  address: z.string(),
  zipCode: z.string(),
});

export const cardHotelSchema = z.object({
  id: z.number().int(),
  uri: marketPath("the hotel's page"),
  label: z.string(),
  stars: z.number().int().nullable(),
  location: cardLocationSchema,
  review: z.object({ count: z.number().int(), average: z.number().nullable() }),
});

export const cardCancellationPolicySchema = z.object({
  type: z.enum(['FLEXIBLE', 'PARTIALLY_REFUNDABLE', 'NCNR']),
  cancellable: z.boolean(),
  /**
   * The cancellation info on a card: which message it shows — modifiable or partially
   * refundable until the deadline (dated and cancellable), non-refundable, or "add dates".
   */
  message: z.enum(['modifiable_until_deadline', 'partially_refundable_until_deadline', 'non_refundable', 'add_dates']),
  /** Checkin minus the offer's cancellable days; null without dates or when not cancellable. */
  cancellationDeadline: calendarDay.nullable(),
});

export const searchResultCardSchema = z
  .object({
    /** The weekend (offer) id. */
    id: z.number().int(),
    label: z.string(),
    images: z.array(z.string()),
    imageUrl: z.string().nullable(),
    /** e.g. `/sejour/18`. */
    uri: marketPath('the product page (e.g. /sejour/18)'),
    hotel: cardHotelSchema,
    /** Total for the party and stay (cents); gifting: the single voucher for 2 people. */
    sellPrice: z.number().int(),
    refPrice: z.number().int(),
    /** Offer lists show a promo only at 10 percent or more (else 0). */
    promo: z.number().int(),
    priceType: z.enum(PRICE_TYPES),
    /** The card price shown with '/ pers' (cents, rounded up). */
    pricePerPerson: z.number().int(),
    /** The total divided by the nights, rounded up (cents). */
    pricePerNight: z.number().int(),
    nights: z.number().int(),
    /** Kilometres from the searched point or destination centre; null when none applies. */
    distance: z.number().nullable(),
    participants: z.number().int(),
    /** Fewest rooms left over the stay's nights; null without dates. */
    availableRooms: z.number().int().nullable(),
    lastMinute: z.boolean(),
    expiration: calendarDay.nullable(),
    marketingLabels: z.array(z.object({ code: z.string(), label: z.string() })),
    targetedLabel: z.string().nullable(),
    headwords: z.array(z.string()),
    cancellationPolicy: cardCancellationPolicySchema,
    channelManagerId: z.string().nullable(),
    autoDiscount: z.object({ code: z.string(), value: z.number().int() }).nullable(),
    checkin: calendarDay.nullable(),
    checkout: calendarDay.nullable(),
    adult: z.number().int(),
    child: z.number().int(),
    baby: z.number().int(),
    flowType: z.enum(SEARCH_FLOW_TYPES),
    searchType: z.enum(SEARCH_TYPES),
    paxCount: z.number().int(),
    /** Position in the whole result list (page × limit + position on the page). */
    index: z.number().int(),
    topTheme: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    itemCategory: z.enum(ITEM_CATEGORIES),
    connectivity: z.boolean(),
  })
  .meta({ id: 'SearchResultCard' });
export type SearchResultCard = z.infer<typeof searchResultCardSchema>;

export const locationHierarchyItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(DESTINATION_TYPES),
  label: z.string(),
});
export type LocationHierarchyItem = z.infer<typeof locationHierarchyItemSchema>;

export const searchDetailsSchema = z
  .object({
    checkin: calendarDay.nullable(),
    night: z.number().int().nullable(),
    adult: z.number().int(),
    child: z.number().int(),
    baby: z.number().int(),
    hotelId: z.number().int().nullable(),
    /** Matching hotels (one card per hotel); hotel offers: that hotel's matching packages. */
    totalCount: z.number().int(),
    /** The searched place: a destination, or the point of a lat/lng search. */
    location: z
      .object({
        id: z.number().int().nullable(),
        type: z.string(),
        label: z.string().nullable(),
        latitude: z.number(),
        longitude: z.number(),
      })
      .nullable(),
    /** The searched destination's name in the request's language. */
    destination: z.string().nullable(),
    /** From the country down to the searched destination. */
    locationHierarchy: z.array(locationHierarchyItemSchema),
  })
  .meta({ id: 'SearchDetails' });
export type SearchDetails = z.infer<typeof searchDetailsSchema>;

/** Card price bounds (per person, cents) over every matching hotel, not just the page. */
export const priceTierSchema = z.object({ min: z.number().int(), max: z.number().int() }).nullable();
export type PriceTier = z.infer<typeof priceTierSchema>;

export const offersResponseSchema = z
  .object({
    exactMatch: z.array(searchResultCardSchema),
    searchDetails: searchDetailsSchema,
    priceTier: priceTierSchema,
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), pageCount: z.number().int() }),
    /** The sort applied (the requested one when the flow offers it, else the default). */
    orderBy: orderBySchema,
  })
  .meta({ id: 'OffersResponse' });
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/** A map location entry: key, id, location lat/lng; the marker detail uses the weekend id. */
export const mapSearchItemSchema = z.object({
  key: z.string(),
  /** The hotel id. */
  id: z.number().int(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  weekend: z.array(z.object({ id: z.number().int() })).min(1),
  /** The pin's price, as on the hotel's card: cents for the whole stay and per person. */
  sellPrice: z.number().int(),
  pricePerPerson: z.number().int(),
  /** What the pin's price label reads: 'From' before a from price; a gift's price is for the voucher. */
  priceType: z.enum(PRICE_TYPES),
});
export type MapSearchItem = z.infer<typeof mapSearchItemSchema>;

export const mapSearchResponseSchema = z
  .object({
    exactMatch: z.array(mapSearchItemSchema),
    searchDetails: searchDetailsSchema,
    /** True when more hotels matched than `cap`. */
    capped: z.boolean(),
    cap: z.number().int(),
  })
  .meta({ id: 'MapSearchResponse' });
export type MapSearchResponse = z.infer<typeof mapSearchResponseSchema>;

export const offersAnswerSchema = z.union([offersResponseSchema, mapSearchResponseSchema]);
export type OffersAnswer = z.infer<typeof offersAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/facets.json
// ---------------------------------------------------------------------------------------------

const queryNumber = z.preprocess(blankToUndefined, z.coerce.number({ message: 'expected a number' }));
const queryInt = z.preprocess(blankToUndefined, z.coerce.number({ message: 'expected a number' }).int('expected a whole number'));
const queryBoolean = z.preprocess(
  blankToUndefined,
  z.enum(['true', 'false'], { message: 'expected true or false' }).transform((value) => value === 'true'),
);

/** "facilities (comma-joined …)": a comma-joined string, or the parameter repeated. */
function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const parts = (Array.isArray(value) ? value : [value])
      .filter((part): part is string => typeof part === 'string')
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    return value === undefined || parts.length === 0 ? undefined : parts;
  }, z.array(item).max(500).optional());
}

const queryId = boundedQueryId('expected a positive whole number');

export const facetsQuerySchema = z
  .strictObject({
    locale: z.enum(LOCALES),
    // The search's own criteria (the criteria hash's key names).
    ...fieldsNamed(DESTINATION_KEYS, () => queryInt.pipe(id).optional()),
    hotel: queryInt.pipe(id).optional(),
    theme: queryInt.pipe(id).optional(),
    checkin: z.preprocess(blankToUndefined, requestCheckin.optional()),
    night: queryInt.pipe(z.number().int().min(1).max(SEARCH_NIGHTS_MAX)).optional(),
    adult: queryInt.pipe(z.number().int().min(ADULTS_MIN).max(ADULTS_MAX)).optional(),
    child: queryInt.pipe(z.number().int().min(CHILDREN_MIN).max(CHILDREN_MAX)).optional(),
    baby: queryInt.pipe(z.number().int().min(BABIES_MIN).max(BABIES_MAX)).optional(),
    type: z.literal('gift').optional(),
    // The facets query.
    tags: commaList(queryId),
    priceMin: queryInt.pipe(cents).optional(),
    priceMax: queryInt.pipe(cents).optional(),
    singleVoucherPriceMin: queryInt.pipe(cents).optional(),
    singleVoucherPriceMax: queryInt.pipe(cents).optional(),
    minHotelReviewScore: queryNumber.pipe(z.number().min(0).max(10)).optional(),
    hotelScore: queryNumber.pipe(z.number().min(0).max(10)).optional(),
    distanceMin: queryNumber.pipe(z.number().min(0).max(20_000)).optional(),
    distanceMax: queryNumber.pipe(z.number().min(0).max(20_000)).optional(),
    stars: commaList(z.coerce.number({ message: 'expected a number' }).int().min(1).max(5)),
    facilities: commaList(safeString().min(1).max(64)),
    petsAllowed: queryBoolean.optional(),
    hotelStyles: commaList(safeString().min(1).max(64)),
    hotelEnvironments: commaList(safeString().min(1).max(64)),
    hotelTypes: commaList(safeString().min(1).max(64)),
    lat: latitude(queryNumber).optional(),
    lng: longitude(queryNumber).optional(),
    orderBy: z.preprocess(blankToUndefined, orderBySchema.optional()),
    withNames: queryBoolean.default(true),
    propertiesRequested: commaList(z.enum(FACET_PROPERTY_TYPES)),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.lat === undefined ? 'lat' : 'lng'], message: 'lat and lng go together' });
    }
    if ((query.checkin === undefined) !== (query.night === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.checkin === undefined ? 'checkin' : 'night'], message: 'checkin and night go together' });
    }
    if (query.checkin !== undefined && isKnownCalendarDay(query.checkin) && query.checkin < earliestCheckinFor(query.locale)) {
      ctx.addIssue({ code: 'custom', path: ['checkin'], message: 'checkin must not be in the past' });
    }
    const pairs: Array<[number | undefined, number | undefined, string]> = [
      [query.priceMin, query.priceMax, 'priceMax'],
      [query.singleVoucherPriceMin, query.singleVoucherPriceMax, 'singleVoucherPriceMax'],
      [query.distanceMin, query.distanceMax, 'distanceMax'],
    ];
    for (const [min, max, field] of pairs) {
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'the maximum must not be below the minimum' });
      }
    }
  })
  .meta({ id: 'FacetsQuery' });
export type FacetsQueryInput = z.input<typeof facetsQuerySchema>;
export type FacetsQuery = z.output<typeof facetsQuerySchema>;

export const facetValueSchema = z.object({
  /** score9…, star5…, a facility/style/type/environment code, a price bucket `min-max`, a tag id. */
  id: z.union([z.string(), z.number().int()]),
  /** In the locale's language; omitted when `withNames=false`. */
  name: z.string().optional(),
  count: z.number().int().min(0),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetPropertySchema = z.object({
  propertyType: z.enum(FACET_PROPERTY_TYPES),
  values: z.array(facetValueSchema),
  /** Tag only: activities are grouped lists (name, list of id, name, count). */
  groups: z.array(z.object({ id: z.number().int(), name: z.string().optional(), list: z.array(facetValueSchema) })).optional(),
});
export type FacetProperty = z.infer<typeof facetPropertySchema>;

export const facetsResponseSchema = z
  .object({ properties: z.array(facetPropertySchema), totalCount: z.number().int() })
  .meta({ id: 'FacetsResponse' });
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;
