/**
 * The contact form through the API: the spec's field rules as 400s naming the field, the case
 * stored NEW with its reason's request type and the order it names, the acknowledgement e-mail
 * (composed by the real outbox worker, read from an SMTP server in the test process), and the human
 * check: challenges solved here as the widget solves them, refused when missing, forged, expired or
 * used twice; the rate limit per client.
 */
import type { ContactCaseRequest, HumanCheckChallenge } from '@escapade/contracts/contact';
import {
  HUMAN_CHECK_INVALID_MESSAGE,
  HUMAN_CHECK_MISSING_MESSAGE,
  HUMAN_CHECK_USED_MESSAGE,
} from '@escapade/contracts/contact';
import {
  BOOKING_NUMBER_MESSAGE,
  CONTACT_SUCCESS_REF,
  EMAIL_INCORRECT_MESSAGE,
  MANDATORY_FIELD_MESSAGE,
  ONLY_TEXT_MESSAGE,
  PHONE_INCORRECT_MESSAGE,
} from '@escapade/domain/validators';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { CONTACT_ACKNOWLEDGEMENT_MAIL } from '../src/contact/create-contact-case';
import { createHumanCheck, HUMAN_CHECK_ALGORITHM, HUMAN_CHECK_TTL_MS } from '../src/contact/human-check';
import { deliverDueMail } from '../src/mail/outbox-worker';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { loadOrderView } from '../src/orders/order-view';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../src/plugins/rate-limit';
import { CONTACT_CASES_PER_WINDOW } from '@escapade/contracts/contact';
import { buildTestApp } from './helpers';
import { deleteMailTestOrders, insertMailTestOrder, type MailTestOrder } from './mail-fixtures';

const SITE = 'https://www.escapade.example';
const DOMAIN = 'contact-test.example.com';
const HMAC_KEY = 'contact-test-human-check-key-0123456789';
const PROXY_SECRET = 'contact-test-proxy-secret-0123456789';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let sink: SmtpSink;
let app: App;
const orders: MailTestOrder[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({
    config: { siteUrl: SITE, humanCheckHmacKey: HMAC_KEY, proxySecret: PROXY_SECRET, mail: { smtpUrl: sink.url, from: 'Escapade <care@escapade.example>' } },
  });
});

afterAll(async () => {
  const cases = await app.db.selectFrom('contact_case').select('id').where('email', 'like', `%@${DOMAIN}`).execute();
  if (cases.length > 0) {
    const ids = cases.map((row) => row.id);
    await app.db.deleteFrom('outbox_message').where('kind', '=', CONTACT_ACKNOWLEDGEMENT_MAIL).where('ref', 'in', ids.map(String)).execute();
    await app.db.deleteFrom('contact_case').where('id', 'in', ids).execute();
  }
  await deleteMailTestOrders(app.db, orders);
  await app.close();
  await sink.stop();
});

let clients = 0;
/** A visitor of its own (the web server names it), so that each test has the whole rate limit. */
function newClient(): Record<string, string> {
  clients += 1;
  return { [CLIENT_ADDRESS_HEADER]: `198.51.100.${clients}`, [PROXY_SECRET_HEADER]: PROXY_SECRET };
}

const newAddress = () => `lea.${randomUUID().slice(0, 8)}@${DOMAIN}`;

function form(patch: Partial<ContactCaseRequest> = {}): ContactCaseRequest {
  return {
    reason: 'modification',
    bookingNumber: '12345678',
    email: newAddress(),
    name: "Léa D'Artois-Müller",
    phone: '+33 (0)6 12-34-56-78',
    description: 'Pouvons-nous arriver un jour plus tard ? Merci.',
    locale: 'fr_FR',
    ...patch,
  };
}

async function fetchChallenge(client: Record<string, string>): Promise<HumanCheckChallenge> {
  const response = await app.inject({ method: 'GET', url: '/api/contact/challenge', headers: client });
  expect(response.statusCode).toBe(200);
  return response.json<HumanCheckChallenge>();
}

