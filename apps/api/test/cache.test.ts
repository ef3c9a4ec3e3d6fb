import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { getOrLoad, type Cache } from '../src/cache/cache';
import { connectRedis } from '../src/cache/connect-redis';
import { createMemoryCache } from '../src/cache/memory-cache';
import { createRedisCache } from '../src/cache/redis-cache';
import { buildTestApp } from './helpers';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../src/plugins/rate-limit';

/** The local Redis of the machine (GUIDE: 127.0.0.1:6379); these tests need it and say so when it is missing. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn: () => {} };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: Redis;
beforeAll(async () => {
  redis = await connectRedis(REDIS_URL, silent);
});
afterAll(async () => {
  await redis.quit();
});

// Each run writes under its own namespace, so runs (and other Redis users) never see each other's keys.
const implementations: Array<[string, () => Cache]> = [
  ['in-process LRU', () => createMemoryCache()],
  ['Redis', () => createRedisCache(redis, { keyPrefix: `escapade:test:${randomUUID()}:` })],
];

describe.each(implementations)('%s cache', (_, create) => {
  let cache: Cache;
  beforeAll(() => {
    cache = create();
  });
  afterAll(async () => {
    await cache.delByPrefix('');
    await cache.close();
  });

  it('gives back a stored JSON value as a copy', async () => {
    const value = { hotelId: 42, labels: ['Spa', 'Été'], price: { sellCents: 12_900 } };
    await cache.set('offer:42', value, 60_000);
    const read = await cache.get<typeof value>('offer:42');
    expect(read).toEqual(value);
    expect(read).not.toBe(value);
    expect(await cache.get('offer:43')).toBeUndefined();
  });

  it('forgets a value after its time to live', async () => {
    await cache.set('short', 'lived', 50);
    expect(await cache.get('short')).toBe('lived');
    await sleep(120);
    expect(await cache.get('short')).toBeUndefined();
  });

  it('drops exactly the keys under a prefix, glob characters included', async () => {
    await cache.set('search:fr_FR:a', 1, 60_000);
    await cache.set('search:fr_FR:b', 2, 60_000);
    await cache.set('search:es_ES:a', 3, 60_000);
    await cache.set('search:fr_FR*x', 4, 60_000);
    await cache.set('search:fr_FR?', 5, 60_000);
    expect(await cache.delByPrefix('search:fr_FR:')).toBe(2);
    expect(await cache.get('search:fr_FR:a')).toBeUndefined();
    expect(await cache.get('search:fr_FR:b')).toBeUndefined();
    expect(await cache.get('search:es_ES:a')).toBe(3);
    expect(await cache.delByPrefix('search:fr_FR*')).toBe(1);
    expect(await cache.get('search:fr_FR?')).toBe(5);
  });

  it('loads a missing value once and then serves it from the cache', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { total: 7 };
    };
    expect(await getOrLoad(cache, 'facets:it_IT', 60_000, load)).toEqual({ total: 7 });
    expect(await getOrLoad(cache, 'facets:it_IT', 60_000, load)).toEqual({ total: 7 });
    expect(loads).toBe(1);
  });
});

describe('Redis cache when Redis fails', () => {
  it('answers a miss instead of failing the request, and reports the error', async () => {
    const broken = await connectRedis(REDIS_URL, silent);
    broken.disconnect();
    const errors: string[] = [];
    const cache = createRedisCache(broken, { onError: (_, operation) => errors.push(operation) });
    await cache.set('k', 1, 1000);
    expect(await cache.get('k')).toBeUndefined();
    expect(errors).toEqual(['set', 'get']);
  });

  it('stops the start when REDIS_URL is set but nothing answers', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', silent)).rejects.toThrow(/REDIS_URL is set but Redis does not answer/);
  });
});

const PROXY_SECRET = 'cache-test-proxy-secret-0123';

describe('the app with REDIS_URL', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { redisUrl: REDIS_URL, rateLimitWritePerMinute: 2, proxySecret: PROXY_SECRET } });
  });
  afterAll(() => app.close());

  it('shares its cache through Redis', async () => {
    expect(app.cache.kind).toBe('redis');
    const key = `app-test:${randomUUID()}`;
    await app.cache.set(key, { ok: true }, 60_000);
    expect(await redis.get(`escapade:cache:${key}`)).toBe('{"ok":true}');
    expect(await app.cache.delByPrefix(key)).toBe(1);
  });

  it('counts the write rate limit in Redis', async () => {
    // A fresh client address per run: the counters live in Redis, shared by every run.
    // The visitor as the web server names it (plugins/rate-limit.ts).
    const visitor = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const headers = { [CLIENT_ADDRESS_HEADER]: visitor, [PROXY_SECRET_HEADER]: PROXY_SECRET };
    const payload = { level: 'INFO', locale: 'nl_NL', location: '/nl-nl/', message: 'redis rate limit' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'POST', url: '/api/logs', payload, headers })).statusCode);
    expect(statuses).toEqual([204, 204, 429]);
    const counters = await redis.keys(`escapade:rate-limit:*${visitor}*`);
    expect(counters).toHaveLength(1);
    await redis.del(...counters);
  });
});
