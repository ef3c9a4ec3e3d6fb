import { numericIdParamsSchema } from '@escapade/contracts/query';
import { reviewsQuerySchema, reviewsResponseSchema } from '@escapade/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listHotelReviews } from '../reviews/list-hotel-reviews';
import { problemResponses } from './problem-responses';

/** `GET /api/hotel/{id}/reviews.json` with client=msite, withOtherLanguageFallback, page, locale, sort. */
export const reviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/hotel/:id/reviews.json',
    {
      schema: {
        tags: ['reviews'],
        summary: "A page of 10 of the hotel's reviews (sort, language, other-language fallback), score and criteria",
        params: numericIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => listHotelReviews(fastify.readDb, request.params.id, request.query),
  );
};
