import { RawJson, RawUrl } from './hostile';

/** One generated request, ready to send: the URL is ASCII (every hostile byte percent-encoded). */
export interface FuzzRequest {
  /** The operation it was generated from, e.g. `GET /api/hotel/{id}`. */
  route: string;
  /** How it was made: `valid`, `query.checkin`, `body.filters.offer.date`, `content-type`, `method`… */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes like encodeURIComponent, but lone surrogates become their WTF-8 bytes instead of
 * throwing (a client can send those bytes; the server must refuse them politely).
 */
export function encodeUrlValue(value: string | RawUrl): string {
  if (value instanceof RawUrl) return value.text;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    const codePoint = value.codePointAt(i)!;
    if (codePoint > 0xffff) i += 1;
    const bytes: number[] = [];
    if (codePoint < 0x80) bytes.push(codePoint);
    else if (codePoint < 0x800) bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63));
    else if (codePoint < 0x10000) bytes.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63));
    else bytes.push(0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 63), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63));
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** JSON text of a body in which RawJson values are inserted verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `__raw_json_${raws.length - 1}__`;
    }
    return v;
  });
  return raws.length ? text.replace(/"__raw_json_(\d+)__"/g, (_m, i: string) => raws[Number(i)]!) : text;
}

export function bodyBytes(body: FuzzRequest['body']): Uint8Array<ArrayBuffer> | undefined {
  if (body === undefined) return undefined;
  // A copy on its own ArrayBuffer: what fetch takes as a body (not a view of a shared buffer).
  return new Uint8Array(typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
}

/** Bash ANSI-C quoting: any byte but NUL survives the copy and paste. */
function shellQuote(bytes: Uint8Array): string {
  let out = "$'";
  for (const b of bytes) {
    if (b === 0x27 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
    else out += `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return `${out}'`;
}

const CURL_BODY_LIMIT = 4096;

/** A reproduction line; a body too large to paste (or holding a NUL byte) is left to `npm run fuzz -- --index`. */
export function curlOf(request: FuzzRequest, baseUrl: string): string {
  const parts = ['curl', '-sS', '-i', '-X', request.method, shellQuote(Buffer.from(baseUrl.replace(/\/$/, '') + request.url))];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', shellQuote(Buffer.from(`${name}: ${value}`)));
  const bytes = bodyBytes(request.body);
  if (bytes) {
    // Without a content type curl would send its own (application/x-www-form-urlencoded).
    if (!('content-type' in request.headers)) parts.push('-H', "'content-type:'");
    if (bytes.length > CURL_BODY_LIMIT || bytes.includes(0)) parts.push(`--data-binary '<${bytes.length} bytes: regenerate with --index>'`);
    else parts.push('--data-binary', shellQuote(bytes));
  }
  return parts.join(' ');
}
