import { offersAnswerSchema, offersRequestSchema } from '@escapade/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSearchMemos, searchOffers } from '../search/search-offers';
import { searchResponseSerializerCompiler, type SearchRoutesOptions } from '../search/response-serializer';
import { problemResponses } from './problem-responses';

/** `POST /api/offers.json`: offers of a search or a hotel, the fallback block, the map search, the hotel offers drawer. */
export const offersRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (fastify, options) => {
  // The cards' display rows and searched places, read once per catalog version (version-memo.ts).
  const memos = createSearchMemos(fastify.readDb);
  fastify.post(
    '/offers.json',
    {
      // A read with a body too rich for a query string: not rate limited like a write.
      config: { rateLimit: false },
      serializerCompiler: searchResponseSerializerCompiler(options),
      schema: {
        tags: ['search'],
        summary: 'Exact-match search, fallback block, map search or a hotel\'s offers',
        description:
          'One card per matching hotel (its best package for the criteria), sorted and paginated by hotel; ' +
          '`performMapSearch` answers every matching hotel position (capped); `searchCriterias.hotelId` answers ' +
          'that hotel\'s packages, cheapest first. Unknown body fields are refused at every level (400 naming the ' +
          'field): a misspelt filter would otherwise widen the search unnoticed. Card `uri`s are paths within the ' +
          "market's site, to be prefixed with the market's segment (e.g. /fr-fr).",
        body: offersRequestSchema,
        response: { 200: offersAnswerSchema, ...problemResponses(400, 413, 415) },
      },
    },
    async (request) => searchOffers({ db: fastify.readDb, engine: fastify.dbEngine, cache: fastify.cache, index: fastify.searchIndex, memos }, request.body),
  );
};
