import { activityTagsResponseSchema, themesQuerySchema, themesResponseSchema } from '@escapade/contracts/themes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrLoad } from '../cache/cache';
import { CATALOG_CACHE_TTL_MS, catalogCacheKey } from '../catalog/catalog-cache';
import { listActivityTags } from '../catalog/list-activity-tags';
import { listThemes } from '../catalog/list-themes';
import { problemResponses } from './problem-responses';

/** The theme selector's list ("Theme selector with an 'all' choice") and the grouped activity tags. */
export const themeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/themes',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Themes (id, name, slug) in the market language; the family theme is id 39',
        querystring: themesQuerySchema,
        response: { 200: themesResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      return getOrLoad(fastify.cache, catalogCacheKey('themes', locale), CATALOG_CACHE_TTL_MS, () => listThemes(fastify.readDb, locale));
    },
  );

  fastify.get(
    '/activity-tags',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Activity tags in groups (name, list of id, name) in the market language',
        querystring: themesQuerySchema,
        response: { 200: activityTagsResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      return getOrLoad(fastify.cache, catalogCacheKey('activity-tags', locale), CATALOG_CACHE_TTL_MS, () =>
        listActivityTags(fastify.readDb, locale),
      );
    },
  );
};
