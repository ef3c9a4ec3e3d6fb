import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CONTACT_CASES_PER_WINDOW } from '@escapade/contracts/contact';
import { createHumanCheck, randomHumanCheckKey, type HumanCheck } from './human-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact form's human check: challenges signed with HUMAN_CHECK_HMAC_KEY, and their verification. */
    humanCheck: HumanCheck;
    /** Contact cases a client may send per window (CONTACT_CASES_PER_WINDOW, default 5). */
    contactCasesPerWindow: number;
  }
}

export interface HumanCheckPluginOptions {
  /** config.humanCheckHmacKey; unset: a random key of this process. */
  hmacKey: string | undefined;
  isProduction: boolean;
  /** config.contactCasesPerWindow. */
  casesPerWindow?: number | undefined;
}

const humanCheck: FastifyPluginAsync<HumanCheckPluginOptions> = async (fastify, { hmacKey, isProduction, casesPerWindow }) => {
  // Several instances behind one site each refuse the others' challenges with a key of their own.
  if (!hmacKey && isProduction) fastify.log.warn('HUMAN_CHECK_HMAC_KEY is not set: contact form challenges are signed with a key of this process only');
  fastify.decorate('humanCheck', createHumanCheck(hmacKey ?? randomHumanCheckKey()));
  fastify.decorate('contactCasesPerWindow', casesPerWindow ?? CONTACT_CASES_PER_WINDOW);
};

export const humanCheckPlugin = fp(humanCheck, { name: 'human-check', fastify: '5.x' });
