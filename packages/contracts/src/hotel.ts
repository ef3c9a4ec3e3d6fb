/**
 * Hotel page contracts: the hotel load, its calendar availabilities, its offers for a stay and
 * its nearby hotels.
 */
import { lastCalendarMonth } from '@escapade/domain/calendar';
import { monthOf } from '@escapade/domain/calendar-day';
import { z } from 'zod';
import { DATABASE_ID_MAX, queryId, safeString } from './input';
import { DESTINATION_TYPES } from './location-kinds';
import { offerListItemSchema, offerSummarySchema, roomSchema } from './product';
import {
  calendarDaySchema,
  checkinDaySchema,
  earliestCheckinFor,
  localeSchema,
  partyQueryShape,
  queryInt,
  refuseCheckinInPast,
  STAY_NIGHTS_MAX,
} from './query';
import { imagesBySizeSchema } from './weekend';

// ---------------------------------------------------------------------------------------------
// GET /api/hotel/{id}
// ---------------------------------------------------------------------------------------------

/** "Hotel id is the second path element (or the hotel's own uri)": a numeric id or the hotel's slug. */
export const hotelParamsSchema = z.strictObject({
  id: safeString()
    .min(1, 'expected a hotel id or uri')
    .max(200, 'expected a hotel id or uri')
    .regex(/^[a-z0-9-]+$/i, 'expected a hotel id or uri'),
});

export const hotelQuerySchema = z.strictObject({ locale: localeSchema }).meta({ id: 'HotelQuery' });

export const LOCAL_TAX_TYPES = ['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT'] as const;

export const breadcrumbItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(DESTINATION_TYPES),
  label: z.string(),
  /** The destination's slug in the market's language (search landing paths are built from it). */
  slug: z.string(),
});
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

export const hotelLocationSchema = z.object({
  /** The city's name in the market's language. */
  label: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  zipCode: z.string(),
  completeAddress: z.object({ streetAddress: z.string(), zipCode: z.string() }),
});

/** A hotel in a carousel (nearby hotels). */
export const hotelCardSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    stars: z.number().int().nullable(),
    uri: z.string(),
    location: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }),
    imagesBySize: imagesBySizeSchema,
    review: z.object({ count: z.number().int(), score: z.number().nullable() }),
    /** Kilometres from the hotel the list is about. */
    distance: z.number(),
    /** The cheapest of its offers' "from" prices (cents, default party); null when none has availability. */
    fromPrice: z.number().int().nullable(),
    offerCount: z.number().int(),
  })
  .meta({ id: 'HotelCard' });
export type HotelCard = z.infer<typeof hotelCardSchema>;

/** A hotel: every field, with its rooms (each with its offers) and its weekends. */
export const hotelSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    star: z.number().int().nullable(),
    stars: z.number().int().nullable(),
    /** Market-relative path of the hotel page. */
    uri: z.string(),
    slug: z.string(),
    phone: z.string(),
    location: hotelLocationSchema,
    description: z.string(),
    highlightedFacilities: z.array(z.string()),
    facilities: z.array(z.string()),
    /** "infoGeneral (code, facilities; code parking gives parking info)". */
    infoGeneral: z.array(z.object({ code: z.string(), facilities: z.array(z.string()) })),
    checkInOut: z.object({ checkin: z.string(), checkout: z.string() }),
    policy: z.object({
      petsAllowed: z.boolean(),
      /** Cents. */
      petsPrice: z.number().int().nullable(),
      petsMaxWeight: z.number().int().nullable(),
      /** "petsMaxNumberOfPets default 1". */
      petsMaxNumberOfPets: z.number().int(),
    }),
    /** "localTax (amount, currency, toBePaidAtHotel, type, percentage)". */
    localTax: z.object({
      /** Cents per person per night (PER_PERSON_PER_NIGHT). */
      amount: z.number().int(),
      currency: z.literal('EUR'),
      toBePaidAtHotel: z.boolean(),
      type: z.enum(LOCAL_TAX_TYPES),
      /** Percent of the package price (BOOKING_PERCENTAGE). */
      percentage: z.number().nullable(),
    }),
    importantInfos: z.array(z.string()),
    /** Published offers of the hotel sold in the market. */
    legacyPackageCount: z.number().int(),
    review: z.object({ count: z.number().int(), score: z.number().nullable() }),
    images: z.array(imagesBySizeSchema),
    rooms: z.array(roomSchema.extend({ offers: z.array(offerSummarySchema) })),
    weekends: z.array(offerSummarySchema),
    nearbyHotels: z.array(hotelCardSchema),
    /** Inactive hotels still load, so the page can say robots noindex. */
    active: z.boolean(),
    breadcrumb: z.array(breadcrumbItemSchema),
    ecoFacilities: z.array(z.string()),
    /** "An eco label panel appears when the hotel has 8 or more ecoFacilities." */
    hasEcoLabel: z.boolean(),
    metaRobots: z.string(),
  })
  .meta({ id: 'Hotel' });
export type Hotel = z.infer<typeof hotelSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/hotels/{hotelId}/availabilities.json
// ---------------------------------------------------------------------------------------------

/** The hotel calendar loads 12 months at a time. */
export const AVAILABILITIES_MONTHS_MAX = 12;

export const availabilitiesParamsSchema = z.strictObject({ hotelId: queryId('expected a positive whole number id') });

