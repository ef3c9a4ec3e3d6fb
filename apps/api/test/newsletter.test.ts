/**
 * The newsletter's double opt-in through the API: the one 202 whatever the address's state, one
 * confirmation e-mail per address per 10 minutes (composed by the real outbox worker and read from
 * an SMTP server in the test process), the signed confirm and unsubscribe links, the one-click
 * unsubscription, and the modal's check that cannot tell whether an address is subscribed.
 */
import { randomUUID } from 'node:crypto';
import { NEWSLETTER_ACCEPTED_DETAIL } from '@escapade/contracts/newsletter';
import { EMAIL_INCORRECT_MESSAGE } from '@escapade/domain/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { deliverDueMail } from '../src/mail/outbox-worker';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { NEWSLETTER_CONFIRMATION_MAIL } from '../src/newsletter/newsletter-signup';
import { newsletterSecretOf, signNewsletterToken } from '../src/newsletter/newsletter-token';
import { loadOrderView } from '../src/orders/order-view';
import { NEWSLETTER_COOKIE } from '../src/routes/newsletter';
import { buildTestApp } from './helpers';

const SITE = 'https://www.escapade.example';
const DOMAIN = 'newsletter-test.example.com';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let sink: SmtpSink;
let app: App;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ config: { siteUrl: SITE, mail: { smtpUrl: sink.url, from: 'Escapade <news@escapade.example>' } } });
});

afterAll(async () => {
  const signups = await app.db.selectFrom('newsletter_signup').select('id').where('email', 'like', `%@${DOMAIN}`).execute();
  if (signups.length > 0) {
    await app.db.deleteFrom('outbox_message').where('kind', '=', NEWSLETTER_CONFIRMATION_MAIL).where('ref', 'in', signups.map((s) => String(s.id))).execute();
    await app.db.deleteFrom('newsletter_signup').where('id', 'in', signups.map((s) => s.id)).execute();
  }
  await app.close();
  await sink.stop();
});

const newAddress = () => `lea.${randomUUID().slice(0, 8)}@${DOMAIN}`;

function subscribe(email: string, body: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: '/api/marketing/newsletter', payload: { email, country: 'FR', language: 'fr', source: 'footer', ...body } });
}

async function signupOf(email: string) {
  return app.db.selectFrom('newsletter_signup').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
}

async function confirmationRows(email: string) {
  const { id } = await signupOf(email);
  return app.db.selectFrom('outbox_message').select(['id', 'order_id', 'status']).where('kind', '=', NEWSLETTER_CONFIRMATION_MAIL).where('ref', '=', String(id)).execute();
}

/** Runs the worker until nothing is due (rows of other test files may come first). */
async function deliverAll(): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    const report = await deliverDueMail(app.db, { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent }, new Date());
    if (report.sent + report.retried + report.dead === 0) return;
  }
  throw new Error('the outbox never ran dry');
}

function mailsTo(email: string): ReceivedMail[] {
  return sink.messages.filter((message) => message.recipients.includes(email));
}

