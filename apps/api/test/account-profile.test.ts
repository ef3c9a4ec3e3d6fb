/**
 * The account's profile, as its owner uses it through the API ("Profile: name, e-mail (change with
 * re-verification), phone, newsletter preference, language; export my data (JSON download) and
 * delete my account (orders kept as the law requires, personal data anonymised)"). Real accounts,
 * signed up and verified through /api/auth with the e-mails read from an SMTP server in the test
 * process; orders written as the checkout leaves them and confirmed by the real payment event (which
 * issues their invoice).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { accountExportSchema, ACCOUNT_NEWSLETTER_SOURCE } from '@escapade/contracts/account-profile';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { deliverDueMail } from '../src/mail/outbox-worker';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { NEWSLETTER_CONSENT_VERSION, requestSignup } from '../src/newsletter/newsletter-signup';
import { settleSucceededPayment } from '../src/orders/order-events';
import { loadOrderView } from '../src/orders/order-view';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../src/plugins/rate-limit';
import { EMAIL_CHANGE_ANSWER_MS, SENSITIVE_WRITES_PER_MINUTE } from '../src/routes/account-profile';
import { buildTestApp, captureLogs } from './helpers';

const SITE = 'https://www.escapade.example';
const DOMAIN = 'profile-test.example.com';
const PROXY_SECRET = 'profile-test-proxy-secret-0123456789';
const PASSWORD = 'profile test password';
const PROFILE_PATH = '/fr-fr/account/settings/profile';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let sink: SmtpSink;
let app: App;
const logs = captureLogs();
const orderIds: string[] = [];
let clientCounter = 0;
/** Each test is its own client (its own rate-limit counters). */
let client = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ logs, config: { siteUrl: SITE, proxySecret: PROXY_SECRET, mail: { smtpUrl: sink.url, from: 'Escapade <profile@escapade.example>' } } });
});

beforeEach(() => {
  clientCounter += 1;
  client = `198.51.100.${clientCounter}`;
});

afterAll(async () => {
  await app.db.deleteFrom('contact_case').where('email', 'like', `%@${DOMAIN}`).execute();
  await app.db.deleteFrom('newsletter_signup').where('email', 'like', `%@${DOMAIN}`).execute();
  await app.db.deleteFrom('auth_user').where('email', 'like', `%@${DOMAIN}`).execute();
  if (orderIds.length > 0) await app.db.deleteFrom('customer_order').where('id', 'in', orderIds).execute();
  await app.close();
  await sink.stop();
});

/** A person nobody else in the database is: a surname, an address and a phone number of their own. */
interface Person {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
}

