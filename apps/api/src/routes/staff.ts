/**
 * Staff routes: the parcels of physical gifts, and the editors' content changes.
 *
 *   GET  /api/staff/shipments?state=TO_SHIP          the shipments (order, booking number, address, state, expected by)
 *   POST /api/staff/shipments/{orderUUID}/advance    to ship → shipped (the buyer's e-mail) → delivered
 *   PUT  /api/staff/content/pages/{id}?locale        a static page's title and HTML (stored sanitised)
 *   PUT  /api/staff/content/announcement-banner?locale   the market's announcement, every flow and page group
 *
 * Served only when STAFF_API_TOKEN is set, to `Authorization: Bearer <token>`: without a token the
 * routes answer 404 as if absent, with a wrong one 401. Checked before anything else of the request.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  announcementUpdateResponseSchema, announcementUpdateSchema, contentQuerySchema, staticPageParamsSchema, staticPageResponseSchema, staticPageUpdateSchema,
} from '@escapade/contracts/content';
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@escapade/contracts/problem';
import { SHIPMENT_STATES } from '@escapade/domain/voucher';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editAnnouncement, editStaticPage } from '../content/update-content';
import { AppError } from '../errors/app-error';
import { advanceShipment, listShipments } from '../vouchers/shipments';
import { problemResponses } from './problem-responses';

const shipmentSchema = z
  .object({
    orderUUID: z.uuid(),
    bookingNumber: z.string(),
    address: z.object({ name: z.string(), addressLine: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
    state: z.enum(SHIPMENT_STATES),
    /** The latest expected delivery day (yyyy-MM-dd). */
    expectedBy: z.string(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'Shipment' });

const listQuerySchema = z.strictObject({ state: z.enum(SHIPMENT_STATES).optional() });
const orderParamsSchema = z.strictObject({ orderUUID: z.uuid('expected an order UUID') });
const advanceBodySchema = z
  .strictObject({
    /** The state the staff screen shows: the step is refused (409) when the shipment is no longer in it. */
    from: z.enum(SHIPMENT_STATES).optional(),
  })
  // No body at all (Fastify reads it as null): advance from whatever state the shipment is in.
  .nullish();

const UNAUTHORIZED = { 401: { description: 'Unauthorized', content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } } } } as const;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether an Authorization header carries the token (compared in constant time, whatever its length). */
export function isStaffAuthorization(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header?.trim() ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export const staffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const token = fastify.staffApiToken;
  // No token configured: no staff route at all.
  if (!token) return;

  fastify.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (header === undefined) {
      // What an absent route answers (the error handler's not-found): nothing tells a visitor they are here.
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`);
    }
    if (!isStaffAuthorization(header, token)) {
      reply.header('www-authenticate', 'Bearer realm="staff"');
      throw new AppError('UNAUTHORIZED', 'The staff token is not valid.');
    }
  });

  fastify.get(
    '/staff/shipments',
    {
      schema: {
        tags: ['staff'],
        summary: 'Shipments of physical gifts, oldest first (at most 200), in one state or all (staff token)',
        description: 'Requires `Authorization: Bearer <STAFF_API_TOKEN>`. Unknown query parameters are refused.',
        querystring: listQuerySchema,
        response: { 200: z.object({ shipments: z.array(shipmentSchema) }), ...problemResponses(400, 404), ...UNAUTHORIZED },
      },
    },
    async (request) => ({ shipments: await listShipments(fastify.db, request.query.state) }),
  );

  fastify.post(
    '/staff/shipments/:orderUUID/advance',
    {
      schema: {
        tags: ['staff'],
        summary: "Moves an order's shipment one step: to ship → shipped (e-mails the buyer) → delivered (staff token)",
        description:
          'Requires `Authorization: Bearer <STAFF_API_TOKEN>`. Send `{ "from": <the state shown> }` so that a double click advances once. ' +
          '409 when already delivered, no longer in `from`, or moved meanwhile by another request. Unknown body fields are refused.',
        params: orderParamsSchema,
        body: advanceBodySchema,
        response: { 200: shipmentSchema, ...problemResponses(400, 404, 409, 429), ...UNAUTHORIZED },
      },
    },
    async (request) => {
      const shipment = await advanceShipment(fastify.db, request.params.orderUUID, new Date(), request.body?.from);
      // The buyer hears of the parcel now, not at the next tick.
      if (shipment.state === 'SHIPPED') void fastify.jobs.runNow();
      return shipment;
    },
  );

  fastify.put(
    '/staff/content/pages/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "Replaces a static page's title and HTML, stored sanitised; the content version moves with it (staff token)",
        description: 'Requires `Authorization: Bearer <STAFF_API_TOKEN>`. The HTML keeps headings h2–h4, paragraphs, lists, emphasis, links, quotations and tables only.',
        params: staticPageParamsSchema,
        querystring: contentQuerySchema,
        body: staticPageUpdateSchema,
        response: { 200: staticPageResponseSchema, ...problemResponses(400, 404, 429), ...UNAUTHORIZED },
      },
    },
    async (request) => editStaticPage(fastify.db, request.query.locale, request.params.id, request.body),
  );

  fastify.put(
    '/staff/content/announcement-banner',
    {
      schema: {
        tags: ['staff'],
        summary: "Sets the market's announcement on every flow and page group, and its homepages' banner (staff token)",
        description: 'Requires `Authorization: Bearer <STAFF_API_TOKEN>`. `linkUrl` is a path of the site, or null for no link.',
        querystring: contentQuerySchema,
        body: announcementUpdateSchema,
        response: { 200: announcementUpdateResponseSchema, ...problemResponses(400, 404, 429), ...UNAUTHORIZED },
      },
    },
    async (request) => editAnnouncement(fastify.db, request.query.locale, request.body),
  );
};
