import { activitySearchRequestSchema, activitySearchResponseSchema } from '@escapade/contracts/activity-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrLoad } from '../cache/cache';
import { catalogCacheKey } from '../catalog/catalog-cache';
import { searchActivityProducts } from '../catalog/search-activity-products';
import { problemResponses } from './problem-responses';

/** Activity prices and availability move with catalog loads only; a short TTL bounds staleness. */
const ACTIVITY_SEARCH_TTL_MS = 5 * 60 * 1000;

/** Activity-only search: `POST /api/search/activity-only.json`. */
export const activityOnlyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/search/activity-only.json',
    {
      // A search: a read carried by a POST body, not a write to rate-limit.
      config: { rateLimit: false },
      schema: {
        tags: ['search'],
        summary: "Activity-only products 'and 30 km around' the place, 20 prices per product, paginated",
        description:
          'Unknown top-level body fields are refused (400 naming the field); unknown keys of `searchCriterias` are ' +
          'ignored: it carries the URL hash, whose other keys (dates, sort…) mean nothing to an activity.',
        body: activitySearchRequestSchema,
        response: { 200: activitySearchResponseSchema, ...problemResponses(400, 413, 415) },
      },
    },
    async (request) => {
      const body = request.body;
      const key = catalogCacheKey('activity-only', JSON.stringify([body.locale, body.page, body.numberOfPackagesPerHotel, sortedEntries(body.searchCriterias)]));
      return getOrLoad(fastify.cache, key, ACTIVITY_SEARCH_TTL_MS, () => searchActivityProducts(fastify.readDb, body));
    },
  );
};

/** The criteria in a stable order, so that the same search hits the same cache entry. */
function sortedEntries(criteria: object): Array<[string, unknown]> {
  return Object.entries(criteria)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
}
