import { LRUCache } from 'lru-cache';
import type { Cache } from './cache';

export interface MemoryCacheOptions {
  maxEntries?: number;
  /** Upper bound of the JSON text held, in characters. */
  maxSize?: number;
}

/**
 * What a JSON text costs in memory: V8 stores a string with only Latin-1 characters one byte per
 * character, any other string two bytes per character.
 */
export function jsonTextBytes(json: string): number {
  return /[\u0100-\uffff]/.test(json) ? 2 * json.length : json.length;
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
    usage() {
      let bytes = 0;
      for (const json of lru.values()) bytes += jsonTextBytes(json);
      return { entries: lru.size, bytes };
    },
  };
}
