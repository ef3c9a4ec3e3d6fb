import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  recommendedAutocompleteQuerySchema,
} from '@escapade/contracts/autocomplete';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchDestinationIndex } from '../autocomplete-index/search-destination-index';
import { getOrLoad } from '../cache/cache';
import { CATALOG_CACHE_TTL_MS, catalogCacheKey } from '../catalog/catalog-cache';
import { toSearchKey } from '../catalog/destination-matching';
import { languageOf } from '../catalog/market-language';
import { recommendDestinations } from '../catalog/recommend-destinations';
import { searchDestinations } from '../catalog/search-destinations';
import { searchResponseSerializerCompiler, type SearchRoutesOptions } from '../search/response-serializer';
import { problemResponses } from './problem-responses';

/** Destination autocomplete: locale, term, maxResults 30; or the recommended route with locale, q, catalog source type and code. */
export const autocompleteRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (fastify, options) => {
  fastify.get(
    '/autocomplete',
    {
      serializerCompiler: searchResponseSerializerCompiler(options),
      schema: {
        tags: ['catalog'],
        summary: 'Destination suggestions: accent- and case-insensitive, one typo tolerated, exact prefix and bigger places first',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const query = request.query;
      // The in-process index answers in microseconds, the same suggestions as SQL (decision 0007),
      // and remembers its answers itself: no shared cache in front of it. Until it is built, SQL
      // answers, cached.
      const index = fastify.autocompleteIndex?.current();
      if (index) return { suggestions: searchDestinationIndex(index, query) };
      // Answers depend on the language, not the market: fr_FR and fr_BE share their entries.
      const key = catalogCacheKey('autocomplete', languageOf(query.locale), query.maxResults, toSearchKey(query.term));
      const suggestions = await getOrLoad(fastify.cache, key, CATALOG_CACHE_TTL_MS, () => searchDestinations(fastify.readDb, query));
      return { suggestions };
    },
  );

  fastify.get(
    '/autocomplete/recommended',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Destinations where a catalog source (a gift box, a theme) has stays; without q, the most popular',
        querystring: recommendedAutocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const query = request.query;
      const key = catalogCacheKey(
        'recommended', query.locale, query.sourceType, query.code, query.maxResults, query.q === undefined ? undefined : toSearchKey(query.q),
      );
      const suggestions = await getOrLoad(fastify.cache, key, CATALOG_CACHE_TTL_MS, () => recommendDestinations(fastify.readDb, query));
      return { suggestions };
    },
  );
};
