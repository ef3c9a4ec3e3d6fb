import { catalogStatsQuerySchema, catalogStatsResponseSchema } from '@escapade/contracts/system';
import { getCatalogStats } from '@escapade/db/catalog-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
          'The embedded database allows one process at a time: while the server holds it, `npm run catalog:stats` asks this route instead of opening the folder.',
        querystring: catalogStatsQuerySchema,
        response: { 200: catalogStatsResponseSchema, ...problemResponses(400, 500) },
      },
    },
    async () => getCatalogStats(fastify.db),
  );
};
