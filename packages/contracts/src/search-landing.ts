import { LOCALES } from '@escapade/domain/markets';
import { z } from 'zod';
import { SUGGESTION_CATEGORIES } from './autocomplete';
import { queryId, safeString } from './input';

/** The path after the market, e.g. `annecy`, `romantique` or `annecy/romantique`. */
export const SEARCH_LANDING_PATH_MAX_LENGTH = 300;

/**
 * `GET /api/search-landing?locale&path`: an unknown path is tested for being a search page.
 * Slugs are those of the market's language.
 */
export const searchLandingQuerySchema = z.strictObject({
  locale: z.enum(LOCALES),
  path: safeString()
    .min(1, 'expected a path')
    .max(SEARCH_LANDING_PATH_MAX_LENGTH, `expected at most ${SEARCH_LANDING_PATH_MAX_LENGTH} characters`),
});
export type SearchLandingQuery = z.infer<typeof searchLandingQuerySchema>;

export const searchLandingDestinationSchema = z.object({
  id: z.number().int(),
  /** The criteria hash key of the place (city, region…), as in a destination suggestion. */
  type: z.enum(SUGGESTION_CATEGORIES),
  label: z.string(),
  slug: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const searchLandingThemeSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  slug: z.string(),
});

/**
 * What the results page of an SEO path needs: the criteria it stands for, and its texts ("a header
 * image, title, subtitle, … an SEO text block"; "The page is noindex unless an indexable flag is on").
 */
export const searchLandingSchema = z
  .object({
    destination: searchLandingDestinationSchema.optional(),
    theme: searchLandingThemeSchema.optional(),
    indexable: z.boolean(),
    /** Hotels with a bookable stay for this destination and theme in the market. */
    numberOfOffers: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    seoText: z.string(),
    /** Market-relative canonical path (slugs as stored, lowercase). */
    canonicalPath: z.string(),
    /**
     * The markets whose language shares these slugs and where this landing is indexable too: its
     * hreflang alternates (empty when it is not indexable here).
     */
    alternateLocales: z.array(z.enum(LOCALES)),
  })
  .meta({ id: 'SearchLanding' });
export type SearchLanding = z.infer<typeof searchLandingSchema>;

const positiveId = queryId('expected a positive whole number id');

/** `GET /api/search-landing/links?locale&destinationId[&themeId]` */
export const searchLandingLinksQuerySchema = z
  .strictObject({
    locale: z.enum(LOCALES),
    destinationId: positiveId.optional(),
    themeId: positiveId.optional(),
  })
  .refine((query) => query.destinationId !== undefined || query.themeId !== undefined, {
    message: 'expected a destinationId or a themeId',
    path: ['destinationId'],
  });
export type SearchLandingLinksQuery = z.infer<typeof searchLandingLinksQuerySchema>;

/** A section of suggestion links: a title, links of label, url, numberOfOffers. */
export const suggestionLinkSectionSchema = z
  .object({
    title: z.string(),
    links: z.array(
      z.object({
        label: z.string(),
        /** Market-relative path of another search landing. */
        url: z.string(),
        numberOfOffers: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SuggestionLinkSection' });
export type SuggestionLinkSection = z.infer<typeof suggestionLinkSectionSchema>;

export const searchLandingLinksResponseSchema = z
  .object({ sections: z.array(suggestionLinkSectionSchema) })
  .meta({ id: 'SearchLandingLinks' });
export type SearchLandingLinksResponse = z.infer<typeof searchLandingLinksResponseSchema>;
