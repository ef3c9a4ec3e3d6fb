/**
 * The production server's page cache (decision 0027): a page that renders the same for every visitor
 * (page-cache-rules.ts) is rendered once per content and catalog version and answered from memory,
 * with a fresh CSP nonce in its policy and its scripts on every response (page-cache-body.ts).
 *
 * - A miss goes to Next as before (compressed on the fly, streamed); what Next writes is recorded
 *   beside it, before compression, and stored when the response allows it.
 * - An entry is fresh for the versions it was rendered at (page-cache-version.ts) and at most
 *   `ttlMs` (what a render reads of the clock, this week's theme, is never older than that).
 * - Once stale, the first request renders the page again while the others get the stale copy, for
 *   at most `staleWindowMs` after the change; past it they wait for that render instead.
 * - Two bounded LRUs: paths without a query, and the long tail (queries, 404s), so that a crawler
 *   sending random queries or paths evicts only its own kind.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import type { UrlMode } from '../i18n/market-urls';
import { acceptsGzip, encodedLength, gzipBody, identityBody, newNonce, type PageBody, preparePageBody } from './page-cache-body';
import {
  classifyPageRequest,
  lastLanguageSetCookie,
  nonceOfPolicy,
  PAGE_CACHE_BYPASS_HEADER,
  PAGE_CACHE_STATUS_HEADER,
  type PageRequestVerdict,
  storableResponseProblem,
} from './page-cache-rules';
import { normalizeAddress, parseTrustList } from './client-address';
import type { PageVersions } from './page-cache-version';

export interface PageCacheLimits {
  /** Pages without a query. */
  entries: number;
  bytes: number;
  /** Pages with a query, and 404s. */
  longTailEntries: number;
  longTailBytes: number;
  /** A page larger than this is never stored (nor recorded past it). */
  entryBytes: number;
}

/** The bounds: 500 entries and 64 MB in all. */
export const PAGE_CACHE_LIMITS: Readonly<PageCacheLimits> = {
  entries: 400,
  bytes: 48 * 2 ** 20,
  longTailEntries: 100,
  longTailBytes: 16 * 2 ** 20,
  entryBytes: 4 * 2 ** 20,
};
/** How long an entry is fresh for its versions. */
export const PAGE_TTL_MS = 60_000;
/** How long after it went stale an entry may still be served while the page is rendered again. */
export const STALE_WINDOW_MS = 2_000;
/** How long a request waits for another's render of the same page before rendering it itself. */
export const COALESCE_WAIT_MS = 10_000;

/**
 * Renders a page through Next (behind the compression middleware): `beforeHandler` is called just
 * before Next's handler, once the middleware has wrapped the response, so that what Next writes can
 * be recorded uncompressed.
 */
export type PageRenderer = (request: IncomingMessage, response: ServerResponse, beforeHandler: () => void) => void;

type Verdict = Extract<PageRequestVerdict, { cacheable: true }>;

/** Headers a hit sets itself, or that belong to one response only. */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'set-cookie', 'age', 'vary', PAGE_CACHE_STATUS_HEADER]);

interface PageEntry {
  status: number;
  headers: Array<[string, string | string[]]>;
  vary: string | undefined;
  /** The nonce the page was rendered with, replaced in its headers and body on every response. */
  nonce: string | undefined;
  body: PageBody;
  version: string;
  storedAt: number;
  bytes: number;
}

export interface RecordedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface PageCacheStats {
  hits: number;
  stale: number;
  misses: number;
  bypassed: number;
  stored: number;
  /** Why rendered pages were not stored, by reason. */
  notStored: Record<string, number>;
  entries: number;
  bytes: number;
}

export interface PageCacheOptions {
  urlMode: UrlMode;
  versions: PageVersions;
  ttlMs?: number;
  staleWindowMs?: number;
  coalesceWaitMs?: number;
  limits?: Partial<PageCacheLimits>;
  now?: () => number;
  nonce?: () => string;
  log?: (line: string) => void;
}

export interface PageCache {
  /**
   * Answers a page request from the cache, or renders it with `render` (recording it when it may be
   * stored). `isLoopbackClient`: the socket is this machine's and no front proxy's, the only client
   * whose bypass header is honoured (the bench's before/after).
   */
  handle(request: IncomingMessage, response: ServerResponse, render: PageRenderer, context: { isLoopbackClient: boolean }): void;
  stats(): PageCacheStats;
}

const LOOPBACK = parseTrustList(['loopback']);

