/**
 * The page cache between a client and a fake Next (what the proxy and a page would write: a
 * policy with a fresh nonce, the security headers, the last-language cookie, a streamed body whose
 * scripts carry the nonce), behind the real compression middleware, on a loopback server.
 */
import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newNonce } from './page-cache-body';
import { createPageCache, isLoopbackAddress, type PageCache, type PageCacheOptions, type PageRenderer } from './page-cache';
import { lastLanguageSetCookie, NEXT_DYNAMIC_CACHE_CONTROL, nonceOfPolicy } from './page-cache-rules';
import { PageVersions } from './page-cache-version';
import { contentSecurityPolicy } from './security-headers';

type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
const compress = compression({ threshold: 1024 }) as unknown as NodeMiddleware;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (decoded from its Content-Encoding). */
  text: string;
  rawLength: number;
}

/** The site: what the fake Next does for a path, and how many times it rendered each. */
class FakeSite {
  announcement = 'Bienvenue';
  renders = new Map<string, number>();
  /** A render of a path waits for this gate when one is set. */
  gates = new Map<string, Promise<void>>();
  clock = 1_000_000;
  versions = new PageVersions();
  isLoopbackClient = true;
  cache!: PageCache;
  server!: http.Server;
  port = 0;

  renderCount(path: string): number {
    return this.renders.get(path) ?? 0;
  }

  /** Holds the renders of `path` until the returned function is called. */
  hold(path: string): () => void {
    let open: () => void = () => {};
    this.gates.set(path, new Promise<void>((resolve) => (open = resolve)));
    return () => {
      this.gates.delete(path);
      open();
    };
  }

  private async next(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '/';
    const path = url.split('?')[0]!;
    this.renders.set(url, this.renderCount(url) + 1);
    const nonce = newNonce();
    // What the proxy and next.config set before the page renders.
    response.setHeader('Content-Security-Policy', contentSecurityPolicy({ isProduction: true, nonce }));
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    response.setHeader('Cache-Control', NEXT_DYNAMIC_CACHE_CONTROL);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (!/last_language=fr_FR/.test(request.headers.cookie ?? '')) {
      response.setHeader('Set-Cookie', [lastLanguageSetCookie('fr_FR', request.headers['x-forwarded-proto'] === 'https', Date.now())]);
    }
    if (path === '/fr-fr/sejour/500') response.statusCode = 500;
    if (path === '/fr-fr/sejour/404') response.statusCode = 404;
    if (path === '/fr-fr/sejour/cookie') response.appendHeader('Set-Cookie', 'escapade_newsletter=1; Path=/');
    if (path === '/fr-fr/sejour/private') response.setHeader('Cache-Control', 'private, max-age=0');
    const announcement = this.announcement;
    await this.gates.get(path);
    const scripts = Array.from({ length: 30 }, (_, index) => `<script nonce="${nonce}">self.__next_f.push([1,"${index}:{\\"announcement\\":\\"${announcement}\\"}"])</script>`);
    const chunks = [
      `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/_next/static/chunks/main.js" async></script></head><body>`,
      `<p class="announcement">${announcement}</p><p>${url}</p>`,
      ...scripts,
      path === '/fr-fr/sejour/huge' ? 'x'.repeat(300_000) : '',
      '</body></html>',
    ];
    if (path === '/fr-fr/sejour/written-head') response.writeHead(200, { 'X-Written-Head': 'yes' });
    for (const chunk of chunks.slice(0, -1)) {
      response.write(Buffer.from(chunk));
      (response as ServerResponse & { flush?: () => void }).flush?.();
    }
    response.end(chunks.at(-1));
  }

  async start(options: Partial<PageCacheOptions> = {}): Promise<void> {
    this.versions.set('1.1', this.clock);
    this.cache = createPageCache({ urlMode: { kind: 'single-host', origin: 'http://localhost:3000' }, versions: this.versions, now: () => this.clock, ...options });
    const render: PageRenderer = (request, response, beforeHandler) =>
      compress(request, response, () => {
        beforeHandler();
        void this.next(request, response);
      });
    this.server = http.createServer((request, response) => this.cache.handle(request, response, render, { isLoopbackClient: this.isLoopbackClient }));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
  }

