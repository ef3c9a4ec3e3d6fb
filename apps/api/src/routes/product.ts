import {
  checkoutNightsQuerySchema,
  checkoutNightsResponseSchema,
  productOffersQuerySchema,
  productOffersResponseSchema,
  productParamsSchema,
  quoteQuerySchema,
  quoteResponseSchema,
  recommendedQuerySchema,
  recommendedResponseSchema,
  singleVoucherPricesQuerySchema,
  singleVoucherPricesResponseSchema,
  upsellsQuerySchema,
  upsellsResponseSchema,
} from '@escapade/contracts/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCheckoutNights } from '../product/get-checkout-nights';
import { getProductQuote } from '../product/get-product-quote';
import { getRecommendedOffer } from '../product/get-recommended-offer';
import { listProductOffers } from '../product/list-product-offers';
import { listSingleVoucherPrices } from '../product/list-single-voucher-prices';
import { listUpsells } from '../product/list-upsells';
import { problemResponses } from './problem-responses';

/**
 * The stay product page's calls: checkout nights, the product's offers and
 * quote, its recommended offer, its upsells and its single-voucher prices. Availability answers
 * are computed per request from the nightly table: they are not cached.
 */
export const productRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/weekend/:id/packageCheckoutNights.json',
    {
      schema: {
        tags: ['product'],
        summary: 'Night counts a checkout may follow the checkin by (multiOffer: any offer of the hotel)',
        params: productParamsSchema,
        querystring: checkoutNightsQuerySchema,
        response: { 200: checkoutNightsResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => getCheckoutNights(fastify.readDb, request.params.id, request.query, new Date()),
  );

  fastify.get(
    '/product/:id/offers',
    {
      schema: {
        tags: ['product'],
        summary: "The product's availability for a stay, then the other offers of its room",
        params: productParamsSchema,
        querystring: productOffersQuerySchema,
        response: { 200: productOffersResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => listProductOffers(fastify.readDb, request.params.id, request.query, new Date()),
  );

  fastify.get(
    '/product/:id/quote',
    {
      schema: {
        tags: ['product'],
        summary: 'Price and bookability of a stay with its activity dates, computed from availability',
        params: productParamsSchema,
        querystring: quoteQuerySchema,
        response: { 200: quoteResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => getProductQuote(fastify.db, request.params.id, request.query, new Date()),
  );

  fastify.get(
    '/product/:id/recommended',
    {
      schema: {
        tags: ['product'],
        summary: 'Another offer of the hotel to recommend for the stay (or none)',
        params: productParamsSchema,
        querystring: recommendedQuerySchema,
        response: { 200: recommendedResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => getRecommendedOffer(fastify.readDb, request.params.id, request.query, new Date()),
  );

  fastify.get(
    '/product/:id/upsells',
    {
      schema: {
        tags: ['product'],
        summary: 'Extras: the products with an extra added (or removed), with their price difference',
        params: productParamsSchema,
        querystring: upsellsQuerySchema,
        response: { 200: upsellsResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { adult, child, baby, ...rest } = request.query;
      return listUpsells(fastify.readDb, request.params.id, { ...rest, party: { adults: adult, children: child, babies: baby } }, new Date());
    },
  );

  fastify.get(
    '/product/:id/single-voucher-prices',
    {
      schema: {
        tags: ['product', 'gift'],
        summary: 'Gift stay prices for 2 people by nights (1–3), with shipping and sleeves for a physical gift',
        params: productParamsSchema,
        querystring: singleVoucherPricesQuerySchema,
        response: { 200: singleVoucherPricesResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => listSingleVoucherPrices(fastify.readDb, request.params.id, request.query, new Date()),
  );
};
