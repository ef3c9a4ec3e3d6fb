import { clientLogSchema, notFoundReportQuerySchema, type ClientLogLevel } from '@escapade/contracts/logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from './problem-responses';

const PINO_LEVEL: Readonly<Record<ClientLogLevel, 'error' | 'warn' | 'info'>> = {
  ERROR: 'error',
  WARN: 'warn',
  INFO: 'info',
};

const noContent = z.null().describe('Recorded');

/** The gateway logs endpoint and the not-found report that the web origin's `/error` forwards. */
export const logRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/logs',
    {
      schema: {
        tags: ['logs'],
        summary: 'Record a client-side log line (message cut to 256 characters)',
        description: 'Unknown body fields are refused (400 naming the field): the body is four known fields, nothing else is recorded.',
        body: clientLogSchema,
        response: { 204: noContent, ...problemResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const { level, locale, location, message } = request.body;
      request.log[PINO_LEVEL[level]]({ source: 'client', locale, location }, message);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/not-found-report',
    {
      // A GET that records something: limited like a write.
      config: { rateLimit: {} },
      schema: {
        tags: ['logs'],
        summary: 'Record that a visitor reached a page that does not exist',
        querystring: notFoundReportQuerySchema,
        response: { 204: noContent, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { uri, locale } = request.query;
      request.log.warn({ source: 'not-found-report', uri, locale }, 'not-found page reached');
      return reply.code(204).send(null);
    },
  );
};
