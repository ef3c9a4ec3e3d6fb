/**
 * What a cache hit costs to encode, measured on the page the bench loads (decision 0027): the
 * page's body with a fresh nonce spliced in (identity, and the gzip member spliced from deflate
 * made once), against compressing the page again on every response (Brotli 1, 4 and 5, gzip 6),
 * and the bytes each sends. Brotli 11 once per entry is what a nonce kept per entry would allow.
 */
import zlib from 'node:zlib';
import { gzipBody, identityBody, newNonce, preparePageBody } from '../apps/web/server/page-cache-body';

export interface EncodingCost {
  method: string;
  /** CPU per response, in this process (ms). */
  cpuMsPerResponse: number;
  bytes: number;
}

export interface EncodingReport {
  htmlBytes: number;
  nonceOccurrences: number;
  /** Splitting the page and deflating its pieces, once per entry (ms, wall clock: the deflate runs on the thread pool). */
  prepareMs: number;
  costs: EncodingCost[];
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function cpuPerCall(calls: number, work: () => Buffer): { ms: number; bytes: number } {
  let bytes = work().length;
  const started = process.cpuUsage();
  for (let index = 0; index < calls; index += 1) bytes = work().length;
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000 / calls, bytes };
}

function brotli(quality: number) {
  return (body: Buffer) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

export async function measureEncodings(html: Buffer, nonce: string | undefined): Promise<EncodingReport> {
  const started = performance.now();
  const body = await preparePageBody(html, nonce);
  const prepareMs = performance.now() - started;
  const spliced = (encode: (nonce: string) => Buffer | undefined) => () => encode(newNonce()) ?? Buffer.alloc(0);
  const recompressed = (compress: (body: Buffer) => Buffer) => () => compress(identityBody(body, newNonce()));
  const methods: Array<[string, number, () => Buffer]> = [
    ['cache hit, identity (nonce spliced)', 300, spliced((fresh) => identityBody(body, fresh))],
    ['cache hit, gzip (nonce spliced into deflate made once)', 300, spliced((fresh) => gzipBody(body, fresh))],
    ['compressed per response, Brotli 1', 30, recompressed(brotli(1))],
    ['compressed per response, Brotli 4', 30, recompressed(brotli(4))],
    ['compressed per response, Brotli 5 (a miss, decision 0017)', 30, recompressed(brotli(5))],
    ['compressed per response, gzip 6', 30, recompressed((page) => zlib.gzipSync(page, { level: 6 }))],
    ['Brotli 11 once per entry (a nonce kept per entry)', 3, recompressed(brotli(11))],
  ];
  const costs = methods.map(([method, calls, work]) => {
    const { ms, bytes } = cpuPerCall(calls, work);
    return { method, cpuMsPerResponse: round(ms), bytes };
  });
  return { htmlBytes: html.length, nonceOccurrences: body.pieces.length - 1, prepareMs: round(prepareMs, 1), costs };
}
