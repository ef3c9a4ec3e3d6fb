import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health';
import { logRoutes } from './logs';
import { offersRoutes } from './offers';
import { facetsRoutes } from './facets';
import { autocompleteRoutes } from './autocomplete';
import { activityOnlyRoutes } from './activity-only';
import { themeRoutes } from './themes';
import { searchLandingRoutes } from './search-landing';
import { weekendRoutes } from './weekend';

/** Every route of the API; registered under the `/api` prefix by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(healthRoutes);
  await fastify.register(logRoutes);
  await fastify.register(offersRoutes);
  await fastify.register(facetsRoutes);
  await fastify.register(autocompleteRoutes);
  await fastify.register(activityOnlyRoutes);
  await fastify.register(themeRoutes);
  await fastify.register(searchLandingRoutes);
  await fastify.register(weekendRoutes);
};
