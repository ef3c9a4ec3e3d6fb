/**
 * The trips of a customer (contract: packages/contracts/src/account.ts). A trip opens to the account
 * it belongs to, or to a guest holding the booking lookup's access token for that order; any other
 * request gets the same 404 as an order that does not exist. Writes need the site's Origin. The
 * download links of the invoice and the credit note may carry the guest's token as `?access=` (a
 * link sends no header).
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
import type { OrderView } from '@escapade/contracts/checkout';
import type { Db } from '@escapade/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTrips, loadTripDetail, requestTripChange } from '../account/trips';
import { AppError } from '../errors/app-error';
import { cancelOrder } from '../orders/cancel-order';
import { creditNoteFileName, invoiceFileName, loadCreditNote, loadInvoice, renderCreditNotePdf, renderInvoicePdf } from '../orders/invoice';
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

  /** A document's PDF as a download; no referrer (a guest's link carries the access token). */
  function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
    // Binary body: Fastify sends a Buffer as is, past the JSON serializer the typed reply stands for.
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('referrer-policy', 'no-referrer').send(pdf);
  }

  const documentQuerySchema = z.strictObject({ access: z.string().max(64).optional() });
  const guestAccessNote = 'A guest may give the booking lookup\'s access token as `access` (a download link cannot send a header).';

  /**
   * A trip's accounting document as a PDF download, for the account or the guest's token: the
   * invoice of a paid order, the credit note of a refund after it. 404 when the order has none.
   */
  function tripDocumentRoute<Doc>(document: {
    path: string;
    summary: string;
    missing: string;
    load: (db: Db, orderId: string) => Promise<Doc | undefined>;
    render: (view: OrderView, doc: Doc) => Promise<Buffer>;
    fileName: (doc: Doc) => string;
  }): void {
    fastify.get(
      `/trips/:orderUUID/${document.path}`,
      {
        schema: {
          tags: ['account'],
          summary: document.summary,
          description: guestAccessNote,
          params: tripParamsSchema,
          querystring: documentQuerySchema,
          response: problemResponses(400, 404),
        },
      },
      async (request, reply) => {
        await assertTripAccess(request, request.params.orderUUID, request.query.access);
        const [view, doc] = await Promise.all([loadOrderView(fastify.db, request.params.orderUUID), document.load(fastify.db, request.params.orderUUID)]);
        if (!view || !doc) throw new AppError('NOT_FOUND', document.missing);
        return sendPdf(reply as FastifyReply, await document.render(view, doc), document.fileName(doc));
      },
    );
  }

  tripDocumentRoute({
    path: 'invoice.pdf',
    summary: "A paid order's invoice (PDF), with the customer it was issued to",
    missing: 'This order has no invoice.',
    load: loadInvoice,
    render: renderInvoicePdf,
    fileName: (invoice) => invoiceFileName(invoice.reference),
  });

  tripDocumentRoute({
    path: 'credit-note.pdf',
    summary: "The credit note (PDF) of a refund after the order's invoice: the invoice it corrects and the amount credited",
    missing: 'This order has no credit note.',
    load: loadCreditNote,
    render: renderCreditNotePdf,
    fileName: (creditNote) => creditNoteFileName(creditNote.reference),
  });

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
