import {
  boxCodeParamsSchema,
  boxDetailResponseSchema,
  boxOffersParamsSchema,
  boxOffersQuerySchema,
  boxOffersResponseSchema,
  boxQuerySchema,
  boxSearchResponseSchema,
} from '@escapade/contracts/boxes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBoxDetail } from '../boxes/get-box-detail';
import { listBoxOffers } from '../boxes/list-box-offers';
import { searchBoxes } from '../boxes/search-boxes';
import { problemResponses } from './problem-responses';

/** The gift box pages' calls: `/boxes/search`, `/boxes/{code}/product-detail`, `/boxes/{boxCode}/offers`. */
export const boxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/boxes/search',
    {
      schema: {
        tags: ['boxes'],
        summary: "The market's gift boxes (only codes ending in EBOX are listed)",
        querystring: boxQuerySchema,
        response: { 200: boxSearchResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => searchBoxes(fastify.readDb, request.query.locale, new Date()),
  );

  fastify.get(
    '/boxes/:code/product-detail',
    {
      schema: {
        tags: ['boxes'],
        summary: 'A gift box with its formats; an unknown code answers { box: null }',
        params: boxCodeParamsSchema,
        querystring: boxQuerySchema,
        response: { 200: boxDetailResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => getBoxDetail(fastify.readDb, request.params.code, request.query.locale, new Date()),
  );

  fastify.get(
    '/boxes/:boxCode/offers',
    {
      schema: {
        tags: ['boxes'],
        summary: 'The stays a box opens, a page at a time (8 by default)',
        params: boxOffersParamsSchema,
        querystring: boxOffersQuerySchema,
        response: { 200: boxOffersResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => listBoxOffers(fastify.readDb, request.params.boxCode, request.query, new Date()),
  );
};