/** An address of this machine (127.0.0.0/8, ::1, or IPv4 loopback mapped to IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const plain = normalizeAddress(address);
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function headersOf(value: unknown): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  if (Array.isArray(value)) {
    // writeHead takes [[name, value], …] or a flat [name, value, name, value, …].
    const pairs: unknown[][] = Array.isArray(value[0]) ? (value as unknown[][]) : Array.from({ length: value.length / 2 }, (_, index) => [value[index * 2], value[index * 2 + 1]]);
    for (const [name, headerValue] of pairs) headers[String(name).toLowerCase()] = headerValue as string;
  } else if (value && typeof value === 'object') {
    for (const [name, headerValue] of Object.entries(value)) headers[name.toLowerCase()] = headerValue as string;
  }
  return headers;
}

/**
 * Records what is written to `response` from now on (status, headers as set before the first byte,
 * body) and hands it to `done` when the response finished, or undefined when it did not (client gone)
 * or its body passed `maxBytes`. The wrappers sit over whatever wrapped the response before
 * (compression), so they see the bytes Next wrote, not the compressed ones.
 */
export function recordResponse(response: ServerResponse, maxBytes: number, done: (recorded: RecordedResponse | undefined) => void): void {
  let head: { status: number; headers: OutgoingHttpHeaders } | undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  let settled = false;
  const snapshot = (status?: number, extra?: unknown) => {
    head ??= { status: status ?? response.statusCode, headers: { ...response.getHeaders(), ...headersOf(extra) } };
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  type Method = (...args: unknown[]) => unknown;
  const writeHead = response.writeHead as unknown as Method;
  const flushHeaders = response.flushHeaders as unknown as Method;
  const write = response.write as unknown as Method;
  const end = response.end as unknown as Method;
  Object.assign(response, {
    writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      snapshot(status, typeof rest[0] === 'string' ? rest[1] : rest[0]);
      return writeHead.call(this, status, ...rest);
    },
    flushHeaders(this: ServerResponse, ...args: unknown[]) {
      snapshot();
      return flushHeaders.apply(this, args);
    },
    write(this: ServerResponse, ...args: unknown[]) {
      snapshot();
      keep(args[0], args[1]);
      return write.apply(this, args);
    },
    end(this: ServerResponse, ...args: unknown[]) {
      snapshot();
      keep(args[0], args[1]);
      return end.apply(this, args);
    },
  });
  response.once('finish', () => {
    if (settled) return;
    settled = true;
    done(head && !overflow ? { status: head.status, headers: head.headers, body: Buffer.concat(chunks) } : undefined);
  });
  response.once('close', () => {
    if (settled) return;
    settled = true;
    done(undefined);
  });
}

function withNonce(value: string | string[], from: string | undefined, to: string): string | string[] {
  if (!from) return value;
  return Array.isArray(value) ? value.map((item) => item.replaceAll(from, to)) : value.replaceAll(from, to);
}

function varyWithAcceptEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { urlMode, versions, ttlMs = PAGE_TTL_MS, staleWindowMs = STALE_WINDOW_MS, coalesceWaitMs = COALESCE_WAIT_MS, now = Date.now, nonce = newNonce, log = () => {} } = options;
  const limits = { ...PAGE_CACHE_LIMITS, ...options.limits };
  const lru = (max: number, maxSize: number) =>
    new LRUCache<string, PageEntry>({ max, maxSize, maxEntrySize: Math.min(maxSize, limits.entryBytes), sizeCalculation: (entry) => Math.max(1, entry.bytes) });
  const paths = lru(limits.entries, limits.bytes);
  const longTail = lru(limits.longTailEntries, limits.longTailBytes);
  /** The render under way for a key: others wait for it, or get the stale copy meanwhile. */
  const inFlight = new Map<string, Promise<void>>();
  const counters = { hits: 0, stale: 0, misses: 0, bypassed: 0, stored: 0 };
  const notStored: Record<string, number> = {};
  /** The `beforeHandler` of a render that is not recorded. */
  const noRecording = () => {};

  function freshness(entry: PageEntry, at: number): 'fresh' | 'stale' | 'expired' {
    if (entry.version === versions.current) {
      const expiresAt = entry.storedAt + ttlMs;
      if (at < expiresAt) return 'fresh';
      return at - expiresAt <= staleWindowMs ? 'stale' : 'expired';
    }
    // Only the versions just replaced, and only shortly after the change.
    return entry.version === versions.previous && at - versions.changedAt <= staleWindowMs ? 'stale' : 'expired';
  }

  function serve(request: IncomingMessage, response: ServerResponse, entry: PageEntry, verdict: Verdict, label: 'hit' | 'stale'): void {
    counters[label === 'hit' ? 'hits' : 'stale'] += 1;
    const at = now();
    const fresh = nonce();
    const encoding = entry.body.gzipPieces && acceptsGzip(single(request.headers['accept-encoding'])) ? 'gzip' : 'identity';
    const isHead = request.method === 'HEAD';
    const body = isHead ? undefined : encoding === 'gzip' ? gzipBody(entry.body, fresh) : identityBody(entry.body, fresh);
    response.statusCode = entry.status;
    for (const [name, value] of entry.headers) response.setHeader(name, withNonce(value, entry.nonce, fresh));
    response.setHeader('Vary', varyWithAcceptEncoding(entry.vary));
    if (encoding === 'gzip') response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', body?.length ?? encodedLength(entry.body, encoding));
    response.setHeader('Age', String(Math.max(0, Math.floor((at - entry.storedAt) / 1000))));
    response.setHeader(PAGE_CACHE_STATUS_HEADER, label);
    if (verdict.setsLastLanguage) response.setHeader('Set-Cookie', lastLanguageSetCookie(verdict.locale, verdict.isHttps, at));
    response.end(body);
  }

  function lookup(key: string): PageEntry | undefined {
    return paths.get(key) ?? longTail.get(key);
  }

  async function store(verdict: Verdict, recorded: RecordedResponse, version: string): Promise<void> {
    const problem = storableResponseProblem(recorded.status, recorded.headers, recorded.body);
    if (problem) {
      notStored[problem] = (notStored[problem] ?? 0) + 1;
      return;
    }
    const entryNonce = nonceOfPolicy(single(recorded.headers['content-security-policy'] as string | string[] | undefined));
    const body = await preparePageBody(recorded.body, entryNonce);
    const headers: PageEntry['headers'] = [];
    let headerBytes = 0;
    for (const [name, value] of Object.entries(recorded.headers)) {
      if (value === undefined || NOT_REPLAYED.has(name)) continue;
      const kept = typeof value === 'number' ? String(value) : value;
      headers.push([name, kept]);
      headerBytes += name.length + String(kept).length;
    }
    const entry: PageEntry = {
      status: recorded.status,
      headers,
      vary: single(recorded.headers.vary as string | string[] | undefined),
      nonce: entryNonce,
      body,
      version,
      storedAt: now(),
      bytes: body.bytes + headerBytes,
    };
    const [target, other] = verdict.hasQuery || recorded.status === 404 ? [longTail, paths] : [paths, longTail];
    other.delete(verdict.key);
    target.set(verdict.key, entry);
    if (target.has(verdict.key)) counters.stored += 1;
    else notStored['larger than the cache allows'] = (notStored['larger than the cache allows'] ?? 0) + 1;
  }

  /** Renders through Next, and stores what it wrote when it may be stored. */
  function renderAndStore(request: IncomingMessage, response: ServerResponse, render: PageRenderer, verdict: Verdict, version: string): void {
    counters.misses += 1;
    response.setHeader(PAGE_CACHE_STATUS_HEADER, 'miss');
    // A HEAD answer has no body to keep.
    if (request.method === 'HEAD' || inFlight.has(verdict.key)) {
      render(request, response, noRecording);
      return;
    }
    let settle: () => void = () => {};
    inFlight.set(verdict.key, new Promise<void>((resolve) => (settle = resolve)));
    const finish = () => {
      inFlight.delete(verdict.key);
      settle();
    };
    let isRecording = false;
    // Next's handler never reached (the middleware failed): nothing to store, release the waiters.
    response.once('close', () => {
      if (!isRecording) finish();
    });
    render(request, response, () => {
      isRecording = true;
      recordResponse(response, limits.entryBytes, (recorded) => {
        if (!recorded) {
          finish();
          return;
        }
        store(verdict, recorded, version)
          .catch((error: unknown) => log(`page cache: could not store ${request.url}: ${error instanceof Error ? error.message : String(error)}`))
          .finally(finish);
      });
    });
  }

  function answer(request: IncomingMessage, response: ServerResponse, render: PageRenderer, verdict: Verdict, mayWait: boolean): void {
    const version = versions.current;
    if (version === undefined) {
      render(request, response, noRecording);
      return;
    }
    const entry = lookup(verdict.key);
    const state = entry ? freshness(entry, now()) : undefined;
    if (entry && state === 'fresh') return serve(request, response, entry, verdict, 'hit');
    const pending = inFlight.get(verdict.key);
    if (entry && state === 'stale' && pending) return serve(request, response, entry, verdict, 'stale');
    if (pending && mayWait) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, coalesceWaitMs).unref());
      void Promise.race([pending, timeout]).then(() => {
        // The visitor left while waiting: nothing to render for.
        if (!response.destroyed) answer(request, response, render, verdict, false);
      });
      return;
    }
    renderAndStore(request, response, render, verdict, version);
  }

  return {
    handle(request, response, render, context) {
      const verdict = classifyPageRequest(request, urlMode);
      if (!verdict.cacheable) {
        render(request, response, noRecording);
        return;
      }
      if (context.isLoopbackClient && single(request.headers[PAGE_CACHE_BYPASS_HEADER]) === '1') {
        counters.bypassed += 1;
        response.setHeader(PAGE_CACHE_STATUS_HEADER, 'bypass');
        render(request, response, noRecording);
        return;
      }
      answer(request, response, render, verdict, true);
    },
    stats() {
      return { ...counters, notStored: { ...notStored }, entries: paths.size + longTail.size, bytes: paths.calculatedSize + longTail.calculatedSize };
    },
  };
}
