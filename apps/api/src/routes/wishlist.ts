import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The signed-in customer's wishlist, kept server-side and merged with the browser's at sign-in. */
export const wishlistRoutes: FastifyPluginAsyncZod = async () => {};
