import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health';
import { analyticsRoutes } from './analytics';
import { logRoutes } from './logs';
import { offersRoutes } from './offers';
import { facetsRoutes } from './facets';
import { autocompleteRoutes } from './autocomplete';
import { activityOnlyRoutes } from './activity-only';
import { themeRoutes } from './themes';
import { searchLandingRoutes } from './search-landing';
import { weekendRoutes } from './weekend';
import { productRoutes } from './product';
import { hotelRoutes } from './hotel';
import { reviewRoutes } from './reviews';
import { activityProductRoutes } from './activity-product';
import { boxRoutes } from './boxes';
import { giftRoutes } from './gift';
import { imageRoutes } from './images';

/** Every route of the API; registered under the `/api` prefix by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(healthRoutes);
  await fastify.register(logRoutes);
  await fastify.register(analyticsRoutes);
  await fastify.register(offersRoutes);
  await fastify.register(facetsRoutes);
  await fastify.register(autocompleteRoutes);
  await fastify.register(activityOnlyRoutes);
  await fastify.register(themeRoutes);
  await fastify.register(searchLandingRoutes);
  await fastify.register(weekendRoutes);
  await fastify.register(productRoutes);
  await fastify.register(hotelRoutes);
  await fastify.register(reviewRoutes);
  await fastify.register(activityProductRoutes);
  await fastify.register(boxRoutes);
  await fastify.register(giftRoutes);
  await fastify.register(imageRoutes);
};
