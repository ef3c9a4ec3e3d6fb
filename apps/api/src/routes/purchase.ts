import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  insuranceQuoteQuerySchema,
  insuranceQuoteResponseSchema,
  orderUuidParamsSchema,
  orderViewSchema,
  payLaterEligibilityQuerySchema,
  payLaterEligibilityResponseSchema,
  walletPaymentRequestSchema,
  walletPaymentResponseSchema,
} from '@escapade/contracts/checkout';
import { PROBLEM_CONTENT_TYPE } from '@escapade/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrder } from '../orders/create-order';
import { getOrder, PaymentStatusChecks } from '../orders/get-order';
import { loadOrderView } from '../orders/order-view';
import { IDEMPOTENCY_KEY_HEADER } from '../orders/idempotency';
import { getInsuranceQuote } from '../orders/insurance';
import { getPayLaterEligibility } from '../orders/pay-later-eligibility';
import { payWithWallet } from '../orders/pay-with-wallet';
import { problemResponses } from './problem-responses';

/** Visible ASCII only: a UUID fits, and a key cannot smuggle spaces or control characters into logs. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ message: 'The Idempotency-Key header is required' })
    .regex(IDEMPOTENCY_KEY_PATTERN, 'expected 1 to 200 visible ASCII characters, such as a UUID')
    .describe('One key per order attempt (a UUID): a repeated request with the same key and body answers the first answer again.'),
});

/**
 * Buying: create an order (prices computed again on the server, rooms held for 15 minutes, the
 * payment created at the provider), read it back by its UUID, pay it with the wallet, and the
 * pay-later and insurance quotes of the checkout page. Order creation is a write: the write rate
 * limit applies to it.
 */
export const purchaseRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const checks = new PaymentStatusChecks();

  fastify.post(
    '/purchase/orders',
    {
      schema: {
        tags: ['purchase'],
        summary: 'Create an order and its payment (Idempotency-Key required)',
        description:
          'Prices the order again from the catalog: `expectedAmount` must equal the stay (plus a local tax not paid at the hotel), ' +
          'the insurance premium (quoted on that amount) and the pay-later fee (on that amount plus the premium), else 409 PRICE_CHANGED ' +
          'with the server\'s `expectedAmount`. Activity dates missing or invalid: 400 naming `activityDaySelections`. No room left: 409 ' +
          'NO_AVAILABILITY. A repeated Idempotency-Key answers the first answer again (422 with another body). Gifts (single voucher, ' +
          'box, gift card, activity offered) take `gift` (words, recipient, delivery address of a physical gift); `giftCards` pay all ' +
          'or part of any order but a gift card (one 400 on `giftCards.{i}.code` for any code that cannot pay); an order the cards pay ' +
          'whole answers payment `settled`, already confirmed.',
        headers: idempotencyHeadersSchema,
        body: createOrderRequestSchema,
        response: { 201: createOrderResponseSchema, ...problemResponses(400, 404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const result = await createOrder(
        fastify.db,
        fastify.payments,
        { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER], order: request.body, instance: request.url.split('?')[0] ?? request.url },
        new Date(),
      );
      if (result.kind === 'created') {
        if (result.body.payment.kind === 'settled') {
          // Gift cards paid it all: it is confirmed, its e-mails leave now rather than at the next tick.
          void fastify.jobs.runNow();
        }
        // Settled at once, a gift's vouchers exist: the answer carries their signed download links.
        const order = result.body.order.gift?.vouchers.length ? await loadOrderView(fastify.db, result.body.order.orderUUID, fastify.voucherLinks.signer(new Date())) : undefined;
        return reply.code(201).send(order ? { ...result.body, order } : result.body);
      }
      reply.header('idempotent-replayed', 'true');
      if (result.statusCode >= 400) reply.type(PROBLEM_CONTENT_TYPE);
      // A stored answer is one this route gave before: a 201 or one of its 4xx refusals.
      return reply.code(result.statusCode as 201 | 400 | 404 | 409 | 422).send(result.body as never);
    },
  );

  fastify.get(
    '/purchase/orders/:orderUUID',
    {
      schema: {
        tags: ['purchase'],
        summary: 'An order by its UUID (while it awaits payment, the provider is asked for the payment\'s state)',
        params: orderUuidParamsSchema,
        response: { 200: orderViewSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) =>
      getOrder(
        // Confirmed by the status check (its webhook late or lost): its e-mail leaves now.
        {
          db: fastify.db,
          payments: fastify.payments,
          checks,
          log: request.log,
          onSettled: () => void fastify.jobs.runNow(),
          sign: fastify.voucherLinks.signer(new Date()),
        },
        request.params.orderUUID,
        new Date(),
      ),
  );

  fastify.post(
    '/purchase/zeppto',
    {
      schema: {
        tags: ['purchase'],
        summary: "Pay an order with the wallet's authorization (402 when declined)",
        body: walletPaymentRequestSchema,
        response: { 200: walletPaymentResponseSchema, ...problemResponses(400, 402, 404, 409, 429, 503) },
      },
    },
    async (request) =>
      payWithWallet(fastify.db, fastify.payments, {
        orderUUID: request.body.orderUUID,
        paymentIntentId: request.body.pspAuthorization.paymentIntentId,
      }),
  );

  fastify.get(
    '/purchase/alma/eligibility',
    {
      schema: {
        tags: ['purchase'],
        summary: 'Pay-later options of a basket (amount: the basket before any fee), with their fee and payments',
        querystring: payLaterEligibilityQuerySchema,
        response: { 200: payLaterEligibilityResponseSchema, ...problemResponses(400) },
      },
    },
    async (request) => getPayLaterEligibility(request.query, new Date()),
  );

  fastify.get(
    '/purchase/insurance/quote',
    {
      schema: {
        tags: ['purchase'],
        summary: "Cancellation insurance premium of a stay (orderAmount: the stay's amount to pay today); 404 where not sold",
        querystring: insuranceQuoteQuerySchema,
        response: { 200: insuranceQuoteResponseSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => getInsuranceQuote(fastify.db, request.query),
  );
};
