/**
 * Activity page contracts: the activity-only product, loaded by the API's
 * `GET /activity-only/weekend/{id}/detail.json`, and `GET /activities/{id}/images.json`.
 */
import { z } from 'zod';
import { activityCenterSchema, activityOnlyActivitySchema } from './activity-search';
import { pageModelSchema } from './product';
import { localeSchema } from './query';
import { imagesBySizeSchema } from './weekend';

export const activityProductQuerySchema = z.strictObject({ locale: localeSchema }).meta({ id: 'ActivityProductQuery' });

/** "prices keyed by group size (sellPrice, barPrice/refPrice, promo, moneySaved, promoPercentageRounded)". */
export const activityGroupPriceSchema = z
  .object({
    groupSize: z.number().int(),
    /** Cents, for the whole group. */
    sellPrice: z.number().int(),
    barPrice: z.number().int(),
    refPrice: z.number().int(),
    /** "activity promo counts at least 5" (below is 0). */
    promo: z.number().int(),
    promoPercentageRounded: z.number().int(),
    moneySaved: z.number().int(),
    /** The group's price divided by the group size (cents, rounded up). */
    pricePerPerson: z.number().int(),
  })
  .meta({ id: 'ActivityGroupPrice' });
export type ActivityGroupPrice = z.infer<typeof activityGroupPriceSchema>;

export const activityLocationSchema = activityCenterSchema.shape.location.extend({
  activityCenterId: z.number().int(),
  activityCenterLabel: z.string(),
});

/** An activity-only product: activities sold without a stay. */
export const activityProductSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    description: z.string(),
    imagesBySize: imagesBySizeSchema,
    images: z.array(imagesBySizeSchema),
    activities: z.array(activityOnlyActivitySchema),
    /** Each distinct place the activities happen at (the practical-info map). */
    locations: z.array(activityLocationSchema),
    niceToKnow: z.array(z.string()),
    importantInfo: z.string(),
    mainActivityCenter: activityCenterSchema,
    /** Keyed by group size ("1", "2"). */
    prices: z.record(z.string(), activityGroupPriceSchema),
    /** The group sizes priced, ascending ("group size starts from hash a or the minimum available size"). */
    groupSizes: z.array(z.number().int()),
    breadCrumb: z.array(z.object({ id: z.number().int(), type: z.string(), label: z.string(), slug: z.string() })),
    pageModel: pageModelSchema,
    /** Unpublished products still load so the page can show 'Too late!'. */
    published: z.boolean(),
    /** Market-relative path of the activity page. */
    uri: z.string(),
  })
  .meta({ id: 'ActivityProduct' });
export type ActivityProduct = z.infer<typeof activityProductSchema>;

export const activityImagesResponseSchema = z
  .object({ images: z.array(imagesBySizeSchema) })
  .meta({ id: 'ActivityImages' });
export type ActivityImagesResponse = z.infer<typeof activityImagesResponseSchema>;
