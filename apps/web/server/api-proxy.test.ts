import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../lib/visitor-headers';
import { createApiProxy } from './api-proxy';
import { ApiUpstreams } from './api-upstreams';
import { listenOnLoopback, refusedPort, startInstance, type TestInstance } from './upstream-test-servers';

const LIMIT = 1000;
const SECRET = 'proxy-test-secret-0123456789';
const VISITOR = { address: '203.0.113.9', protocol: 'http' as const, viaTrustedProxy: false };

interface Seen { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders; body: string }

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Raw HTTP/1.1 on one connection: what a keep-alive client sends, and every byte it reads back. */
async function rawExchange(port: number, payload: string | Buffer, expectedResponses: number): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.write(payload);
  const deadline = Date.now() + 5000;
  while ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length < expectedResponses && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The last body arrives with its headers (small answers).
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  return received;
}

describe('the /api proxy of the production server', () => {
  const seen: Seen[] = [];
  const api = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json', 'x-api': 'yes' });
      response.end(JSON.stringify({ ok: true }));
    });
  });
  let site: Server;
  let sitePort = 0;
  let apiPort = 0;

  beforeAll(async () => {
    apiPort = await listen(api);
    const proxy = createApiProxy({ upstreams: new ApiUpstreams([`http://127.0.0.1:${apiPort}`]), bodyLimitBytes: LIMIT, proxySecret: SECRET });
    site = http.createServer((request, response) => proxy(request, response, VISITOR));
    sitePort = await listen(site);
  });
  afterAll(() => {
    site.close();
    api.close();
    site.closeAllConnections();
    api.closeAllConnections();
  });

  it('forwards a request with the visitor address and the secret, and the answer as the API gave it', async () => {
    seen.length = 0;
    const response = await fetch(`http://127.0.0.1:${sitePort}/api/offers.json?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PROXY_SECRET_HEADER]: 'forged', [CLIENT_ADDRESS_HEADER]: '1.1.1.1' },
      body: JSON.stringify({ small: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-api')).toBe('yes');
    expect(await response.json()).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/offers.json?x=1', body: '{"small":true}' });
    expect(seen[0]?.headers).toMatchObject({ [CLIENT_ADDRESS_HEADER]: VISITOR.address, [PROXY_SECRET_HEADER]: SECRET, 'content-length': '14', host: `127.0.0.1:${apiPort}` });
  });

  it('answers 413 problem+json to a body announced over the limit, and the connection serves the next request', async () => {
    seen.length = 0;
    const body = 'x'.repeat(LIMIT * 3);
    const raw = await rawExchange(
      sitePort,
      `POST /api/offers.json HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
        'GET /api/health HTTP/1.1\r\nHost: site\r\n\r\n',
      2,
    );
    const [first = '', second = ''] = raw.split(/(?=HTTP\/1\.1 \d{3})/);
    expect(first).toMatch(/^HTTP\/1\.1 413/);
    expect(first).toMatch(/content-type: application\/problem\+json/i);
    const problem = JSON.parse(first.slice(first.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(problem).toEqual({
      type: 'urn:escapade:problem:payload-too-large',
      title: 'Payload too large',
      status: 413,
      detail: `The request body exceeds the limit of ${LIMIT} bytes.`,
      instance: '/api/offers.json',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(second).toMatch(/^HTTP\/1\.1 200/);
    expect(seen.map((request) => request.url)).toEqual(['/api/health']);
  });

  it('answers 413 to a chunked body that grows over the limit, without the API seeing any of it', async () => {
    seen.length = 0;
    const chunk = 'y'.repeat(400);
    const chunks = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const raw = await rawExchange(
      sitePort,
      `POST /api/offers.json HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n` +
        'GET /api/health HTTP/1.1\r\nHost: site\r\n\r\n',
      2,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    expect(raw).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(raw).toMatch(/HTTP\/1\.1 200[\s\S]*\{"ok":true\}/);
    expect(seen.map((request) => request.url)).toEqual(['/api/health']);
  });

  it('passes a body of exactly the limit', async () => {
    seen.length = 0;
    const response = await fetch(`http://127.0.0.1:${sitePort}/api/logs`, { method: 'POST', body: 'z'.repeat(LIMIT) });
    expect(response.status).toBe(200);
    expect(seen[0]?.body).toHaveLength(LIMIT);
  });

  it('answers 503 problem+json, without internals, when the API does not answer', async () => {
    const closed = http.createServer();
    const port = await listen(closed);
    closed.close();
    const proxy = createApiProxy({ upstreams: new ApiUpstreams([`http://127.0.0.1:${port}`]), bodyLimitBytes: LIMIT, proxySecret: SECRET });
    const lonely = http.createServer((request, response) => proxy(request, response, VISITOR));
    const lonelyPort = await listen(lonely);
    const response = await fetch(`http://127.0.0.1:${lonelyPort}/api/health`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', instance: '/api/health' });
    expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    lonely.close();
  });
});

describe('the /api proxy over several API instances', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((server) => server.close()));
  });

  async function instance(name: string, options?: Parameters<typeof startInstance>[1]): Promise<TestInstance> {
    const started = await startInstance(name, options);
    opened.push(started);
    return started;
  }

  async function siteOver(upstreams: ApiUpstreams): Promise<string> {
    const proxy = createApiProxy({ upstreams, bodyLimitBytes: LIMIT, proxySecret: SECRET });
    const site = http.createServer((request, response) => proxy(request, response, VISITOR));
    const port = await listenOnLoopback(site);
    opened.push({
      close: async () => {
        site.closeAllConnections();
        await new Promise<void>((resolve) => site.close(() => resolve()));
      },
    });
    return `http://127.0.0.1:${port}`;
  }

  const answered = async (response: Response) => (response.ok ? ((await response.json()) as { instance: string }).instance : response.status);

  it('spreads requests round-robin, each instance over one kept-alive connection', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const site = await siteOver(new ApiUpstreams([a.origin, b.origin]));
    const seen = [];
    for (let request = 0; request < 6; request += 1) seen.push(await answered(await fetch(`${site}/api/facets.json?n=${request}`)));
    expect(seen).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect([a.connections, b.connections]).toEqual([1, 1]);
    expect(b.seen.map((request) => request.url)).toEqual(['/api/facets.json?n=1', '/api/facets.json?n=3', '/api/facets.json?n=5']);
  });

  it('sends any request on to the next instance when one refuses the connection, passes over it, and takes it back when it answers again', async () => {
    let now = 0;
    const downPort = await refusedPort();
    const b = await instance('b');
    const upstreams = new ApiUpstreams([`http://127.0.0.1:${downPort}`, b.origin], { downMs: 1_000, now: () => now });
    const site = await siteOver(upstreams);
    const post = await fetch(`${site}/api/offers.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":0}' });
    expect(await answered(post)).toBe('b');
    expect(b.seen[0]).toMatchObject({ method: 'POST', body: '{"page":0}' });
    expect(upstreams.isDown(upstreams.list[0]!)).toBe(true);
    expect(await Promise.all([1, 2, 3].map(async () => answered(await fetch(`${site}/api/health`))))).toEqual(['b', 'b', 'b']);
    // The instance is back on its port; once its time is over it gets its turn again.
    const back = await instance('back', { port: downPort });
    now += 1_000;
    const turns = [];
    for (let request = 0; request < 4; request += 1) turns.push(await answered(await fetch(`${site}/api/health`)));
    expect(turns.sort()).toEqual(['b', 'b', 'back', 'back']);
    expect(back.seen).toHaveLength(2);
  });

  it('sends a request cut after it was sent on to the next instance only when its method is idempotent', async () => {
    const cut = await instance('cut', { reset: true });
    const b = await instance('b');
    // A new proxy for each, so that the request goes to the cutting instance first, on a new connection.
    const get = await fetch(`${await siteOver(new ApiUpstreams([cut.origin, b.origin]))}/api/health`);
    expect(await answered(get)).toBe('b');
    const post = await fetch(`${await siteOver(new ApiUpstreams([cut.origin, b.origin]))}/api/purchase/orders`, { method: 'POST', body: '{"order":1}' });
    expect(post.status).toBe(503);
    expect(await post.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(cut.seen.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(b.seen.map((request) => request.method)).toEqual(['GET']);
  });

  it('answers 503 when every instance refuses, and still tries them on the next request', async () => {
    const ports = [await refusedPort(), await refusedPort()];
    const upstreams = new ApiUpstreams(ports.map((port) => `http://127.0.0.1:${port}`), { downMs: 60_000 });
    const site = await siteOver(upstreams);
    expect((await fetch(`${site}/api/health`)).status).toBe(503);
    expect(upstreams.list.map((upstream) => upstreams.isDown(upstream))).toEqual([true, true]);
    // Both are marked down for a minute, but one is back: it answers at once.
    await instance('back', { port: ports[1]! });
    expect(await answered(await fetch(`${site}/api/health`))).toBe('back');
  });
});
