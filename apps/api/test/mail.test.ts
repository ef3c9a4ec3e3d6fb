import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { EML_FILE_PATTERN } from '../src/mail/mailer';
import { deliverDueMail, OUTBOX_MAX_ATTEMPTS, type DeliveryReport, type OutboxDeps } from '../src/mail/outbox-worker';
import { readEml } from '../src/mail/read-eml';
import { pdfTextLines } from '../src/mail/test-support/pdf-text';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../src/mail/test-support/smtp-sink';
import { applyOrderEvent } from '../src/orders/order-events';
import { loadOrderView } from '../src/orders/order-view';
import { buildTestApp } from './helpers';
import { deleteMailTestOrders, insertMailTestOrder, outboxRowOf, STAY, type MailTestOrder, type MailTestOrderOptions } from './mail-fixtures';

const NBSP = '\u00a0';
const SITE = 'https://www.escapade.example';
const SECOND = 1_000;

let sink: SmtpSink;
let app: App;
let fileApp: App;
let dataDir: string;
const orders: MailTestOrder[] = [];
const logLines: Array<{ level: string; object: Record<string, unknown>; message: string }> = [];

const log = {
  info: (object: object, message: string) => void logLines.push({ level: 'info', object: object as Record<string, unknown>, message }),
  warn: (object: object, message: string) => void logLines.push({ level: 'warn', object: object as Record<string, unknown>, message }),
  error: (object: object, message: string) => void logLines.push({ level: 'error', object: object as Record<string, unknown>, message }),
};

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), 'escapade-mail-test-'));
  app = await buildTestApp({ config: { siteUrl: SITE, mail: { smtpUrl: sink.url, from: 'Escapade <reservations@escapade.example>' } } });
  fileApp = await buildTestApp({ config: { siteUrl: SITE, dataDir } });
});

