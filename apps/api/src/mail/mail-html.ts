/**
 * The HTML of the e-mails: one look for every message (inline styles only, as mail clients drop
 * <style> blocks and remote stylesheets; nothing loaded from elsewhere), and every text escaped.
 */

export interface MailRow {
  label: string;
  value: string;
}

export interface MailSection {
  title: string;
  rows: MailRow[];
  /** Sentences under the rows. */
  notes: string[];
}

export interface MailLink {
  label: string;
  url: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (names, labels, anything typed by a person) as HTML text or attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#1f2937';
const CELL = 'padding:4px 12px 4px 0;vertical-align:top;font-size:14px';
export const ACCENT_COLOR = '#0f766e';
export const MUTED_COLOR = '#6b7280';

/** The whole message: its language, its title, and its blocks in a 600 px column. */
export function htmlDocument(bcp47: string, title: string, blocks: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(bcp47)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6"><div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${FONT}">`,
    ...blocks,
    '</div></body></html>',
  ].join('\n');
}

/** A paragraph of text (escaped); `style` adds to the default margins and size. */
export function htmlParagraph(text: string, style = 'margin:0 0 12px;font-size:15px'): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

export function htmlHeading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:${ACCENT_COLOR}">${escapeHtml(text)}</h2>`;
}

export function htmlSection(section: MailSection): string {
  const rows = section.rows
    .map((row) => `<tr><td style="${CELL};color:${MUTED_COLOR};white-space:nowrap">${escapeHtml(row.label)}</td><td style="${CELL}">${escapeHtml(row.value)}</td></tr>`)
    .join('');
  const notes = section.notes.map((note) => `<p style="margin:4px 0;font-size:14px">${escapeHtml(note)}</p>`).join('');
  return [htmlHeading(section.title), rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>` : '', notes].join('');
}

/** Links drawn as buttons. */
export function htmlButtons(links: readonly MailLink[]): string {
  const buttons = links
    .map((link) => `<a href="${escapeHtml(link.url)}" style="display:inline-block;margin:0 12px 8px 0;padding:10px 16px;background:${ACCENT_COLOR};color:#ffffff;text-decoration:none;border-radius:6px;font-size:14px">${escapeHtml(link.label)}</a>`)
    .join('');
  return `<p style="margin:0 0 8px">${buttons}</p>`;
}

/** The customer care sentence, its phone number a `tel:` link. */
export function htmlCare(care: string, phone: { display: string; dial: string }): string {
  const shown = escapeHtml(phone.display);
  const text = escapeHtml(care).replace(shown, () => `<a href="tel:${escapeHtml(phone.dial)}" style="color:${ACCENT_COLOR}">${shown}</a>`);
  return `<p style="margin:16px 0;font-size:14px">${text}</p>`;
}

export function htmlClosing(closing: string, team: string): string {
  return `<p style="margin:16px 0 0;font-size:14px">${escapeHtml(closing)}<br>${escapeHtml(team)}</p>`;
}
