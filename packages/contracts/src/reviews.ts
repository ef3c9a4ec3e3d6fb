/**
 * Hotel reviews of the reviews modal: the API's `GET /hotel/{id}/reviews.json` (client=msite,
 * withOtherLanguageFallback, page, locale, sort).
 */
import { DEFAULT_REVIEW_SORT, REVIEW_CRITERIA, REVIEW_LANGUAGES, REVIEW_SORTS } from '@escapade/domain/reviews';
import { z } from 'zod';
import { safeString } from './input';
import { calendarDaySchema, localeSchema, queryBoolean, queryInt } from './query';

export const TRAVELLER_TYPES = ['COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS'] as const;

export const reviewsQuerySchema = z
  .strictObject({
    locale: localeSchema,
    client: safeString().max(32).optional(),
    /** When the chosen language has no review, answer every language instead (and say so). */
    withOtherLanguageFallback: queryBoolean.default(false),
    /** Zero-based. */
    page: queryInt(0, 10_000).default(0),
    sort: z.enum(REVIEW_SORTS, { message: `expected one of ${REVIEW_SORTS.join(', ')}` }).default(DEFAULT_REVIEW_SORT),
    /** "languages all, fr_FR, es_ES, it_IT, nl_NL". */
    language: z.enum(REVIEW_LANGUAGES, { message: `expected one of ${REVIEW_LANGUAGES.join(', ')}` }).default('all'),
  })
  .meta({ id: 'ReviewsQuery' });
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/** A review: id, locale, customer, type, date, average, positive, negative. */
export const reviewSchema = z
  .object({
    id: z.number().int(),
    locale: z.string(),
    customer: z.string(),
    type: z.enum(TRAVELLER_TYPES),
    date: calendarDaySchema,
    /** Out of 10. */
    average: z.number(),
    positive: z.string().nullable(),
    negative: z.string().nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z
  .object({
    /** Reviews matching the answered language (every language after a fallback). */
    totalCount: z.number().int(),
    /** The hotel's score out of 10 (all its reviews); null without any. */
    score: z.number().nullable(),
    /** Every review of the hotel, whatever the language. */
    hotelReviewCount: z.number().int(),
    list: z.array(reviewSchema),
    /** "details (criteria with label and score: welcoming, comfort, cleanliness, food, localization, priceQualityRatio)". */
    details: z.array(z.object({ label: z.enum(REVIEW_CRITERIA), score: z.number() })),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** "'Show more' loads next page while more … remain". */
    hasMore: z.boolean(),
    sort: z.enum(REVIEW_SORTS),
    /** The language asked for. */
    language: z.enum(REVIEW_LANGUAGES),
    /** True when the asked language had no review and every language was answered instead. */
    isOtherLanguageFallback: z.boolean(),
  })
  .meta({ id: 'Reviews' });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