/** What the widget puts in its hidden field once it solved the challenge. */
async function solvedPayload(challenge: HumanCheckChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

function send(body: unknown, client: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/contact/cases', payload: body as Record<string, unknown>, headers: client });
}

async function casesOf(email: string) {
  return app.db.selectFrom('contact_case').selectAll().where('email', '=', email).orderBy('id').execute();
}

/** Runs the worker until nothing is due (rows of other test files may come first). */
async function deliverAll(): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    const report = await deliverDueMail(app.db, { mailer: app.mailer, loadOrderView, siteUrl: SITE, log: silent }, new Date());
    if (report.sent + report.retried + report.dead === 0) return;
  }
  throw new Error('the outbox never ran dry');
}

const mailsTo = (email: string): ReceivedMail[] => sink.messages.filter((message) => message.recipients.includes(email));

interface Problem {
  status: number;
  field?: string;
  errors?: Array<{ field: string; message: string }>;
}

describe('GET /api/contact/challenge', () => {
  it('answers a signed PBKDF2 challenge that expires in 10 minutes, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/contact/challenge', headers: newClient() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<HumanCheckChallenge>();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: HUMAN_CHECK_ALGORITHM, cost: 1000, keySignature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + HUMAN_CHECK_TTL_MS - 60_000);
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + HUMAN_CHECK_TTL_MS);
    // Each one is new.
    const other = await fetchChallenge(newClient());
    expect(other.signature).not.toBe(challenge.signature);
  });
});

