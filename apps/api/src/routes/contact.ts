import {
  contactCaseRequestSchema,
  contactCaseResponseSchema,
  HUMAN_CHECK_FIELD,
  HUMAN_CHECK_INVALID_MESSAGE,
  HUMAN_CHECK_MISSING_MESSAGE,
  humanCheckChallengeSchema,
  type ContactCaseResponse,
} from '@escapade/contracts/contact';
import { CONTACT_SUCCESS_REF } from '@escapade/domain/validators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactCase } from '../contact/create-contact-case';
import type { HumanCheckOutcome, SolvedHumanCheck } from '../contact/human-check';
import { AppError } from '../errors/app-error';
import { problemResponses } from './problem-responses';

/** Cases a client may send per window: a person writes a few; a script is stopped early. */
export const CONTACT_CASES_WINDOW_MS = 10 * 60_000;

const RECEIVED: ContactCaseResponse = { status: 'received', ref: CONTACT_SUCCESS_REF };

function humanCheckRefused(outcome: Exclude<HumanCheckOutcome, { status: 'solved' }>): AppError {
  const message = outcome.status === 'missing' ? HUMAN_CHECK_MISSING_MESSAGE : HUMAN_CHECK_INVALID_MESSAGE;
  return new AppError('VALIDATION_FAILED', `${HUMAN_CHECK_FIELD}: ${message}`, { errors: [{ field: HUMAN_CHECK_FIELD, message }] });
}

/**
 * The contact form (contract: @escapade/contracts/contact): the human check's challenges and the
 * cases. Both count per client: the challenges against the write limit, the cases against their own.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/contact/challenge',
    {
      config: { rateLimit: {} },
      schema: {
        tags: ['contact'],
        summary: 'A human-check challenge for the contact form (ALTCHA proof of work, signed, 10 minutes)',
        description:
          'The ALTCHA widget fetches it and solves it in the browser (PBKDF2/SHA-256); its payload goes with the case as ' +
          '`altcha`. Each challenge opens one case, within 10 minutes. Counts against the write rate limit (429).',
        response: { 200: humanCheckChallengeSchema, ...problemResponses(429) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await fastify.humanCheck.createChallenge(new Date())),
  );

  fastify.post(
    '/contact/cases',
    {
      config: { rateLimit: { max: fastify.contactCasesPerWindow, timeWindow: CONTACT_CASES_WINDOW_MS } },
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form: a case for the customer care team, and an acknowledgement e-mail',
        description:
          "The spec's contact rules: booking number exactly 8 digits ('Booking number is composed of 8 digits'), not " +
          "required when the reason is `avv_info`; e-mail ('Email seems incorrect'); name text only; phone " +
          "('Phone number seems incorrect'); empty fields 'Mandatory field' — each a 400 naming the field. `altcha`: the " +
          'payload of a solved challenge of GET /api/contact/challenge; missing, wrong, expired or already used: a 400 ' +
          'naming `altcha`. The case is stored NEW, linked to the order its booking number and e-mail address name (the ' +
          'answer is the same either way), and an acknowledgement e-mail is queued with it. At most ' +
          `${fastify.contactCasesPerWindow} requests per client in ${CONTACT_CASES_WINDOW_MS / 60_000} minutes (429).`,
        body: contactCaseRequestSchema,
        response: { 201: contactCaseResponseSchema, ...problemResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      let proof: SolvedHumanCheck | undefined;
      // The customer care mode skips the human check: a signed-in agent files the case for a caller.
      if (!(await fastify.accounts.isStaffRequest(request))) {
        const outcome = await fastify.humanCheck.verify(request.body.altcha);
        if (outcome.status !== 'solved') throw humanCheckRefused(outcome);
        proof = outcome.proof;
      }
      const receipt = await createContactCase(fastify.db, request.body, proof, new Date());
      request.log.info({ contact: { caseId: receipt.caseId, reason: request.body.reason, locale: request.body.locale, isOrderLinked: receipt.isOrderLinked } }, 'contact case received');
      return reply.code(201).header('cache-control', 'no-store').send(RECEIVED);
    },
  );
};
