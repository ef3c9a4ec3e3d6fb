import { z } from 'zod';

/** `GET /api/system/catalog-stats` takes no parameters (an unknown one is refused, naming it). */
export const catalogStatsQuerySchema = z.strictObject({});

/** What one market (a locale) sells and shows. */
export const marketCatalogStatsSchema = z.object({
  locale: z.string(),
  hotels: z.number().int().nonnegative(),
  offers: z.number().int().nonnegative(),
  single_vouchers: z.number().int().nonnegative(),
  boxes: z.number().int().nonnegative(),
  activity_products: z.number().int().nonnegative(),
  reviews: z.number().int().nonnegative(),
  homepages: z.number().int().nonnegative(),
  nav_links: z.number().int().nonnegative(),
});

/**
 * `GET /api/system/catalog-stats`: the counts `npm run catalog:stats` prints, so that the command
 * can ask a running server instead of opening its embedded database a second time.
 */
export const catalogStatsResponseSchema = z
  .object({
    seed: z
      .object({ scale: z.string(), seed: z.number().int(), anchorDate: z.string(), durationMs: z.number().int().nonnegative() })
      .nullable(),
    /** Rows per table, and a few named subsets ("offer:published", "destination:city"). */
    entities: z.record(z.string(), z.number().int().nonnegative()),
    markets: z.array(marketCatalogStatsSchema),
  })
  .meta({ id: 'CatalogStats' });
export type CatalogStatsResponse = z.infer<typeof catalogStatsResponseSchema>;
