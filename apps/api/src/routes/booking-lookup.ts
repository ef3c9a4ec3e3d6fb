import { bookingLookupRequestSchema, bookingLookupResponseSchema } from '@escapade/contracts/booking-lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupOrder } from '../orders/lookup-order';
import { problemResponses } from './problem-responses';

/**
 * "Find my booking": a booking number and the buyer's e-mail address answer the order's UUID (the
 * key of its confirmation page) and an hour's access to its trip routes (cancel, change, invoice). A POST, so the write rate limit counts every attempt per client.
 */
export const bookingLookupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/purchase/booking-lookup',
    {
      schema: {
        tags: ['purchase'],
        summary: 'Find a booking by its booking number and the buyer\'s e-mail address (answers the order\'s UUID)',
        description:
          'The e-mail address is compared trimmed and in any letter case. A booking number that names no order and an ' +
          'e-mail address that is not the order\'s answer the same 404: the answer never says which one was wrong. ' +
          'Counted against the write rate limit (429).',
        body: bookingLookupRequestSchema,
        response: { 200: bookingLookupResponseSchema, ...problemResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { orderUUID } = await lookupOrder(fastify.db, request.body);
      return { orderUUID, ...fastify.accounts.bookingAccess.sign(orderUUID, new Date()) };
    },
  );
};
