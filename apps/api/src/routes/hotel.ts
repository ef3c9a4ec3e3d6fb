import {
  availabilitiesParamsSchema,
  availabilitiesQuerySchema,
  availabilitiesResponseSchema,
  hotelOffersQuerySchema,
  hotelOffersResponseSchema,
  hotelParamsSchema,
  hotelQuerySchema,
  hotelSchema,
  nearbyHotelsQuerySchema,
  nearbyHotelsResponseSchema,
} from '@escapade/contracts/hotel';
import { numericIdParamsSchema } from '@escapade/contracts/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrLoad } from '../cache/cache';
import { getHotel } from '../hotel/get-hotel';
import { getHotelAvailabilities } from '../hotel/get-hotel-availabilities';
import { listHotelOffers } from '../hotel/list-hotel-offers';
import { listNearbyHotelsOf } from '../hotel/list-nearby-hotels';
import { marketClock } from '../product/market-clock';
import { PRODUCT_CACHE_TTL_MS, productCacheKey } from '../product/product-cache-key';
import { readCatalogVersion } from '../search/search-cache';
import { problemResponses } from './problem-responses';

/** The hotel page's calls: the hotel load, its calendar, its offers and its nearby hotels. */
export const hotelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/hotel/:id',
    {
      schema: {
        tags: ['hotel'],
        summary: 'A hotel by id or uri: every field, rooms with their offers, weekends, nearby hotels',
        params: hotelParamsSchema,
        querystring: hotelQuerySchema,
        response: { 200: hotelSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const now = new Date();
      const key = productCacheKey('hotel', await readCatalogVersion(fastify.readDb), marketClock(request.query.locale, now), {
        id: request.params.id,
        ...request.query,
      });
      return getOrLoad(fastify.cache, key, PRODUCT_CACHE_TTL_MS, () => getHotel(fastify.readDb, request.params.id, request.query.locale, now));
    },
  );

  fastify.get(
    '/hotels/:hotelId/availabilities.json',
    {
      schema: {
        tags: ['hotel'],
        summary: 'Calendar: the cheapest stay per checkin day (12-month window), and the checkout range of a checkin',
        params: availabilitiesParamsSchema,
        querystring: availabilitiesQuerySchema,
        response: { 200: availabilitiesResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const now = new Date();
      const key = productCacheKey('availabilities', await readCatalogVersion(fastify.readDb), marketClock(request.query.locale, now), {
        hotelId: request.params.hotelId,
        ...request.query,
      });
      return getOrLoad(fastify.cache, key, PRODUCT_CACHE_TTL_MS, () =>
        getHotelAvailabilities(fastify.readDb, request.params.hotelId, request.query, now),
      );
    },
  );

  fastify.get(
    '/hotel/:id/offers',
    {
      schema: {
        tags: ['hotel'],
        summary: "The hotel's offers by room, priced for the stay (or from prices), with the '+N €' per night",
        params: numericIdParamsSchema,
        querystring: hotelOffersQuerySchema,
        response: { 200: hotelOffersResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => listHotelOffers(fastify.readDb, request.params.id, request.query, new Date()),
  );

  fastify.get(
    '/hotel/:id/nearby',
    {
      schema: {
        tags: ['hotel'],
        summary: 'Other hotels within 100 km with offers in the market, nearest first',
        params: numericIdParamsSchema,
        querystring: nearbyHotelsQuerySchema,
        response: { 200: nearbyHotelsResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => listNearbyHotelsOf(fastify.readDb, request.params.id, request.query, new Date()),
  );
};
