import { problemSchema } from '@escapade/contracts/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

const WRITES_PER_MINUTE = 3;
const log = { level: 'INFO', locale: 'nl_BE', location: '/nl-be/', message: 'rate limit test' };

describe('rate limit on write routes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimitWritePerMinute: WRITES_PER_MINUTE } });
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

  it('counts each client address apart (X-Forwarded-For from the web proxy)', async () => {
    const other = await app.inject({ method: 'POST', url: '/api/logs', payload: log, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(other.statusCode).toBe(204);
  });

  it('limits every write method, not only POST', async () => {
    const put = await app.inject({ method: 'PUT', url: '/api/test/wishlist', headers: { 'x-forwarded-for': '203.0.113.9' } });
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

  it('limits the not-found report, a GET that records something', async () => {
    const url = '/api/not-found-report?uri=%2Ffr-fr%2Fnowhere&locale=fr_FR';
    const headers = { 'x-forwarded-for': '198.51.100.4' };
    const statuses: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i += 1) statuses.push((await app.inject({ method: 'GET', url, headers })).statusCode);
    expect(statuses).toEqual([...Array(WRITES_PER_MINUTE).fill(204), 429]);
  });
});
