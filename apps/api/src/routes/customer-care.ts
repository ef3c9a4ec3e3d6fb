/**
 * The customer care routes (contract: packages/contracts/src/customer-care.ts). Every route but the
 * sign-in options runs `fastify.requireStaff` first: no session 401, no staff role 403, a write
 * from outside the site 403. Every write is audited in the transaction that makes it.
 */
import {
  agentOfferPanelSchema,
  auditEntrySchema,
  auditQuerySchema,
  caseListQuerySchema,
  caseParamsSchema,
  caseTransitionBodySchema,
  contactCaseSummarySchema,
  offerParamsSchema,
  orderDetailSchema,
  orderParamsSchema,
  orderSearchQuerySchema,
  orderSummarySchema,
  resendMailBodySchema,
  resendMailResponseSchema,
  signInOptionsSchema,
  staffMemberSchema,
} from '@escapade/contracts/customer-care';
import { cancellationResultSchema } from '@escapade/contracts/account';
import { localeSchema } from '@escapade/contracts/query';
import { DEFAULT_LOCALE } from '@escapade/domain/markets';
import { marketToday } from '../catalog/sellable-offers';
import { SHIPMENT_STATES } from '@escapade/domain/voucher';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advanceShipmentAsAgent,
  findOrders,
  listAudit,
  listContactCases,
  loadAgentOfferPanel,
  loadOrderDetail,
  resendOrderMail,
  transitionContactCase,
  type AgentContext,
} from '../customer-care/agent-tools';
import { AppError } from '../errors/app-error';
import { cancelOrder } from '../orders/cancel-order';
import { problemResponses } from './problem-responses';

const GUARDED = problemResponses(401, 403);

export const customerCareRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/customer-care/sign-in-options',
    { schema: { tags: ['customer-care'], summary: 'What the staff sign-in screen offers', response: { 200: signInOptionsSchema } } },
    async () => ({ identityProvider: fastify.accounts.hasIdentityProvider }),
  );

  await fastify.register(async (instance) => {
    const guarded = instance.withTypeProvider<ZodTypeProvider>();
    guarded.addHook('preHandler', async (request) => {
      await fastify.requireStaff(request);
    });
    // Never kept by a cache: each answer is one agent's.
    guarded.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const contextOf = (request: { staff?: { id: string; email: string }; clientAddress: string }): AgentContext => {
      if (!request.staff) throw new AppError('UNAUTHORIZED', 'Sign in with a customer care account.');
      return { staff: request.staff, clientAddress: request.clientAddress, now: new Date() };
    };

    guarded.get(
      '/customer-care/me',
      { schema: { tags: ['customer-care'], summary: 'The signed-in agent', response: { 200: staffMemberSchema, ...GUARDED } } },
      async (request) => {
        const account = await fastify.accounts.sessionOf(request);
        if (!account) throw new AppError('UNAUTHORIZED', 'Sign in with a customer care account.');
        return { id: account.id, email: account.email, name: account.name, role: account.role };
      },
    );

    guarded.get(
      '/customer-care/orders',
      {
        schema: {
          tags: ['customer-care'],
          summary: 'Orders by booking number or buyer e-mail',
          querystring: orderSearchQuerySchema,
          response: { 200: z.object({ orders: z.array(orderSummarySchema) }), ...problemResponses(400, 401, 403) },
        },
      },
      async (request) => ({ orders: await findOrders(fastify.db, request.query.q) }),
    );

    guarded.get(
      '/customer-care/orders/:orderUUID',
      {
        schema: {
          tags: ['customer-care'],
          summary: 'An order with its history, e-mails, cases and audit',
          params: orderParamsSchema,
          response: { 200: orderDetailSchema, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request) => loadOrderDetail(fastify.db, request.params.orderUUID),
    );

    guarded.post(
      '/customer-care/orders/:orderUUID/resend-mail',
      {
        schema: {
          tags: ['customer-care'],
          summary: "Send an order's e-mail again",
          params: orderParamsSchema,
          body: resendMailBodySchema,
          response: { 202: resendMailResponseSchema, ...problemResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const outboxId = await resendOrderMail(fastify.db, request.params.orderUUID, request.body.kind, contextOf(request));
        // The e-mail leaves now, not at the next tick.
        void fastify.jobs.runNow().catch((error: unknown) => request.log.warn({ err: error }, 'the resent e-mail waits for the next tick'));
        return reply.code(202).send({ queued: true, outboxId });
      },
    );

    guarded.post(
      '/customer-care/orders/:orderUUID/shipment/advance',
      {
        schema: {
          tags: ['customer-care'],
          summary: "Advance a physical gift's shipment",
          params: orderParamsSchema,
          body: z.strictObject({ from: z.enum(SHIPMENT_STATES).optional() }).nullish(),
          response: { 200: z.object({ state: z.enum(SHIPMENT_STATES) }), ...problemResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => {
        const shipment = await advanceShipmentAsAgent(fastify.db, request.params.orderUUID, request.body?.from, contextOf(request));
        return { state: shipment.state };
      },
    );

    guarded.post(
      '/customer-care/orders/:orderUUID/cancel',
      {
        schema: {
          tags: ['customer-care'],
          summary: "Cancel a stay on the customer's behalf, by the customer's own rules",
          params: orderParamsSchema,
          response: { 200: cancellationResultSchema, ...problemResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => {
        const outcome = await cancelOrder(fastify.db, fastify.payments, request.params.orderUUID, { kind: 'agent', context: contextOf(request) });
        if (!outcome.isProviderRefundDone) request.log.error({ orderId: request.params.orderUUID, providerRefundCents: outcome.providerRefundCents }, 'the card refund of a cancellation failed: customer care must complete it');
        void fastify.jobs.runNow().catch(() => undefined);
        return outcome;
      },
    );

    guarded.get(
      '/customer-care/cases',
      {
        schema: {
          tags: ['customer-care'],
          summary: 'The contact cases, open ones first',
          querystring: caseListQuerySchema,
          response: { 200: z.object({ cases: z.array(contactCaseSummarySchema) }), ...problemResponses(400, 401, 403) },
        },
      },
      async (request) => ({ cases: await listContactCases(fastify.db, request.query.state) }),
    );

    guarded.post(
      '/customer-care/cases/:caseId/transition',
      {
        schema: {
          tags: ['customer-care'],
          summary: 'Take, answer or close a contact case',
          params: caseParamsSchema,
          body: caseTransitionBodySchema,
          response: { 200: contactCaseSummarySchema, ...problemResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => transitionContactCase(fastify.db, request.params.caseId, request.body.event, contextOf(request)),
    );

    guarded.get(
      '/customer-care/audit',
      {
        schema: {
          tags: ['customer-care'],
          summary: 'The audit log, newest first',
          querystring: auditQuerySchema,
          response: { 200: z.object({ entries: z.array(auditEntrySchema) }), ...problemResponses(400, 401, 403) },
        },
      },
      async (request) => ({ entries: await listAudit(fastify.db, { kind: request.query.targetKind, id: request.query.targetId }) }),
    );

    guarded.get(
      '/customer-care/offers/:offerId',
      {
        schema: {
          tags: ['customer-care'],
          summary: "The product page's agent panel",
          params: offerParamsSchema,
          querystring: z.strictObject({ locale: localeSchema.optional() }),
          response: { 200: agentOfferPanelSchema, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const locale = request.query.locale ?? DEFAULT_LOCALE;
        return loadAgentOfferPanel(fastify.db, request.params.offerId, locale, marketToday(locale));
      },
    );
  });
};
