import type {
  AutocompleteQueryInput,
  DestinationSuggestion,
  RecommendedAutocompleteQueryInput,
} from '@escapade/contracts/autocomplete';
import type { Theme, ThemesQuery } from '@escapade/contracts/themes';
import type { ApiClientOptions } from '../api-transport';
import { createApiTransport } from '../api-transport';
import { contracts, preloadInBrowser } from './lazy-contract';

/**
 * Imported with the first call (decision 0018). The search box asks for the themes as it mounts,
 * so their contract is preloaded; the destination suggestions wait for the visitor to type.
 */
preloadInBrowser(contracts.themes);

/**
 * The search box's calls: destination autocomplete (locale, term, maxResults 30; or the
 * recommended route with locale, q, catalog source type and code), and the
 * themes of the theme selector. Every answer is validated with the contract's schema; any unusable
 * answer is an `ApiError`.
 */
export function createAutocompleteApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 5000, ...options });

  return {
    /** `GET /api/autocomplete?locale&term&maxResults` (maxResults 30 by default). */
    async getDestinationSuggestions(query: AutocompleteQueryInput, signal?: AbortSignal): Promise<DestinationSuggestion[]> {
      const { autocompleteQuerySchema, autocompleteResponseSchema } = await contracts.autocomplete();
      const { locale, term, maxResults } = autocompleteQuerySchema.parse(query);
      const path = `/autocomplete?${new URLSearchParams({ locale, term, maxResults: String(maxResults) })}`;
      return (await call(path, autocompleteResponseSchema, { signal })).suggestions;
    },

    /** `GET /api/autocomplete/recommended?locale&q&sourceType&code`: destinations of a box or theme. */
    async getRecommendedDestinations(query: RecommendedAutocompleteQueryInput, signal?: AbortSignal): Promise<DestinationSuggestion[]> {
      const { recommendedAutocompleteQuerySchema, autocompleteResponseSchema } = await contracts.autocomplete();
      const parsed = recommendedAutocompleteQuerySchema.parse(query);
      const params = new URLSearchParams({ locale: parsed.locale, maxResults: String(parsed.maxResults) });
      if (parsed.q) params.set('q', parsed.q);
      if (parsed.sourceType && parsed.code) {
        params.set('sourceType', parsed.sourceType);
        params.set('code', parsed.code);
      }
      return (await call(`/autocomplete/recommended?${params}`, autocompleteResponseSchema, { signal })).suggestions;
    },

    /** `GET /api/themes?locale` — the theme selector's choices (besides 'all'). */
    async getThemes(query: ThemesQuery, signal?: AbortSignal): Promise<Theme[]> {
      // Asked as the search box mounts: the read goes out at once, checked against its contract in
      // parallel (decision 0018); a query the contract refuses still fails the call.
      const checked = contracts.themes().then(({ themesQuerySchema, themesResponseSchema }) => {
        themesQuerySchema.parse(query);
        return themesResponseSchema;
      });
      return call(`/themes?${new URLSearchParams({ locale: query.locale })}`, checked, { signal });
    },
  };
}

export type AutocompleteApi = ReturnType<typeof createAutocompleteApi>;

/** The browser's search box calls: same origin, proxied to the API. */
export const browserAutocompleteApi: AutocompleteApi = createAutocompleteApi({ baseUrl: '/api' });