describe('POST /api/contact/cases', () => {
  it('refuses a wrong booking number naming the field; with the right one the case is stored NEW and acknowledged by e-mail', async () => {
    const client = newClient();
    const altcha = await solvedPayload(await fetchChallenge(client));
    const body = form({ bookingNumber: '1234567', altcha });

    const wrong = await send(body, client);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrong.json<Problem>()).toMatchObject({ status: 400, field: 'bookingNumber', errors: [{ field: 'bookingNumber', message: BOOKING_NUMBER_MESSAGE }] });
    expect(await casesOf(body.email)).toHaveLength(0);

    // A refused form did not use the challenge up: the same payload goes with the corrected form.
    const right = await send({ ...body, bookingNumber: ' 87654321 ' }, client);
    expect(right.statusCode).toBe(201);
    expect(right.json()).toEqual({ status: 'received', ref: CONTACT_SUCCESS_REF });

    const [stored, ...more] = await casesOf(body.email);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({
      state: 'NEW',
      locale: 'fr_FR',
      contact_reason: 'modification',
      request_type: 'Modification',
      request_subtype: null,
      booking_id: '87654321',
      order_id: null,
      name: "Léa D'Artois-Müller",
      phone: '+33 (0)6 12-34-56-78',
      description: 'Pouvons-nous arriver un jour plus tard ? Merci.',
      answered_at: null,
      closed_at: null,
    });
    const transitions = await app.db.selectFrom('contact_case_transition').selectAll().where('case_id', '=', stored!.id).execute();
    expect(transitions).toMatchObject([{ from_state: null, to_state: 'NEW', event: 'receive', cause: 'contact form' }]);
    const outbox = await app.db.selectFrom('outbox_message').selectAll().where('kind', '=', CONTACT_ACKNOWLEDGEMENT_MAIL).where('ref', '=', String(stored!.id)).execute();
    expect(outbox).toMatchObject([{ status: 'PENDING', order_id: null }]);

    await deliverAll();
    const [mail, ...others] = mailsTo(body.email);
    expect(others).toHaveLength(0);
    expect(mail?.parsed.subject).toBe('Nous avons bien reçu votre message');
    expect(mail?.parsed.headers.get('content-language')).toBe('fr-FR');
    const text = mail?.parsed.text ?? '';
    expect(text).toContain("Bonjour Léa D'Artois-Müller,");
    expect(text).toContain('Notre service client vous contactera sous 48 h.');
    expect(text).toContain('Motif: Modifier ma réservation');
    expect(text).toContain('Numéro de réservation: 87654321');
    expect(text).toContain(`${SITE}/fr-fr/infos/faq`);
    // The visitor's own words never go out to an address anyone could have typed.
    expect(text).not.toContain('arriver un jour plus tard');
    expect(mail?.parsed.html).not.toContain('arriver un jour plus tard');
    expect((await app.db.selectFrom('outbox_message').select('status').where('id', '=', outbox[0]!.id).executeTakeFirstOrThrow()).status).toBe('SENT');
  });

  it("names each wrong field with the spec's message", async () => {
    const client = newClient();
    const response = await send({ reason: 'complaint', bookingNumber: 'ABC', email: 'lea@', name: 'R2-D2', phone: 'call me', locale: 'fr_FR' }, client);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<Problem>();
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: EMAIL_INCORRECT_MESSAGE },
        { field: 'name', message: ONLY_TEXT_MESSAGE },
        { field: 'phone', message: PHONE_INCORRECT_MESSAGE },
        { field: 'bookingNumber', message: BOOKING_NUMBER_MESSAGE },
      ]),
    );
    const empty = await send({ locale: 'fr_FR' }, client);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Problem>().errors).toEqual(
      expect.arrayContaining(['reason', 'email', 'name', 'phone'].map((field) => ({ field, message: MANDATORY_FIELD_MESSAGE }))),
    );
  });

  it('takes a hotel activity question (avv_info) without a booking number, and asks one of any other reason', async () => {
    const client = newClient();
    const question = form({ reason: 'avv_info', bookingNumber: '', altcha: await solvedPayload(await fetchChallenge(client)) });
    const withoutNumber = await send({ ...question, reason: 'booking_info' }, client);
    expect(withoutNumber.statusCode).toBe(400);
    expect(withoutNumber.json<Problem>().errors).toEqual([{ field: 'bookingNumber', message: MANDATORY_FIELD_MESSAGE }]);

    const { bookingNumber: _omitted, ...withoutTheField } = question;
    expect((await send(withoutTheField, client)).statusCode).toBe(201);
    const [stored] = await casesOf(question.email);
    expect(stored).toMatchObject({ contact_reason: 'avv_info', request_type: 'Hotel Activity information request', booking_id: null, order_id: null });
  });

  it('maps emailconf to Information/request with the subtype Confirmation email', async () => {
    const client = newClient();
    const body = form({ reason: 'emailconf', description: '', locale: 'nl_BE', altcha: await solvedPayload(await fetchChallenge(client)) });
    expect((await send(body, client)).statusCode).toBe(201);
    const [stored] = await casesOf(body.email);
    expect(stored).toMatchObject({ request_type: 'Information/request', request_subtype: 'Confirmation email', description: null, locale: 'nl_BE' });
    await deliverAll();
    const mail = mailsTo(body.email)[0];
    expect(mail?.parsed.subject).toBe('We hebben je bericht ontvangen');
    expect(mail?.parsed.text).toContain('Onderwerp: Ik heb mijn bevestigingsmail niet ontvangen');
    expect(mail?.parsed.text).toContain(`${SITE}/nl-be/informatie/faq`);
  });

  it('links the case to the order its booking number and e-mail address name, and answers the same either way', async () => {
    const order = await insertMailTestOrder(app.db, { locale: 'fr_FR', firstName: 'Camille', isConfirmed: false });
    orders.push(order);
    const client = newClient();
    const matching = form({ bookingNumber: order.bookingNumber, email: order.email.toUpperCase(), altcha: await solvedPayload(await fetchChallenge(client)) });
    const otherAddress = form({ bookingNumber: order.bookingNumber, altcha: await solvedPayload(await fetchChallenge(client)) });
    const noOrder = form({ bookingNumber: '00000001', altcha: await solvedPayload(await fetchChallenge(client)) });

    const answers = [await send(matching, client), await send(otherAddress, client), await send(noOrder, client)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.body).toBe(answers[0]?.body);
    }
    // The case keeps the address as typed.
    expect((await casesOf(matching.email))[0]?.order_id).toBe(order.id);
    expect((await casesOf(otherAddress.email))[0]?.order_id).toBeNull();
    expect((await casesOf(noOrder.email))[0]?.order_id).toBeNull();
  });
});

