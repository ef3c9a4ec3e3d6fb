/**
 * The trips of a customer (contract: packages/contracts/src/account.ts). A trip opens to the account
 * it belongs to, or to a guest holding the booking lookup's access token for that order; any other
 * request gets the same 404 as an order that does not exist. Writes need the site's Origin. The
 * invoice's download link may carry the guest's token as `?access=` (a link sends no header).
 */
import {
  BOOKING_ACCESS_HEADER,
  cancellationResultSchema,
  changeRequestBodySchema,
  changeRequestResponseSchema,
  tripDetailSchema,
  tripParamsSchema,
  tripsResponseSchema,
} from '@escapade/contracts/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTrips, loadTripDetail, requestTripChange } from '../account/trips';
import { AppError } from '../errors/app-error';
import { cancelOrder } from '../orders/cancel-order';
import { invoiceFileName, loadInvoice, renderInvoicePdf } from '../orders/invoice';
import { loadOrderView } from '../orders/order-view';
import { isSameSiteWrite } from '../plugins/accounts';
import { problemResponses } from './problem-responses';

export const tripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const siteOrigin = new URL(fastify.voucherLinks.siteUrl).origin;
  const noTrip = () => new AppError('NOT_FOUND', 'No such trip.');

  /** Throws the 404 unless the request may open the order: its account, or the lookup's token. */
  async function assertTripAccess(request: FastifyRequest, orderId: string, queryToken?: string): Promise<'account' | 'guest'> {
    const token = queryToken ?? request.headers[BOOKING_ACCESS_HEADER];
    if (typeof token === 'string' && fastify.accounts.bookingAccess.verify(orderId, token, new Date())) return 'guest';
    const account = await fastify.accounts.sessionOf(request);
    if (account) {
      const order = await fastify.db.selectFrom('customer_order').select('account_id').where('id', '=', orderId).executeTakeFirst();
      if (order?.account_id === account.id) return 'account';
    }
    throw noTrip();
  }

  function assertSameSite(request: FastifyRequest): void {
    if (!isSameSiteWrite(request, siteOrigin)) throw new AppError('FORBIDDEN', 'Refused: the request does not come from the site.');
  }

  fastify.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/account/') || request.url.startsWith('/api/trips/')) reply.header('cache-control', 'no-store');
  });

  fastify.get(
    '/account/trips',
    { schema: { tags: ['account'], summary: "The signed-in customer's trips, gifts and vouchers received", response: { 200: tripsResponseSchema, ...problemResponses(401) } } },
    async (request) => {
      const account = await fastify.accounts.sessionOf(request);
      if (!account) throw new AppError('UNAUTHORIZED', 'Sign in to see your trips.');
      const now = new Date();
      return listTrips(fastify.db, account, fastify.voucherLinks.signer(now), now);
    },
  );

  fastify.get(
    '/trips/:orderUUID',
    {
      schema: {
        tags: ['account'],
        summary: "A trip's detail: the order, what cancelling would give, its documents and change requests",
        params: tripParamsSchema,
        response: { 200: tripDetailSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      await assertTripAccess(request, request.params.orderUUID);
      const now = new Date();
      return loadTripDetail(fastify.db, request.params.orderUUID, fastify.voucherLinks.signer(now), now);
    },
  );

  fastify.post(
    '/trips/:orderUUID/cancel',
    {
      schema: {
        tags: ['account'],
        summary: 'Cancel a stay as its cancellation policy allows',
        params: tripParamsSchema,
        response: { 200: cancellationResultSchema, ...problemResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      assertSameSite(request);
      const access = await assertTripAccess(request, request.params.orderUUID);
      const outcome = await cancelOrder(fastify.db, fastify.payments, request.params.orderUUID, { kind: 'customer', cause: access === 'account' ? 'cancelled by the customer (account)' : 'cancelled by the customer (booking lookup)' });
      if (!outcome.isProviderRefundDone) request.log.error({ orderId: request.params.orderUUID, providerRefundCents: outcome.providerRefundCents }, 'the card refund of a cancellation failed: customer care must complete it');
      void fastify.jobs.runNow().catch(() => undefined);
      return outcome;
    },
  );

  fastify.get(
    '/trips/:orderUUID/invoice.pdf',
    {
      schema: {
        tags: ['account'],
        summary: "A paid order's invoice (PDF)",
        description: 'A guest may give the booking lookup\'s access token as `access` (a download link cannot send a header).',
        params: tripParamsSchema,
        querystring: z.strictObject({ access: z.string().max(64).optional() }),
        response: problemResponses(400, 404),
      },
    },
    async (request, reply) => {
      await assertTripAccess(request, request.params.orderUUID, request.query.access);
      const [view, invoice, order] = await Promise.all([
        loadOrderView(fastify.db, request.params.orderUUID),
        loadInvoice(fastify.db, request.params.orderUUID),
        fastify.db.selectFrom('customer_order').select('buyer').where('id', '=', request.params.orderUUID).executeTakeFirst(),
      ]);
      if (!view || !invoice || !order) throw new AppError('NOT_FOUND', 'This order has no invoice.');
      const buyer = order.buyer as { addressLine?: string; postalCode?: string; city?: string; country?: string };
      const address = [buyer.addressLine, [buyer.postalCode, buyer.city].filter(Boolean).join(' '), buyer.country].filter((line): line is string => Boolean(line));
      const pdf = await renderInvoicePdf(view, invoice, address);
      // Binary body: Fastify sends a Buffer as is, past the JSON serializer the typed reply stands for.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.reference)}"`)
        .header('referrer-policy', 'no-referrer')
        .send(pdf);
    },
  );

  fastify.post(
    '/trips/:orderUUID/change-request',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask customer care to change the dates or the party of a booking',
        params: tripParamsSchema,
        body: changeRequestBodySchema,
        response: { 201: changeRequestResponseSchema, ...problemResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      assertSameSite(request);
      await assertTripAccess(request, request.params.orderUUID);
      return reply.code(201).send(await requestTripChange(fastify.db, request.params.orderUUID, request.body, new Date()));
    },
  );
};
