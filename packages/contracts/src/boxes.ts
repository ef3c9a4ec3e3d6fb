/**
 * Gift box contracts of the box list and detail pages: the API's `GET /boxes/search`,
 * `GET /boxes/{code}/product-detail` and `GET /boxes/{boxCode}/offers`.
 */
import { GIFT_FORMATS } from '@escapade/domain/gift';
import { z } from 'zod';
import { BOX_OFFERS_PAGE_SIZE } from './box-limits';
import { safeString } from './input';
import { offerSummarySchema } from './product';
import { localeSchema, queryInt } from './query';

// Re-exported with the rest of the box contract (the value lives in ./box-limits, decision 0018).
export { BOX_OFFERS_PAGE_SIZE };
export const BOX_OFFERS_MAX_LIMIT = 50;

/** The sizes of a box's imagesBySize. */
export const BOX_IMAGE_SIZES = ['640_360', '750_360', '960_540', '1920_595', '1920_880'] as const;

export const boxImagesBySizeSchema = z
  .object({
    '640_360': z.string(),
    '750_360': z.string(),
    '960_540': z.string(),
    '1920_595': z.string(),
    '1920_880': z.string(),
  })
  .meta({ id: 'BoxImagesBySize' });
export type BoxImagesBySize = z.infer<typeof boxImagesBySizeSchema>;

export const boxQuerySchema = z.strictObject({ locale: localeSchema }).meta({ id: 'BoxQuery' });

export const boxCodeParamsSchema = z.strictObject({
  code: safeString().regex(/^[A-Z0-9-]{1,64}$/i, 'expected a box code'),
});
export const boxOffersParamsSchema = z.strictObject({
  boxCode: safeString().regex(/^[A-Z0-9-]{1,64}$/i, 'expected a box code'),
});

/** A box's price; its promo is shown only when the discount is over 5 percent. */
export const boxPriceSchema = z.object({
  sellPrice: z.number().int(),
  referencePrice: z.number().int(),
  promo: z.number().int(),
});

/** A gift box. */
export const boxSchema = z
  .object({
    /** "Code suffix tells the format" (…EBOX digital, …PBOX physical). */
    code: z.string(),
    format: z.enum(GIFT_FORMATS),
    title: z.string(),
    description: z.string(),
    /** "includedContent (newline separated)". */
    includedContent: z.string(),
    /** Face value, cents. */
    value: z.number().int(),
    referencePrice: z.number().int(),
    price: boxPriceSchema,
    searchCriteria: z.object({ subthemas: z.array(z.number().int()) }),
    mainImageBySize: boxImagesBySizeSchema,
    imagesBySize: z.array(boxImagesBySizeSchema),
    /** Stays the box gives access to. */
    offerCount: z.number().int(),
  })
  .meta({ id: 'Box' });
export type Box = z.infer<typeof boxSchema>;

/**
 * "boxes (code, title, includedContent, images, price)". Only codes ending in EBOX are listed: the
 * API applies the rule (decision 0008), so every client shows the same list.
 */
export const boxSearchResponseSchema = z.object({ boxes: z.array(boxSchema) }).meta({ id: 'BoxSearch' });
export type BoxSearchResponse = z.infer<typeof boxSearchResponseSchema>;

/** The box and its family's formats ("physical and digital format options"). */
export const boxDetailSchema = boxSchema
  .extend({
    formats: z.array(z.object({ format: z.enum(GIFT_FORMATS), code: z.string(), price: boxPriceSchema })),
  })
  .meta({ id: 'BoxDetail' });
export type BoxDetail = z.infer<typeof boxDetailSchema>;

/** "box detail; failure returns empty": an unknown code answers `{ box: null }`. */
export const boxDetailResponseSchema = z.object({ box: boxDetailSchema.nullable() }).meta({ id: 'BoxDetailResponse' });
export type BoxDetailResponse = z.infer<typeof boxDetailResponseSchema>;

export const boxOffersQuerySchema = z
  .strictObject({
    locale: localeSchema,
    /** Zero-based. */
    page: queryInt(0, 10_000).default(0),
    limit: queryInt(1, BOX_OFFERS_MAX_LIMIT).default(BOX_OFFERS_PAGE_SIZE),
  })
  .meta({ id: 'BoxOffersQuery' });
export type BoxOffersQuery = z.output<typeof boxOffersQuerySchema>;

/** "exactMatch, searchDetails.totalCount": the stays of the box, a page at a time. */
export const boxOffersResponseSchema = z
  .object({
    exactMatch: z.array(
      offerSummarySchema.extend({
        hotel: z.object({
          id: z.number().int(),
          label: z.string(),
          stars: z.number().int().nullable(),
          uri: z.string(),
          location: z.object({ label: z.string() }),
        }),
      }),
    ),
    searchDetails: z.object({ totalCount: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .meta({ id: 'BoxOffers' });
export type BoxOffersResponse = z.infer<typeof boxOffersResponseSchema>;
