import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The signed-in customer's profile, data export and account deletion (contract: packages/contracts/src/account-profile.ts). */
export const accountProfileRoutes: FastifyPluginAsyncZod = async () => {};