function person(firstName: string): Person {
  const tag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  const lastName = `Quenneville${tag}`;
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${firstName.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.${tag}@${DOMAIN}`,
    phone: `+33 6 ${String(randomInt(10_000_000, 100_000_000))}`,
  };
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { origin: SITE, 'user-agent': 'ProfileTest/1.0', [CLIENT_ADDRESS_HEADER]: client, [PROXY_SECRET_HEADER]: PROXY_SECRET, ...extra };
}

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | undefined, payload?: object, extra: Record<string, string> = {}) {
  return app.inject({ method, url, headers: headers({ ...(cookie ? { cookie } : {}), ...extra }), ...(payload ? { payload } : {}) });
}

function setCookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
}

function sessionCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  return setCookiesOf(response)
    .find((cookie) => /^__Secure-escapade\.session_token=[^;]+/.test(cookie))
    ?.split(';')[0];
}

async function deliver(): Promise<void> {
  await deliverDueMail(app.db, { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent, leaseMs: 60_000 });
}

function mailsTo(email: string): ReceivedMail[] {
  return sink.messages.filter((mail) => mail.recipients.includes(email));
}

async function mailTo(email: string): Promise<ReceivedMail> {
  await deliver();
  const found = mailsTo(email).at(-1);
  if (!found) throw new Error(`no e-mail to ${email}`);
  return found;
}

function linkIn(mail: ReceivedMail): string {
  const match = /https:\/\/www\.escapade\.example(\/api\/auth\/[^\s"<]+)/.exec(mail.parsed.text ?? '');
  if (!match?.[1]) throw new Error('no account link in the e-mail');
  return match[1];
}

interface Account {
  id: string;
  cookie: string;
  who: Person;
}

/** Signs up with a password and follows the verification link: signed in. */
async function signUpVerified(who: Person): Promise<Account> {
  const signUp = await call('POST', '/api/auth/sign-up/email', undefined, { email: who.email, password: PASSWORD, name: who.name, locale: 'fr_FR', phone: who.phone, callbackURL: '/fr-fr/account/trips' });
  expect(signUp.statusCode).toBe(200);
  const verified = await call('GET', linkIn(await mailTo(who.email)), undefined);
  expect(verified.statusCode).toBe(302);
  const cookie = sessionCookieOf(verified);
  expect(cookie).toBeDefined();
  const user = await app.db.selectFrom('auth_user').select('id').where('email', '=', who.email).executeTakeFirstOrThrow();
  return { id: user.id, cookie: cookie!, who };
}

/** Signs in again: a new session (which also attaches the guest orders of the verified address). */
async function signIn(email: string, password = PASSWORD) {
  return call('POST', '/api/auth/sign-in/email', undefined, { email, password });
}

/** A confirmed stay bought by this person (as a guest, with their address): paid, so invoiced. */
async function confirmedOrder(who: Person): Promise<{ id: string; bookingNumber: string }> {
  const id = randomUUID();
  orderIds.push(id);
  const bookingNumber = String(randomInt(90_000_000, 100_000_000));
  await app.db
    .insertInto('customer_order')
    .values({
      id,
      booking_number: bookingNumber,
      locale: 'fr_FR',
      status: 'AWAITING_PAYMENT',
      buyer: JSON.stringify({
        civility: 'MRS',
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        phoneNumber: who.phone,
        addressLine: `12 rue ${who.lastName}`,
        postalCode: '75011',
        city: 'Paris',
        country: 'FR',
      }),
      total_cents: 25_900,
      payment_method: 'card',
      payment_provider: 'sandbox',
      payment_ref: `pi_profiletest_${bookingNumber}`,
      ga_id: `GA1.1.${bookingNumber}`,
      hold_expires_at: new Date(Date.now() + 15 * 60_000),
    })
    .execute();
  await app.db
    .insertInto('order_item')
    .values({
      order_id: id,
      position: 0,
      kind: 'SHORT_STAY',
      checkin: '2031-09-12',
      checkout: '2031-09-14',
      adults: 2,
      children: 0,
      babies: 0,
      rooms: 0,
      amount_cents: 25_900,
      details: JSON.stringify({ label: 'Week-end au vert', hotelLabel: 'Hôtel des Prés', specialRequest: `Anniversaire de ${who.firstName} ${who.lastName}` }),
    })
    .execute();
  await settleSucceededPayment(app.db, id, 'profile test payment', 25_900);
  return { id, bookingNumber };
}

async function contactCaseOf(who: Person): Promise<void> {
  await app.db
    .insertInto('contact_case')
    .values({ locale: 'fr_FR', contact_reason: 'other', email: who.email, name: who.name, phone: who.phone, description: `Bonjour, ici ${who.name}, joignable au ${who.phone}.` })
    .execute();
}

/** Every table row (but the issued invoices' and credit notes', kept as issued) holding one of these strings. */
async function rowsMentioning(needles: readonly string[]): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'
  `.execute(app.db);
  const found: Record<string, number> = {};
  const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
  for (const { table_name: table } of tables.rows) {
    if (table === 'invoice' || table === 'credit_note') continue;
    const { rows } = await sql<{ count: string | number }>`
      select count(*) as count from ${sql.table(table)} t where lower(t::text) like any (${patterns})
    `.execute(app.db);
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) found[table] = count;
  }
  return found;
}

