import {
  BENEFICIARY_SESSION_ENDED_DETAIL,
  beneficiaryLoginRequestSchema,
  beneficiaryLoginResponseSchema,
  beneficiaryStaysQuerySchema,
  beneficiaryStaysResponseSchema,
  beneficiaryVoucherQuerySchema,
  beneficiaryVoucherSchema,
  redemptionRequestSchema,
  redemptionResponseSchema,
} from '@escapade/contracts/beneficiary';
import type { Locale } from '@escapade/domain/markets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { bearerTokenOf, verifyBeneficiarySession } from '../vouchers/beneficiary-session';
import { canOpenVoucher, findVoucherById, toBeneficiaryVoucher, type VoucherRecord } from '../vouchers/beneficiary-voucher';
import { LoginRefused, loginBeneficiary, TooManyLoginAttempts } from '../vouchers/login';
import { redeemVoucher, voucherAlreadyUsed } from '../vouchers/redeem-voucher';
import { listVoucherStays } from '../vouchers/voucher-stays';
import { problemResponses } from './problem-responses';

function sessionEnded(): AppError {
  return new AppError('VOUCHER_REFUSED', BENEFICIARY_SESSION_ENDED_DETAIL);
}

/**
 * The beneficiary's calls: sign in with a gift's code, read the voucher, list the stays it can be
 * exchanged for, and redeem it. The session is a Bearer token (2 hours); the login is a POST, so
 * the write rate limit applies to it as well as its own per-client count of attempts.
 */
export const beneficiaryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const secret = fastify.beneficiarySessionSecret;

  /** The voucher of the request's session; 401 without a valid session. */
  async function sessionVoucher(request: FastifyRequest, reply: FastifyReply): Promise<VoucherRecord> {
    const token = bearerTokenOf(request.headers.authorization);
    const voucherId = token && verifyBeneficiarySession(secret, token, new Date());
    const voucher = voucherId ? await findVoucherById(fastify.db, voucherId) : undefined;
    if (!voucher) {
      reply.header('www-authenticate', 'Bearer realm="beneficiary"');
      throw sessionEnded();
    }
    return voucher;
  }

  /** A redeemed voucher's session still reads the voucher; the stays it opened are refused. */
  function assertOpenable(voucher: VoucherRecord, locale: Locale): void {
    if (canOpenVoucher(voucher, locale, new Date())) return;
    throw voucher.state === 'REDEEMED' ? voucherAlreadyUsed() : sessionEnded();
  }

  fastify.post(
    '/beneficiary/login',
    {
      schema: {
        tags: ['beneficiary'],
        summary: "Sign in with a gift's code: a session token (2 hours) and what the voucher gives",
        description:
          'Case, spaces and dashes in the code do not matter. A mistyped code (its check symbol), an unknown, expired, ' +
          'used or cancelled voucher, a gift card with nothing left, or a voucher of another country all get the same ' +
          '401. Every attempt counts against the client: past 10 in 15 minutes, 429 with Retry-After.',
        body: beneficiaryLoginRequestSchema,
        response: { 200: beneficiaryLoginResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      try {
        return await loginBeneficiary(fastify.db, request.body, {
          clientAddress: request.clientAddress,
          sessionSecret: secret,
          attemptsPerWindow: fastify.beneficiaryLoginAttempts,
          now: new Date(),
        });
      } catch (error) {
        if (error instanceof TooManyLoginAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
        // Why a code was refused is for the logs only (never the code itself).
        if (error instanceof LoginRefused) request.log.info({ refusal: error.reason }, 'beneficiary login refused');
        throw error;
      }
    },
  );

  fastify.get(
    '/beneficiary/voucher',
    {
      schema: {
        tags: ['beneficiary'],
        summary: 'The voucher of the session (Authorization: Bearer {token})',
        querystring: beneficiaryVoucherQuerySchema,
        response: { 200: beneficiaryVoucherSchema, ...problemResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const voucher = await sessionVoucher(request, reply);
      return toBeneficiaryVoucher(fastify.db, voucher, request.query.locale ?? voucher.locale, new Date());
    },
  );

  fastify.get(
    '/beneficiary/stays',
    {
      schema: {
        tags: ['beneficiary'],
        summary: "The stays the session's voucher can be exchanged for, a page of 8 at a time (Authorization: Bearer {token})",
        description:
          "A box: the box's stays. A single voucher: its own stay first, then the stays sold as a gift stay for the same " +
          "nights at 85 to 100 % of the voucher's value, the closest value first. A gift card (spent at the checkout of " +
          'any stay) or an activity voucher: an empty page. A used voucher: 409.',
        querystring: beneficiaryStaysQuerySchema,
        response: { 200: beneficiaryStaysResponseSchema, ...problemResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const voucher = await sessionVoucher(request, reply);
      assertOpenable(voucher, request.query.locale);
      return listVoucherStays(fastify.db, voucher, request.query, new Date());
    },
  );

  fastify.post(
    '/beneficiary/redemptions',
    {
      schema: {
        tags: ['beneficiary'],
        summary: "Book what the session's voucher gives (Authorization: Bearer {token}): the order, confirmed, and the voucher redeemed at once",
        description:
          'A stay needs offerId (one of the voucher\'s stays) and checkin; its nights are the voucher\'s (single voucher) ' +
          'or the stay\'s (box), for 2 adults. An activity voucher books its activity without either. The traveller pays ' +
          'nothing (total 0, payment method voucher). The voucher already used (a concurrent redemption won): 409 ' +
          'VOUCHER_ALREADY_USED. No room on those dates: 409 NO_AVAILABILITY, and the voucher stays usable.',
        body: redemptionRequestSchema,
        response: { 201: redemptionResponseSchema, ...problemResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const voucher = await sessionVoucher(request, reply);
      const body = await redeemVoucher(fastify.db, voucher, request.body, new Date());
      // The booking is confirmed: its e-mail leaves now rather than at the next tick.
      void fastify.jobs.runNow();
      return reply.code(201).send(body);
    },
  );
};
