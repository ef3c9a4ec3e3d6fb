/**
 * POST /api/payments/webhook: the payment provider's signed events. The signature covers the exact
 * bytes sent, so this route reads its body raw (its own JSON parser, scoped to this plugin) and
 * lets the provider verify and parse it. A verified event moves the order through the one
 * transition function; its id is then recorded, so a replayed event is acknowledged without a
 * second transition. The transition comes first: a crash between the two means the replay applies
 * it again, which the state machine turns into a no-op.
 */
import type { Db } from '@escapade/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { applyOrderEvent, settleSucceededPayment } from '../orders/order-events';
import { WebhookSignatureError, type PaymentProvider, type PaymentWebhookEvent } from '../payments/provider';
import { problemResponses } from './problem-responses';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

/** The signature covers the body: a 400 names it (the header is the provider's, not an input of ours). */
function invalidSignature(cause?: unknown): AppError {
  return new AppError('BAD_REQUEST', INVALID_WEBHOOK_SIGNATURE, {
    errors: [{ field: 'body', message: INVALID_WEBHOOK_SIGNATURE }],
    ...(cause === undefined ? {} : { cause }),
  });
}

const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });
type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

async function isRecorded(db: Db, provider: string, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('payment_event').select('event_id').where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/** Records the event; false when another delivery of it got there first. */
async function record(db: Db, provider: string, event: PaymentWebhookEvent, orderId: string | null): Promise<boolean> {
  const result = await db
    .insertInto('payment_event')
    .values({ provider, event_id: event.id, order_id: orderId, type: event.type })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** What the event does to its order. */
async function applyToOrder(db: Db, payments: PaymentProvider, log: FastifyBaseLogger, event: PaymentWebhookEvent & { ref: string }, orderId: string): Promise<void> {
  const cause = `webhook ${event.id}`;
  switch (event.type) {
    case 'payment.succeeded': {
      const settled = await settleSucceededPayment(db, orderId, cause, event.amountCents ?? 0);
      if (settled.needsRefund) {
        // Paid after the hold expired and the rooms were sold meanwhile: the money goes back.
        const refund = await payments.refund(event.ref, event.amountCents ?? 0);
        if (refund.status === 'succeeded') await applyOrderEvent(db, orderId, 'refunded', `${cause}: paid after the hold expired, rooms gone, refunded`);
        else log.error({ orderId, ref: event.ref }, 'a payment for an order whose rooms are gone could not be refunded');
      }
      return;
    }
    case 'payment.failed':
      await applyOrderEvent(db, orderId, 'payment_failed', cause);
      return;
    case 'payment.refunded':
      await applyOrderEvent(db, orderId, 'refunded', cause);
      return;
    case 'ignored':
      return;
  }
}

export const paymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // This plugin's scope only: the raw bytes, for the signature. Other routes keep the JSON parser.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  fastify.post(
    '/payments/webhook',
    {
      // The provider retries on its own schedule; a per-client write limit would only drop its events.
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary: "The payment provider's signed events (HMAC signature with a five-minute tolerance; a replayed event id changes nothing)",
        response: { 200: webhookAnswerSchema, ...problemResponses(400, 415) },
      },
    },
    async (request): Promise<WebhookAnswer> => {
      const provider = fastify.payments.name;
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw invalidSignature();
      let event: PaymentWebhookEvent;
      try {
        event = fastify.payments.verifyWebhook(body, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'payment webhook refused');
          throw invalidSignature(error);
        }
        throw error;
      }
      if (await isRecorded(fastify.db, provider, event.id)) return { received: true, duplicate: true };
      const ref = event.ref;
      if (event.type === 'ignored' || ref === undefined) {
        await record(fastify.db, provider, event, null);
        return { received: true };
      }
      const order = await fastify.db.selectFrom('customer_order').select('id').where('payment_ref', '=', ref).executeTakeFirst();
      if (!order) {
        request.log.warn({ eventId: event.id, type: event.type, ref }, 'payment webhook for no known order: acknowledged');
        await record(fastify.db, provider, event, null);
        return { received: true };
      }
      await applyToOrder(fastify.db, fastify.payments, request.log, { ...event, ref }, order.id);
      // A confirmed booking's e-mail leaves now, not at the next tick of the jobs.
      if (event.type === 'payment.succeeded') void fastify.jobs.runNow();
      const first = await record(fastify.db, provider, event, order.id);
      request.log.info({ eventId: event.id, type: event.type, orderId: order.id }, 'payment webhook applied');
      return first ? { received: true } : { received: true, duplicate: true };
    },
  );
};
