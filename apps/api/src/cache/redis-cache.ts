import type { Redis } from 'ioredis';
import type { Cache } from './cache';

export interface RedisCacheOptions {
  /** Namespace of every key, so the cache shares a Redis database with the rate limiter safely. */
  keyPrefix?: string;
  /** Called when Redis fails: the cache then answers as a miss instead of failing the request. */
  onError?: (error: unknown, operation: string) => void;
}

const SCAN_BATCH = 500;

/** Escapes Redis glob syntax so a prefix matches itself literally in SCAN MATCH. */
export function escapeRedisPattern(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

export function createRedisCache(redis: Redis, { keyPrefix = 'escapade:cache:', onError = () => {} }: RedisCacheOptions = {}): Cache {
  return {
    kind: 'redis',
    async get<T>(key: string) {
      try {
        const json = await redis.get(keyPrefix + key);
        return json === null ? undefined : (JSON.parse(json) as T);
      } catch (error) {
        onError(error, 'get');
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      const json = JSON.stringify(value);
      if (json === undefined) return;
      try {
        await redis.set(keyPrefix + key, json, 'PX', Math.max(1, Math.round(ttlMs)));
      } catch (error) {
        onError(error, 'set');
      }
    },
    async delByPrefix(prefix) {
      // SCAN, never KEYS: it does not block Redis on a large keyspace.
      const match = `${escapeRedisPattern(keyPrefix + prefix)}*`;
      let cursor = '0';
      let deleted = 0;
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', SCAN_BATCH);
        cursor = next;
        if (keys.length) deleted += await redis.unlink(...keys);
      } while (cursor !== '0');
      return deleted;
    },
    async close() {
      // The Redis client is shared with the rate limiter; its owner quits it.
    },
  };
}