afterAll(async () => {
  await deleteMailTestOrders(app.db, orders);
  await app.close();
  await fileApp.close();
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function order(options: MailTestOrderOptions): Promise<MailTestOrder> {
  const created = await insertMailTestOrder(app.db, options);
  orders.push(created);
  return created;
}

function smtpDeps(): OutboxDeps {
  return { mailer: app.mailer, loadOrderView, siteUrl: SITE, log };
}

/** Runs the worker until it finds nothing due (rows other test files left may come first). */
async function deliverAll(deps: OutboxDeps, now: Date): Promise<DeliveryReport> {
  const total: DeliveryReport = { sent: 0, retried: 0, dead: 0 };
  for (let round = 0; round < 50; round += 1) {
    const report = await deliverDueMail(app.db, deps, now);
    total.sent += report.sent;
    total.retried += report.retried;
    total.dead += report.dead;
    if (report.sent + report.retried + report.dead === 0) return total;
  }
  throw new Error('the outbox never ran dry');
}

/** The messages the SMTP server received for an order (the Message-ID names it). */
function received(target: MailTestOrder): ReceivedMail[] {
  return sink.messages.filter((message) => message.parsed.messageId?.includes(target.id));
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

describe('the confirmation e-mail over SMTP', () => {
  it('leaves once for a confirmed order, in French: text and HTML parts, the booking, the amount and the PDF', async () => {
    const lea = await order({ locale: 'fr_FR', firstName: 'Léa' });
    expect((await outboxRowOf(app.db, lea.id)).status).toBe('PENDING');

    await app.jobs.runNow();
    await app.jobs.runNow();

    const messages = received(lea);
    expect(messages).toHaveLength(1);
    const [{ parsed, recipients }] = messages as [ReceivedMail];
    const row = await outboxRowOf(app.db, lea.id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, locked_until: null, last_error: null });
    expect(row.message_id).toBe(`<outbox-${row.id}.${lea.id}@escapade>`);
    expect(parsed.messageId).toBe(row.message_id);
    expect(recipients).toEqual([lea.email]);
    expect(parsed.from?.value).toEqual([{ name: 'Escapade', address: 'reservations@escapade.example' }]);
    expect(parsed.subject).toBe(`Votre réservation n° ${lea.bookingNumber} est confirmée`);
    expect(parsed.headers.get('content-language')).toBe('fr-FR');
    for (const part of [parsed.text ?? '', String(parsed.html).replaceAll('&#39;', "'")]) {
      expect(part).toContain('Bonjour Léa,');
      expect(part).toContain('Merci pour votre réservation ! Votre séjour est confirmé.');
      expect(part).toContain(lea.bookingNumber);
      expect(part).toContain('Hôtel des Dunes');
      expect(part).toContain('samedi 14 juin 2031');
      expect(part).toContain(`319,90${NBSP}€`);
      expect(part).toContain("Modifiable gratuitement jusqu'au samedi 7 juin 2031");
      expect(part).toContain(`${SITE}/fr-fr/confirmation/${lea.id}`);
    }
    expect(parsed.text).toContain(`Taxe de séjour à régler sur place à l'hôtel${NBSP}: 4,40${NBSP}€`);

    expect(parsed.attachments).toHaveLength(1);
    const [pdf] = parsed.attachments;
    expect(pdf?.filename).toBe(`confirmation-${lea.bookingNumber}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfTextLines(pdf!.content);
    expect(lines).toContain(`Numéro de réservation${NBSP}: ${lea.bookingNumber}`);
    expect(lines).toContain(`Montant total${NBSP}: 319,90${NBSP}€`);
  });

  it('speaks Dutch to a Belgian Dutch-speaking traveller', async () => {
    const noor = await order({ locale: 'nl_BE', firstName: 'Noor' });
    await deliverAll(smtpDeps(), new Date());
    const [message] = received(noor);
    expect(received(noor)).toHaveLength(1);
    expect(message?.parsed.subject).toBe(`Je reservering nr. ${noor.bookingNumber} is bevestigd`);
    expect(message?.parsed.text).toContain('Hallo Noor,');
    expect(message?.parsed.text).toContain('Bedankt voor je reservering! Je verblijf is bevestigd.');
    expect(message?.parsed.text).toContain(`Totaalbedrag: €${NBSP}319,90`);
    expect(message?.parsed.text).toContain('Gratis te wijzigen tot zaterdag 7 juni 2031');
    expect(message?.parsed.html).toContain('<html lang="nl-BE">');
    expect(message?.parsed.attachments[0]?.filename).toBe(`confirmation-${noor.bookingNumber}.pdf`);
  });

  it('keeps the message while the SMTP server is down, waits 30 s, and sends it once when the server is back', async () => {
    const sam = await order({ locale: 'fr_FR', firstName: 'Sam' });
    const now = new Date();
    await sink.stop();
    try {
      const report = await deliverAll(smtpDeps(), now);
      expect(report.retried).toBeGreaterThanOrEqual(1);
      const row = await outboxRowOf(app.db, sam.id);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, locked_until: null, sent_at: null });
      expect(row.next_attempt_at.getTime()).toBe(now.getTime() + 30 * SECOND);
      expect(row.last_error).toMatch(/\S/);
      expect(logLines).toContainEqual(expect.objectContaining({ level: 'warn', message: 'e-mail not sent: will retry', object: expect.objectContaining({ orderId: sam.id, attempts: 1 }) }));
    } finally {
      await sink.start();
    }
    // Not due before its time, even with the server back.
    await deliverAll(smtpDeps(), later(now, 29 * SECOND));
    expect(received(sam)).toHaveLength(0);

    await deliverAll(smtpDeps(), later(now, 30 * SECOND));
    expect(received(sam)).toHaveLength(1);
    expect(await outboxRowOf(app.db, sam.id)).toMatchObject({ status: 'SENT', attempts: 2 });
    await deliverAll(smtpDeps(), later(now, 3_600 * SECOND));
    expect(received(sam)).toHaveLength(1);
  });

  it('sends once when two workers run at the same moment', async () => {
    const duo = await order({ locale: 'it_IT', firstName: 'Giulia' });
    const now = new Date();
    await Promise.all([deliverAll(smtpDeps(), now), deliverAll(smtpDeps(), now), app.jobs.runNow()]);
    expect(received(duo)).toHaveLength(1);
    expect(received(duo)[0]?.parsed.subject).toBe(`La tua prenotazione n. ${duo.bookingNumber} è confermata`);
  });

  it('leaves a row claimed by a worker that died alone until its lease ends, then sends it once', async () => {
    const ana = await order({ locale: 'es_ES', firstName: 'Ana' });
    const now = new Date();
    // What a worker's claim leaves when its process dies before sending.
    await app.db.updateTable('outbox_message').set({ locked_until: later(now, 60 * SECOND) }).where('order_id', '=', ana.id).execute();
    await deliverAll(smtpDeps(), later(now, 59 * SECOND));
    expect(received(ana)).toHaveLength(0);
    await deliverAll(smtpDeps(), later(now, 61 * SECOND));
    expect(received(ana)).toHaveLength(1);
    expect(received(ana)[0]?.parsed.subject).toBe(`Tu reserva n.º ${ana.bookingNumber} está confirmada`);
  });

  it('retries after 30 s, 1, 2, 4, 8, 16 and 32 min, and gives up after 8 attempts', async () => {
    const eva = await order({ locale: 'fr_BE', firstName: 'Eva' });
    let now = new Date();
    const waits: number[] = [];
    await sink.stop();
    try {
      for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
        await deliverAll(smtpDeps(), now);
        const row = await outboxRowOf(app.db, eva.id);
        expect(row.attempts).toBe(attempt);
        if (row.status === 'DEAD') break;
        waits.push((row.next_attempt_at.getTime() - now.getTime()) / SECOND);
        now = row.next_attempt_at;
      }
    } finally {
      await sink.start();
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(await outboxRowOf(app.db, eva.id)).toMatchObject({ status: 'DEAD', attempts: 8 });
    expect(logLines).toContainEqual(expect.objectContaining({ level: 'error', message: 'e-mail given up', object: expect.objectContaining({ orderId: eva.id, attempts: 8 }) }));
    await deliverAll(smtpDeps(), later(now, 24 * 3_600 * SECOND));
    expect(received(eva)).toHaveLength(0);
  });

  it('does not confirm a booking that was cancelled before its e-mail left', async () => {
    const tom = await order({ locale: 'fr_FR', firstName: 'Tom' });
    expect((await applyOrderEvent(app.db, tom.id, 'cancelled', 'mail test: cancelled at once')).status).toBe('CANCELLED');
    await deliverAll(smtpDeps(), new Date());
    expect(received(tom)).toHaveLength(0);
    expect(await outboxRowOf(app.db, tom.id)).toMatchObject({ status: 'DEAD', last_error: 'not sent: the order is CANCELLED' });
  });

  it('has no preview page when mail goes out over SMTP', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/mail-preview' })).statusCode).toBe(404);
  });
});

describe('the .eml files and their preview, without SMTP', () => {
  let mail: MailTestOrder;
  let file: string;
  let bytes: Buffer;

  beforeAll(async () => {
    mail = await order({ locale: 'fr_FR', firstName: 'Inès' });
    const { id: outboxId } = await outboxRowOf(app.db, mail.id);
    await fileApp.jobs.runNow();
    const written = readdirSync(path.join(dataDir, 'mail')).filter((name) => name.endsWith(`-${outboxId}-order_confirmation.eml`));
    expect(written).toHaveLength(1);
    file = written[0]!;
    bytes = readFileSync(path.join(dataDir, 'mail', file));
  });

  it('writes each message as an RFC 822 file named by its time, outbox row and kind', async () => {
    expect(file).toMatch(EML_FILE_PATTERN);
    expect(file).toMatch(/^\d{8}-\d{6}-\d+-order_confirmation\.eml$/);
    expect(readdirSync(path.join(dataDir, 'mail')).filter((name) => !EML_FILE_PATTERN.test(name))).toEqual([]);
    const parsed = await simpleParser(bytes);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : undefined).toBe(mail.email);
    expect(parsed.subject).toBe(`Votre réservation n° ${mail.bookingNumber} est confirmée`);
    expect(parsed.text).toContain('Bonjour Inès,');
    expect(parsed.attachments[0]?.filename).toBe(`confirmation-${mail.bookingNumber}.pdf`);
    expect(await outboxRowOf(app.db, mail.id)).toMatchObject({ status: 'SENT', message_id: parsed.messageId });
    // The preview reads the file as a mail client does.
    const read = readEml(bytes);
    expect(read).toMatchObject({ subject: parsed.subject, to: mail.email, messageId: parsed.messageId, html: parsed.html, attachments: [`confirmation-${mail.bookingNumber}.pdf`] });
    expect(read.text?.trim()).toBe(parsed.text?.trim());
  });

  it('lists the messages, newest first, with their recipient, subject and link', async () => {
    const response = await fileApp.inject({ method: 'GET', url: '/api/mail-preview' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain(`<a href="/api/mail-preview/${file}">Votre réservation n° ${mail.bookingNumber} est confirmée</a>`);
    expect(response.body).toContain(mail.email);
  });

  it("shows a message with its headers, its HTML part in a sandbox where no script runs, and the .eml to download", async () => {
    const shown = await fileApp.inject({ method: 'GET', url: `/api/mail-preview/${file}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`src="/api/mail-preview/${file}/html" sandbox="allow-popups allow-popups-to-escape-sandbox"`);
    expect(shown.body).toContain(`href="/api/mail-preview/${file}/raw" download="${file}"`);
    expect(shown.body).toContain(`confirmation-${mail.bookingNumber}.pdf`);

    const html = await fileApp.inject({ method: 'GET', url: `/api/mail-preview/${file}/html` });
    expect(html.statusCode).toBe(200);
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-popups allow-popups-to-escape-sandbox;/);
    expect(csp).not.toContain('allow-scripts');
    expect(csp).toContain("default-src 'none'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.body).toContain('Bonjour Inès,');
    expect(html.body).toContain(mail.bookingNumber);
    expect(html.body).toContain(STAY.hotelLabel);
    expect(html.body).toContain(`319,90${NBSP}€`);

    const raw = await fileApp.inject({ method: 'GET', url: `/api/mail-preview/${file}/raw` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves only the files it wrote: no path out of the mail folder', async () => {
    for (const url of ['/api/mail-preview/..%2F..%2F..%2Fetc%2Fpasswd', '/api/mail-preview/..%2Fsecret.eml', `/api/mail-preview/..%2Fmail%2F${file}`, `/api/mail-preview/${file}.partial`, '/api/mail-preview/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const response = await fileApp.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    // A dot-dot segment of the path itself is resolved before routing: it names no message.
    const parent = await fileApp.inject({ method: 'GET', url: '/api/mail-preview/%2e%2e' });
    expect(parent.statusCode).toBe(404);
    const missing = await fileApp.inject({ method: 'GET', url: '/api/mail-preview/20310101-000000-1-order_confirmation.eml' });
    expect(missing.statusCode).toBe(404);
  });
});
