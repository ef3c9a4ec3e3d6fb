import { analyticsCollectParamsSchema, analyticsEventSchema } from '@escapade/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from './problem-responses';

/**
 * Analytics: `POST /api/analytics/ga/collect/{pos}`, a POST or a beacon, for tracking only.
 * The browser sends each event as a beacon (lib/analytics.ts in the web app); the API checks it
 * against the contract and records it as a structured log line (`source: "analytics"`), which the
 * log pipeline ships wherever the events are analysed. Forwarding to the analytics provider itself
 * is a boundary we do not own and is not built: the log line is what there is to forward.
 * A write, so rate-limited per client like every write (plugins/rate-limit.ts). JSON only: the
 * beacon is sent as an application/json Blob, a type another site's page cannot post without a
 * CORS preflight that this API does not answer (a text/plain beacon would be a "simple" request).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/analytics/ga/collect/:pos',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event of the point of sale (view_item_list, select_item, view_item, add_to_cart, personalization_item, variation_exposure)',
        description:
          "Unknown body fields are ignored (dropped before the event is recorded): a tag manager's data layer " +
          'grows fields over time, and a beacon has no one to read a 400.',
        params: analyticsCollectParamsSchema,
        body: analyticsEventSchema,
        response: { 204: z.null().describe('Recorded'), ...problemResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const { event, ...fields } = request.body;
      request.log.info({ source: 'analytics', pos: request.params.pos, event, ...fields }, `analytics event ${event}`);
      return reply.code(204).send(null);
    },
  );
};
