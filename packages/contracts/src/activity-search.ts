import { LOCALES } from '@escapade/domain/markets';
import { ACTIVITY_PARTICIPANTS_MAX, ACTIVITY_PARTICIPANTS_MIN } from '@escapade/domain/pax';
import { z } from 'zod';
import { CENTS_MAX, DATABASE_ID_MAX, latitude, longitude, SEARCH_PAGE_MAX } from './input';
import { imagesBySizeSchema } from './weekend';

/** Offers requested per hotel: 20, as for stays. */
export const ACTIVITY_ONLY_PACKAGES_PER_HOTEL = 20;
/** Hits per page of the activity-only search (a chosen value: a 3-column grid of 6 rows). */
export const ACTIVITY_ONLY_PAGE_SIZE = 18;
/** An activity search also covers 30 km around the place ('and 30 km around'). */
export const ACTIVITY_SEARCH_AROUND_KM = 30;

const id = z
  .number({ message: 'expected a number' })
  .int('expected a whole number')
  .positive('expected a positive id')
  .max(DATABASE_ID_MAX, 'expected an existing id');
const cents = z.number({ message: 'expected a number' }).int('expected whole cents').nonnegative('expected 0 or more').max(CENTS_MAX);

/** Hash lists arrive as arrays or, straight from the hash, comma-joined: `tags=3,7`. */
const idList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.split(',').filter((part) => part.trim() !== '').map((part) => (/^\d+$/.test(part.trim()) ? Number(part) : part))
      : typeof value === 'number'
        ? [value]
        : value,
  z.array(id),
);

/**
 * The criteria of the activity search, read from the criteria hash: a location key,
 * the participants `a` (1–2), lat/lng, tags, priceMin/priceMax in cents. Other hash keys (dates,
 * sort…) mean nothing to an activity and are ignored.
 */
export const activitySearchCriteriasSchema = z
  .object({
    a: z
      .number({ message: 'expected a number' })
      .int('expected a whole number')
      .min(ACTIVITY_PARTICIPANTS_MIN, `expected at least ${ACTIVITY_PARTICIPANTS_MIN}`)
      .max(ACTIVITY_PARTICIPANTS_MAX, `expected at most ${ACTIVITY_PARTICIPANTS_MAX}`)
      .optional(),
    city: id.optional(),
    country: id.optional(),
    department: id.optional(),
    region: id.optional(),
    touristicregion: id.optional(),
    poi: id.optional(),
    searesort: id.optional(),
    skiresort: id.optional(),
    hotel: id.optional(),
    lat: latitude().optional(),
    lng: longitude().optional(),
    theme: id.optional(),
    tags: idList.optional(),
    priceMin: cents.optional(),
    priceMax: cents.optional(),
    page: z.number({ message: 'expected a number' }).int('expected a whole number').nonnegative('expected 0 or more').max(SEARCH_PAGE_MAX, `expected at most ${SEARCH_PAGE_MAX}`).optional(),
  })
  .refine((c) => (c.lat === undefined) === (c.lng === undefined), { message: 'lat and lng go together', path: ['lng'] })
  .refine((c) => c.priceMin === undefined || c.priceMax === undefined || c.priceMin <= c.priceMax, {
    message: 'priceMin must not exceed priceMax',
    path: ['priceMax'],
  });
export type ActivitySearchCriterias = z.infer<typeof activitySearchCriteriasSchema>;

/** `POST /api/search/activity-only.json`: searchCriterias from the hash, numberOfPackagesPerHotel 20, locale, page. */
export const activitySearchRequestSchema = z
  .strictObject({
    searchCriterias: activitySearchCriteriasSchema.default({}),
    numberOfPackagesPerHotel: z.number().int().min(1).max(100).default(ACTIVITY_ONLY_PACKAGES_PER_HOTEL),
    locale: z.enum(LOCALES),
    /** Zero-based; when absent, `searchCriterias.page`, else 0. */
    page: z.number({ message: 'expected a number' }).int('expected a whole number').nonnegative('expected 0 or more').max(SEARCH_PAGE_MAX, `expected at most ${SEARCH_PAGE_MAX}`).optional(),
  })
  .describe(
    'Unknown top-level fields are refused (400 naming the field); unknown keys of searchCriterias are ignored: ' +
      'it carries the URL hash, whose other keys (dates, sort…) mean nothing to an activity.',
  )
  .meta({ id: 'ActivitySearchRequest' });
export type ActivitySearchRequestInput = z.input<typeof activitySearchRequestSchema>;
export type ActivitySearchRequest = z.output<typeof activitySearchRequestSchema>;

/** A price of an activity card: paxComposition.adults, barPrice, sellPrice, promo. */
export const activityPriceSchema = z.object({
  paxComposition: z.object({ adults: z.number().int() }),
  /** Cents, for the whole group. */
  barPrice: z.number().int(),
  sellPrice: z.number().int(),
  /** "activity promo counts at 5 or more" (below is 0). */
  promo: z.number().int(),
});

export const activityCenterSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  location: z.object({ label: z.string(), latitude: z.number(), longitude: z.number(), address: z.string(), zipCode: z.string() }),
  uri: z.string(),
  star: z.number().int().nullable(),
  main: z.boolean(),
});

/** One activity of an activity-only product, with the activity centre it happens at. */
export const activityOnlyActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  univers: z.string(),
  composition: z.string(),
  schedules: z.string(),
  importantInformation: z.string(),
  activityCenter: activityCenterSchema,
});

/** An activity-only search hit: the activity card plus description, imagesBySize, activities, published, uri, pageModel. */
export const activityOnlyHitSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    /** The activity's main centre, in the card's hotel slot. */
    hotel: z.object({
      label: z.string(),
      location: z.object({ label: z.string() }),
      stars: z.number().int().nullable(),
      uri: z.string(),
    }),
    imageUrl: z.string(),
    /** Market-relative path of the activity page. */
    uri: z.string(),
    prices: z.array(activityPriceSchema),
    description: z.string(),
    imagesBySize: imagesBySizeSchema,
    activities: z.array(activityOnlyActivitySchema),
    published: z.boolean(),
    pageModel: z.object({
      pageTitle: z.string(),
      canonicalUrl: z.string(),
      alternateUrls: z.array(z.object({ locale: z.enum(LOCALES), url: z.string() })),
      metaRobots: z.string(),
    }),
    /** km from the searched place (its centre, or lat/lng); null without a location. */
    distance: z.number().nullable(),
    itemCategory: z.literal('activity_only'),
  })
  .meta({ id: 'ActivityOnlyHit' });
export type ActivityOnlyHit = z.infer<typeof activityOnlyHitSchema>;

export const activitySearchResponseSchema = z
  .object({
    results: z.array(activityOnlyHitSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ActivitySearchResponse' });
export type ActivitySearchResponse = z.infer<typeof activitySearchResponseSchema>;
