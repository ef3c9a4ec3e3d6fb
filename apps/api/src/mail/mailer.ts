/**
 * Sends a composed e-mail: over SMTP when `SMTP_URL` is set, otherwise as an RFC 822 `.eml` file
 * under `DATA_DIR/mail/`, which the local preview page lists (the embedded default: someone trying
 * the demo reads what the customer would receive, and nothing leaves the machine).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** BCP 47 tag of the message's language (Content-Language). */
  language: string;
  /** `<…>`: the same for every attempt of one outbox row (messageIdOf). */
  messageId: string;
  attachments: MailAttachment[];
  /** More header fields (List-Unsubscribe of a newsletter e-mail); Content-Language is set from `language`. */
  headers?: Readonly<Record<string, string>>;
  /** The outbox row it comes from: names the .eml file. */
  outboxId: number;
  kind: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written (file mailer). */
  file?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'file';
  /** Where the file mailer writes (and the preview page reads); undefined over SMTP. */
  folder(): string | undefined;
  send(mail: OutgoingMail, now: Date): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

interface MailerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The deterministic Message-ID of an outbox row: every attempt of one row carries the same one,
 * so the rare duplicate (a crash after the server accepted the message, before the row was marked
 * sent) is recognisable by the receiving systems and by us.
 */
export function messageIdOf(outboxId: number, orderId: string | null): string {
  return `<outbox-${outboxId}.${orderId ?? 'none'}@escapade>`;
}

/** A send that takes longer than this has failed: it must end well within the outbox lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** `<yyyyMMdd-HHmmss>-<outbox id>-<kind>.eml` in UTC: sorting the names sorts by time. */
export function emlFileName(now: Date, outboxId: number, kind: string): string {
  const stamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `${stamp}-${outboxId}-${kind.replace(/[^a-z0-9_-]/gi, '_')}.eml`;
}

/** The .eml names the file mailer writes, and nothing else (the preview page serves only these). */
export const EML_FILE_PATTERN = /^\d{8}-\d{6}-\d{1,19}-[A-Za-z0-9_-]{1,64}\.eml$/;

/** Used when DATA_DIR is in memory or its mail folder cannot be written. */
const FALLBACK_MAIL_FOLDER = path.join(tmpdir(), 'escapade-mail');

function mailFolderOf(dataDir: string): string {
  return dataDir.startsWith('memory://') ? FALLBACK_MAIL_FOLDER : path.join(path.resolve(dataDir), 'mail');
}

function composeOptions(mail: OutgoingMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { ...mail.headers, 'Content-Language': mail.language },
    attachments: mail.attachments.map((attachment) => ({ ...attachment })),
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
  return {
    transport: 'smtp',
    folder: () => undefined,
    async send(mail) {
      const info = await transport.sendMail(composeOptions(mail));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function createFileMailer(dataDir: string, from: string, log: MailerLog): Mailer {
  // CRLF line ends, as a message on the wire has them: the file opens in any mail client.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  let folder = mailFolderOf(dataDir);
  if (folder === FALLBACK_MAIL_FOLDER) log.info({ folder }, 'e-mails are written as .eml files to a temporary folder (the database is in memory)');

  async function writeEml(name: string, message: Buffer): Promise<string> {
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, name);
    // Written whole, then renamed: the preview page never lists half a message.
    await writeFile(`${file}.partial`, message);
    await rename(`${file}.partial`, file);
    return file;
  }

  return {
    transport: 'file',
    folder: () => folder,
    async send(mail, now) {
      const info = await transport.sendMail(composeOptions(mail));
      const message = info.message as Buffer;
      const name = emlFileName(now, mail.outboxId, mail.kind);
      try {
        return { messageId: info.messageId, file: await writeEml(name, message) };
      } catch (error) {
        if (folder === FALLBACK_MAIL_FOLDER) throw error;
        log.warn({ folder, fallback: FALLBACK_MAIL_FOLDER, err: error }, 'the mail folder cannot be written: e-mails go to a temporary folder');
        folder = FALLBACK_MAIL_FOLDER;
        return { messageId: info.messageId, file: await writeEml(name, message) };
      }
    },
    close: () => transport.close(),
  };
}

/** The SMTP mailer when `smtpUrl` is set, else the .eml file mailer. */
export function createMailer({ smtpUrl, from, dataDir }: MailerOptions, log: MailerLog): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createFileMailer(dataDir, from, log);
}
