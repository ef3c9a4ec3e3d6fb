/**
 * The test mailbox: a real SMTP server (smtp-server) on loopback that keeps every message it
 * accepts, and a loopback HTTP port that lists them as JSON and serves each one as it arrived. The
 * end-to-end suite gives the API `SMTP_URL` pointing here, so its e-mails leave through nodemailer
 * over the network exactly as in production, and the tests read what a customer would receive
 * (e2e/support/mailbox.ts).
 *
 *   GET /messages[?to=address]   {"messages":[{id,from,to,subject,date,receivedAt,size}]}, oldest first
 *   GET /messages/:id/raw        the message, RFC 822 (message/rfc822)
 *
 * Memory is bounded: the newest `capacity` messages and at most `maxBytes` of them are kept, the
 * oldest dropped first; a message larger than that is refused (552) at the SMTP level.
 *
 * CLI: `node --import tsx scripts/lib/test-mailbox.ts --smtp-port 2525 --http-port 2526 [--capacity 500]`
 * (port 0: any free port; the line it prints names both addresses). Stops on SIGINT / SIGTERM.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** Loopback only: the mailbox has no authentication and must never be reachable from elsewhere. */
export const MAILBOX_HOST = '127.0.0.1';
export const DEFAULT_MAILBOX_CAPACITY = 500;
export const DEFAULT_MAILBOX_MAX_BYTES = 64 * 1024 * 1024;

/** One message as the list shows it. */
export interface MailboxEntry {
  id: number;
  /** The sender of the envelope (MAIL FROM). */
  from: string;
  /** The recipients of the envelope (RCPT TO), lower-cased: whom the message was delivered to. */
  to: string[];
  subject: string;
  /** The message's Date header (ISO), or when it arrived when it has none. */
  date: string;
  receivedAt: string;
  size: number;
}

interface StoredMessage extends MailboxEntry {
  raw: Buffer;
}

export interface TestMailboxOptions {
  /** 0 (default): any free port. */
  smtpPort?: number;
  httpPort?: number;
  /** How many messages are kept (the newest). */
  capacity?: number;
  /** How many bytes of messages are kept (the newest); also the largest message accepted. */
  maxBytes?: number;
}

export interface TestMailbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly smtpUrl: string;
  /** `http://127.0.0.1:<port>`: GET /messages, GET /messages/:id/raw. */
  readonly httpUrl: string;
  /** The messages kept, oldest first. */
  entries(): MailboxEntry[];
  close(): Promise<void>;
}

/** The messages kept, evicting the oldest past the count or the byte budget. */
class MessageStore {
  private readonly messages: StoredMessage[] = [];
  private bytes = 0;
  private nextId = 1;

  constructor(
    private readonly capacity: number,
    private readonly maxBytes: number,
  ) {}

  add(message: Omit<StoredMessage, 'id'>): StoredMessage {
    const stored = { ...message, id: this.nextId++ };
    this.messages.push(stored);
    this.bytes += stored.size;
    while (this.messages.length > this.capacity || this.bytes > this.maxBytes) {
      const dropped = this.messages.shift();
      if (!dropped) break;
      this.bytes -= dropped.size;
    }
    return stored;
  }

  list(to: string | undefined): MailboxEntry[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((message) => !wanted || message.to.includes(wanted)).map(({ raw: _raw, ...entry }) => entry);
  }

  get(id: number): StoredMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }
}

/** The message's bytes; undefined past `maxBytes`, whose bytes are drained and dropped (the message is refused). */
function readAll(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    stream.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= maxBytes) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(length > maxBytes || stream.sizeExceeded ? undefined : Buffer.concat(chunks)));
  });
}

async function entryOf(raw: Buffer, session: SMTPServerSession, receivedAt: Date): Promise<Omit<StoredMessage, 'id'>> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : receivedAt;
  const sender = session.envelope.mailFrom;
  return {
    from: sender ? sender.address : '',
    to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
    subject: parsed.subject ?? '',
    date: date.toISOString(),
    receivedAt: receivedAt.toISOString(),
    size: raw.length,
    raw,
  };
}

function createSmtpServer(store: MessageStore, maxBytes: number): SMTPServer {
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to offer (nodemailer would try STARTTLS), no login to check.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    size: maxBytes,
    onData(stream, session, callback) {
      readAll(stream, maxBytes)
        .then(async (raw) => {
          if (!raw) {
            callback(Object.assign(new Error(`message larger than ${maxBytes} bytes`), { responseCode: 552 }));
            return;
          }
          store.add(await entryOf(raw, session, new Date()));
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  // A client that drops its connection mid-session is not the mailbox's failure.
  server.on('error', () => {});
  return server;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function handleHttp(store: MessageStore, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://mailbox');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    sendJson(response, 405, { error: 'the mailbox is read-only' });
    return;
  }
  if (url.pathname === '/messages') {
    sendJson(response, 200, { messages: store.list(url.searchParams.get('to') ?? undefined) });
    return;
  }
  const raw = /^\/messages\/(\d{1,15})\/raw$/.exec(url.pathname);
  const message = raw ? store.get(Number(raw[1])) : undefined;
  if (message) {
    response.writeHead(200, { 'content-type': 'message/rfc822', 'content-length': message.size, 'cache-control': 'no-store' });
    response.end(message.raw);
    return;
  }
  sendJson(response, 404, { error: raw ? 'no such message (or dropped: the mailbox keeps the newest only)' : 'not found' });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, MAILBOX_HOST, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startTestMailbox(options: TestMailboxOptions = {}): Promise<TestMailbox> {
  const capacity = options.capacity ?? DEFAULT_MAILBOX_CAPACITY;
  const maxBytes = options.maxBytes ?? DEFAULT_MAILBOX_MAX_BYTES;
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a whole number above 0, got ${capacity}`);
  if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new RangeError(`maxBytes must be a whole number above 0, got ${maxBytes}`);
  const store = new MessageStore(capacity, maxBytes);
  const smtp = createSmtpServer(store, maxBytes);
  const http = createServer((request, response) => handleHttp(store, request, response));
  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0);
  let httpPort: number;
  try {
    httpPort = await listen(http, options.httpPort ?? 0);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  return {
    smtpUrl: `smtp://${MAILBOX_HOST}:${smtpPort}`,
    httpUrl: `http://${MAILBOX_HOST}:${httpPort}`,
    entries: () => store.list(undefined),
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

function portOption(value: string | undefined, name: string): number {
  const port = Number(value ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new RangeError(`--${name} must be a port number (0 to 65535), got '${value}'`);
  return port;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'smtp-port': { type: 'string' },
      'http-port': { type: 'string' },
      capacity: { type: 'string' },
    },
  });
  const mailbox = await startTestMailbox({
    smtpPort: portOption(values['smtp-port'], 'smtp-port'),
    httpPort: portOption(values['http-port'], 'http-port'),
    capacity: Number(values.capacity ?? DEFAULT_MAILBOX_CAPACITY),
  });
  console.log(`[mailbox] SMTP ${mailbox.smtpUrl}, messages at ${mailbox.httpUrl}/messages`);
  const stop = () => {
    mailbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`[mailbox] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
