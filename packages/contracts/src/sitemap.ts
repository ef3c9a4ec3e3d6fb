import { LOCALES } from '@escapade/domain/markets';
import { z } from 'zod';

/**
 * The catalogue pages a market's sitemap lists: the pages search engines may index there.
 * Gift-box pages are not among them: they are noindex (no indexable flag).
 */
export const SITEMAP_KINDS = ['landing', 'hotel', 'product', 'activity'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A sitemap file holds at most 50,000 URLs (the sitemaps protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapIndexParamsSchema = z.strictObject({ locale: z.enum(LOCALES) });

/** `GET /api/sitemap/{locale}`: how many pages of each kind the market's sitemap has. */
export const sitemapIndexSchema = z
  .object({
    locale: z.enum(LOCALES),
    /** When the catalogue last changed (ISO 8601): every entry's lastmod. */
    lastModified: z.string(),
    kinds: z.array(z.object({ kind: z.enum(SITEMAP_KINDS), count: z.number().int().nonnegative(), files: z.number().int().nonnegative() })),
  })
  .meta({ id: 'SitemapIndex' });
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

export const sitemapFileParamsSchema = z.strictObject({ locale: z.enum(LOCALES), kind: z.enum(SITEMAP_KINDS) });
export const sitemapFileQuerySchema = z.strictObject({
  page: z.coerce.number({ message: 'expected a whole number from 0' }).int('expected a whole number from 0').min(0, 'expected a whole number from 0').max(10_000, 'expected a whole number up to 10000').default(0),
});

/**
 * One page: `rest` is the path after the screen's own segment (an id), or a landing's slugs;
 * `locales` the markets where the same page exists and is indexable (its hreflang alternates),
 * the requested market included.
 */
export const sitemapEntrySchema = z.object({
  rest: z.array(z.string()),
  locales: z.array(z.enum(LOCALES)),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

export const sitemapFileSchema = z
  .object({
    locale: z.enum(LOCALES),
    kind: z.enum(SITEMAP_KINDS),
    page: z.number().int().nonnegative(),
    lastModified: z.string(),
    entries: z.array(sitemapEntrySchema),
  })
  .meta({ id: 'SitemapFile' });
export type SitemapFile = z.infer<typeof sitemapFileSchema>;
