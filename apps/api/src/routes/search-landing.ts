import {
  searchLandingLinksQuerySchema,
  searchLandingLinksResponseSchema,
  searchLandingQuerySchema,
  searchLandingSchema,
} from '@escapade/contracts/search-landing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrLoad } from '../cache/cache';
import { CATALOG_CACHE_TTL_MS, catalogCacheKey } from '../catalog/catalog-cache';
import { landingSlugsOf, resolveSearchLanding } from '../catalog/resolve-search-landing';
import { listSearchLandingLinks } from '../catalog/list-search-landing-links';
import { AppError } from '../errors/app-error';
import { problemResponses } from './problem-responses';

/** SEO search landing paths: `destination-slug`, `theme-slug`, `destination-slug/theme-slug`. */
export const searchLandingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/search-landing',
    {
      schema: {
        tags: ['search'],
        summary: 'Resolve an SEO path (destination and/or theme slugs) to its search criteria and texts; 404 when it names neither',
        querystring: searchLandingQuerySchema,
        response: { 200: searchLandingSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { locale, path } = request.query;
      const slugs = landingSlugsOf(path);
      // A miss is cached too (as null), so unknown paths cost the database once per TTL.
      const landing = slugs
        ? await getOrLoad(fastify.cache, catalogCacheKey('landing', locale, slugs.join('/')), CATALOG_CACHE_TTL_MS, async () =>
            (await resolveSearchLanding(fastify.readDb, request.query)) ?? null,
          )
        : null;
      if (!landing) throw new AppError('NOT_FOUND', 'This path names no destination or theme of the market.');
      return landing;
    },
  );

  fastify.get(
    '/search-landing/links',
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestion link sections (title, links of label, url, numberOfOffers) for a results page',
        querystring: searchLandingLinksQuerySchema,
        response: { 200: searchLandingLinksResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { locale, destinationId, themeId } = request.query;
      const sections = await getOrLoad(fastify.cache, catalogCacheKey('landing-links', locale, destinationId, themeId), CATALOG_CACHE_TTL_MS, () =>
        listSearchLandingLinks(fastify.readDb, request.query),
      );
      return { sections };
    },
  );
};
