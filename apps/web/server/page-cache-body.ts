/**
 * A cached page's body with a fresh CSP nonce on every response, without compressing the page again.
 *
 * The body is kept split at each occurrence of the nonce it was rendered with. A response puts a
 * new nonce between the pieces:
 * - identity: the pieces and the nonce, copied into one buffer;
 * - gzip: the pieces were deflated once, when the entry was stored, as ONE deflate stream in which
 *   a placeholder of NUL bytes stood for each nonce, each piece ending on a sync flush (byte
 *   aligned). A response emits the nonce as a stored (uncompressed) block where the placeholder's
 *   compressed bytes were, so every back-reference keeps its distance; none can point into the
 *   placeholder, because a page never contains a NUL byte (checked: a body with one is not spliced).
 *   Only the CRC-32 of the whole body is computed again (zlib, native: ~35 µs for 230 kB).
 *
 * Brotli cannot be spliced this way (its context modelling and last-distance state run across
 * meta-blocks), and compressing a 200 kB page again costs 0.7–3.6 ms (quality 1–5): decision 0027.
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The proxy's nonce: 128 random bits in base64, always 24 characters. */
export const NONCE_LENGTH = 24;

/** A nonce as the proxy makes it (proxy.ts): 16 random bytes, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What stands for a nonce in the deflate stream: bytes no page contains, so nothing refers to them. */
const PLACEHOLDER = Buffer.alloc(NONCE_LENGTH, 0);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** BFINAL 0, BTYPE 00 (stored), LEN and its one's complement: the block that carries a nonce. */
const STORED_BLOCK_HEADER = Buffer.from([0x00, NONCE_LENGTH & 0xff, NONCE_LENGTH >> 8, ~NONCE_LENGTH & 0xff, (~NONCE_LENGTH >> 8) & 0xff]);
/** Deflate keeps a window of the last 32 KiB: what each piece may refer to. */
const WINDOW_BYTES = 32 * 1024;
/** Stored once per entry and per version: the best ratio is worth its few milliseconds. */
const GZIP_LEVEL = 9;

const deflateRaw = promisify<zlib.InputType, zlib.ZlibOptions, Buffer>(zlib.deflateRaw);

export interface PageBody {
  /** The body split at each occurrence of its nonce (n occurrences: n + 1 pieces). */
  pieces: Buffer[];
  /** Each piece deflated in one stream with the others (see above); undefined: no gzip splicing. */
  gzipPieces: Buffer[] | undefined;
  /** The memory the body holds, for the cache's bound. */
  bytes: number;
}

/** Splits `body` at each occurrence of `nonce` (none, or no nonce: one piece). */
export function splitAtNonce(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let start = 0;
  for (let found = body.indexOf(needle, start); found !== -1; found = body.indexOf(needle, start)) {
    pieces.push(body.subarray(start, found));
    start = found + needle.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/**
 * Deflates the pieces as one stream with a placeholder for each nonce: piece i is compressed with
 * what precedes it (pieces and placeholders, its last 32 KiB) as the dictionary, ending on a sync
 * flush; the last one ends the stream.
 */
async function spliceableDeflate(pieces: readonly Buffer[]): Promise<Buffer[]> {
  const compressed: Buffer[] = [];
  let before = Buffer.alloc(0);
  for (const [index, piece] of pieces.entries()) {
    const isLast = index === pieces.length - 1;
    const options: zlib.ZlibOptions = {
      level: GZIP_LEVEL,
      memLevel: 9,
      finishFlush: isLast ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(before.length ? { dictionary: before } : {}),
    };
    compressed.push(await deflateRaw(piece, options));
    before = Buffer.concat([before, piece, ...(isLast ? [] : [PLACEHOLDER])]);
    if (before.length > WINDOW_BYTES) before = before.subarray(before.length - WINDOW_BYTES);
  }
  return compressed;
}

/** Prepares a rendered body for cheap responses (the identity pieces, and their spliceable deflate). */
export async function preparePageBody(body: Buffer, nonce: string | undefined): Promise<PageBody> {
  const pieces = splitAtNonce(body, nonce);
  // Every piece holds its own copy: the captured chunks are released with the response.
  const owned = pieces.map((piece) => Buffer.from(piece));
  const gzipPieces = body.includes(0) ? undefined : await spliceableDeflate(owned);
  const bytes = owned.reduce((sum, piece) => sum + piece.length, 0) + (gzipPieces ?? []).reduce((sum, piece) => sum + piece.length, 0);
  return { pieces: owned, gzipPieces, bytes };
}

function assertNonce(nonce: string): Buffer {
  const bytes = Buffer.from(nonce);
  if (bytes.length !== NONCE_LENGTH) throw new Error(`a nonce must be ${NONCE_LENGTH} bytes`);
  return bytes;
}

/** The body with `nonce` wherever the rendered one was. */
export function identityBody(body: PageBody, nonce: string): Buffer {
  const nonceBytes = assertNonce(nonce);
  const parts: Buffer[] = [];
  for (const [index, piece] of body.pieces.entries()) {
    if (index > 0) parts.push(nonceBytes);
    parts.push(piece);
  }
  return Buffer.concat(parts);
}

/** The gzip member of the body with `nonce`, or undefined when the body cannot be spliced. */
export function gzipBody(body: PageBody, nonce: string): Buffer | undefined {
  if (!body.gzipPieces) return undefined;
  const nonceBytes = assertNonce(nonce);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const [index, piece] of body.pieces.entries()) {
    if (index > 0) {
      parts.push(STORED_BLOCK_HEADER, nonceBytes);
      crc = zlib.crc32(nonceBytes, crc);
      size += NONCE_LENGTH;
    }
    parts.push(body.gzipPieces[index]!);
    // Node 20's crc32 of an empty buffer without memory of its own answers 0, not the running value.
    if (piece.length > 0) crc = zlib.crc32(piece, crc);
    size += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** The length of a response body without building it (HEAD). */
export function encodedLength(body: PageBody, encoding: 'gzip' | 'identity'): number {
  const nonces = body.pieces.length - 1;
  if (encoding === 'gzip' && body.gzipPieces) {
    const compressed = body.gzipPieces.reduce((sum, piece) => sum + piece.length, 0);
    return GZIP_HEADER.length + compressed + nonces * (STORED_BLOCK_HEADER.length + NONCE_LENGTH) + 8;
  }
  return body.pieces.reduce((sum, piece) => sum + piece.length, 0) + nonces * NONCE_LENGTH;
}

/**
 * Whether an Accept-Encoding header accepts gzip: `gzip` (or `x-gzip`) with a q-value above 0, or
 * `*` (RFC 9110 §12.5.3). Absent or empty means identity only.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const accepted = Number.isFinite(q) && q > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}
