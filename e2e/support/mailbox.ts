/**
 * The suite's one reader of e-mails: what the API sent over SMTP to the test mailbox
 * (scripts/lib/test-mailbox.ts, started before the site by playwright.config.ts), read from the
 * mailbox's HTTP port and parsed with mailparser, as a mail client would. Tests get it as the
 * `mailbox` fixture (support/fixtures.ts).
 */
import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { MailboxEntry } from '../../scripts/lib/test-mailbox';

/** The worker option the config sets: where the mailbox's HTTP port answers. */
export interface MailboxWorkerOptions {
  mailboxUrl: string | undefined;
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  /** The mailbox's id: a later message has a higher one. */
  id: number;
  /** Whom it was delivered to (the SMTP envelope), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
  /** A header field as one line (`List-Unsubscribe`), undefined when the message has none. */
  header(name: string): string | undefined;
}

export interface MailQuery {
  /** The recipient (any letter case). */
  to: string;
  /** The subject: exactly this text, or matching this pattern (mailSubject builds one from a catalog template). */
  subject: string | RegExp;
  /** Text the message's plain-text part must contain (tells apart two messages with one subject). */
  text?: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The subject of a mail catalog's template (`Votre réservation n° {bookingNumber} est confirmée`):
 * the placeholders given are those values, the others any text.
 */
export function mailSubject(template: string, values: Readonly<Record<string, string>> = {}): RegExp {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return escapeRegExp(part);
    const value = values[name];
    return value === undefined ? '.+' : escapeRegExp(value);
  });
  return new RegExp(`^${parts.join('')}$`);
}

export class Mailbox {
  constructor(private readonly url: string | undefined) {}

  private address(path: string): string {
    if (!this.url) {
      throw new Error('No test mailbox: the suite starts one with the site; against E2E_BASE_URL, set E2E_MAILBOX_URL to the mailbox that server sends to.');
    }
    return `${this.url.replace(/\/+$/, '')}${path}`;
  }

  /** The messages delivered to `to`, oldest first. */
  async entries(to: string): Promise<MailboxEntry[]> {
    const response = await fetch(this.address(`/messages?to=${encodeURIComponent(to)}`), { signal: AbortSignal.timeout(10_000) });
    expect(response.status, 'the mailbox lists its messages').toBe(200);
    return ((await response.json()) as { messages: MailboxEntry[] }).messages;
  }

  /** One message as it arrived, parsed. */
  async read(entry: MailboxEntry): Promise<ReceivedMail> {
    const response = await fetch(this.address(`/messages/${entry.id}/raw`), { signal: AbortSignal.timeout(10_000) });
    expect(response.status, `message ${entry.id} in the mailbox`).toBe(200);
    const parsed = await simpleParser(Buffer.from(await response.arrayBuffer()));
    return {
      id: entry.id,
      to: entry.to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      attachments: parsed.attachments.map((attachment) => ({ filename: attachment.filename ?? '', contentType: attachment.contentType, content: attachment.content })),
      header: (name) => {
        const key = name.toLowerCase();
        const value = parsed.headers.get(key);
        if (typeof value === 'string') return value;
        // Fields mailparser structures (List-*, addresses): as written, unfolded.
        const line = parsed.headerLines.find((header) => header.key === key)?.line;
        return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
      },
    };
  }

  /** The messages to `query.to` that match the query, oldest first (none yet: empty). */
  async matching(query: MailQuery): Promise<ReceivedMail[]> {
    const isSubject = (subject: string) => (typeof query.subject === 'string' ? subject === query.subject : query.subject.test(subject));
    const mails = await Promise.all((await this.entries(query.to)).filter((entry) => isSubject(entry.subject)).map((entry) => this.read(entry)));
    return mails.filter((mail) => query.text === undefined || mail.text.includes(query.text));
  }

  /**
   * Waits for a message that matches (the API's outbox sends within seconds) and returns the newest
   * one: a test that is retried reads the e-mail of its own attempt.
   */
  async receive(query: MailQuery, { timeout = 30_000 }: { timeout?: number } = {}): Promise<ReceivedMail> {
    let found: ReceivedMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.matching(query)).at(-1);
          return found !== undefined;
        },
        { timeout, message: `an e-mail to ${query.to} with the subject ${String(query.subject)}${query.text ? ` saying '${query.text}'` : ''} in the test mailbox` },
      )
      .toBe(true);
    return found!;
  }
}

/**
 * Shows the e-mail's HTML part in the page, as the reader's mail client would, so that a test
 * follows its links by clicking them (the links are absolute: they lead to the site).
 */
export async function showMail(page: Page, mail: ReceivedMail): Promise<void> {
  expect(mail.html, `an HTML part in the e-mail '${mail.subject}'`).not.toBe('');
  await page.setContent(mail.html);
}
