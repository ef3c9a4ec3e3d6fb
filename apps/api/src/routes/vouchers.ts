/**
 * A voucher's PDF, downloaded again from the confirmation page through its signed, expiring link:
 *
 *   GET /api/vouchers/{voucherId}/pdf?expires={epoch seconds}&signature={hex}
 *
 * The link is the only key: an edited or unknown one answers 404, an expired one 410 (the page
 * gives a new one). A physical gift's voucher is in its parcel and has no download.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { loadVoucherPrints, renderVoucherPrintPdf, voucherPdfFileName } from '../vouchers/voucher-pdf';
import { problemResponses } from './problem-responses';

const paramsSchema = z.strictObject({ voucherId: z.uuid('expected a voucher id') });
const querySchema = z.strictObject({
  expires: z.coerce.number('expected epoch seconds').int('expected epoch seconds').positive('expected epoch seconds').max(1e11, 'expected epoch seconds'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'expected the link signature (64 hex digits)'),
});

export const voucherRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/vouchers/:voucherId/pdf',
    {
      schema: {
        tags: ['vouchers'],
        summary: "A digital voucher's PDF, through the signed link of its order's view (valid 7 days)",
        description:
          'Answers the PDF as an attachment. A link whose signature does not match answers 404; an expired link, or a voucher ' +
          'cancelled since, 410. Unknown query parameters are refused.',
        params: paramsSchema,
        querystring: querySchema,
        response: problemResponses(400, 404, 410),
      },
    },
    async (request, reply) => {
      const { voucherId } = request.params;
      const now = new Date();
      fastify.voucherLinks.assert({ voucherId, ...request.query }, now);
      const [print] = await loadVoucherPrints(fastify.db, { voucherId });
      if (!print || print.isPhysical) throw new AppError('NOT_FOUND', 'No voucher can be downloaded with this link.');
      if (print.state === 'CANCELLED' || print.order.status !== 'CONFIRMED') {
        throw new AppError('GONE', 'This voucher was cancelled: it can no longer be downloaded.');
      }
      const pdf = await renderVoucherPrintPdf(print, fastify.voucherLinks.siteUrl);
      // Binary body: Fastify sends a Buffer as is, past the JSON serializer the typed reply stands for.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${voucherPdfFileName(print.order.bookingNumber)}"`)
        .header('cache-control', 'private, no-store')
        // The link is a key: the PDF's own links must not carry it elsewhere.
        .header('referrer-policy', 'no-referrer')
        .send(pdf);
    },
  );
};
