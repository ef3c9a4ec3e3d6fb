import { healthResponseSchema } from '@escapade/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { checkDatabase } from '../system/check-database';
import { problemResponses } from './problem-responses';

export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, ...problemResponses(503) },
      },
    },
    async () => {
      try {
        await checkDatabase(fastify.db);
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.', { cause });
      }
      return { status: 'ok', database: 'up', engine: fastify.dbEngine } as const;
    },
  );
};
