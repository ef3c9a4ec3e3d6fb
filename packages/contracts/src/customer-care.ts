/**
 * The customer care mode: what a signed-in agent (an account with the `agent` or `admin` role,
 * created with `npm run staff:add`) sees and does. Every route but the sign-in options needs a
 * staff session: none → 401, an account without the role → 403, a write from outside the site → 403.
 * Every write is recorded in the audit log (who, when, what, on what).
 *
 *   GET  /api/customer-care/sign-in-options          { identityProvider: boolean } (public: the login screen's buttons)
 *   GET  /api/customer-care/me                       the signed-in agent
 *   GET  /api/customer-care/orders?q=                orders by booking number (8 digits) or the buyer's e-mail
 *   GET  /api/customer-care/orders/{orderUUID}       the order, its history, its e-mails, its cases, its audit
 *   POST /api/customer-care/orders/{orderUUID}/resend-mail        { kind } → the e-mail queued again
 *   POST /api/customer-care/orders/{orderUUID}/cancel               cancels a stay on the customer's behalf, by the customer's rules
 *   POST /api/customer-care/orders/{orderUUID}/shipment/advance   { from? } → the physical gift's next step
 *   GET  /api/customer-care/cases?state=             the contact cases, open ones first
 *   POST /api/customer-care/cases/{caseId}/transition   { event: take | answer | close }
 *   GET  /api/customer-care/audit?targetKind=&targetId=  the audit log, newest first
 *   GET  /api/customer-care/offers/{offerId}         the product page's agent panel: ids, channel manager, policy, prices, rooms left
 */
import { z } from 'zod';
import { ACCOUNT_ROLES } from '@escapade/domain/account';
import { CONTACT_REASONS } from '@escapade/domain/validators';
import { orderViewSchema } from './checkout';
import { CONTACT_CASE_STATES } from './contact';
import { DATABASE_ID_MAX, safeString } from './input';

export const signInOptionsSchema = z.object({ identityProvider: z.boolean() }).meta({ id: 'CustomerCareSignInOptions' });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const staffMemberSchema = z
  .object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ACCOUNT_ROLES) })
  .meta({ id: 'StaffMember' });
export type StaffMemberView = z.infer<typeof staffMemberSchema>;

/** A booking number (8 digits) or an e-mail address, as the agent types it. */
export const orderSearchQuerySchema = z.strictObject({
  q: safeString().trim().min(3, 'type a booking number or an e-mail address').max(254, 'at most 254 characters'),
});

export const orderSummarySchema = z
  .object({
    orderUUID: z.uuid(),
    bookingNumber: z.string(),
    status: z.string(),
    locale: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    totalCents: z.number().int(),
    createdAt: z.string(),
    /** What was bought, in the buyer's words: the stay, the box, the gift card. */
    label: z.string(),
  })
  .meta({ id: 'CustomerCareOrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderParamsSchema = z.strictObject({ orderUUID: z.uuid('expected an order UUID') });

export const orderTransitionSchema = z.object({ from: z.string().nullable(), to: z.string(), event: z.string(), cause: z.string(), at: z.string() });
export const orderMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    staffEmail: z.string(),
    action: z.string(),
    targetKind: z.string(),
    targetId: z.string(),
    detail: z.record(z.string(), z.unknown()),
    at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const contactCaseSummarySchema = z
  .object({
    id: z.number().int(),
    state: z.enum(CONTACT_CASE_STATES),
    reason: z.enum(CONTACT_REASONS),
    name: z.string(),
    email: z.string(),
    bookingNumber: z.string().nullable(),
    orderUUID: z.string().nullable(),
    locale: z.string(),
    description: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContactCaseSummary' });
export type ContactCaseSummary = z.infer<typeof contactCaseSummarySchema>;

export const orderDetailSchema = z
  .object({
    order: orderViewSchema,
    transitions: z.array(orderTransitionSchema),
    mails: z.array(orderMailSchema),
    cases: z.array(contactCaseSummarySchema),
    audit: z.array(auditEntrySchema),
    /** The references of the order's invoice and of the credit note of a refund after it; null when not issued. */
    documents: z.object({ invoiceReference: z.string().nullable(), creditNoteReference: z.string().nullable() }),
  })
  .meta({ id: 'CustomerCareOrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The e-mails an agent can send again: the confirmation, and a digital gift's vouchers. */
export const RESENDABLE_MAILS = ['order_confirmation', 'gift_voucher'] as const;
export type ResendableMail = (typeof RESENDABLE_MAILS)[number];
export const resendMailBodySchema = z.strictObject({ kind: z.enum(RESENDABLE_MAILS) });
export const resendMailResponseSchema = z.object({ queued: z.literal(true), outboxId: z.number().int() });

export const caseListQuerySchema = z.strictObject({ state: z.enum(CONTACT_CASE_STATES).optional() });
export const caseParamsSchema = z.strictObject({ caseId: z.coerce.number().int().positive('expected a case id').max(Number.MAX_SAFE_INTEGER, 'expected a case id') });
export const CASE_AGENT_EVENTS = ['take', 'answer', 'close'] as const;
export const caseTransitionBodySchema = z.strictObject({ event: z.enum(CASE_AGENT_EVENTS) });

export const auditQuerySchema = z.strictObject({
  targetKind: z.enum(['order', 'contact_case', 'account']).optional(),
  targetId: safeString().max(64, 'at most 64 characters').optional(),
});

export const offerParamsSchema = z.strictObject({ offerId: z.coerce.number().int().positive('expected an offer id').max(DATABASE_ID_MAX, 'expected an offer id') });
export const agentOfferPanelSchema = z
  .object({
    offerId: z.number().int(),
    hotelId: z.number().int(),
    offerLabel: z.string(),
    hotelLabel: z.string(),
    /** The hotel's channel manager (null: rooms loaded by hand) and whether it is connected live. */
    channelManager: z.object({ id: z.string().nullable(), isConnected: z.boolean() }),
    cancellation: z.object({ type: z.enum(['FLEXIBLE', 'PARTIALLY_REFUNDABLE', 'NCNR']), cancellable: z.boolean(), cancellableUntilDays: z.number().int().nullable() }),
    published: z.boolean(),
    /** The marketplace's commission on the hotel's sales, in basis points (1 800 = 18 %). */
    commissionBps: z.number().int(),
    /**
     * The next bookable nights: the sell price, the hotel's net price (sell less the commission),
     * the reference (struck-through) price, the rooms left, the minimum stay.
     */
    nights: z.array(
      z.object({ date: z.string(), sellCents: z.number().int(), netCents: z.number().int(), refCents: z.number().int(), roomsLeft: z.number().int(), minStay: z.number().int() }),
    ),
  })
  .meta({ id: 'AgentOfferPanel' });
export type AgentOfferPanel = z.infer<typeof agentOfferPanelSchema>;