describe('without a session, or from another site', () => {
  it('answers 401 without a session, never cached', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/account/profile'],
      ['PATCH', '/api/account/profile', { name: 'Nobody' }],
      ['POST', '/api/account/profile/email', { newEmail: `nobody@${DOMAIN}`, callbackURL: PROFILE_PATH }],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/delete', { email: `nobody@${DOMAIN}` }],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });

  it('refuses a write from another site that carries the session cookie (403), and changes nothing', async () => {
    const account = await signUpVerified(person('Ombeline'));
    const evil = { origin: 'https://evil.example' };
    const patch = await call('PATCH', '/api/account/profile', account.cookie, { name: 'Changed Elsewhere', newsletter: true }, evil);
    const email = await call('POST', '/api/account/profile/email', account.cookie, { newEmail: person('Evil').email, callbackURL: PROFILE_PATH }, evil);
    const remove = await call('POST', '/api/account/delete', account.cookie, { email: account.who.email, password: PASSWORD }, evil);
    for (const response of [patch, email, remove]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const profile = (await call('GET', '/api/account/profile', account.cookie)).json();
    expect(profile).toMatchObject({ name: account.who.name, email: account.who.email, newsletter: false });
  });
});

describe('the profile', () => {
  it('reads the account: name, verified address, phone, language, newsletter, password; no-store', async () => {
    const who = person('Apolline');
    const account = await signUpVerified(who);
    const response = await call('GET', '/api/account/profile', account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      name: who.name,
      email: who.email,
      emailVerified: true,
      phone: who.phone,
      locale: 'fr_FR',
      newsletter: false,
      hasPassword: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('saves the name, phone and language given, keeps the others, and an empty phone removes the number', async () => {
    const account = await signUpVerified(person('Bérénice'));
    const saved = await call('PATCH', '/api/account/profile', account.cookie, { name: '  Bérénice Valois  ', phone: '+32 470 12 34 56', locale: 'nl_BE' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Bérénice Valois', phone: '+32 470 12 34 56', locale: 'nl_BE', email: account.who.email });
    const row = await app.db.selectFrom('auth_user').select(['name', 'phone', 'locale']).where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Bérénice Valois', phone: '+32 470 12 34 56', locale: 'nl_BE' });

    const cleared = await call('PATCH', '/api/account/profile', account.cookie, { phone: '' });
    expect(cleared.json()).toMatchObject({ name: 'Bérénice Valois', phone: null, locale: 'nl_BE' });
  });

  it('refuses a bad value with a 400 naming its field, and saves nothing of that request', async () => {
    const account = await signUpVerified(person('Clémence'));
    for (const [payload, field] of [
      [{ phone: 'call me maybe' }, 'phone'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ locale: 'de_DE' }, 'locale'],
      [{ newsletter: 'yes' }, 'newsletter'],
      [{ email: 'other@example.com' }, 'email'],
    ] as const) {
      const response = await call('PATCH', '/api/account/profile', account.cookie, { name: 'Should Not Stay', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    const profile = (await call('GET', '/api/account/profile', account.cookie)).json();
    expect(profile.name).toBe(account.who.name);
  });
});

describe('the newsletter from the profile', () => {
  it('subscribes the verified address at once, with its consent recorded (source and time), and unsubscribes it', async () => {
    const account = await signUpVerified(person('Domitille'));
    const before = Date.now();
    const on = await call('PATCH', '/api/account/profile', account.cookie, { newsletter: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().newsletter).toBe(true);
    const signup = await app.db.selectFrom('newsletter_signup').selectAll().where('email', '=', account.who.email).executeTakeFirstOrThrow();
    expect(signup).toMatchObject({ status: 'ACTIVE', source: ACCOUNT_NEWSLETTER_SOURCE, consent_version: NEWSLETTER_CONSENT_VERSION, locale: 'fr_FR', unsubscribed_at: null });
    expect(new Date(signup.confirmed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(signup.requested_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const confirmations = await app.db.selectFrom('outbox_message').select('id').where('kind', '=', 'newsletter_confirmation').where('ref', '=', String(signup.id)).execute();
    expect(confirmations, 'a verified address needs no confirmation e-mail').toHaveLength(0);

    const off = await call('PATCH', '/api/account/profile', account.cookie, { newsletter: false });
    expect(off.json().newsletter).toBe(false);
    const after = await app.db.selectFrom('newsletter_signup').select(['status', 'unsubscribed_at', 'confirmed_at']).where('id', '=', signup.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('UNSUBSCRIBED');
    expect(after.unsubscribed_at).not.toBeNull();
    expect((await call('GET', '/api/account/profile', account.cookie)).json().newsletter).toBe(false);
  });

  it('confirms a request still pending from the footer, and reads a pending request as not subscribed', async () => {
    const account = await signUpVerified(person('Eulalie'));
    await requestSignup(app.db, { email: account.who.email, locale: 'fr_FR', source: 'footer' }, new Date());
    expect((await call('GET', '/api/account/profile', account.cookie)).json().newsletter, 'pending is not subscribed').toBe(false);
    await call('PATCH', '/api/account/profile', account.cookie, { newsletter: true });
    const rows = await app.db.selectFrom('newsletter_signup').select(['status', 'source']).where('email', '=', account.who.email).execute();
    expect(rows).toEqual([{ status: 'ACTIVE', source: ACCOUNT_NEWSLETTER_SOURCE }]);
  });
});

describe('changing the e-mail address', () => {
  it('changes the address only when the link sent to the new address is followed, and the account stays verified', async () => {
    const account = await signUpVerified(person('Faustine'));
    const next = person('Faustine');
    const asked = await call('POST', '/api/account/profile/email', account.cookie, { newEmail: next.email.toUpperCase(), callbackURL: PROFILE_PATH });
    expect(asked.statusCode).toBe(202);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.json()).toEqual({ pendingEmail: next.email });

    const mail = await mailTo(next.email);
    expect(mail.parsed.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(mail.parsed.text).toContain('Ce lien est valable 60 minutes');
    expect(mailsTo(account.who.email).filter((sent) => sent.parsed.subject === mail.parsed.subject), 'the link goes to the new address only').toHaveLength(0);
    expect((await call('GET', '/api/account/profile', account.cookie)).json().email, 'unchanged before the link').toBe(account.who.email);

    const followed = await call('GET', linkIn(mail), account.cookie);
    expect(followed.statusCode).toBe(302);
    expect(String(followed.headers.location)).toContain(PROFILE_PATH);
    const profile = (await call('GET', '/api/account/profile', account.cookie)).json();
    expect(profile).toMatchObject({ email: next.email, emailVerified: true });
    expect((await signIn(next.email)).statusCode).toBe(200);
    expect((await signIn(account.who.email)).statusCode).toBe(401);
  });

  it('answers the same for an address another account has, sends it nothing, and changes neither account', async () => {
    const account = await signUpVerified(person('Gersende'));
    const other = await signUpVerified(person('Hortense'));
    const free = person('Gersende');
    const sinkBefore = mailsTo(other.who.email).length;
    const timed = async (newEmail: string) => {
      const startedAt = performance.now();
      const response = await call('POST', '/api/account/profile/email', account.cookie, { newEmail, callbackURL: PROFILE_PATH });
      return { response, ms: performance.now() - startedAt };
    };
    const { response: taken, ms: takenMs } = await timed(other.who.email);
    const { response: fresh, ms: freshMs } = await timed(free.email);
    expect(taken.statusCode).toBe(fresh.statusCode);
    // Neither answers before the floor: the time spent queuing a link does not show.
    expect(Math.min(takenMs, freshMs)).toBeGreaterThanOrEqual(EMAIL_CHANGE_ANSWER_MS);
    expect(taken.json()).toEqual({ pendingEmail: other.who.email });
    expect(Object.keys(taken.json() as object)).toEqual(Object.keys(fresh.json() as object));
    await deliver();
    expect(mailsTo(other.who.email), 'nothing sent to the other account').toHaveLength(sinkBefore);
    const queued = await app.db.selectFrom('auth_mail').select('kind').where('email', '=', other.who.email).where('kind', '=', 'change_email').execute();
    expect(queued).toHaveLength(0);
    expect((await call('GET', '/api/account/profile', account.cookie)).json().email).toBe(account.who.email);
    expect((await call('GET', '/api/account/profile', other.cookie)).json().email).toBe(other.who.email);
  });

  it("refuses the account's own address with a 400 naming newEmail", async () => {
    const account = await signUpVerified(person('Isaure'));
    const response = await call('POST', '/api/account/profile/email', account.cookie, { newEmail: account.who.email.toUpperCase(), callbackURL: PROFILE_PATH });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'newEmail' });
  });

  it(`sends at most ${SENSITIVE_WRITES_PER_MINUTE} links per client and minute`, async () => {
    const account = await signUpVerified(person('Jehanne'));
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SENSITIVE_WRITES_PER_MINUTE; attempt += 1) {
      statuses.push((await call('POST', '/api/account/profile/email', account.cookie, { newEmail: person('Jehanne').email, callbackURL: PROFILE_PATH })).statusCode);
    }
    expect(statuses.slice(0, SENSITIVE_WRITES_PER_MINUTE).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('exporting my data', () => {
  it("downloads the account's profile, orders, wishlist, newsletter, contact cases and sessions, and nothing of another account", async () => {
    const who = person('Léonie');
    const account = await signUpVerified(who);
    const mine = await confirmedOrder(who);
    const otherWho = person('Mahaut');
    const other = await signUpVerified(otherWho);
    const theirs = await confirmedOrder(otherWho);
    expect((await signIn(who.email)).statusCode).toBe(200);
    expect((await signIn(otherWho.email)).statusCode).toBe(200);
    await call('PATCH', '/api/account/profile', account.cookie, { newsletter: true });
    await call('PATCH', '/api/account/profile', other.cookie, { newsletter: true });
    await contactCaseOf(who);
    await contactCaseOf(otherWho);
    await app.db.insertInto('wishlist_item').values({ account_id: account.id, locale: 'fr_FR', kind: 'STAY', item_id: 4242, label: 'Escapade en Provence', uri: '/fr-fr/sejour/4242' }).execute();
    await app.db.insertInto('wishlist_item').values({ account_id: other.id, locale: 'fr_FR', kind: 'STAY', item_id: 4343, label: 'Escapade en Bretagne', uri: '/fr-fr/sejour/4343' }).execute();

    const response = await call('GET', '/api/account/export', account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="escapade-account-\d{4}-\d{2}-\d{2}\.json"$/);
    const document = accountExportSchema.parse(response.json());
    expect(document.profile).toMatchObject({ email: who.email, name: who.name, phone: who.phone, newsletter: true });

    expect(document.orders.map((order) => order.bookingNumber)).toEqual([mine.bookingNumber]);
    expect(document.orders[0]).toMatchObject({ orderUUID: mine.id, status: 'CONFIRMED', buyer: { email: who.email, phoneNumber: who.phone, city: 'Paris' } });
    expect(document.wishlist).toEqual([expect.objectContaining({ kind: 'STAY', itemId: 4242, locale: 'fr_FR', label: 'Escapade en Provence' })]);
    expect(document.newsletter).toEqual([expect.objectContaining({ email: who.email, status: 'ACTIVE', source: ACCOUNT_NEWSLETTER_SOURCE })]);
    expect(document.contactCases).toEqual([expect.objectContaining({ email: who.email, name: who.name, phone: who.phone })]);
    expect(document.sessions.length).toBeGreaterThanOrEqual(2);
    expect(document.sessions).toContainEqual(expect.objectContaining({ ipAddress: client, userAgent: 'ProfileTest/1.0' }));

    const text = response.body;
    for (const foreign of [otherWho.email, otherWho.lastName, otherWho.phone, theirs.bookingNumber, theirs.id, 'Escapade en Bretagne']) {
      expect(text, `nothing of the other account (${foreign})`).not.toContain(foreign);
    }
  });
});

describe('deleting my account', () => {
  it('is refused without the account’s address typed again, or without the right password, and keeps the account', async () => {
    const account = await signUpVerified(person('Nolwenn'));
    const wrongEmail = await call('POST', '/api/account/delete', account.cookie, { email: person('Nolwenn').email, password: PASSWORD });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json()).toMatchObject({ field: 'email', reason: 'EMAIL_MISMATCH' });
    const noPassword = await call('POST', '/api/account/delete', account.cookie, { email: account.who.email });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ field: 'password', reason: 'PASSWORD_REQUIRED' });
    const wrongPassword = await call('POST', '/api/account/delete', account.cookie, { email: account.who.email, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'INVALID_PASSWORD' });
    expect((await call('GET', '/api/account/profile', account.cookie)).statusCode, 'still signed in').toBe(200);
    expect(await app.db.selectFrom('auth_user').select('id').where('id', '=', account.id).executeTakeFirst()).toBeDefined();
  });

  it('keeps the orders with their personal data anonymised, leaves the person nowhere but in the issued invoices, and ends the session', async () => {
    const who = person('Philippine');
    const account = await signUpVerified(who);
    const order = await confirmedOrder(who);
    const otherWho = person('Roseline');
    const other = await signUpVerified(otherWho);
    const otherOrder = await confirmedOrder(otherWho);
    expect((await signIn(who.email)).statusCode).toBe(200);
    expect((await signIn(otherWho.email)).statusCode).toBe(200);
    expect((await app.db.selectFrom('customer_order').select('account_id').where('id', '=', order.id).executeTakeFirstOrThrow()).account_id).toBe(account.id);
    await call('PATCH', '/api/account/profile', account.cookie, { newsletter: true });
    await contactCaseOf(who);
    await contactCaseOf(otherWho);
    await app.db.insertInto('wishlist_item').values({ account_id: account.id, locale: 'fr_FR', kind: 'ACTIVITY', item_id: 77, label: 'Balade à cheval', uri: '/fr-fr/activite/77' }).execute();
    // A reset link asked and still waiting in the outbox.
    expect((await call('POST', '/api/auth/request-password-reset', undefined, { email: who.email, redirectTo: '/fr-fr/account/reset-password' })).statusCode).toBe(200);
    const invoiceBefore = await app.db.selectFrom('invoice').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const needles = [who.email, who.lastName, who.phone];
    expect(Object.keys(await rowsMentioning(needles)).length, 'the person is in the database before').toBeGreaterThan(3);

    const deleted = await call('POST', '/api/account/delete', account.cookie, { email: who.email.toUpperCase(), password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers['cache-control']).toBe('no-store');
    const cleared = setCookiesOf(deleted).find((cookie) => cookie.startsWith('__Secure-escapade.session_token='));
    expect(cleared, 'the session cookie is cleared').toMatch(/^__Secure-escapade\.session_token=;.*Max-Age=0/i);

    // The order is kept, without the person.
    const kept = await app.db.selectFrom('customer_order').select(['status', 'account_id', 'buyer', 'ga_id', 'total_cents']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'CONFIRMED', account_id: null, ga_id: null, total_cents: 25_900 });
    expect(kept.buyer).toMatchObject({ firstName: '', lastName: '', email: '', phoneNumber: '', addressLine: '', city: '', country: 'FR' });
    const view = await loadOrderView(app.db, order.id);
    expect(view?.bookingNumber).toBe(order.bookingNumber);
    expect(view?.buyer).toEqual({ firstName: '', lastName: '', email: '' });
    // The issued invoice is exactly as it was.
    expect(await app.db.selectFrom('invoice').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow()).toEqual(invoiceBefore);

    expect(await rowsMentioning(needles), 'no name, e-mail or phone of the account left but in issued invoices').toEqual({});
    expect(await app.db.selectFrom('auth_user').select('id').where('id', '=', account.id).executeTakeFirst()).toBeUndefined();
    for (const table of ['auth_session', 'auth_account'] as const) {
      expect(await app.db.selectFrom(table).select('id').where('user_id', '=', account.id).execute(), table).toHaveLength(0);
    }
    expect(await app.db.selectFrom('wishlist_item').select('id').where('account_id', '=', account.id).execute()).toHaveLength(0);
    const signup = await app.db.selectFrom('newsletter_signup').select(['status', 'email']).where('email', 'like', 'erased-%@anonymised.invalid').orderBy('updated_at', 'desc').executeTakeFirstOrThrow();
    expect(signup.status).toBe('UNSUBSCRIBED');
    const resetMail = await app.db.selectFrom('outbox_message').select(['status', 'last_error']).where('kind', '=', 'account_mail').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(resetMail, 'the waiting reset link is not sent').toMatchObject({ status: 'DEAD' });

    // The old session opens nothing; the account cannot sign in any more.
    expect((await call('GET', '/api/account/profile', account.cookie)).statusCode).toBe(401);
    expect((await signIn(who.email)).statusCode).toBe(401);

    // The other account is untouched.
    const otherProfile = await call('GET', '/api/account/profile', other.cookie);
    expect(otherProfile.json()).toMatchObject({ email: otherWho.email, name: otherWho.name, phone: otherWho.phone });
    const otherKept = await app.db.selectFrom('customer_order').select(['account_id', 'buyer']).where('id', '=', otherOrder.id).executeTakeFirstOrThrow();
    expect(otherKept.account_id).toBe(other.id);
    expect(otherKept.buyer).toMatchObject({ email: otherWho.email, lastName: otherWho.lastName, phoneNumber: otherWho.phone });
    const otherCase = await app.db.selectFrom('contact_case').select(['name', 'phone']).where('email', '=', otherWho.email).executeTakeFirstOrThrow();
    expect(otherCase).toEqual({ name: otherWho.name, phone: otherWho.phone });

    // One info line, without the person.
    const line = logs.records().find((record) => record.msg === 'account deleted');
    expect(line).toMatchObject({ level: 30, accountDeletion: { orders: 1, contactCases: 1, newsletterSignups: 1, wishlistItems: 1 } });
    const written = JSON.stringify(line);
    for (const needle of needles) expect(written).not.toContain(needle);
  });

  it('deletes an account opened by a sign-in link (no password) with the address typed again', async () => {
    const who = person('Sixtine');
    expect((await call('POST', '/api/auth/sign-in/magic-link', undefined, { email: who.email, callbackURL: '/fr-fr/account/trips' })).statusCode).toBe(200);
    const opened = await call('GET', linkIn(await mailTo(who.email)), undefined);
    const cookie = sessionCookieOf(opened);
    expect(cookie).toBeDefined();
    expect((await call('GET', '/api/account/profile', cookie)).json()).toMatchObject({ email: who.email, hasPassword: false });
    const deleted = await call('POST', '/api/account/delete', cookie, { email: who.email });
    expect(deleted.statusCode).toBe(204);
    expect(await app.db.selectFrom('auth_user').select('id').where('email', '=', who.email).executeTakeFirst()).toBeUndefined();
  });
});
