import { healthResponseSchema } from '@escapade/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { checkDatabase } from '../system/check-database';
import { problemResponses } from './problem-responses';

export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      // A load balancer must see an overloaded instance as alive: shedding is reported, not applied.
      config: { loadShedding: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, ...problemResponses(503) },
      },
    },
    async () => {
      try {
        // With a read pool (DATABASE_READ_URL), searches need it as much as orders need the primary.
        await Promise.all([checkDatabase(fastify.db), fastify.readDb === fastify.db ? undefined : checkDatabase(fastify.readDb)]);
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.', { cause });
      }
      // Decorated only when load shedding is on (config.loadShedding); without it there is nothing to report.
      if (typeof fastify.isUnderPressure !== 'function') return { status: 'ok', database: 'up', engine: fastify.dbEngine } as const;
      return { status: 'ok', database: 'up', engine: fastify.dbEngine, load: fastify.isUnderPressure() ? 'shedding' : 'ok' } as const;
    },
  );
};
