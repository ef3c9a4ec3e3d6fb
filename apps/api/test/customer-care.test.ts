/**
 * The customer care routes: an agent (made by staff:add's addStaffMember) signs in, finds a
 * customer's order by booking number and by e-mail, sends its confirmation again (read from an SMTP
 * server in the test process) and sees it in the audit log; takes, answers and closes a contact
 * case; reads the product page's agent panel. Refused route by route: 401 without a session, 403
 * for a customer's session, 403 for a write from another site; a case event that does not apply is
 * a 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { addStaffMember } from '../src/auth/add-staff-member';
import { deliverDueMail } from '../src/mail/outbox-worker';
import { startSmtpSink, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { loadOrderView } from '../src/orders/order-view';
import { buildTestApp } from './helpers';
import { deleteMailTestOrders, insertMailTestOrder, type MailTestOrder } from './mail-fixtures';

const SITE = 'https://care.escapade.example';
const DOMAIN = 'care-test.example.com';
const PASSWORD = 'agent password 2026';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let sink: SmtpSink;
let app: App;
let agentCookie = '';
let customerCookie = '';
const orders: MailTestOrder[] = [];
let order: MailTestOrder;
let caseId = 0;
let offerId = 0;

function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const line = list.find((cookie) => cookie.startsWith('__Secure-escapade.session_token='));
  if (!line) throw new Error('no session cookie');
  return line.split(';')[0]!;
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: SITE }, payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ config: { siteUrl: SITE, mail: { smtpUrl: sink.url, from: 'Escapade <care@escapade.example>' } } });
  const agent = await addStaffMember(app.db, { email: `Agent.One@${DOMAIN}`, name: 'Agent One', password: PASSWORD });
  expect(agent).toMatchObject({ role: 'agent', isNew: true, hasPassword: true, email: `agent.one@${DOMAIN}` });
  agentCookie = await signIn(`agent.one@${DOMAIN}`, PASSWORD);

  // A customer: a verified account without a role.
  const customer = await addStaffMember(app.db, { email: `customer@${DOMAIN}`, name: 'Camille', password: PASSWORD });
  await app.db.updateTable('auth_user').set({ role: 'customer' }).where('id', '=', customer.id).execute();
  customerCookie = await signIn(`customer@${DOMAIN}`, PASSWORD);

  order = await insertMailTestOrder(app.db, { locale: 'fr_FR', firstName: 'Camille' });
  orders.push(order);
  await deliverDueMail(app.db, { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent, leaseMs: 60_000 });
  const created = await app.db
    .insertInto('contact_case')
    .values({ locale: 'fr_FR', booking_id: order.bookingNumber, contact_reason: 'modification', email: order.email, name: 'Camille', phone: null, description: 'Changer les dates', order_id: order.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  caseId = created.id;
  const offer = await app.db.selectFrom('offer').select('id').where('published', '=', true).orderBy('id').limit(1).executeTakeFirstOrThrow();
  offerId = offer.id;
});

afterAll(async () => {
  await app.db.deleteFrom('contact_case').where('email', 'like', `%@%`).where('id', '=', caseId).execute();
  await app.db.deleteFrom('staff_audit_log').where('staff_email', 'like', `%@${DOMAIN}`).execute();
  await deleteMailTestOrders(app.db, orders);
  await app.db.deleteFrom('auth_user').where('email', 'like', `%@${DOMAIN}`).execute();
  await app.close();
  await sink.stop();
});

function agentRequest(method: 'GET' | 'POST', url: string, payload?: object, cookie = agentCookie, origin = SITE) {
  return app.inject({ method, url, headers: { cookie, origin }, ...(payload ? { payload } : {}) });
}

describe('an agent helps a customer', () => {
  it('finds the order by booking number and by e-mail, sends its confirmation again, and the audit log shows it', async () => {
    const me = await agentRequest('GET', '/api/customer-care/me');
    expect(me.json()).toMatchObject({ email: `agent.one@${DOMAIN}`, role: 'agent' });

    const byNumber = await agentRequest('GET', `/api/customer-care/orders?q=${order.bookingNumber}`);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().orders).toEqual([expect.objectContaining({ orderUUID: order.id, bookingNumber: order.bookingNumber, status: 'CONFIRMED', buyerEmail: order.email })]);
    const byEmail = await agentRequest('GET', `/api/customer-care/orders?q=${encodeURIComponent(order.email.toUpperCase())}`);
    expect(byEmail.json().orders.map((found: { orderUUID: string }) => found.orderUUID)).toContain(order.id);
    const nonsense = await agentRequest('GET', '/api/customer-care/orders?q=hello');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json()).toMatchObject({ field: 'q' });

    const before = sink.messages.filter((mail) => mail.recipients.includes(order.email)).length;
    const resent = await agentRequest('POST', `/api/customer-care/orders/${order.id}/resend-mail`, { kind: 'order_confirmation' });
    expect(resent.statusCode).toBe(202);
    // The route asks the jobs to send it at once; a tick here covers a runner that is off.
    await deliverDueMail(app.db, { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent, leaseMs: 60_000 });
    await expect.poll(async () => (await app.db.selectFrom('outbox_message').select('status').where('id', '=', resent.json().outboxId).executeTakeFirstOrThrow()).status).toBe('SENT');
    const received = sink.messages.filter((mail) => mail.recipients.includes(order.email));
    expect(received).toHaveLength(before + 1);
    const [first, second] = received.slice(-2);
    expect(second!.parsed.subject).toBe(first!.parsed.subject);
    expect(second!.parsed.messageId, 'a copy with its own Message-ID, not dropped as a duplicate').not.toBe(first!.parsed.messageId);

    const detail = await agentRequest('GET', `/api/customer-care/orders/${order.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.order.bookingNumber).toBe(order.bookingNumber);
    expect(body.transitions.map((t: { to: string }) => t.to)).toContain('CONFIRMED');
    expect(body.mails.filter((mail: { kind: string; status: string }) => mail.kind === 'order_confirmation' && mail.status === 'SENT')).toHaveLength(2);
    expect(body.cases.map((c: { id: number }) => c.id)).toContain(caseId);
    expect(body.audit[0]).toMatchObject({ staffEmail: `agent.one@${DOMAIN}`, action: 'resend_mail', targetKind: 'order', targetId: order.id, detail: { kind: 'order_confirmation' } });

    const audit = await agentRequest('GET', `/api/customer-care/audit?targetKind=order&targetId=${order.id}`);
    expect(audit.json().entries[0]).toMatchObject({ action: 'resend_mail', staffEmail: `agent.one@${DOMAIN}` });
  });

  it('refuses to resend an e-mail the order never had, and an unknown order', async () => {
    expect((await agentRequest('POST', `/api/customer-care/orders/${order.id}/resend-mail`, { kind: 'gift_voucher' })).statusCode).toBe(409);
    expect((await agentRequest('POST', '/api/customer-care/orders/00000000-0000-4000-8000-000000000000/resend-mail', { kind: 'order_confirmation' })).statusCode).toBe(404);
    expect((await agentRequest('POST', `/api/customer-care/orders/${order.id}/resend-mail`, { kind: 'anything' })).statusCode).toBe(400);
  });

  it('takes, answers and closes a contact case, each step audited; a step that does not apply is a 409', async () => {
    const list = await agentRequest('GET', '/api/customer-care/cases?state=NEW');
    expect(list.json().cases.map((c: { id: number }) => c.id)).toContain(caseId);
    expect((await agentRequest('POST', `/api/customer-care/cases/${caseId}/transition`, { event: 'answer' })).statusCode).toBe(409);
    for (const [event, state] of [['take', 'IN_PROGRESS'], ['answer', 'ANSWERED'], ['close', 'CLOSED']] as const) {
      const step = await agentRequest('POST', `/api/customer-care/cases/${caseId}/transition`, { event });
      expect(step.statusCode).toBe(200);
      expect(step.json().state).toBe(state);
    }
    const audit = await agentRequest('GET', `/api/customer-care/audit?targetKind=contact_case&targetId=${caseId}`);
    expect(audit.json().entries.map((entry: { action: string }) => entry.action)).toEqual(['case_close', 'case_answer', 'case_take']);
    const transitions = await app.db.selectFrom('contact_case_transition').select(['event', 'cause']).where('case_id', '=', caseId).orderBy('id').execute();
    expect(transitions.map((t) => t.event)).toEqual(['take', 'answer', 'close']);
    expect(transitions[0]?.cause).toBe(`agent agent.one@${DOMAIN}`);
  });

  it('reads the agent panel of an offer: ids, channel manager, cancellation terms, net and sell prices and rooms left', async () => {
    const panel = await agentRequest('GET', `/api/customer-care/offers/${offerId}?locale=fr_FR`);
    expect(panel.statusCode).toBe(200);
    const body = panel.json() as { hotelId: number; commissionBps: number; nights: { sellCents: number; netCents: number; roomsLeft: number }[] };
    expect(body).toMatchObject({ offerId, hotelId: expect.any(Number), channelManager: { isConnected: expect.any(Boolean) }, cancellation: { type: expect.stringMatching(/FLEXIBLE|PARTIALLY_REFUNDABLE|NCNR/) } });
    // The hotel's commission as its row holds it; each night's net price is the sell price less it.
    const hotel = await app.db.selectFrom('hotel').select('commission_bps').where('id', '=', body.hotelId).executeTakeFirstOrThrow();
    expect(body.commissionBps).toBe(hotel.commission_bps);
    expect(body.commissionBps).toBeGreaterThanOrEqual(1_500);
    expect(body.nights.length).toBeGreaterThan(0);
    for (const night of body.nights) {
      expect(night.roomsLeft).toBeGreaterThan(0);
      expect(night.netCents).toBe(night.sellCents - Math.round((night.sellCents * body.commissionBps) / 10_000));
      expect(night.netCents).toBeLessThan(night.sellCents);
    }
    expect((await agentRequest('GET', '/api/customer-care/offers/2147483647')).statusCode).toBe(404);
  });
});

describe('the contact form in the customer care mode', () => {
  const caseFor = (email: string) => ({ reason: 'modification', bookingNumber: order.bookingNumber, email, name: 'Camille Martin', phone: '+33 6 12 34 56 78', description: 'Au téléphone : changer les dates.', locale: 'fr_FR' });

  it('files a case for a caller without the human check, and asks it of anyone else', async () => {
    const byAgent = await agentRequest('POST', '/api/contact/cases', caseFor(order.email));
    expect(byAgent.statusCode).toBe(201);
    const stored = await app.db.selectFrom('contact_case').select(['id', 'order_id']).where('email', '=', order.email).where('description', '=', 'Au téléphone : changer les dates.').executeTakeFirstOrThrow();
    expect(stored.order_id).toBe(order.id);
    await app.db.deleteFrom('outbox_message').where('kind', '=', 'contact_acknowledgement').where('ref', '=', String(stored.id)).execute();
    await app.db.deleteFrom('contact_case').where('id', '=', stored.id).execute();

    for (const cookie of [customerCookie, '']) {
      const refused = await agentRequest('POST', '/api/contact/cases', caseFor(order.email), cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'altcha' });
    }
    const fromElsewhere = await agentRequest('POST', '/api/contact/cases', caseFor(order.email), agentCookie, 'https://evil.example');
    expect(fromElsewhere.statusCode, "an agent's cookie sent by another site is no customer care request").toBe(400);
  });
});

const GUARDED_ROUTES: Array<{ method: 'GET' | 'POST'; url: () => string; payload?: object }> = [
  { method: 'GET', url: () => '/api/customer-care/me' },
  { method: 'GET', url: () => `/api/customer-care/orders?q=${order.bookingNumber}` },
  { method: 'GET', url: () => `/api/customer-care/orders/${order.id}` },
  { method: 'POST', url: () => `/api/customer-care/orders/${order.id}/resend-mail`, payload: { kind: 'order_confirmation' } },
  { method: 'POST', url: () => `/api/customer-care/orders/${order.id}/shipment/advance`, payload: {} },
  { method: 'GET', url: () => '/api/customer-care/cases' },
  { method: 'POST', url: () => `/api/customer-care/cases/${caseId}/transition`, payload: { event: 'close' } },
  { method: 'GET', url: () => '/api/customer-care/audit' },
  { method: 'GET', url: () => `/api/customer-care/offers/${offerId}` },
];

describe('who may not', () => {
  it.each(GUARDED_ROUTES)('$method $url: 401 without a session, 403 for a customer', async (route) => {
    const anonymous = await app.inject({ method: route.method, url: route.url(), headers: { origin: SITE }, ...(route.payload ? { payload: route.payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    const customer = await agentRequest(route.method, route.url(), route.payload, customerCookie);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each(GUARDED_ROUTES.filter((route) => route.method === 'POST'))('$method $url: 403 for an agent’s write from another site', async (route) => {
    const auditBefore = await app.db.selectFrom('staff_audit_log').select(({ fn }) => fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const response = await agentRequest(route.method, route.url(), route.payload, agentCookie, 'https://evil.example');
    expect(response.statusCode).toBe(403);
    const auditAfter = await app.db.selectFrom('staff_audit_log').select(({ fn }) => fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(auditAfter.count).toBe(auditBefore.count);
  });

  it('tells the login screen whether a company identity provider is configured, without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customer-care/sign-in-options' });
    expect(response.json()).toEqual({ identityProvider: false });
  });
});