function linkIn(text: string, path: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${SITE}/api/marketing/newsletter/${path}\\?token=[A-Za-z0-9_.-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}

/** The link's path and query, for inject. */
const local = (url: string) => url.slice(SITE.length);

/** The header fields of a raw message, unfolded. */
function rawHeaders(mail: ReceivedMail): string {
  const raw = mail.raw.toString('utf8');
  return raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
}

/** Subscribes a new address and returns it with the links of its confirmation e-mail. */
async function pendingAddress(): Promise<{ email: string; confirm: string; unsubscribe: string; mail: ReceivedMail }> {
  const email = newAddress();
  expect((await subscribe(email)).statusCode).toBe(202);
  await deliverAll();
  const [mail] = mailsTo(email);
  if (!mail) throw new Error('no confirmation e-mail');
  const text = mail.parsed.text ?? '';
  return { email, confirm: linkIn(text, 'confirm'), unsubscribe: linkIn(text, 'unsubscribe'), mail };
}

describe('newsletter double opt-in', () => {
  it('answers the same 202 for a new, pending, active and unsubscribed address', async () => {
    const email = newAddress();
    const answers = [];
    answers.push(await subscribe(email)); // new
    answers.push(await subscribe(email)); // pending
    await deliverAll();
    const text = mailsTo(email)[0]?.parsed.text ?? '';
    await app.inject({ method: 'GET', url: local(linkIn(text, 'confirm')) });
    expect((await signupOf(email)).status).toBe('ACTIVE');
    answers.push(await subscribe(email)); // active
    await app.inject({ method: 'GET', url: local(linkIn(text, 'unsubscribe')) });
    expect((await signupOf(email)).status).toBe('UNSUBSCRIBED');
    answers.push(await subscribe(email)); // unsubscribed
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: 'accepted', detail: NEWSLETTER_ACCEPTED_DETAIL });
      expect(answer.body).toBe(answers[0]?.body);
      expect(answer.headers['content-type']).toBe(answers[0]?.headers['content-type']);
    }
    // The unsubscribed address asked again: pending again, its consent stored anew.
    const signup = await signupOf(email);
    expect(signup).toMatchObject({ status: 'PENDING', source: 'footer', locale: 'fr_FR', consent_version: expect.any(String), confirmed_at: null });
  });

  it('queues one confirmation e-mail per address per 10 minutes, none for an active address', async () => {
    const email = newAddress();
    await subscribe(email);
    await subscribe(email.toUpperCase());
    expect(await confirmationRows(email)).toHaveLength(1);
    expect((await confirmationRows(email))[0]?.order_id).toBeNull();
    // Ten minutes later: one more.
    await app.db.updateTable('newsletter_signup').set({ confirmation_queued_at: new Date(Date.now() - 11 * 60_000) }).where('email', '=', email).execute();
    await subscribe(email, { source: 'modal' });
    expect(await confirmationRows(email)).toHaveLength(2);
    expect((await signupOf(email)).source).toBe('modal');

    await deliverAll();
    expect(mailsTo(email)).toHaveLength(2);
    const text = mailsTo(email)[1]?.parsed.text ?? '';
    await app.inject({ method: 'GET', url: local(linkIn(text, 'confirm')) });
    await app.db.updateTable('newsletter_signup').set({ confirmation_queued_at: new Date(Date.now() - 11 * 60_000) }).where('email', '=', email).execute();
    expect((await subscribe(email)).statusCode).toBe(202);
    expect(await confirmationRows(email)).toHaveLength(2);
    expect((await signupOf(email)).status).toBe('ACTIVE');
  });

  it('sends the confirmation e-mail with the confirm link, the unsubscribe link and the List-Unsubscribe headers', async () => {
    const { email, mail, confirm, unsubscribe } = await pendingAddress();
    expect(mail.parsed.subject).toBe('Confirmez votre inscription à la newsletter Escapade');
    expect(mail.parsed.headers.get('content-language')).toBe('fr-FR');
    expect(mail.parsed.html).toContain(confirm.replaceAll('&', '&amp;'));
    expect(mail.parsed.html).toContain(unsubscribe);
    const headers = rawHeaders(mail);
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await signupOf(email)).status).toBe('PENDING');

    // The other languages: the market of the request.
    const dutch = newAddress();
    await subscribe(dutch, { country: 'BE', language: 'nl' });
    await deliverAll();
    expect(mailsTo(dutch)[0]?.parsed.subject).toBe('Bevestig je inschrijving voor de nieuwsbrief van Escapade');
    expect(linkIn(mailsTo(dutch)[0]?.parsed.text ?? '', 'unsubscribe')).toBeTruthy();
  });

  it('activates the subscription with the confirm link, once, and sets the cookie of the modal check', async () => {
    const { email, confirm } = await pendingAddress();
    const response = await app.inject({ method: 'GET', url: local(confirm) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SITE}/fr-fr/?newsletter=confirmed`);
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${NEWSLETTER_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax; Secure$`));
    const signup = await signupOf(email);
    expect(signup.status).toBe('ACTIVE');
    expect(signup.confirmed_at).toBeInstanceOf(Date);
    // Again: the same outcome, the first confirmation time kept.
    const again = await app.inject({ method: 'GET', url: local(confirm) });
    expect(again.headers.location).toBe(`${SITE}/fr-fr/?newsletter=confirmed`);
    expect((await signupOf(email)).confirmed_at?.getTime()).toBe(signup.confirmed_at?.getTime());
  });

  it('confirms nothing with an edited, foreign or expired link', async () => {
    const { email, confirm } = await pendingAddress();
    const token = new URL(confirm).searchParams.get('token') ?? '';
    const [payload, signature] = token.split('.');
    const edited = Buffer.from(Buffer.from(payload ?? '', 'base64url').toString().replace(/\|(\d+)$/, (_, epoch: string) => `|${Number(epoch) + 86_400}`)).toString('base64url');
    const { id, confirm_nonce: nonce } = await signupOf(email);
    const expired = signNewsletterToken(newsletterSecretOf(undefined), { kind: 'confirm', signupId: id, locale: 'fr_FR', nonce, expires: Math.floor(Date.now() / 1000) - 1 });
    const foreign = signNewsletterToken('another-secret-of-at-least-32-characters', { kind: 'confirm', signupId: id, locale: 'fr_FR', nonce, expires: Math.floor(Date.now() / 1000) + 3600 });
    const unsubscribeAsConfirm = signNewsletterToken(newsletterSecretOf(undefined), { kind: 'unsubscribe', signupId: id, locale: 'fr_FR' });
    for (const bad of [`${edited}.${signature}`, `${payload}.${signature?.slice(0, -2)}AA`, expired, foreign, unsubscribeAsConfirm, '', 'x.y.z']) {
      const response = await app.inject({ method: 'GET', url: `/api/marketing/newsletter/confirm?token=${encodeURIComponent(bad)}` });
      expect(response.statusCode, bad).toBe(303);
      expect(response.headers.location, bad).toBe(`${SITE}/fr-fr/?newsletter=link-expired`);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await signupOf(email)).status).toBe('PENDING');
    expect((await app.inject({ method: 'GET', url: '/api/marketing/newsletter/confirm' })).headers.location).toBe(`${SITE}/fr-fr/?newsletter=link-expired`);
  });

  it('unsubscribes with the link (GET) and with one click (POST), without signing in; an old confirm link then does nothing', async () => {
    const first = await pendingAddress();
    await app.inject({ method: 'GET', url: local(first.confirm) });
    const viaLink = await app.inject({ method: 'GET', url: local(first.unsubscribe) });
    expect(viaLink.statusCode).toBe(303);
    expect(viaLink.headers.location).toBe(`${SITE}/fr-fr/?newsletter=unsubscribed`);
    const signup = await signupOf(first.email);
    expect(signup.status).toBe('UNSUBSCRIBED');
    expect(signup.unsubscribed_at).toBeInstanceOf(Date);
    const reconfirm = await app.inject({ method: 'GET', url: local(first.confirm) });
    expect(reconfirm.headers.location).toBe(`${SITE}/fr-fr/?newsletter=link-expired`);
    expect((await signupOf(first.email)).status).toBe('UNSUBSCRIBED');

    const second = await pendingAddress();
    const oneClick = await app.inject({
      method: 'POST',
      url: local(second.unsubscribe),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
    expect((await signupOf(second.email)).status).toBe('UNSUBSCRIBED');
    const forged = await app.inject({
      method: 'POST',
      url: `${local(second.unsubscribe)}x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.json()).toEqual({ status: 'link-expired' });
  });

  it('the modal check cannot reveal whether an address is subscribed', async () => {
    const { email, confirm, unsubscribe } = await pendingAddress();
    const check = (query: string, cookie?: string) =>
      app.inject({ method: 'GET', url: `/api/marketing/newsletter?${query}`, ...(cookie ? { headers: { cookie } } : {}) });
    const before = await check(`email=${encodeURIComponent(email)}&country=FR&language=fr&source=modal`);
    const confirmed = await app.inject({ method: 'GET', url: local(confirm) });
    const cookie = String(confirmed.headers['set-cookie']).split(';')[0] ?? '';
    const afterForStranger = await check(`email=${encodeURIComponent(email)}&country=FR&language=fr&source=modal`);
    const unknown = await check(`email=${encodeURIComponent(newAddress())}`);
    for (const answer of [before, afterForStranger, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('{"show":true}');
    }
    // The browser that confirmed is not offered the modal again, whatever address it names.
    expect((await check('', cookie)).json()).toEqual({ show: false });
    expect((await check(`email=${encodeURIComponent(newAddress())}`, cookie)).json()).toEqual({ show: false });
    // A forged cookie, or one naming another signup, does not pass.
    const { id } = await signupOf(email);
    const forged = `${NEWSLETTER_COOKIE}=${signNewsletterToken('another-secret-of-at-least-32-characters', { kind: 'subscribed', signupId: id })}`;
    expect((await check('', forged)).json()).toEqual({ show: true });
    expect((await check('', `${cookie}x`)).json()).toEqual({ show: true });
    // Unsubscribed since: offered again.
    await app.inject({ method: 'GET', url: local(unsubscribe) });
    expect((await check('', cookie)).json()).toEqual({ show: true });
  });

  it('answers 400 naming the field', async () => {
    for (const email of ['', 'lea', 'lea@', `lea@${DOMAIN}@x`]) {
      const response = await subscribe(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ field: 'email', detail: `email: ${EMAIL_INCORRECT_MESSAGE}` });
    }
    expect((await subscribe(newAddress(), { country: 'DE' })).json()).toMatchObject({ field: 'country' });
    expect((await subscribe(newAddress(), { country: 'ES', language: 'fr' })).json()).toMatchObject({ field: 'language' });
    expect((await subscribe(newAddress(), { source: 'popup' })).json()).toMatchObject({ field: 'source' });
    expect((await subscribe(newAddress(), { extra: 1 })).statusCode).toBe(400);
  });
});
