import type { ActivitySearchRequestInput, ActivitySearchResponse } from '@escapade/contracts/activity-search';
import type { FacetsQueryInput, FacetsResponse, OffersRequestInput, OffersResponse } from '@escapade/contracts/search';
import type { SearchLandingLinksQuery, SuggestionLinkSection } from '@escapade/contracts/search-landing';
import { FACETS_ERROR_MESSAGE } from '@escapade/domain/search-constants';
import type { ApiClientOptions } from '../api-transport';
import { ApiError, createApiTransport } from '../api-transport';
import { contracts, preloadInBrowser } from './lazy-contract';

/**
 * The contracts are imported with their first call (decision 0018). A search page asks for results
 * and facets as it starts (a dated search right after hydration), so the search contract is
 * preloaded; the stays flow never asks for activities and the suggestion links come after the
 * results, so theirs wait for the call.
 */
preloadInBrowser(contracts.search);

/**
 * The search area's calls: results, fallback blocks, the hotel offers drawer
 * (`POST /api/offers.json`), facets, the activity-only search and the suggestion link sections.
 * Every answer is validated with the contract's schema and any unusable answer is an `ApiError`.
 */
export function createSearchApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 8000, ...options });

  return {
    /** Exact-match results, a fallback block (`searchProvider: 'catalog'`) or a hotel's offers (`searchCriterias.hotelId`). */
    async searchOffers(request: OffersRequestInput, signal?: AbortSignal): Promise<OffersResponse> {
      // The request goes out as the screen built it, checked against its contract in parallel; the
      // API applies the contract's defaults itself (the builder leaves only performMapSearch and
      // performGiftableSearch to their `false` default).
      const checked = contracts.search().then(({ offersRequestSchema, offersResponseSchema }) => {
        offersRequestSchema.parse(request);
        return offersResponseSchema;
      });
      return call('/offers.json', checked, { body: request, signal });
    },

    /** Activity-only search: "searchCriterias from the hash, numberOfPackagesPerHotel 20, locale, page". */
    async searchActivities(request: ActivitySearchRequestInput, signal?: AbortSignal): Promise<ActivitySearchResponse> {
      const { activitySearchRequestSchema, activitySearchResponseSchema } = await contracts.activitySearch();
      return call('/search/activity-only.json', activitySearchResponseSchema, { body: activitySearchRequestSchema.parse(request), signal });
    },

    /** Facets: "error is logged and thrown as 'Error fetching facets'". */
    async getFacets(query: FacetsQueryInput, signal?: AbortSignal): Promise<FacetsResponse> {
      const path = `/facets.json?${toQueryString(query)}`;
      try {
        return await call(path, contracts.search().then((contract) => contract.facetsResponseSchema), { signal });
      } catch (error) {
        // A request the page itself cancelled (newer criteria) is not a failure.
        if (signal?.aborted) throw error;
        console.error(FACETS_ERROR_MESSAGE, error);
        throw new ApiError(FACETS_ERROR_MESSAGE, error instanceof ApiError ? error.status : undefined, { cause: error });
      }
    },

    /** Suggestion link sections (title, links of label, url, numberOfOffers) of a results page. */
    async getSearchLandingLinks(query: SearchLandingLinksQuery): Promise<SuggestionLinkSection[]> {
      const { searchLandingLinksQuerySchema, searchLandingLinksResponseSchema } = await contracts.searchLanding();
      const parsed = searchLandingLinksQuerySchema.parse(query);
      const path = `/search-landing/links?${toQueryString(parsed)}`;
      return (await call(path, searchLandingLinksResponseSchema)).sections;
    },
  };
}

export type SearchApi = ReturnType<typeof createSearchApi>;

/** `key=value` pairs of the defined values; lists comma-joined ("facilities (comma-joined …)"). */
export function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params.toString();
}

/** The browser's search calls: same origin, proxied to the API. */
export const browserSearchApi: SearchApi = createSearchApi({ baseUrl: '/api' });
