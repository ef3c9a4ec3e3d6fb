/**
 * The signed-in customer's wishlist, kept server-side and merged with the browser's at sign-in
 * (contract: packages/contracts/src/wishlist.ts, decision 0031). Every route needs a session (401)
 * and answers `no-store`; a write must come from the site's own pages (403), and counts against
 * the per-client write limit like every write.
 */
import {
  wishlistItemBodySchema,
  wishlistItemParamsSchema,
  wishlistMergeBodySchema,
  wishlistQuerySchema,
  wishlistResponseSchema,
  WISHLIST_MAX_ITEMS,
} from '@escapade/contracts/wishlist';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listWishlist, mergeWishlist, removeWishlistItem, saveWishlistItem } from '../account/wishlist';
import { AppError } from '../errors/app-error';
import { isSameSiteWrite, type SignedInAccount } from '../plugins/accounts';
import { problemResponses } from './problem-responses';

export const wishlistRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const siteOrigin = new URL(fastify.voucherLinks.siteUrl).origin;

  /** The request's account; a write also has to come from the site. */
  async function accountOf(request: FastifyRequest): Promise<SignedInAccount> {
    const account = await fastify.accounts.sessionOf(request);
    if (!account) throw new AppError('UNAUTHORIZED', 'Sign in to keep a wishlist.');
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameSiteWrite(request, siteOrigin)) {
      throw new AppError('FORBIDDEN', 'Refused: the request does not come from the site.');
    }
    return account;
  }

  // One customer's list: never kept by a shared cache.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  fastify.get(
    '/account/wishlist',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's wishlist in a market, newest first",
        querystring: wishlistQuerySchema,
        response: { 200: wishlistResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const account = await accountOf(request);
      const { locale } = request.query;
      return { locale, items: await listWishlist(fastify.db, account.id, locale), limit: WISHLIST_MAX_ITEMS };
    },
  );

  fastify.put(
    '/account/wishlist/:kind/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Save a stay or an activity to the wishlist',
        description: `Saved as the newest item; an item already there keeps its place with the new snapshot. A market's list holds at most ${WISHLIST_MAX_ITEMS} items: past that, 409 with reason WISHLIST_FULL.`,
        params: wishlistItemParamsSchema,
        body: wishlistItemBodySchema,
        response: { 204: z.null().describe('Saved'), ...problemResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const account = await accountOf(request);
      const { locale, ...snapshot } = request.body;
      await saveWishlistItem(fastify.db, account.id, locale, { ...snapshot, id: request.params.id, kind: request.params.kind }, new Date());
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/account/wishlist/:kind/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Remove a stay or an activity from the wishlist',
        params: wishlistItemParamsSchema,
        querystring: wishlistQuerySchema,
        response: { 204: z.null().describe('Removed (or was not there)'), ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = await accountOf(request);
      await removeWishlistItem(fastify.db, account.id, request.query.locale, request.params);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/account/wishlist/merge',
    {
      schema: {
        tags: ['account'],
        summary: "Merge the browser's wishlist into the account's (at sign-in)",
        description: `The account's items stay; the browser's items it does not have are added as the newest, in the browser's order, while the market's list has room (${WISHLIST_MAX_ITEMS} items; the rest is left out). Answers the whole list. Idempotent.`,
        body: wishlistMergeBodySchema,
        response: { 200: wishlistResponseSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const account = await accountOf(request);
      const { locale, items } = request.body;
      return { locale, items: await mergeWishlist(fastify.db, account.id, locale, items, new Date()), limit: WISHLIST_MAX_ITEMS };
    },
  );
};
