import { LOCALES } from '@escapade/domain/markets';
import { z } from 'zod';

/** `GET /api/themes?locale` and `GET /api/activity-tags?locale`. */
export const themesQuerySchema = z.strictObject({ locale: z.enum(LOCALES) });
export type ThemesQuery = z.infer<typeof themesQuerySchema>;

/**
 * A theme: id, name (the family theme's id is 39). The slug (in the market's language)
 * is the theme's part of an SEO search landing path.
 */
export const themeSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    slug: z.string(),
  })
  .meta({ id: 'Theme' });
export type Theme = z.infer<typeof themeSchema>;

export const themesResponseSchema = z.array(themeSchema).meta({ id: 'Themes' });
export type ThemesResponse = z.infer<typeof themesResponseSchema>;

/** Activity tags come in grouped lists (name, list of id, name …), as in the facets. */
export const activityTagGroupSchema = z
  .object({
    name: z.string(),
    list: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  })
  .meta({ id: 'ActivityTagGroup' });
export type ActivityTagGroup = z.infer<typeof activityTagGroupSchema>;

export const activityTagsResponseSchema = z.array(activityTagGroupSchema).meta({ id: 'ActivityTagGroups' });
export type ActivityTagsResponse = z.infer<typeof activityTagsResponseSchema>;
