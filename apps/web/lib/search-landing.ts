import { LOCALES } from '@escapade/domain/markets';
import { z } from 'zod';

/**
 * `GET /api/search-landing?locale&path`: whether an unknown path is a search page (spec: "Unknown
 * paths are tested for being a search page"): a destination slug, a theme slug, or both
 * (`/destination/theme`). 404 when it is neither.
 */
export const searchLandingQuerySchema = z.object({
  locale: z.enum(LOCALES),
  /** The path after the market, without leading or trailing slash: `paris` or `bretagne/romantique`. */
  path: z.string().min(1),
});
export type SearchLandingQuery = z.infer<typeof searchLandingQuerySchema>;

const idSchema = z.union([z.number().int(), z.string().min(1)]);

export const searchLandingSchema = z
  .object({
    destination: z.object({ id: idSchema, type: z.string().min(1), label: z.string().min(1), slug: z.string().min(1) }).optional(),
    theme: z.object({ id: idSchema, label: z.string().min(1), slug: z.string().min(1) }).optional(),
  })
  .refine((landing) => landing.destination !== undefined || landing.theme !== undefined, {
    message: 'a search landing names a destination, a theme or both',
  });
export type SearchLanding = z.infer<typeof searchLandingSchema>;