export const availabilitiesQuerySchema = z
  .strictObject({
    locale: localeSchema,
    /** First month (`yyyy-MM`); the current month of the market when absent. */
    month: safeString()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a yyyy-MM month')
      .optional(),
    /** How many months from `month` (12 by default: the hotel calendar's load). */
    months: queryInt(1, AVAILABILITIES_MONTHS_MAX).default(AVAILABILITIES_MONTHS_MAX),
    /** Nights of the stay each day's price is for; the offer's (or 1) when absent. */
    length: queryInt(1, STAY_NIGHTS_MAX).optional(),
    /** With a checkin, possibleNights gives the days its checkout may fall on. */
    checkin: checkinDaySchema.optional(),
    /** Only this offer of the hotel (the stay product page's calendar). */
    offerId: queryInt(1, DATABASE_ID_MAX).optional(),
    ...partyQueryShape,
  })
  .superRefine(refuseCheckinInPast)
  .superRefine((query, ctx) => {
    // "Calendar availability window up to 12 months ahead": the current month to the 12th after it.
    if (query.month === undefined) return;
    const today = earliestCheckinFor(query.locale);
    if (query.month < monthOf(today) || query.month > lastCalendarMonth(today)) {
      ctx.addIssue({
        code: 'custom',
        path: ['month'],
        message: `month must be within the availability window (${monthOf(today)} to ${lastCalendarMonth(today)})`,
      });
    }
  })
  .meta({ id: 'AvailabilitiesQuery' });
export type AvailabilitiesQuery = z.output<typeof availabilitiesQuerySchema>;

/** A calendar day's availability: price, promo, bestPriceOfTheMonth, amount, minLos. */
export const availabilityDaySchema = z
  .object({
    /** The amount as the market writes it (e.g. "189 €"), for the calendar cell. */
    price: z.string(),
    /** Cents: the cheapest stay of `length` nights checking in that day, for the party. */
    amount: z.number().int(),
    /** Fewest nights a stay checking in that day must last. */
    minLos: z.number().int(),
    /** Percent off the reference price of that stay (floored). */
    promo: z.number().int(),
    /** The lowest amount of its calendar month. */
    bestPriceOfTheMonth: z.boolean(),
  })
  .meta({ id: 'AvailabilityDay' });
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilitiesResponseSchema = z
  .object({
    /** `yyyy-MM-dd` → the day, for every checkin day with a bookable stay. */
    days: z.record(z.string(), availabilityDaySchema),
    /**
     * With a checkin, only the days of its possible-nights range are selectable as checkout:
     * the first and last day a checkout may fall on after `checkin`; null without
     * a checkin or when no stay can start on it.
     */
    possibleNights: z.object({ start: calendarDaySchema, end: calendarDaySchema }).nullable(),
    /** The window answered: from `from` to `to` inclusive (never past 12 months from today). */
    from: calendarDaySchema,
    to: calendarDaySchema,
    length: z.number().int(),
  })
  .meta({ id: 'Availabilities' });
export type AvailabilitiesResponse = z.infer<typeof availabilitiesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/hotel/{id}/offers
// ---------------------------------------------------------------------------------------------

export const hotelOffersQuerySchema = z
  .strictObject({
    locale: localeSchema,
    checkin: checkinDaySchema.optional(),
    nights: queryInt(1, STAY_NIGHTS_MAX).optional(),
    ...partyQueryShape,
    /** The product page lists the hotel's other offers: leave this one out. */
    excludeOfferId: queryInt(1, DATABASE_ID_MAX).optional(),
  })
  .superRefine(refuseCheckinInPast)
  .refine((query) => (query.checkin === undefined) === (query.nights === undefined), {
    message: 'checkin and nights go together',
    path: ['nights'],
  })
  .meta({ id: 'HotelOffersQuery' });
export type HotelOffersQuery = z.output<typeof hotelOffersQuerySchema>;

export const hotelOfferSchema = offerSummarySchema
  .extend({
    /** The stay's price and bookability; null without dates. */
    availability: offerListItemSchema.nullable(),
    /**
     * "an offer radio list per room with price difference per night shown '+N €'": cents per night
     * above the room's cheapest offer (rounded up); 0 for the cheapest; null when not comparable.
     */
    priceDifferencePerNight: z.number().int().nullable(),
  })
  .meta({ id: 'HotelOffer' });
export type HotelOffer = z.infer<typeof hotelOfferSchema>;

export const hotelOffersResponseSchema = z
  .object({
    hasSelectedDates: z.boolean(),
    /** Grouped by room (the room's order), cheapest first within a room. */
    offers: z.array(hotelOfferSchema),
  })
  .meta({ id: 'HotelOffers' });
export type HotelOffersResponse = z.infer<typeof hotelOffersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/hotel/{id}/nearby
// ---------------------------------------------------------------------------------------------

/** Hotels in the nearby carousel ("nearby hotels (carousel scrolling 3 at a time)"): four steps of 3. */
export const NEARBY_HOTELS_DEFAULT_LIMIT = 12;
export const NEARBY_HOTELS_MAX_LIMIT = 30;
/** Further than this is not "nearby". */
export const NEARBY_HOTELS_RADIUS_KM = 100;

export const nearbyHotelsQuerySchema = z
  .strictObject({
    locale: localeSchema,
    limit: queryInt(1, NEARBY_HOTELS_MAX_LIMIT).default(NEARBY_HOTELS_DEFAULT_LIMIT),
  })
  .meta({ id: 'NearbyHotelsQuery' });
export type NearbyHotelsQuery = z.output<typeof nearbyHotelsQuerySchema>;

export const nearbyHotelsResponseSchema = z
  .object({ hotels: z.array(hotelCardSchema) })
  .meta({ id: 'NearbyHotels' });
export type NearbyHotelsResponse = z.infer<typeof nearbyHotelsResponseSchema>;
