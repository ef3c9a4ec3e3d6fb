import {
  availableCustomSubElementsResponseSchema,
  giftLocaleQuerySchema,
  shippingCostsResponseSchema,
} from '@escapade/contracts/gift';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShippingCosts } from '../gift/get-shipping-costs';
import { listCustomSleeves } from '../gift/list-custom-sleeves';
import { problemResponses } from './problem-responses';

/** Gift customisation: custom sleeves (`/sub-elements/available-custom-sub-elements`) and shipping costs. */
export const giftRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sub-elements/available-custom-sub-elements',
    {
      schema: {
        tags: ['gift'],
        summary: 'Custom sleeve categories and elements (category 2 has a free standard default)',
        querystring: giftLocaleQuerySchema,
        response: { 200: availableCustomSubElementsResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => listCustomSleeves(fastify.readDb, request.query.locale),
  );

  fastify.get(
    '/shipping-costs',
    {
      schema: {
        tags: ['gift'],
        summary: "The market's shipping costs of a physical gift (404 when it has none)",
        querystring: giftLocaleQuerySchema,
        response: { 200: shippingCostsResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => getShippingCosts(fastify.readDb, request.query.locale),
  );
};
