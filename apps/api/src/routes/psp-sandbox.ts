/**
 * The sandbox PSP's own pages and wallet endpoint, served by this API under /api/psp-sandbox (the
 * site proxies /api/* to it): the hosted card page, the 3-D Secure challenge page, and the wallet
 * authorization. Registered only when the sandbox is the provider in use. A decided payment
 * sends the browser back to the merchant's return URL, after the webhook went out.
 */
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@escapade/contracts/problem';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { CardForm } from '../payments/sandbox/cards';
import { challengePage, hostedPageCsp, notFoundPage, outcomePage, paymentPage } from '../payments/sandbox/pages';
import { challengePagePath, returnUrlWithStatus, SANDBOX_PAYMENT_ID } from '../payments/sandbox/provider';
import type { SandboxPayment } from '../payments/sandbox/store';
import { problemResponses } from './problem-responses';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** A card form is a few dozen bytes. */
const FORM_BODY_LIMIT = 4096;

const paramsSchema = z.object({ id: z.string().max(100) });
const text = z.string().max(200).optional();
const cardFormSchema = z.object({ number: text, expiry: text, cvc: text, name: text });
const challengeFormSchema = z.object({ outcome: z.enum(['complete', 'fail']) });

export const walletAuthorizeRequestSchema = z
  .strictObject({ paymentIntentId: z.string().min(1).max(200), clientSecret: z.string().min(1).max(300) })
  .meta({ id: 'SandboxWalletAuthorizeRequest' });
export const walletAuthorizeResponseSchema = z
  .object({ paymentIntentId: z.string(), status: z.literal('authorized') })
  .meta({ id: 'SandboxWalletAuthorizeResponse' });

function html(reply: FastifyReply, status: number, body: string, returnUrl?: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', hostedPageCsp(returnUrl))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

function backToMerchant(reply: FastifyReply, payment: SandboxPayment): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(returnUrlWithStatus(payment.return_url, payment.status === 'succeeded' ? 'succeeded' : 'failed'), 303);
}

/** The hosted pages are the PSP's browser pages, not API operations: kept out of the OpenAPI document. */
const PAGE_SCHEMA = { hide: true, params: paramsSchema } as const;

export const pspSandboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const sandbox = fastify.pspSandbox;
  if (!sandbox) return;

  // This plugin's scope only: the hosted pages post plain HTML forms.
  fastify.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const load = async (id: string) => (SANDBOX_PAYMENT_ID.test(id) ? sandbox.findPayment(id) : undefined);

  fastify.get('/psp-sandbox/pay/:id', { schema: PAGE_SCHEMA }, async (request, reply) => {
    const payment = await load(request.params.id);
    if (!payment) return html(reply, 404, notFoundPage());
    if (payment.status === 'requires_action') return reply.redirect(challengePagePath(payment.id), 303);
    if (payment.status !== 'requires_payment_method' || payment.method === 'wallet') return html(reply, 200, outcomePage(payment), payment.return_url);
    return html(reply, 200, paymentPage(payment), payment.return_url);
  });

  fastify.post('/psp-sandbox/pay/:id', { schema: PAGE_SCHEMA }, async (request, reply) => {
    if (!SANDBOX_PAYMENT_ID.test(request.params.id)) return html(reply, 404, notFoundPage());
    const parsed = cardFormSchema.safeParse(request.body ?? {});
    const form: CardForm = parsed.success ? parsed.data : {};
    const result = await sandbox.submitCard(request.params.id, form);
    switch (result.kind) {
      case 'not_found':
        return html(reply, 404, notFoundPage());
      case 'invalid':
        return html(reply, 400, paymentPage(result.payment, form, result.errors), result.payment.return_url);
      case 'challenge':
        return reply.redirect(challengePagePath(result.payment.id), 303);
      case 'final':
        if (result.payment.status === 'requires_action') return reply.redirect(challengePagePath(result.payment.id), 303);
        return html(reply, 409, outcomePage(result.payment), result.payment.return_url);
      case 'decided':
        return backToMerchant(reply, result.payment);
    }
  });

  fastify.get('/psp-sandbox/challenge/:id', { schema: PAGE_SCHEMA }, async (request, reply) => {
    const payment = await load(request.params.id);
    if (!payment) return html(reply, 404, notFoundPage());
    if (payment.status !== 'requires_action') return html(reply, 200, outcomePage(payment), payment.return_url);
    return html(reply, 200, challengePage(payment), payment.return_url);
  });

  fastify.post('/psp-sandbox/challenge/:id', { schema: PAGE_SCHEMA }, async (request, reply) => {
    const payment = await load(request.params.id);
    if (!payment) return html(reply, 404, notFoundPage());
    const parsed = challengeFormSchema.safeParse(request.body ?? {});
    if (!parsed.success) return html(reply, 400, payment.status === 'requires_action' ? challengePage(payment) : outcomePage(payment), payment.return_url);
    const result = await sandbox.completeChallenge(payment.id, parsed.data.outcome);
    if (result.kind === 'decided') return backToMerchant(reply, result.payment);
    if (result.kind === 'not_found') return html(reply, 404, notFoundPage());
    return html(reply, 409, outcomePage(result.payment), result.payment.return_url);
  });

  fastify.post(
    '/psp-sandbox/wallet/authorize',
    {
      schema: {
        tags: ['payments'],
        summary: "The sandbox wallet's authorization of a payment (the browser proves it holds the payment's client secret)",
        body: walletAuthorizeRequestSchema,
        response: {
          200: walletAuthorizeResponseSchema,
          401: { description: 'Unauthorized', content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } } },
          ...problemResponses(400, 404, 409, 415, 429),
        },
      },
    },
    async (request) => {
      const { paymentIntentId, clientSecret } = request.body;
      const outcome = await sandbox.authorizeWallet(paymentIntentId, clientSecret);
      switch (outcome) {
        case 'authorized':
          return { paymentIntentId, status: 'authorized' as const };
        case 'not_found':
          throw new AppError('NOT_FOUND', 'No such sandbox payment.');
        case 'bad_secret':
          throw new AppError('UNAUTHORIZED', 'The client secret does not match the payment.');
        case 'not_wallet':
          throw new AppError('CONFLICT', 'This payment is not a wallet payment.');
        case 'final':
          throw new AppError('CONFLICT', 'This payment is already decided.');
      }
    },
  );
};