describe('the human check of POST /api/contact/cases', () => {
  it('refuses a form without a solved challenge, and stores nothing', async () => {
    const client = newClient();
    const body = form();
    for (const altcha of [undefined, '', '   ']) {
      const response = await send({ ...body, ...(altcha === undefined ? {} : { altcha }) }, client);
      expect(response.statusCode).toBe(400);
      expect(response.json<Problem>()).toMatchObject({ field: 'altcha', errors: [{ field: 'altcha', message: HUMAN_CHECK_MISSING_MESSAGE }] });
    }
    expect(await casesOf(body.email)).toHaveLength(0);
  });

  it('refuses a solved challenge sent a second time', async () => {
    const client = newClient();
    const altcha = await solvedPayload(await fetchChallenge(client));
    const first = form({ altcha });
    expect((await send(first, client)).statusCode).toBe(201);
    const replay = form({ altcha });
    const refused = await send(replay, client);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Problem>()).toMatchObject({ field: 'altcha', errors: [{ field: 'altcha', message: HUMAN_CHECK_USED_MESSAGE }] });
    expect(await casesOf(replay.email)).toHaveLength(0);
    expect(await casesOf(first.email)).toHaveLength(1);
  });

  it('lets one of two simultaneous sends of the same solution through', async () => {
    const client = newClient();
    const altcha = await solvedPayload(await fetchChallenge(client));
    const bodies = [form({ altcha }), form({ altcha })];
    const answers = await Promise.all(bodies.map((body) => send(body, client)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const stored = await Promise.all(bodies.map((body) => casesOf(body.email)));
    expect(stored.flat()).toHaveLength(1);
  });

  it('refuses an expired challenge, one signed with another key, an edited one, a wrong solution and the widget\'s test mode', async () => {
    const client = newClient();
    const ours = createHumanCheck(HMAC_KEY);
    const expired = await ours.createChallenge(new Date(Date.now() - HUMAN_CHECK_TTL_MS - 1000));
    const foreign = await createHumanCheck('another-human-check-key-of-32-characters').createChallenge(new Date());
    const genuine = await fetchChallenge(client);
    const solvedGenuine = JSON.parse(Buffer.from(await solvedPayload(genuine), 'base64').toString()) as { challenge: HumanCheckChallenge; solution: { counter: number; derivedKey: string } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const edited = encode({ ...solvedGenuine, challenge: { ...solvedGenuine.challenge, parameters: { ...solvedGenuine.challenge.parameters, cost: 1 } } });
    const wrongSolution = encode({ ...solvedGenuine, solution: { ...solvedGenuine.solution, counter: solvedGenuine.solution.counter + 1, derivedKey: '00'.repeat(32) } });
    const testMode = encode({ challenge: null, solution: null, test: true });

    const payloads = [await solvedPayload(expired), await solvedPayload(foreign), edited, wrongSolution, testMode, 'not base64 json'];
    for (const altcha of payloads) {
      const body = form({ altcha });
      // More refusals than one client may send in the window.
      const response = await send(body, newClient());
      expect(response.statusCode, altcha.slice(0, 40)).toBe(400);
      expect(response.json<Problem>()).toMatchObject({ field: 'altcha', errors: [{ field: 'altcha', message: HUMAN_CHECK_INVALID_MESSAGE }] });
      expect(await casesOf(body.email)).toHaveLength(0);
    }
  });
});

describe('the rate limit of POST /api/contact/cases', () => {
  it(`answers 429 past ${CONTACT_CASES_PER_WINDOW} requests of one client, and lets another client write`, async () => {
    const client = newClient();
    for (let i = 0; i < CONTACT_CASES_PER_WINDOW; i += 1) expect((await send(form(), client)).statusCode).toBe(400);
    const limited = await send(form(), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.headers['retry-after']).toBeDefined();

    const other = newClient();
    const body = form({ altcha: await solvedPayload(await fetchChallenge(other)) });
    expect((await send(body, other)).statusCode).toBe(201);
  });
});
