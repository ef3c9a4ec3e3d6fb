/**
 * The signed-in customer's profile, data export and account deletion (contract:
 * packages/contracts/src/account-profile.ts). Every route answers 401 without a session; a write
 * must come from the site's pages (403 otherwise: the cookie goes with any request, its intent does
 * not). Nothing here may be kept by a cache (`no-store`). Writes count against the write rate
 * limit; what sends an e-mail or checks a password, against a handful per client and minute.
 */
import { setTimeout } from 'node:timers/promises';
import {
  accountExportSchema,
  deleteAccountBodySchema,
  emailChangeBodySchema,
  emailChangeResponseSchema,
  profileSchema,
  profileUpdateSchema,
} from '@escapade/contracts/account-profile';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { deleteAccount } from '../account/delete-account';
import { accountExportFileName, exportAccountData } from '../account/export-data';
import { loadProfile, updateProfile } from '../account/profile';
import { AppError } from '../errors/app-error';
import { normalizeEmail } from '../newsletter/newsletter-signup';
import { isSameSiteWrite, libraryHeadersOf, type SignedInAccount } from '../plugins/accounts';
import { problemResponses } from './problem-responses';

/** Requests per client and minute of the routes that send an e-mail or check a password (the accounts library's own limit for those). */
export const SENSITIVE_WRITES_PER_MINUTE = 5;
/**
 * The e-mail change answers no sooner than this after it was asked: queuing the link for a free
 * address takes longer than answering for one another account has, and the time must not tell
 * them apart (the accounts library floors its own verification resend the same way).
 */
export const EMAIL_CHANGE_ANSWER_MS = 500;

export const accountProfileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const siteOrigin = new URL(fastify.voucherLinks.siteUrl).origin;
  const { auth } = fastify.accounts;
  const sensitiveLimit = { rateLimit: { max: SENSITIVE_WRITES_PER_MINUTE, timeWindow: 60_000 } };

  // Every answer of these routes, errors included, is this visitor's alone.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function signedIn(request: FastifyRequest): Promise<SignedInAccount> {
    const account = await fastify.accounts.sessionOf(request);
    if (!account) throw new AppError('UNAUTHORIZED', 'Sign in to manage your account.');
    return account;
  }

  async function signedInWrite(request: FastifyRequest): Promise<SignedInAccount> {
    const account = await signedIn(request);
    if (!isSameSiteWrite(request, siteOrigin)) throw new AppError('FORBIDDEN', 'Refused: the request does not come from the site.');
    return account;
  }

  /**
   * What the accounts library's own calls need of a write already checked: the request's headers
   * (session cookie, client), with the site's origin (a same-origin fetch may send none).
   */
  function libraryHeaders(request: FastifyRequest): Headers {
    const headers = libraryHeadersOf(request);
    headers.set('origin', siteOrigin);
    return headers;
  }

  fastify.get(
    '/account/profile',
    { schema: { tags: ['account'], summary: "The signed-in customer's profile", response: { 200: profileSchema, ...problemResponses(401) } } },
    async (request) => loadProfile(fastify.db, (await signedIn(request)).id),
  );

  fastify.patch(
    '/account/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the name, phone, language or newsletter choice',
        description:
          'The fields left out keep their values; an empty or null `phone` removes the number. `newsletter: true` subscribes the ' +
          "account's (verified) address at once, recorded with its consent (source `account`); `false` unsubscribes it. A refused " +
          'value is a 400 naming its field.',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...problemResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const account = await signedInWrite(request);
      return updateProfile(fastify.db, account, request.body, new Date());
    },
  );

  fastify.post(
    '/account/profile/email',
    {
      config: sensitiveLimit,
      schema: {
        tags: ['account'],
        summary: "Change the account's e-mail address: a confirmation link goes to the new address",
        description:
          'The address changes (verified) only when the link sent to the new address is followed; it lands on `callbackURL`. ' +
          'An address another account has gets the same 202 (and no e-mail), so the answer tells nothing about it. The ' +
          `account's own address is a 400 naming \`newEmail\`. At most ${SENSITIVE_WRITES_PER_MINUTE} requests per client and minute (429).`,
        body: emailChangeBodySchema,
        response: { 202: emailChangeResponseSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const account = await signedInWrite(request);
      const newEmail = normalizeEmail(request.body.newEmail);
      if (newEmail === normalizeEmail(account.email)) {
        const message = "this is the account's e-mail address already";
        throw new AppError('VALIDATION_FAILED', `newEmail: ${message}`, { errors: [{ field: 'newEmail', message }] });
      }
      await auth.api.changeEmail({ headers: libraryHeaders(request), body: { newEmail, callbackURL: request.body.callbackURL } });
      request.log.info({ account: { emailChange: 'requested' } }, 'e-mail change requested');
      await setTimeout(Math.max(0, EMAIL_CHANGE_ANSWER_MS - (performance.now() - startedAt)));
      return reply.code(202).send({ pendingEmail: newEmail });
    },
  );

  fastify.get(
    '/account/export',
    {
      // A document of everything kept: counted as a write, not free to repeat in a loop.
      config: { rateLimit: {} },
      schema: {
        tags: ['account'],
        summary: 'Everything kept about the account, as a JSON download',
        description: 'An attachment named `escapade-account-YYYY-MM-DD.json` (the day in the account\'s market).',
        response: { 200: accountExportSchema, ...problemResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const account = await signedIn(request);
      const now = new Date();
      const document = await exportAccountData(fastify.db, account.id, now);
      return reply.header('content-disposition', `attachment; filename="${accountExportFileName(document.profile, now)}"`).send(document);
    },
  );

  fastify.post(
    '/account/delete',
    {
      config: sensitiveLimit,
      schema: {
        tags: ['account'],
        summary: 'Delete the account for good: its orders are kept (the law) with their personal data anonymised',
        description:
          "`email`: the account's address typed again (else 400 `reason: EMAIL_MISMATCH`, field `email`); `password`: required " +
          'when the account has one (else 400 `PASSWORD_REQUIRED`, field `password`; wrong: 403 `INVALID_PASSWORD`). Issued ' +
          'invoices keep the customer they were issued to. The session cookie is cleared. At most ' +
          `${SENSITIVE_WRITES_PER_MINUTE} requests per client and minute (429).`,
        body: deleteAccountBodySchema,
        response: { 204: z.null().describe('Deleted'), ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = await signedInWrite(request);
      const headers = libraryHeaders(request);
      const checkPassword = (password: string) =>
        auth.api.verifyPassword({ headers, body: { password } }).then(
          () => true,
          (error: unknown) => (isAPIError(error) && error.statusCode < 500 ? false : Promise.reject(error)),
        );
      const report = await deleteAccount(fastify.db, account, request.body, checkPassword, new Date());
      request.log.info({ accountDeletion: report }, 'account deleted');
      // The library expires its own cookies (the session's is gone from the database already).
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      return reply.code(204).header('set-cookie', signedOut.headers.getSetCookie()).send(null);
    },
  );
};
