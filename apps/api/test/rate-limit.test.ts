import { randomUUID } from 'node:crypto';
import { problemSchema } from '@escapade/contracts/problem';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { errorHandlerPlugin } from '../src/plugins/error-handler';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER, rateLimitPlugin } from '../src/plugins/rate-limit';
import { buildTestApp } from './helpers';
import { connectRedisOrSkip } from './redis-or-skip';

const WRITES_PER_MINUTE = 3;
const PROXY_SECRET = 'test-proxy-secret-0123456789';
const log = { level: 'INFO', locale: 'nl_BE', location: '/nl-be/', message: 'rate limit test' };
/** What the web server adds to every request it makes for a visitor. */
const fromWebServer = (visitor: string, secret = PROXY_SECRET) => ({ [CLIENT_ADDRESS_HEADER]: visitor, [PROXY_SECRET_HEADER]: secret });

describe('rate limit on write routes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimitWritePerMinute: WRITES_PER_MINUTE, proxySecret: PROXY_SECRET } });
    // A POST that is really a read (a search) opts out with the route flag.
    app.post('/api/test/search', { config: { rateLimit: false } }, async () => ({ results: [] }));
    app.put('/api/test/wishlist', async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  it(`answers 429 after ${WRITES_PER_MINUTE} writes in a minute from one client`, async () => {
    for (let i = 1; i <= WRITES_PER_MINUTE; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/logs', payload: log });
      expect(response.statusCode).toBe(204);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(WRITES_PER_MINUTE - i));
    }
    const limited = await app.inject({ method: 'POST', url: '/api/logs', payload: log });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(problemSchema.parse(limited.json())).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      title: 'Too many requests',
      detail: expect.stringContaining(`at most ${WRITES_PER_MINUTE} per minute`),
    });
  });

  it('stays limited whatever X-Forwarded-For, X-Real-IP or Forwarded a client sends (the budget above is spent)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const forged = `203.0.113.${i + 1}`;
      const headers = { 'x-forwarded-for': forged, 'x-real-ip': forged, forwarded: `for=${forged}` };
      statuses.push((await app.inject({ method: 'POST', url: '/api/logs', payload: log, headers })).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([429]));
  });

  it('ignores a visitor header without the right secret', async () => {
    const statuses: number[] = [];
    for (const secret of ['wrong-secret-0123456789abcdef', '', PROXY_SECRET.slice(0, -1)]) {
      const response = await app.inject({ method: 'POST', url: '/api/logs', payload: log, headers: fromWebServer('198.51.100.20', secret) });
      statuses.push(response.statusCode);
    }
    const withoutSecret = await app.inject({ method: 'POST', url: '/api/logs', payload: log, headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.21' } });
    expect([...statuses, withoutSecret.statusCode]).toEqual([429, 429, 429, 429]);
  });

  it('counts each visitor the web server names apart', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/logs', payload: log, headers: fromWebServer('203.0.113.7') });
    const second = await app.inject({ method: 'POST', url: '/api/logs', payload: log, headers: fromWebServer('2001:db8::7') });
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect(first.headers['x-ratelimit-remaining']).toBe(String(WRITES_PER_MINUTE - 1));
    expect(second.headers['x-ratelimit-remaining']).toBe(String(WRITES_PER_MINUTE - 1));
  });

  it('limits every write method, not only POST', async () => {
    const put = await app.inject({ method: 'PUT', url: '/api/test/wishlist', headers: fromWebServer('203.0.113.9') });
    expect(put.headers['x-ratelimit-limit']).toBe(String(WRITES_PER_MINUTE));
  });

  it('does not limit reads, nor a POST flagged rateLimit: false', async () => {
    for (let i = 0; i < WRITES_PER_MINUTE + 2; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const search = await app.inject({ method: 'POST', url: '/api/test/search', payload: {} });
      expect(search.statusCode).toBe(200);
      expect(search.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('limits the not-found report (a GET that records something) per visitor of the web server', async () => {
    const url = '/api/not-found-report?uri=%2Ffr-fr%2Fnowhere&locale=fr_FR';
    const statusesOf = async (visitor: string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push((await app.inject({ method: 'GET', url, headers: fromWebServer(visitor) })).statusCode);
      return statuses;
    };
    expect(await statusesOf('198.51.100.4', WRITES_PER_MINUTE + 1)).toEqual([...Array(WRITES_PER_MINUTE).fill(204), 429]);
    // Another visitor's reports still go through: the first one's budget is its own.
    expect(await statusesOf('198.51.100.5', WRITES_PER_MINUTE)).toEqual(Array(WRITES_PER_MINUTE).fill(204));
  });
});

/** The plugin alone on a bare Fastify app, to see what it does with the secret and the logs. */
async function buildLimitedApp(options: { proxySecret?: string; redis?: Redis; trustProxy?: string[]; logs?: string[] }): Promise<FastifyInstance> {
  const lines = options.logs;
  const app = Fastify({
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    logger: lines ? { level: 'info', stream: { write: (line: string) => void lines.push(line) } } : false,
  });
  await app.register(errorHandlerPlugin, { bodyLimitBytes: 1024 });
  await app.register(rateLimitPlugin, { writesPerMinute: WRITES_PER_MINUTE, redis: options.redis, proxySecret: options.proxySecret });
  app.post('/write', async (request) => ({ client: request.clientAddress, secretSeen: request.headers[PROXY_SECRET_HEADER] ?? null }));
  await app.ready();
  return app;
}

describe('client identity of the rate limit', () => {
  it('never lets the secret reach handlers or logs, and logs the visitor', async () => {
    const logs: string[] = [];
    const app = await buildLimitedApp({ proxySecret: PROXY_SECRET, logs });
    const response = await app.inject({ method: 'POST', url: '/write', headers: fromWebServer('192.0.2.44') });
    expect(response.json()).toEqual({ client: '192.0.2.44', secretSeen: null });
    expect(logs.join('\n')).not.toContain(PROXY_SECRET);
    expect(logs.some((line) => (JSON.parse(line) as { client?: string }).client === '192.0.2.44')).toBe(true);
    await app.close();
  });

  it('without PROXY_SECRET, believes no visitor header at all', async () => {
    const app = await buildLimitedApp({});
    const response = await app.inject({ method: 'POST', url: '/write', headers: fromWebServer('192.0.2.45') });
    expect(response.json()).toMatchObject({ client: '127.0.0.1' });
    await app.close();
  });

  it('refuses a visitor header that is not an address', async () => {
    const app = await buildLimitedApp({ proxySecret: PROXY_SECRET });
    const response = await app.inject({ method: 'POST', url: '/write', headers: fromWebServer('evil, 1.2.3.4') });
    expect(response.json()).toMatchObject({ client: '127.0.0.1' });
    await app.close();
  });

  it('with TRUST_PROXY listing the front proxies, takes X-Forwarded-For through those hops only', async () => {
    const app = await buildLimitedApp({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
    // The load balancer (10.1.2.3) saw 198.51.100.9; what the client wrote before that is not believed.
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.1.2.3' };
    expect((await app.inject({ method: 'POST', url: '/write', headers })).json()).toMatchObject({ client: '198.51.100.9' });
    await app.close();
  });
});

const REDIS_URL = 'redis://127.0.0.1:6379';


const sharedRedis = await connectRedisOrSkip(REDIS_URL);
if (!sharedRedis) console.warn(`[rate-limit.test] SKIPPED the shared-budget test: Redis does not answer at ${REDIS_URL}.`);

describe.skipIf(!sharedRedis)(`two API instances on one Redis (${REDIS_URL})`, () => {
  afterAll(() => sharedRedis?.quit());

  it('share one budget per visitor', async () => {
    const redis = sharedRedis as Redis;
    const [first, second] = [await buildLimitedApp({ proxySecret: PROXY_SECRET, redis }), await buildLimitedApp({ proxySecret: PROXY_SECRET, redis })];
    // A fresh visitor per run: counters outlive the run in Redis.
    const visitor = `2001:db8:${randomUUID().slice(0, 4)}::${randomUUID().slice(0, 4)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i += 1) {
      const app = i % 2 === 0 ? first : second;
      statuses.push((await app.inject({ method: 'POST', url: '/write', headers: fromWebServer(visitor) })).statusCode);
    }
    expect(statuses).toEqual([...Array(WRITES_PER_MINUTE).fill(200), 429]);
    const counters = await redis.keys(`escapade:rate-limit:*${visitor}*`);
    expect(counters).toHaveLength(1);
    await redis.del(...counters);
    await Promise.all([first.close(), second.close()]);
  });
});
