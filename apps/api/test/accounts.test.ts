/**
 * Accounts through the API, as a browser uses them: sign-up, the verification e-mail (composed by
 * the real outbox worker, read from an SMTP server in the test process), its link signing in; the
 * session cookie's attributes and its rotation at each sign-in; sign-in and sign-out; the generic
 * refusals (an unknown address and a wrong password answer alike, signing up twice answers as the
 * first time); the lock per account and per client after repeated failures; the sign-in link by
 * e-mail; the password reset; the library's CSRF guard; guest orders attached at sign-in once the
 * address is verified.
 */
import { SIGN_IN_FAILURES_PER_ACCOUNT, STAFF_HINT_COOKIE } from '@escapade/domain/account';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { addStaffMember } from '../src/auth/add-staff-member';
import { deliverDueMail } from '../src/mail/outbox-worker';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { loadOrderView } from '../src/orders/order-view';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../src/plugins/rate-limit';
import { buildTestApp } from './helpers';
import { deleteMailTestOrders, insertMailTestOrder, type MailTestOrder } from './mail-fixtures';

const SITE = 'https://www.escapade.example';
const DOMAIN = 'accounts-test.example.com';
const PROXY_SECRET = 'accounts-test-proxy-secret-0123456789';
const PASSWORD = 'correct horse battery';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let sink: SmtpSink;
let app: App;
const orders: MailTestOrder[] = [];
let clientCounter = 0;
/** Each test is its own client (its own per-client counters). */
let client = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ config: { siteUrl: SITE, proxySecret: PROXY_SECRET, mail: { smtpUrl: sink.url, from: 'Escapade <accounts@escapade.example>' } } });
});

beforeEach(() => {
  clientCounter += 1;
  client = `198.51.100.${clientCounter}`;
});

afterAll(async () => {
  await app.db.deleteFrom('auth_user').where('email', 'like', `%@${DOMAIN}`).execute();
  await deleteMailTestOrders(app.db, orders);
  await app.close();
  await sink.stop();
});

