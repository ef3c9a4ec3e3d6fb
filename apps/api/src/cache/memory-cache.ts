import { LRUCache } from 'lru-cache';
import type { Cache } from './cache';

export interface MemoryCacheOptions {
  maxEntries?: number;
  /** Upper bound of the JSON text held, in characters. */
  maxSize?: number;
}

export function createMemoryCache({ maxEntries = 10_000, maxSize = 64 * 1024 * 1024 }: MemoryCacheOptions = {}): Cache {
  const lru = new LRUCache<string, string>({
    max: maxEntries,
    maxSize,
    sizeCalculation: (json) => Math.max(1, json.length),
  });
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const json = lru.get(key);
      return json === undefined ? undefined : (JSON.parse(json) as T);
    },
    async set(key, value, ttlMs) {
      const json = JSON.stringify(value);
      if (json === undefined) return;
      lru.set(key, json, { ttl: ttlMs });
    },
    async delByPrefix(prefix) {
      let deleted = 0;
      for (const key of [...lru.keys()]) {
        if (key.startsWith(prefix) && lru.delete(key)) deleted += 1;
      }
      return deleted;
    },
    async close() {
      lru.clear();
    },
  };
}
