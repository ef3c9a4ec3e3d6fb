/**
 * The local mail preview, when no SMTP server is configured: the e-mails the file mailer wrote
 * under DATA_DIR/mail, newest first, each readable as the customer would see it. Someone trying
 * the demo reads the booking confirmation here. Not registered when SMTP_URL is set (404).
 *
 *   GET /api/mail-preview               the list (date, recipient, subject)
 *   GET /api/mail-preview/{file}        one message: its headers and its HTML part in a sandboxed frame
 *   GET /api/mail-preview/{file}/html   the HTML part alone (no script can run: CSP sandbox)
 *   GET /api/mail-preview/{file}/raw    the .eml file itself
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { EML_FILE_PATTERN } from '../mail/mailer';
import { escapeHtml } from '../mail/order-confirmation';
import { readEml, type ReadEml } from '../mail/read-eml';

/** Only names the file mailer writes: no separator, no dot-dot, nothing outside the mail folder. */
const fileParamsSchema = z.strictObject({ file: z.string().max(120).regex(EML_FILE_PATTERN, 'expected the name of a previewed .eml file') });

/** The list shows this many messages (the newest). */
const LIST_LIMIT = 200;

// The pages are ours (escaped text, inline styles); nothing else may load, run or frame them.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/**
 * The message's HTML, framed by the message page only: a sandbox (an opaque origin, no script, no
 * form), inline styles and inline images; its links open in a new tab, outside the sandbox.
 */
const MESSAGE_CSP = "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

function page(reply: FastifyReply, title: string, body: string): FastifyReply {
  return reply
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb">${body}</body></html>`,
    );
}

function notFound(file: string): AppError {
  return new AppError('NOT_FOUND', `No previewed e-mail named ${file}.`);
}

export const mailPreviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { mailer } = fastify;
  if (mailer.transport !== 'file') return;
  const base = `${fastify.prefix}/mail-preview`;

  async function load(file: string): Promise<{ bytes: Buffer; mail: ReadEml }> {
    const folder = mailer.folder();
    if (!folder) throw notFound(file);
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(folder, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(file);
      throw error;
    }
    return { bytes, mail: readEml(bytes) };
  }

  fastify.get('/mail-preview', { schema: { hide: true } }, async (_request, reply) => {
    const folder = mailer.folder();
    let names: string[] = [];
    try {
      names = folder ? await readdir(folder) : [];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // The names start with the time they were written: newest first is the names in reverse.
    const files = names.filter((name) => EML_FILE_PATTERN.test(name)).sort().reverse().slice(0, LIST_LIMIT);
    const rows = await Promise.all(
      files.map(async (file) => {
        const { mail } = await load(file);
        return `<tr><td style="padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(mail.date)}</td><td style="padding:6px 12px 6px 0">${escapeHtml(mail.to)}</td><td style="padding:6px 0"><a href="${base}/${file}">${escapeHtml(mail.subject || file)}</a></td></tr>`;
      }),
    );
    const list = rows.length
      ? `<table style="border-collapse:collapse;font-size:14px"><thead><tr><th scope="col" style="text-align:left">Date</th><th scope="col" style="text-align:left">To</th><th scope="col" style="text-align:left">Subject</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No e-mail yet. Book a stay: its confirmation appears here.</p>';
    return page(
      reply,
      'Mail preview',
      `<h1 style="font-size:20px">Mail preview</h1><p style="color:#6b7280">No SMTP server is configured (SMTP_URL): e-mails are written as .eml files to ${escapeHtml(folder ?? '')}.</p>${list}`,
    );
  });

  fastify.get('/mail-preview/:file', { schema: { hide: true, params: fileParamsSchema } }, async (request, reply) => {
    const { file } = request.params;
    const { mail } = await load(file);
    const headers = [
      ['From', mail.from],
      ['To', mail.to],
      ['Subject', mail.subject],
      ['Date', mail.date],
      ['Message-ID', mail.messageId],
      ['Attachments', mail.attachments.join(', ')],
    ]
      .map(([name, value]) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;color:#6b7280">${name}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
      .join('');
    const body = mail.html
      ? `<iframe title="${escapeHtml(mail.subject)}" src="${base}/${file}/html" sandbox="allow-popups allow-popups-to-escape-sandbox" style="width:100%;height:80vh;border:1px solid #d1d5db;background:#fff"></iframe>`
      : `<pre style="white-space:pre-wrap">${escapeHtml(mail.text ?? '')}</pre>`;
    return page(
      reply,
      mail.subject,
      `<p><a href="${base}">All e-mails</a> · <a href="${base}/${file}/raw" download="${file}">Download the .eml</a></p><table style="font-size:14px;margin-bottom:16px">${headers}</table>${body}`,
    );
  });

  fastify.get('/mail-preview/:file/html', { schema: { hide: true, params: fileParamsSchema } }, async (request, reply) => {
    const { mail } = await load(request.params.file);
    if (mail.html === undefined) throw notFound(request.params.file);
    // Links leave the frame for a tab of their own.
    const html = mail.html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<base target="_blank">`);
    return reply
      .header('content-security-policy', MESSAGE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  fastify.get('/mail-preview/:file/raw', { schema: { hide: true, params: fileParamsSchema } }, async (request, reply) => {
    const { file } = request.params;
    const { bytes } = await load(file);
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${file}"`).type('message/rfc822').send(bytes);
  });
};
