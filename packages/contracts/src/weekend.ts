import { LOCALES } from '@escapade/domain/markets';
import { ADULTS_MAX, ADULTS_MIN, BABIES_MAX, BABIES_MIN, CHILDREN_MAX, CHILDREN_MIN } from '@escapade/domain/pax';
import { z } from 'zod';
import { checkinDay, productIdSchema, safeString } from './input';
import { PRICE_TYPES } from './search';

/** The image sizes of cards and product pages: 120_80, 640_360, 960_540. */
export const CARD_IMAGE_SIZES = ['120_80', '640_360', '960_540'] as const;
export type CardImageSize = (typeof CARD_IMAGE_SIZES)[number];

/** URLs of the API image route (`/api/images/{id}/{size}.webp`), one per size. */
export const imagesBySizeSchema = z
  .object({ '120_80': z.string(), '640_360': z.string(), '960_540': z.string() })
  .meta({ id: 'ImagesBySize' });
export type ImagesBySize = z.infer<typeof imagesBySizeSchema>;

/** Query strings carry text: `true`/`1` and `false`/`0` are the booleans. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ message: 'expected a whole number' })
    .int('expected a whole number')
    .min(min, `expected at least ${min}`)
    .max(max, `expected at most ${max}`);

/** Longest stay the detail prices: the availability window is 12 months. */
export const WEEKEND_DETAIL_MAX_NIGHTS = 30;

/**
 * `GET /api/weekend/{id}/detail.json`: the map's marker detail (client, locale, minisite,
 * fetchPageModel, the flow's detail params) and the product page's (locale, client, checkin, night,
 * adult, child, baby, fetchPageModel=false). Without checkin and night the price is the "from" price.
 */
export const weekendDetailQuerySchema = z
  .strictObject({
    locale: z.enum(LOCALES),
    client: safeString().max(32).optional(),
    minisite: safeString().max(64).optional(),
    checkin: checkinDay().optional(),
    night: queryInt(1, WEEKEND_DETAIL_MAX_NIGHTS).optional(),
    adult: queryInt(ADULTS_MIN, ADULTS_MAX).optional(),
    child: queryInt(CHILDREN_MIN, CHILDREN_MAX).optional(),
    baby: queryInt(BABIES_MIN, BABIES_MAX).optional(),
    fetchPageModel: queryBoolean.optional(),
  })
  .refine((query) => (query.checkin === undefined) === (query.night === undefined), {
    message: 'checkin and night go together',
    path: ['night'],
  });
export type WeekendDetailQueryInput = z.input<typeof weekendDetailQuerySchema>;
export type WeekendDetailQuery = z.output<typeof weekendDetailQuerySchema>;

export const weekendDetailParamsSchema = z.strictObject({ id: productIdSchema });

/**
 * Everything the map info card shows. Later issues add the product page's fields (programLine,
 * activities, room…) by extending this object: every field here stays.
 */
export const weekendDetailSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    /** Market-relative path of the product page. */
    uri: z.string(),
    nights: z.number().int(),
    hotel: z.object({
      id: z.number().int(),
      label: z.string(),
      stars: z.number().int().nullable(),
      /** Market-relative path of the hotel page. */
      uri: z.string(),
      location: z.object({
        label: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        address: z.string(),
        zipCode: z.string(),
      }),
      /** Score out of 10, null without reviews. */
      review: z.object({ count: z.number().int(), score: z.number().nullable() }),
    }),
    imagesBySize: imagesBySizeSchema,
    /** Null when the stay cannot be booked for the asked dates and party (or has no availability left). */
    price: z
      .object({
        /** Cents, for the whole party and stay. */
        sellPrice: z.number().int(),
        refPrice: z.number().int(),
        /** "offer lists show promo only at 10 percent or more" (below is 0). */
        promo: z.number().int(),
        /** The search card's priceType: from_price without dates, final_price with them. */
        priceType: z.enum(PRICE_TYPES),
      })
      .nullable(),
    hasSelectedDates: z.boolean(),
    checkin: z.string().nullable(),
    paxCount: z.number().int(),
    published: z.boolean(),
    pageModel: z
      .object({ pageTitle: z.string(), canonicalUrl: z.string(), metaRobots: z.string() })
      .optional(),
  })
  .meta({ id: 'WeekendDetail' });
export type WeekendDetail = z.infer<typeof weekendDetailSchema>;