  get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: this.port, path, method, headers: { host: 'localhost:3000', 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = raw.length === 0 ? undefined : response.headers['content-encoding'];
          const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: body.toString(), rawLength: raw.length });
        });
      });
      request.on('error', reject);
      request.end();
    });
  }

  /** Lets the recorded response be prepared and stored (deflate runs on the thread pool). */
  async settle(): Promise<void> {
    for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Every script nonce of a page equals its policy's, and the policy has one. */
function expectConsistentNonce(reply: Reply): string {
  const nonce = nonceOfPolicy(String(reply.headers['content-security-policy']));
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const scriptNonces = [...reply.text.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
  expect(scriptNonces.length).toBeGreaterThan(30);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  return nonce!;
}

describe('the page cache', () => {
  let site: FakeSite;
  beforeAll(async () => {
    site = new FakeSite();
    await site.start();
  });
  afterAll(() => site.stop());
  afterEach(() => {
    site.isLoopbackClient = true;
  });

  it('renders a page once, then answers it from memory with the same headers and a fresh nonce per response', async () => {
    const miss = await site.get('/fr-fr/');
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    await site.settle();
    const hits = [await site.get('/fr-fr/'), await site.get('/fr-fr/')];
    expect(site.renderCount('/fr-fr/')).toBe(1);
    const nonces = new Set([expectConsistentNonce(miss)]);
    for (const hit of hits) {
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.status).toBe(200);
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(Number(hit.headers['content-length'])).toBe(hit.rawLength);
      expect(hit.headers.age).toBe('0');
      for (const name of ['x-frame-options', 'content-type', 'cache-control']) expect(hit.headers[name]).toBe(miss.headers[name]);
      expect(hit.headers.vary).toBe(miss.headers.vary);
      expect(hit.headers.vary).toMatch(/rsc, .*Accept-Encoding/);
      expect(hit.headers.etag).toBeUndefined();
      nonces.add(expectConsistentNonce(hit));
      expect(hit.text.replace(/nonce="[^"]*"/g, '')).toBe(miss.text.replace(/nonce="[^"]*"/g, ''));
    }
    expect(nonces.size).toBe(3);
    site.clock += 5_500;
    expect((await site.get('/fr-fr/')).headers.age).toBe('5');
  });

  it('answers a client without gzip in identity, and HEAD from the GET entry with the same headers and no body', async () => {
    await site.get('/fr-fr/sejour/1');
    await site.settle();
    const plain = await site.get('/fr-fr/sejour/1', { 'accept-encoding': '' });
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectConsistentNonce(plain);
    const head = await site.get('/fr-fr/sejour/1', { 'accept-encoding': '' }, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(plain.headers['content-length']);
    expect(head.headers['content-security-policy']).toMatch(/'nonce-/);
    const gzipHead = await site.get('/fr-fr/sejour/1', {}, 'HEAD');
    const gzipGet = await site.get('/fr-fr/sejour/1');
    expect(gzipHead.headers['content-length']).toBe(gzipGet.headers['content-length']);
    expect(site.renderCount('/fr-fr/sejour/1')).toBe(1);
  });

  it('does not store what a HEAD rendered (it has no body)', async () => {
    const head = await site.get('/fr-fr/sejour/2', {}, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('miss');
    await site.settle();
    expect((await site.get('/fr-fr/sejour/2')).headers['x-page-cache']).toBe('miss');
    expect(site.renderCount('/fr-fr/sejour/2')).toBe(2);
  });

  it('sets the last-language cookie itself on a hit, exactly when and as the proxy would', async () => {
    await site.get('/fr-fr/sejour/3');
    await site.settle();
    const first = await site.get('/fr-fr/sejour/3');
    expect(first.headers['x-page-cache']).toBe('hit');
    expect(first.headers['set-cookie']).toEqual([expect.stringMatching(/^last_language=fr_FR; Path=\/; Expires=[^;]+; Max-Age=31536000; HttpOnly; SameSite=lax$/)]);
    expect((await site.get('/fr-fr/sejour/3', { cookie: 'last_language=fr_FR' })).headers['set-cookie']).toBeUndefined();
    expect((await site.get('/fr-fr/sejour/3', { cookie: 'last_language=es_ES' })).headers['set-cookie']?.[0]).toMatch(/^last_language=fr_FR;/);
    const overHttps = await site.get('/fr-fr/sejour/3', { 'x-forwarded-proto': 'https' });
    // The protocol is part of the key: the first HTTPS request renders.
    expect(overHttps.headers['x-page-cache']).toBe('miss');
    await site.settle();
    expect((await site.get('/fr-fr/sejour/3', { 'x-forwarded-proto': 'https' })).headers['set-cookie']?.[0]).toMatch(/; Secure; HttpOnly; SameSite=lax$/);
  });

  it('never stores a 500, a page setting another cookie or a private answer', async () => {
    for (const path of ['/fr-fr/sejour/500', '/fr-fr/sejour/cookie', '/fr-fr/sejour/private']) {
      await site.get(path);
      await site.settle();
      const again = await site.get(path);
      expect(again.headers['x-page-cache'], path).toBe('miss');
      expect(site.renderCount(path), path).toBe(2);
    }
    const { notStored } = site.cache.stats();
    expect(notStored).toMatchObject({ 'status 500': 2, 'sets a cookie': 2, 'Cache-Control: private, max-age=0': 2 });
  });

  it('stores a 404 and answers it with its status', async () => {
    await site.get('/fr-fr/sejour/404');
    await site.settle();
    const hit = await site.get('/fr-fr/sejour/404');
    expect(hit).toMatchObject({ status: 404, headers: { 'x-page-cache': 'hit' } });
    expectConsistentNonce(hit);
  });

  it('records what Next writes with writeHead too', async () => {
    await site.get('/fr-fr/sejour/written-head');
    await site.settle();
    const hit = await site.get('/fr-fr/sejour/written-head');
    expect(hit.headers).toMatchObject({ 'x-page-cache': 'hit', 'x-written-head': 'yes' });
  });

  it('leaves client navigations and pages that are never cached to Next, without a cache header', async () => {
    for (const [path, headers] of [
      ['/fr-fr/sejour/5', { rsc: '1' }],
      ['/fr-fr/reservation/5', {}],
    ] as const) {
      await site.get(path, headers);
      await site.settle();
      const again = await site.get(path, headers);
      expect(again.headers['x-page-cache']).toBeUndefined();
      expect(site.renderCount(path)).toBe(2);
    }
  });

  it('renders every request carrying the bypass header from loopback, and ignores that header from anyone else', async () => {
    await site.get('/fr-fr/sejour/6');
    await site.settle();
    const bypassed = await site.get('/fr-fr/sejour/6', { 'x-page-cache-bypass': '1' });
    expect(bypassed.headers['x-page-cache']).toBe('bypass');
    expect(site.renderCount('/fr-fr/sejour/6')).toBe(2);
    site.isLoopbackClient = false;
    expect((await site.get('/fr-fr/sejour/6', { 'x-page-cache-bypass': '1' })).headers['x-page-cache']).toBe('hit');
    expect(site.renderCount('/fr-fr/sejour/6')).toBe(2);
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('203.0.113.9')).toBe(false);
  });

  it('renders a page once for requests that arrive together', async () => {
    const open = site.hold('/fr-fr/sejour/7');
    const replies = Promise.all(Array.from({ length: 5 }, () => site.get('/fr-fr/sejour/7')));
    await site.settle();
    open();
    const answered = await replies;
    expect(site.renderCount('/fr-fr/sejour/7')).toBe(1);
    expect(answered.map((reply) => reply.headers['x-page-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    for (const reply of answered) expect(reply.text).toContain('/fr-fr/sejour/7');
  });

  it('after a version change: the next request renders the new content, others get the stale copy meanwhile, then the new one', async () => {
    await site.get('/fr-fr/sejour/8');
    await site.settle();
    site.announcement = 'Soldes';
    site.versions.set('2.1', site.clock);
    const open = site.hold('/fr-fr/sejour/8');
    const rerender = site.get('/fr-fr/sejour/8');
    await site.settle();
    const meanwhile = await site.get('/fr-fr/sejour/8');
    expect(meanwhile.headers['x-page-cache']).toBe('stale');
    expect(meanwhile.text).toContain('Bienvenue');
    expectConsistentNonce(meanwhile);
    open();
    const rendered = await rerender;
    expect(rendered.headers['x-page-cache']).toBe('miss');
    expect(rendered.text).toContain('Soldes');
    await site.settle();
    const after = await site.get('/fr-fr/sejour/8');
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(after.text).toContain('Soldes');
    expect(site.renderCount('/fr-fr/sejour/8')).toBe(2);
    site.announcement = 'Bienvenue';
  });

  it('serves a stale copy for 2 s at most after the change: later requests wait for the render', async () => {
    await site.get('/fr-fr/sejour/9');
    await site.settle();
    site.versions.set('3.1', site.clock);
    site.clock += 2_001;
    const open = site.hold('/fr-fr/sejour/9');
    const rerender = site.get('/fr-fr/sejour/9');
    await site.settle();
    const waiting = site.get('/fr-fr/sejour/9');
    await site.settle();
    open();
    expect((await rerender).headers['x-page-cache']).toBe('miss');
    expect((await waiting).headers['x-page-cache']).toBe('hit');
    expect(site.renderCount('/fr-fr/sejour/9')).toBe(2);
  });

  it('never serves an entry of versions older than the ones just replaced', async () => {
    await site.get('/fr-fr/sejour/10');
    await site.settle();
    site.versions.set('4.1', site.clock);
    site.versions.set('5.1', site.clock);
    expect((await site.get('/fr-fr/sejour/10')).headers['x-page-cache']).toBe('miss');
  });

  it('renders a page again once it is a minute old', async () => {
    await site.get('/fr-fr/sejour/11');
    await site.settle();
    site.clock += 59_000;
    expect((await site.get('/fr-fr/sejour/11')).headers['x-page-cache']).toBe('hit');
    site.clock += 1_000;
    expect((await site.get('/fr-fr/sejour/11')).headers['x-page-cache']).toBe('miss');
    await site.settle();
    expect((await site.get('/fr-fr/sejour/11')).headers['x-page-cache']).toBe('hit');
  });

  it('renders without the cache until the versions are known', async () => {
    const cold = new FakeSite();
    await cold.start();
    cold.versions.current = undefined;
    await cold.get('/fr-fr/');
    await cold.settle();
    const again = await cold.get('/fr-fr/');
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(cold.renderCount('/fr-fr/')).toBe(2);
    await cold.stop();
  });
});

describe('the page cache’s bounds', () => {
  it('keeps at most its entries and bytes, and random queries evict only other queries', async () => {
    const site = new FakeSite();
    await site.start({ limits: { entries: 2, bytes: 10 * 2 ** 20, longTailEntries: 2, longTailBytes: 10 * 2 ** 20 } });
    for (const path of ['/fr-fr/', '/fr-fr/sejour/1']) {
      await site.get(path);
      await site.settle();
    }
    for (let index = 0; index < 6; index += 1) {
      await site.get(`/fr-fr/?q=${index}`);
      await site.settle();
    }
    expect((await site.get('/fr-fr/')).headers['x-page-cache']).toBe('hit');
    expect((await site.get('/fr-fr/sejour/1')).headers['x-page-cache']).toBe('hit');
    expect((await site.get('/fr-fr/?q=0')).headers['x-page-cache']).toBe('miss');
    await site.settle();
    await site.get('/fr-fr/sejour/2');
    await site.settle();
    // Three paths in a part that holds two: the least recently used one went.
    expect((await site.get('/fr-fr/')).headers['x-page-cache']).toBe('miss');
    expect(site.cache.stats().entries).toBe(4);
    await site.stop();
  });

  it('keeps at most its bytes, and never a page above the entry limit', async () => {
    const site = new FakeSite();
    // One page of the fake site takes ~6 kB (its pieces and their deflate): three fit in 20 kB, not six.
    await site.start({ limits: { entries: 100, bytes: 20_000, longTailEntries: 1, longTailBytes: 20_000, entryBytes: 20_000 } });
    for (let index = 0; index < 6; index += 1) {
      await site.get(`/fr-fr/sejour/${100 + index}`);
      await site.settle();
    }
    const { entries, bytes } = site.cache.stats();
    expect(bytes).toBeLessThanOrEqual(20_000);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(6);
    for (let request = 0; request < 2; request += 1) {
      expect((await site.get('/fr-fr/sejour/huge')).headers['x-page-cache']).toBe('miss');
      await site.settle();
    }
    expect(site.renderCount('/fr-fr/sejour/huge')).toBe(2);
    await site.stop();
  });
});
