import { sitemapFileParamsSchema, sitemapFileQuerySchema, sitemapFileSchema, sitemapIndexParamsSchema, sitemapIndexSchema } from '@escapade/contracts/sitemap';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { getSitemapFile, getSitemapIndex } from '../sitemap/sitemap-files';
import { problemResponses } from './problem-responses';

/** What the site's sitemap files list: a market's indexable catalogue pages with their alternates. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sitemap/:locale',
    {
      schema: {
        tags: ['seo'],
        summary: "A market's sitemap index: the count of indexable pages of each kind and of 50,000-URL files",
        params: sitemapIndexParamsSchema,
        response: { 200: sitemapIndexSchema, ...problemResponses(400) },
      },
    },
    async (request) => getSitemapIndex({ db: fastify.readDb, cache: fastify.cache }, request.params.locale),
  );

  fastify.get(
    '/sitemap/:locale/:kind',
    {
      schema: {
        tags: ['seo'],
        summary: "One file of a market's sitemap: up to 50,000 pages of a kind, each with the markets of its hreflang alternates",
        params: sitemapFileParamsSchema,
        querystring: sitemapFileQuerySchema,
        response: { 200: sitemapFileSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { locale, kind } = request.params;
      const file = await getSitemapFile({ db: fastify.readDb, cache: fastify.cache }, locale, kind, request.query.page);
      if (!file) throw new AppError('NOT_FOUND', `No sitemap page ${request.query.page} of ${kind} in ${locale}`);
      return file;
    },
  );
};
