import { LOCATION_KEYS } from '@escapade/domain/criteria-hash';
import { LOCALES } from '@escapade/domain/markets';
import { z } from 'zod';
import { safeString } from './input';

/** The destination autocomplete asks for 30 results when the caller names no maxResults. */
export const AUTOCOMPLETE_MAX_RESULTS_DEFAULT = 30;
/** Beyond a screenful, a longer list only costs time: the dropdown shows a few dozen at most. */
export const AUTOCOMPLETE_MAX_RESULTS_LIMIT = 100;
/** A search box term longer than this is not a place name. */
export const AUTOCOMPLETE_TERM_MAX_LENGTH = 100;

/**
 * A destination suggestion: label, category (poi, hotel, city and others). The
 * categories are the location keys of the criteria hash, so the UI writes `category=id` into it
 * ("Picking a suggestion clears the other location fields and sets the chosen category id").
 */
export const SUGGESTION_CATEGORIES = LOCATION_KEYS;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

const trimmedTerm = safeString()
  .trim()
  .min(1, 'expected at least one character')
  .max(AUTOCOMPLETE_TERM_MAX_LENGTH, `expected at most ${AUTOCOMPLETE_TERM_MAX_LENGTH} characters`);

const maxResults = z.coerce
  .number({ message: 'expected a whole number' })
  .int('expected a whole number')
  .min(1, 'expected at least 1')
  .max(AUTOCOMPLETE_MAX_RESULTS_LIMIT, `expected at most ${AUTOCOMPLETE_MAX_RESULTS_LIMIT}`)
  .default(AUTOCOMPLETE_MAX_RESULTS_DEFAULT);

/** `GET /api/autocomplete?locale&term&maxResults` */
export const autocompleteQuerySchema = z.strictObject({
  locale: z.enum(LOCALES),
  term: trimmedTerm,
  maxResults,
});
export type AutocompleteQueryInput = z.input<typeof autocompleteQuerySchema>;
export type AutocompleteQuery = z.output<typeof autocompleteQuerySchema>;

/**
 * Catalog sources of the recommended variant ("recommended route with locale, q, catalog source
 * type and code"): a gift box code, or a theme id, whose stays define the destinations offered.
 */
export const RECOMMENDED_SOURCE_TYPES = ['box', 'theme'] as const;
export type RecommendedSourceType = (typeof RECOMMENDED_SOURCE_TYPES)[number];

/** `GET /api/autocomplete/recommended?locale&q&sourceType&code` — without `q`, the most popular. */
export const recommendedAutocompleteQuerySchema = z
  .strictObject({
    locale: z.enum(LOCALES),
    q: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), trimmedTerm.optional()),
    sourceType: z.enum(RECOMMENDED_SOURCE_TYPES).optional(),
    code: safeString().trim().min(1).max(64).optional(),
    maxResults,
  })
  .refine((query) => (query.sourceType === undefined) === (query.code === undefined), {
    message: 'sourceType and code go together',
    path: ['code'],
  });
export type RecommendedAutocompleteQueryInput = z.input<typeof recommendedAutocompleteQuerySchema>;
export type RecommendedAutocompleteQuery = z.output<typeof recommendedAutocompleteQuerySchema>;

export const destinationSuggestionSchema = z
  .object({
    /** The place with its context in the market's language: "Annecy (74000), Haute-Savoie, France". */
    label: z.string(),
    category: z.enum(SUGGESTION_CATEGORIES),
    id: z.number().int().positive(),
    latitude: z.number(),
    longitude: z.number(),
    /** Cities only; null for every other category. */
    postalcode: z.string().nullable(),
    /** What the destination field shows once the suggestion is picked: the place's own name. */
    value: z.string(),
  })
  .meta({ id: 'DestinationSuggestion' });
export type DestinationSuggestion = z.infer<typeof destinationSuggestionSchema>;

export const autocompleteResponseSchema = z
  .object({ suggestions: z.array(destinationSuggestionSchema) })
  .meta({ id: 'AutocompleteResponse' });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
