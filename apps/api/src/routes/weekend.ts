import { weekendFullDetailSchema } from '@escapade/contracts/product';
import { weekendDetailParamsSchema, weekendDetailQuerySchema } from '@escapade/contracts/weekend';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWeekendDetailCached } from '../product/get-weekend-detail';
import { problemResponses } from './problem-responses';

/**
 * `GET /api/weekend/{id}/detail.json`, the map's marker detail and the product's detail: one
 * answer serves the map info card and the stay product page (the full detail keeps every field
 * of the map card's contract). Unknown ids are a 404 problem, a past checkin a 400.
 */
export const weekendRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/weekend/:id/detail.json',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A weekend (offer): label, hotel, pictures, programme, activities, room and price for the dates and party (or its from price)',
        params: weekendDetailParamsSchema,
        querystring: weekendDetailQuerySchema,
        response: { 200: weekendFullDetailSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) =>
      getWeekendDetailCached({ db: fastify.readDb, cache: fastify.cache }, request.params.id, request.query, new Date()),
  );
};
