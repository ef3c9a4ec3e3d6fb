import {
  activityImagesResponseSchema,
  activityProductQuerySchema,
  activityProductSchema,
} from '@escapade/contracts/activity-product';
import { numericIdParamsSchema } from '@escapade/contracts/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getActivityProduct } from '../activity/get-activity-product';
import { listActivityImages } from '../activity/list-activity-images';
import { problemResponses } from './problem-responses';

/** The activity page's calls: `GET /api/activity-only/weekend/{id}/detail.json` and `GET /api/activities/{id}/images.json`. */
export const activityProductRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/activity-only/weekend/:id/detail.json',
    {
      schema: {
        tags: ['activity'],
        summary: 'An activity-only product (unpublished ones answer with published=false)',
        params: numericIdParamsSchema,
        querystring: activityProductQuerySchema,
        response: { 200: activityProductSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => getActivityProduct(fastify.readDb, request.params.id, request.query.locale),
  );

  fastify.get(
    '/activities/:id/images.json',
    {
      schema: {
        tags: ['activity'],
        summary: "An activity product's pictures",
        params: numericIdParamsSchema,
        querystring: activityProductQuerySchema,
        response: { 200: activityImagesResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => listActivityImages(fastify.readDb, request.params.id, request.query.locale),
  );
};
