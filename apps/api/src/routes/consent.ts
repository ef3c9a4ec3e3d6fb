import { consentRecordRequestSchema, consentRecordResponseSchema } from '@escapade/contracts/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordConsent } from '../consent/record-consent';
import { problemResponses } from './problem-responses';

/**
 * The server-side record of a cookie consent (contract: @escapade/contracts/consent). The browser
 * keeps the answered consent id in its `consent` cookie with the choices. A write, so
 * rate-limited per client like every write (plugins/rate-limit.ts).
 */
export const consentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/consent',
    {
      schema: {
        tags: ['consent'],
        summary: 'Record a cookie consent choice (analytics, referral) anonymously',
        description:
          'One row per choice: the choices, the consent text version and the time, under a random consent id; no address, ' +
          'no user agent. A `consentId` of an earlier record appends to that history (a browser changing its mind); an ' +
          'unknown one is replaced by a new random id. Counts against the write rate limit (429).',
        body: consentRecordRequestSchema,
        response: { 201: consentRecordResponseSchema, ...problemResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const record = await recordConsent(fastify.db, request.body, new Date());
      return reply.code(201).header('cache-control', 'no-store').send(record);
    },
  );
};
