import { catalogStatsQuerySchema, catalogStatsResponseSchema } from '@escapade/contracts/system';
import { getCatalogStats } from '@escapade/db/catalog-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrLoad } from '../cache/cache';
import { CATALOG_CACHE_TTL_MS, catalogCacheKey } from '../catalog/catalog-cache';
import { readCatalogVersion } from '../search/search-cache';
import { problemResponses } from './problem-responses';

/** Read-only views of the running system, for the project's own commands. */
export const systemRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/system/catalog-stats',
    {
      schema: {
        tags: ['system'],
        summary: 'Catalog counts per entity and per market (what `npm run catalog:stats` prints)',
        description:
          'The embedded database allows one process at a time: while the server holds it, `npm run catalog:stats` asks this route instead of opening the folder. Computed once per catalogue version, and rate-limited like a write: it is some fifty counts.',
        querystring: catalogStatsQuerySchema,
        response: { 200: catalogStatsResponseSchema, ...problemResponses(400, 429, 500) },
      },
      // Public through the site's /api proxy: a client repeating it must not keep the database busy.
      config: { rateLimit: {} },
    },
    async () => getOrLoad(fastify.cache, catalogCacheKey('catalog-stats', await readCatalogVersion(fastify.readDb)), CATALOG_CACHE_TTL_MS, () => getCatalogStats(fastify.readDb)),
  );
};
