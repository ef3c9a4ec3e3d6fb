import { weekendDetailParamsSchema, weekendDetailQuerySchema, weekendDetailSchema } from '@escapade/contracts/weekend';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWeekendMapDetail } from '../catalog/get-weekend-map-detail';
import { AppError } from '../errors/app-error';
import { problemResponses } from './problem-responses';

/** Search spec §7 "Marker detail | GET {api}/weekend/{id}/detail.json": the map info card. */
export const weekendRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/weekend/:id/detail.json',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A weekend (offer): label, hotel, pictures and price for the dates and party (or its from price)',
        params: weekendDetailParamsSchema,
        querystring: weekendDetailQuerySchema,
        response: { 200: weekendDetailSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const detail = await getWeekendMapDetail(fastify.db, request.params.id, request.query);
      if (!detail) throw new AppError('NOT_FOUND', `No weekend ${request.params.id} in this market.`);
      return detail;
    },
  );
};
