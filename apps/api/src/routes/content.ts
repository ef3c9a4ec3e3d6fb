import {
  announcementBannersResponseSchema,
  boxBlockResponseSchema,
  contentQuerySchema,
  contentVersionResponseSchema,
  giftBlockResponseSchema,
  homepageQuerySchema,
  homepageResponseSchema,
  landingParamsSchema,
  landingResponseSchema,
  minisiteListResponseSchema,
  minisiteParamsSchema,
  minisiteResponseSchema,
  shellContentResponseSchema,
  staticPageListResponseSchema,
  staticPageParamsSchema,
  staticPageResponseSchema,
  weekendIdeasResponseSchema,
} from '@escapade/contracts/content';
import { MARKETS } from '@escapade/domain/markets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readContent } from '../content/content-cache';
import { contentFlowOf } from '../content/content-flow';
import { getAnnouncementBanners } from '../content/get-announcement-banners';
import { getBoxBlock } from '../content/get-box-block';
import { getContentVersion } from '../content/get-content-version';
import { getGiftBlock } from '../content/get-gift-block';
import { getHomepage } from '../content/get-homepage';
import { getLanding } from '../content/get-landing';
import { getShellContent } from '../content/get-shell-content';
import { getWeekendIdeas } from '../content/get-weekend-ideas';
import { getMinisite, listMinisites } from '../content/minisites';
import { getStaticPage, listStaticPages } from '../content/static-pages';
import { isoWeekIn } from '../content/theme-of-the-week';
import { problemResponses } from './problem-responses';

const tags = ['content'];

/**
 * The editorial content (`/api/cms/*`): homepage, promo landings, the site shell, banners, gift and
 * box blocks, static pages, weekend ideas, partner minisites and the content version. Answers are
 * cached under the content version, which every content write bumps.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Content tolerates a replica's lag: each answer is keyed by the content version read on the same server as its rows.
  const db = fastify.readDb;
  const deps = { db, cache: fastify.cache };

  fastify.get(
    '/cms/homepage',
    {
      schema: {
        tags,
        summary: 'The homepage of a market and flow (an absent or unknown flow, or hotel, is the booking flow)',
        querystring: homepageQuerySchema,
        response: { 200: homepageResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const flow = contentFlowOf(request.query.flow);
      return readContent(deps, ['homepage', locale, flow], () => getHomepage(db, locale, flow));
    },
  );

  fastify.get(
    '/cms/landings/:slug',
    {
      schema: {
        tags,
        summary: 'A promo campaign landing (black-friday, spring, valentines, xmas); 404 for any other slug',
        params: landingParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: landingResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const { slug } = request.params;
      return readContent(deps, ['landing', locale, slug], () => getLanding(db, locale, slug));
    },
  );

  fastify.get(
    '/cms/shell',
    {
      schema: {
        tags,
        summary: "The market's navigation (four levels), this week's theme, targeted banners and footer",
        querystring: contentQuerySchema,
        response: { 200: shellContentResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const week = isoWeekIn(MARKETS[locale].timeZone, new Date());
      return readContent(deps, ['shell', locale, week.key], () => getShellContent(db, locale, week.week));
    },
  );

  fastify.get(
    '/cms/announcement-banner',
    {
      schema: {
        tags,
        summary: 'The announcement of a flow, grouped by homePages, searchPages and productPages',
        querystring: homepageQuerySchema,
        response: { 200: announcementBannersResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const flow = contentFlowOf(request.query.flow);
      return readContent(deps, ['announcement', locale, flow], () => getAnnouncementBanners(db, locale, flow));
    },
  );

  fastify.get(
    '/cms/gift-block',
    {
      schema: {
        tags,
        summary: 'The gift block: the ways to give of the market',
        querystring: contentQuerySchema,
        response: { 200: giftBlockResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => readContent(deps, ['gift-block', request.query.locale], () => getGiftBlock(db, request.query.locale)),
  );

  fastify.get(
    '/cms/box-block-serp',
    {
      schema: {
        tags,
        summary: "The search pages' gift box block (no box where the market sells none)",
        querystring: contentQuerySchema,
        response: { 200: boxBlockResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => readContent(deps, ['box-block', request.query.locale], () => getBoxBlock(db, request.query.locale)),
  );

  fastify.get(
    '/cms/pages',
    {
      schema: {
        tags,
        summary: "The market's static pages (id and title)",
        querystring: contentQuerySchema,
        response: { 200: staticPageListResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => readContent(deps, ['pages', request.query.locale], () => listStaticPages(db, request.query.locale)),
  );

  fastify.get(
    '/cms/pages/:id',
    {
      schema: {
        tags,
        summary: 'A static page: title, description and sanitised HTML; 404 for an unknown id',
        params: staticPageParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: staticPageResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const { id } = request.params;
      return readContent(deps, ['page', locale, id], () => getStaticPage(db, locale, id));
    },
  );

  fastify.get(
    '/cms/weekend-ideas',
    {
      schema: {
        tags,
        summary: 'The weekend ideas page: title, intro, sections of idea cards, regions',
        querystring: contentQuerySchema,
        response: { 200: weekendIdeasResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => readContent(deps, ['weekend-ideas', request.query.locale], () => getWeekendIdeas(db, request.query.locale)),
  );

  fastify.get(
    '/cms/minisites',
    {
      schema: { tags, summary: 'Every partner minisite', response: { 200: minisiteListResponseSchema } },
    },
    async () => readContent(deps, ['minisites'], () => listMinisites(db)),
  );

  fastify.get(
    '/cms/minisites/:slug',
    {
      schema: {
        tags,
        summary: 'A partner minisite by its slug; 404 for an unknown one',
        params: minisiteParamsSchema,
        response: { 200: minisiteResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => readContent(deps, ['minisite', request.params.slug], () => getMinisite(db, request.params.slug)),
  );

  fastify.get(
    '/cms/version',
    {
      // Every web server asks four times a second (its page cache): not a request worth a log line.
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'The content and catalog versions (each bumped by every change of what it covers)',
        response: { 200: contentVersionResponseSchema },
      },
    },
    async () => getContentVersion(db),
  );
};
