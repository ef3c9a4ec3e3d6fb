import { facetsQuerySchema, facetsResponseSchema } from '@escapade/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFacets } from '../search/get-facets';
import { searchResponseSerializerCompiler, type SearchRoutesOptions } from '../search/response-serializer';
import { problemResponses } from './problem-responses';

/** Facets: counts per filter value, disjunctive within each facet. */
export const facetsRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (fastify, options) => {
  fastify.get(
    '/facets.json',
    {
      serializerCompiler: searchResponseSerializerCompiler(options),
      schema: {
        tags: ['search'],
        summary: 'Facet counts of a search (price, score, facility, stars, style, type, environment, tag)',
        description:
          'A value\'s count is the number of hotels the search would return with that facet\'s selection set to ' +
          'that value alone: its own selection never shrinks its own counts, every other filter does.',
        querystring: facetsQuerySchema,
        response: { 200: facetsResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => getFacets({ db: fastify.readDb, engine: fastify.dbEngine, cache: fastify.cache, index: fastify.searchIndex }, request.query),
  );
};