function address(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@${DOMAIN}`;
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { origin: SITE, [CLIENT_ADDRESS_HEADER]: client, [PROXY_SECRET_HEADER]: PROXY_SECRET, ...extra };
}

function post(url: string, payload: object, extra: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: headers(extra), payload });
}

/** The `name=value` of the session cookie a response sets, and its attributes. */
function sessionCookieOf(response: { headers: Record<string, unknown> }): { pair: string; attributes: string } | undefined {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const line = list.find((cookie) => /^__Secure-escapade\.session_token=[^;]+/.test(cookie));
  if (!line) return undefined;
  const [pair = '', ...rest] = line.split(';');
  return { pair, attributes: rest.join(';') };
}

async function deliver(): Promise<void> {
  await deliverDueMail(app.db, { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent, leaseMs: 60_000 });
}

async function mailTo(email: string): Promise<ReceivedMail> {
  await deliver();
  const found = sink.messages.filter((mail) => mail.recipients.includes(email)).at(-1);
  if (!found) throw new Error(`no e-mail to ${email}`);
  return found;
}

function linkIn(mail: ReceivedMail): URL {
  const match = /https:\/\/www\.escapade\.example\/api\/auth\/[^\s"<]+/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error('no account link in the e-mail');
  return new URL(match[0]);
}

async function signUpVerified(email: string, locale = 'fr_FR'): Promise<string> {
  expect((await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Camille Martin', locale, callbackURL: '/fr-fr/account/trips' })).statusCode).toBe(200);
  const link = linkIn(await mailTo(email));
  const verified = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: headers() });
  expect(verified.statusCode).toBe(302);
  const cookie = sessionCookieOf(verified);
  expect(cookie).toBeDefined();
  return cookie!.pair;
}

describe('sign-up and the verification e-mail', () => {
  it('signs up without a session, sends the link in the account language, and the link signs in with a Secure, HttpOnly, SameSite=Lax cookie', async () => {
    const email = address('new');
    const signUp = await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Lotte de Vries', locale: 'nl_BE', callbackURL: '/nl-be/account/trips' });
    expect(signUp.statusCode).toBe(200);
    expect(sessionCookieOf(signUp), 'no session before the address is verified').toBeUndefined();

    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Bevestig je e-mailadres');
    expect(mail.parsed.text).toContain('Deze link is 60 minuten geldig');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/api/auth/verify-email');

    const verified = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: headers() });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toContain('/nl-be/account/trips');
    const cookie = sessionCookieOf(verified);
    expect(cookie?.attributes).toMatch(/HttpOnly/i);
    expect(cookie?.attributes).toMatch(/Secure/i);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/i);

    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: headers({ cookie: cookie!.pair }) });
    expect(session.json()).toMatchObject({ user: { email, emailVerified: true, locale: 'nl_BE', role: 'customer' } });
  });

  it('answers a second sign-up with a known address as the first, without a second account', async () => {
    const email = address('twice');
    const first = await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Camille Martin' });
    const second = await post('/api/auth/sign-up/email', { email, password: 'another password 123', name: 'Someone Else' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(Object.keys(second.json() as object).sort()).toEqual(Object.keys(first.json() as object).sort());
    const rows = await app.db.selectFrom('auth_user').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a role given at sign-up: every new account is a customer', async () => {
    const email = address('role');
    await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Camille Martin', role: 'admin' });
    const row = await app.db.selectFrom('auth_user').select('role').where('email', '=', email).executeTakeFirst();
    expect(row?.role ?? 'customer').toBe('customer');
  });

  it('refuses a too short password with a problem naming the reason', async () => {
    const response = await post('/api/auth/sign-up/email', { email: address('short'), password: 'short', name: 'Camille Martin' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, reason: 'PASSWORD_TOO_SHORT' });
  });
});

describe('sign-in', () => {
  it('rotates the session token at each sign-in, and signing out ends the session', async () => {
    const email = address('rotate');
    await signUpVerified(email);
    const first = sessionCookieOf(await post('/api/auth/sign-in/email', { email, password: PASSWORD }));
    const second = sessionCookieOf(await post('/api/auth/sign-in/email', { email, password: PASSWORD }));
    expect(first?.pair).toBeDefined();
    expect(second?.pair).not.toBe(first?.pair);

    const out = await post('/api/auth/sign-out', {}, { cookie: second!.pair });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: headers({ cookie: second!.pair }) });
    expect(after.json()).toBeNull();
  });

  it('sets the staff hint cookie with an agent\'s new session (readable by the page), and removes it with a customer\'s session, and with the sign-out', async () => {
    const setCookies = (response: { headers: Record<string, unknown> }) => {
      const raw = response.headers['set-cookie'];
      return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
    };
    const hintOf = (response: { headers: Record<string, unknown> }) => setCookies(response).find((cookie) => cookie.startsWith(`${STAFF_HINT_COOKIE}=`));
    const agentEmail = address('agent');
    await addStaffMember(app.db, { email: agentEmail, name: 'Agent', password: PASSWORD });
    const agent = await post('/api/auth/sign-in/email', { email: agentEmail, password: PASSWORD });
    expect(agent.statusCode).toBe(200);
    expect(hintOf(agent)).toMatch(/^escapade\.staff=1; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/);
    expect(hintOf(agent), 'not HttpOnly: the page reads it').not.toMatch(/HttpOnly/i);

    const out = await post('/api/auth/sign-out', {}, { cookie: sessionCookieOf(agent)!.pair });
    expect(out.statusCode).toBe(200);
    expect(hintOf(out)).toMatch(/^escapade\.staff=; Max-Age=0;/);

    const email = address('customer');
    await signUpVerified(email);
    const customer = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(customer.statusCode).toBe(200);
    expect(hintOf(customer)).toMatch(/^escapade\.staff=; Max-Age=0;/);
    // An answer that sets no session says nothing of it.
    const read = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: headers({ cookie: sessionCookieOf(customer)!.pair }) });
    expect(read.statusCode).toBe(200);
    expect(hintOf(read)).toBeUndefined();
  });

  it('answers an unknown address and a wrong password with the same problem', async () => {
    const email = address('known');
    await signUpVerified(email);
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'not the password' });
    const unknown = await post('/api/auth/sign-in/email', { email: address('nobody'), password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, instance: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', reason: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it(`locks an account after ${SIGN_IN_FAILURES_PER_ACCOUNT} failures, from any client, with the same answer for an unknown address`, async () => {
    const email = address('locked');
    await signUpVerified(email);
    const nobody = address('nobody');
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_PER_ACCOUNT; attempt += 1) {
      client = `203.0.113.${attempt + 1}`;
      expect((await post('/api/auth/sign-in/email', { email, password: `wrong ${attempt}` })).statusCode).toBe(401);
      expect((await post('/api/auth/sign-in/email', { email: nobody, password: `wrong ${attempt}` })).statusCode).toBe(401);
    }
    client = '203.0.113.200';
    const locked = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(locked.statusCode, 'even the right password is refused while locked').toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const lockedUnknown = await post('/api/auth/sign-in/email', { email: nobody, password: PASSWORD });
    expect(lockedUnknown.statusCode).toBe(429);
    expect(lockedUnknown.json().detail).toBe(locked.json().detail);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', reason: 'SIGN_IN_LOCKED' });
  });

  it('refuses a write from another site that carries the visitor’s cookies (the Origin check)', async () => {
    const email = address('csrf');
    const session = await signUpVerified(email);
    const response = await post('/api/auth/sign-in/email', { email, password: PASSWORD }, { origin: 'https://evil.example', cookie: session });
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'INVALID_ORIGIN' });
    expect((await post('/api/auth/sign-out', {}, { origin: 'https://evil.example', cookie: session })).statusCode).toBe(403);
    expect(response.statusCode).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});

describe('the sign-in link and the password reset', () => {
  it('sends a sign-in link that opens a session once, and opens an account for a new address', async () => {
    const email = address('link');
    expect((await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/es-es/account/trips' })).statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Tu enlace de acceso');
    const link = linkIn(mail);
    const first = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: headers() });
    expect(first.statusCode).toBe(302);
    expect(sessionCookieOf(first)).toBeDefined();
    const again = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: headers() });
    expect(sessionCookieOf(again), 'a used link opens nothing').toBeUndefined();
    const user = await app.db.selectFrom('auth_user').select(['email_verified', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toEqual({ email_verified: true, role: 'customer' });
  });

  it('resets the password by the e-mailed link, ending the sessions that were open', async () => {
    const email = address('reset');
    const oldSession = await signUpVerified(email, 'it_IT');
    expect((await post('/api/auth/request-password-reset', { email, redirectTo: '/it-it/account/reset-password' })).statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Reimposta la tua password');
    const link = linkIn(mail);
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: headers() });
    expect(opened.statusCode).toBe(302);
    const token = new URL(String(opened.headers.location), SITE).searchParams.get('token');
    expect(token).toBeTruthy();
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a brand new password' })).statusCode).toBe(200);

    const old = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: headers({ cookie: oldSession }) });
    expect(old.json()).toBeNull();
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email, password: 'a brand new password' })).statusCode).toBe(200);
  });
});

describe('guest orders', () => {
  it('become the account’s at sign-in with the verified address, never before', async () => {
    const order = await insertMailTestOrder(app.db, { locale: 'fr_FR', firstName: 'Camille' });
    orders.push(order);
    const email = order.email.replace(`@mail-test.example.com`, `@${DOMAIN}`);
    await app.db.updateTable('customer_order').set({ buyer: JSON.stringify({ civility: 'MRS', firstName: 'Camille', lastName: 'Martin', email: email.toUpperCase() }) }).where('id', '=', order.id).execute();

    expect((await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Camille Martin' })).statusCode).toBe(200);
    const before = await app.db.selectFrom('customer_order').select('account_id').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(before.account_id, 'not attached before the address is verified').toBeNull();

    const link = linkIn(await mailTo(email));
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: headers() });
    const user = await app.db.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const after = await app.db.selectFrom('customer_order').select('account_id').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after.account_id).toBe(user.id);
  });
});
