/**
 * Reads back the .eml files the file mailer wrote, for the preview page: the headers (encoded
 * words decoded), the HTML and text parts, the attachments' names. Enough MIME for the messages
 * nodemailer composes (multipart, quoted-printable, base64), not a general mail parser.
 */

interface EmlPart {
  headers: Map<string, string>;
  /** The body still transfer-encoded, as a binary (latin1) string. */
  body: string;
}

export interface ReadEml {
  subject: string;
  from: string;
  to: string;
  date: string;
  messageId: string;
  html: string | undefined;
  text: string | undefined;
  attachments: string[];
}

function splitHeaders(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded lines continue the previous header.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header values may be raw UTF-8 (an internationalised address): the head was read as bytes.
    if (!headers.has(name)) headers.set(name, Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
  }
  return headers;
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(unfolded.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

const ENCODED_WORD = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;

/** RFC 2047 encoded words; the blanks between two of them are not part of the text. */
export function decodeHeader(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  // Adjacent words of one charset are decoded together: a character may straddle two of them.
  return joined.replace(/(?:=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)+/g, (run) => {
    let charset = 'utf-8';
    const chunks: Buffer[] = [];
    for (const [, wordCharset, encoding, text] of run.matchAll(ENCODED_WORD)) {
      charset = (wordCharset ?? charset).split('*')[0] ?? charset;
      chunks.push(encoding?.toUpperCase() === 'B' ? Buffer.from(text ?? '', 'base64') : quotedPrintableBytes((text ?? '').replace(/_/g, ' ')));
    }
    return decodeBytes(Buffer.concat(chunks), charset);
  });
}

function parameterOf(value: string, name: string): string | undefined {
  for (const [, key, quoted, bare] of value.matchAll(/;\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    if (key?.toLowerCase() === name) return quoted ?? bare;
  }
  return undefined;
}

function mediaTypeOf(part: EmlPart): string {
  return (part.headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
}

/** Every leaf part of a message, in order. */
function leafParts(raw: string): EmlPart[] {
  const { head, body } = splitHeaders(raw);
  const part: EmlPart = { headers: parseHeaders(head), body };
  const boundary = mediaTypeOf(part).startsWith('multipart/') ? parameterOf(part.headers.get('content-type') ?? '', 'boundary') : undefined;
  if (!boundary) return [part];
  const leaves: EmlPart[] = [];
  const delimiter = `--${boundary}`;
  const sections = body.split(delimiter);
  // Before the first delimiter is the preamble; from the closing one (`--boundary--`) the epilogue.
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    leaves.push(...leafParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return leaves;
}

/** A leaf part's body as text (its charset, its transfer encoding). */
function decodePartBody(part: EmlPart): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintableBytes(part.body);
  return Buffer.from(part.body, 'latin1');
}

function textOf(part: EmlPart | undefined): string | undefined {
  if (!part) return undefined;
  // Lines end in CRLF on the wire; as text they end in LF.
  return decodeBytes(decodePartBody(part), parameterOf(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8').replace(/\r\n/g, '\n');
}

const isAttachment = (part: EmlPart) => /^attachment\b/i.test(part.headers.get('content-disposition') ?? '');

export function readEml(message: Buffer): ReadEml {
  const raw = message.toString('latin1');
  const headers = parseHeaders(splitHeaders(raw).head);
  const leaves = leafParts(raw);
  const header = (name: string) => decodeHeader(headers.get(name) ?? '');
  return {
    subject: header('subject'),
    from: header('from'),
    to: header('to'),
    date: header('date'),
    messageId: header('message-id'),
    html: textOf(leaves.find((part) => !isAttachment(part) && mediaTypeOf(part) === 'text/html')),
    text: textOf(leaves.find((part) => !isAttachment(part) && mediaTypeOf(part) === 'text/plain')),
    attachments: leaves.filter(isAttachment).map((part) => decodeHeader(parameterOf(part.headers.get('content-disposition') ?? '', 'filename') ?? '')),
  };
}

