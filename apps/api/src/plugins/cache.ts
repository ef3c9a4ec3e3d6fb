import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Cache } from '../cache/cache';
import { createMemoryCache } from '../cache/memory-cache';
import { createRedisCache } from '../cache/redis-cache';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

export interface CachePluginOptions {
  /** When set (REDIS_URL), the cache is shared by every API process; otherwise an in-process LRU. */
  redis?: Redis | undefined;
}

const cache: FastifyPluginAsync<CachePluginOptions> = async (fastify, { redis }) => {
  const instance = redis
    ? createRedisCache(redis, { onError: (err, operation) => fastify.log.warn({ err, operation }, 'cache unavailable; answering as a miss') })
    : createMemoryCache();
  fastify.decorate('cache', instance);
  fastify.addHook('onClose', async () => instance.close());
};

export const cachePlugin = fp(cache, { name: 'cache', fastify: '5.x' });
