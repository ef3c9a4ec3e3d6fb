import {
  NEWSLETTER_ACCEPTED_DETAIL,
  newsletterCheckQuerySchema,
  newsletterCheckResponseSchema,
  newsletterLocaleOf,
  newsletterSignupRequestSchema,
  newsletterSignupResponseSchema,
  newsletterTokenQuerySchema,
  newsletterUnsubscribeResponseSchema,
  type NewsletterSignupResponse,
} from '@escapade/contracts/newsletter';
import { MARKETS } from '@escapade/domain/markets';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmSignup, isSubscribedBrowser, requestSignup, unsubscribeSignup, type LinkOutcome } from '../newsletter/newsletter-signup';
import { problemResponses } from './problem-responses';

/** The cookie a confirmation sets in the browser that opened it: the modal's check answers "do not show" to it alone. */
export const NEWSLETTER_COOKIE = 'escapade_newsletter';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** One-click unsubscription (RFC 8058) posts a tiny form: `List-Unsubscribe=One-Click`. */
const ONE_CLICK_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = 1024;

const ACCEPTED: NewsletterSignupResponse = { status: 'accepted', detail: NEWSLETTER_ACCEPTED_DETAIL };
const redirectResponse = z.null().describe('To the home page of the link\'s market (`/{market}/?newsletter=confirmed|link-expired|unsubscribed`)');

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * The newsletter with double opt-in (contract: @escapade/contracts/newsletter). A signup answers
 * 202 with one body whatever the address's state; the links of its e-mails are signed
 * (newsletter/newsletter-token.ts). Every write counts against the write rate limit, the links'
 * GETs as well.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const secret = fastify.newsletterLinkSecret;
  const siteUrl = fastify.voucherLinks.siteUrl.replace(/\/+$/, '');
  const isSecureSite = siteUrl.startsWith('https://');

  // This plugin's scope only: a mail client's one-click unsubscription posts a form.
  fastify.addContentTypeParser(ONE_CLICK_CONTENT_TYPES, { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, done) => done(null, null));

  function toHome(reply: FastifyReply, { outcome, locale }: LinkOutcome): FastifyReply {
    // A link whose market cannot be read leads to the first market's home.
    const segment = MARKETS[locale ?? 'fr_FR'].segment;
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(`${siteUrl}/${segment}/?newsletter=${outcome}`, 303);
  }

  fastify.post(
    '/marketing/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address: a confirmation e-mail with a signed link (double opt-in)',
        description:
          'The market is the country and language together (one of the six). The answer is 202 with the same body for a new, ' +
          'pending, active or unsubscribed address: nothing tells whether it was known. A pending or unsubscribed address is ' +
          '(again) PENDING with the consent text version, source and time; a confirmation e-mail is queued at most once per ' +
          'address per 10 minutes; an active address gets none. Counts against the write rate limit (429).',
        body: newsletterSignupRequestSchema,
        response: { 202: newsletterSignupResponseSchema, ...problemResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { email, country, language, source } = request.body;
      const locale = newsletterLocaleOf(country, language);
      if (!locale) throw new Error('the contract admits only the markets\' country and language pairs');
      const queued = await requestSignup(fastify.db, { email, locale, source }, new Date());
      request.log.info({ newsletter: { locale, source, queued } }, 'newsletter signup requested');
      return reply.code(202).header('cache-control', 'no-store').send(ACCEPTED);
    },
  );

  fastify.get(
    '/marketing/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Whether this browser should still be offered the acquisition modal',
        description:
          'Answers `show: false` only to the browser that opened a confirmation link of a subscription still active (the signed ' +
          `\`${NEWSLETTER_COOKIE}\` cookie the confirmation set); \`show: true\` to anyone else, whatever address is named: ` +
          'the check cannot tell whether an address is subscribed. The query is the spec\'s (email, country, language, source), all optional.',
        querystring: newsletterCheckQuerySchema,
        response: { 200: newsletterCheckResponseSchema, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const subscribed = await isSubscribedBrowser(fastify.db, secret, cookieOf(request.headers.cookie, NEWSLETTER_COOKIE), new Date());
      return reply.header('cache-control', 'private, no-store').header('vary', 'cookie').send({ show: !subscribed });
    },
  );

  fastify.get(
    '/marketing/newsletter/confirm',
    {
      config: { rateLimit: {} },
      schema: {
        tags: ['newsletter'],
        summary: "The confirmation e-mail's link: the subscription becomes active",
        description:
          'A signed token, valid 7 days, for one pending request: PENDING → ACTIVE with the confirmation time, then 303 to the ' +
          `market's home with \`?newsletter=confirmed\` and the \`${NEWSLETTER_COOKIE}\` cookie. Opened again while active: the same. ` +
          'Expired, edited, superseded (unsubscribed since, or a newer request) → `?newsletter=link-expired`, nothing changed.',
        querystring: newsletterTokenQuerySchema,
        response: { 303: redirectResponse, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await confirmSignup(fastify.db, secret, request.query.token, new Date());
      if (outcome.subscribedToken) {
        const attributes = [`Path=/`, `Max-Age=${COOKIE_MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(isSecureSite ? ['Secure'] : [])];
        reply.header('set-cookie', `${NEWSLETTER_COOKIE}=${outcome.subscribedToken}; ${attributes.join('; ')}`);
      }
      return toHome(reply, outcome);
    },
  );

  const unsubscribeDescription =
    'The signed link of every newsletter e-mail (no expiry, no sign-in): the address becomes UNSUBSCRIBED with the time. ';

  fastify.get(
    '/marketing/newsletter/unsubscribe',
    {
      config: { rateLimit: {} },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe from the link of a newsletter e-mail',
        description: `${unsubscribeDescription}303 to the market's home with \`?newsletter=unsubscribed\` (\`link-expired\` for a link that is not ours).`,
        querystring: newsletterTokenQuerySchema,
        response: { 303: redirectResponse, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => toHome(reply, await unsubscribeSignup(fastify.db, secret, request.query.token, new Date())),
  );

  fastify.post(
    '/marketing/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'One-click unsubscription from a mail client (RFC 8058)',
        description: `${unsubscribeDescription}The body (\`List-Unsubscribe=One-Click\`, form-encoded) is not read. 200 either way, the status telling the outcome.`,
        querystring: newsletterTokenQuerySchema,
        response: { 200: newsletterUnsubscribeResponseSchema, ...problemResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { outcome } = await unsubscribeSignup(fastify.db, secret, request.query.token, new Date());
      return reply.header('cache-control', 'no-store').send({ status: outcome === 'unsubscribed' ? 'unsubscribed' : 'link-expired' });
    },
  );
};
