import { spawn } from 'node:child_process';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestMailbox, type MailboxEntry, type TestMailbox } from './test-mailbox';

/**
 * The e2e suite's mailbox, over the network: messages sent with nodemailer (as the API sends them)
 * are listed on its HTTP port and read back byte for byte; it keeps the newest only.
 */
const opened: TestMailbox[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((mailbox) => mailbox.close()));
});

async function open(options: Parameters<typeof startTestMailbox>[0] = {}): Promise<TestMailbox> {
  const mailbox = await startTestMailbox(options);
  opened.push(mailbox);
  return mailbox;
}

async function send(mailbox: TestMailbox, message: SendMailOptions): Promise<void> {
  const transport = nodemailer.createTransport({ url: mailbox.smtpUrl });
  try {
    await transport.sendMail({ from: 'Escapade <reservations@escapade.example>', ...message });
  } finally {
    transport.close();
  }
}

async function list(mailbox: TestMailbox, query = ''): Promise<MailboxEntry[]> {
  const response = await fetch(`${mailbox.httpUrl}/messages${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { messages: MailboxEntry[] }).messages;
}

describe('test mailbox', () => {
  it('lists what it received over SMTP (recipients, subject, date) and serves the raw message, which parses back to what was sent', async () => {
    const mailbox = await open();
    expect(mailbox.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(await list(mailbox)).toEqual([]);
    const pdf = Buffer.from('%PDF-1.4 a voucher');
    await send(mailbox, {
      to: 'Léa Dupont <Lea.Dupont@example.com>',
      subject: 'Votre réservation n° 12345678 est confirmée',
      text: 'Bonjour Léa, à très vite !',
      html: '<p>Bonjour Léa, <b>à très vite</b> !</p>',
      date: new Date('2025-06-01T08:30:00Z'),
      attachments: [{ filename: 'confirmation-12345678.pdf', content: pdf, contentType: 'application/pdf' }],
    });

    const [entry, ...others] = await list(mailbox);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      id: 1,
      from: 'reservations@escapade.example',
      to: ['lea.dupont@example.com'],
      subject: 'Votre réservation n° 12345678 est confirmée',
      date: '2025-06-01T08:30:00.000Z',
    });
    expect(Date.parse(entry!.receivedAt)).toBeGreaterThan(Date.parse('2025-06-02'));

    const raw = await fetch(`${mailbox.httpUrl}/messages/${entry!.id}/raw`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    const body = Buffer.from(await raw.arrayBuffer());
    expect(body.length).toBe(entry!.size);
    const parsed = await simpleParser(body);
    expect(parsed.subject).toBe('Votre réservation n° 12345678 est confirmée');
    expect(parsed.text?.trim()).toBe('Bonjour Léa, à très vite !');
    expect(parsed.html).toContain('<b>à très vite</b>');
    expect(parsed.attachments.map((attachment) => [attachment.filename, attachment.contentType, attachment.content.toString()])).toEqual([
      ['confirmation-12345678.pdf', 'application/pdf', '%PDF-1.4 a voucher'],
    ]);
  });

  it('filters the list by recipient (any letter case), oldest first', async () => {
    const mailbox = await open();
    await send(mailbox, { to: 'camille@example.com', subject: 'first', text: '1' });
    await send(mailbox, { to: 'lea@example.com', subject: 'other', text: '2' });
    await send(mailbox, { to: 'camille@example.com', subject: 'second', text: '3' });
    expect((await list(mailbox, '?to=Camille@Example.com')).map((entry) => entry.subject)).toEqual(['first', 'second']);
    expect((await list(mailbox, '?to=nobody@example.com'))).toEqual([]);
    expect((await list(mailbox)).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('keeps the newest messages only: past its capacity the oldest is dropped, and its raw link answers 404', async () => {
    const mailbox = await open({ capacity: 2 });
    for (const subject of ['one', 'two', 'three']) await send(mailbox, { to: 'camille@example.com', subject, text: subject });
    expect((await list(mailbox)).map((entry) => [entry.id, entry.subject])).toEqual([[2, 'two'], [3, 'three']]);
    expect(mailbox.entries()).toHaveLength(2);
    const dropped = await fetch(`${mailbox.httpUrl}/messages/1/raw`);
    expect(dropped.status).toBe(404);
    expect(((await dropped.json()) as { error: string }).error).toMatch(/no such message/);
  });

  it('keeps at most maxBytes of messages and refuses a larger message at the SMTP level', async () => {
    const mailbox = await open({ maxBytes: 8 * 1024 });
    await send(mailbox, { to: 'camille@example.com', subject: 'a', text: 'x'.repeat(3000) });
    await send(mailbox, { to: 'camille@example.com', subject: 'b', text: 'y'.repeat(3000) });
    await send(mailbox, { to: 'camille@example.com', subject: 'c', text: 'z'.repeat(3000) });
    const kept = await list(mailbox);
    expect(kept.map((entry) => entry.subject)).toEqual(['b', 'c']);
    expect(kept.reduce((total, entry) => total + entry.size, 0)).toBeLessThanOrEqual(8 * 1024);

    await expect(send(mailbox, { to: 'camille@example.com', subject: 'too large', text: 'w'.repeat(20_000) })).rejects.toMatchObject({ responseCode: 552 });
    expect((await list(mailbox)).map((entry) => entry.subject)).toEqual(['b', 'c']);
  });

  it('is read-only over HTTP and answers 404 elsewhere', async () => {
    const mailbox = await open();
    expect((await fetch(`${mailbox.httpUrl}/messages`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${mailbox.httpUrl}/`)).status).toBe(404);
    expect((await fetch(`${mailbox.httpUrl}/messages/abc/raw`)).status).toBe(404);
  });

  it('runs from its CLI entry on the ports given, and stops on SIGTERM', async () => {
    const script = path.join(import.meta.dirname, 'test-mailbox.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--smtp-port', '0', '--http-port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output);
        });
        child.on('exit', () => reject(new Error(`the mailbox exited: ${output}`)));
      });
      const [, smtpUrl, httpUrl] = /SMTP (smtp:\/\/127\.0\.0\.1:\d+), messages at (http:\/\/127\.0\.0\.1:\d+)\/messages/.exec(line) ?? [];
      expect(smtpUrl).toBeDefined();
      const transport = nodemailer.createTransport({ url: smtpUrl });
      await transport.sendMail({ from: 'reservations@escapade.example', to: 'camille@example.com', subject: 'from the CLI', text: 'ok' });
      transport.close();
      const response = await fetch(`${httpUrl}/messages?to=camille@example.com`);
      expect(((await response.json()) as { messages: MailboxEntry[] }).messages.map((entry) => entry.subject)).toEqual(['from the CLI']);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
