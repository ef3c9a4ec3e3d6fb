import { LRUCache } from 'lru-cache';
import type { Cache } from './cache';

export interface MemoryCacheOptions {
  maxEntries?: number;
  /** Upper bound of the JSON text held, in bytes (`jsonTextBytes`). */
  maxBytes?: number;
}

/**
 * The in-process cache's bound. It is the embedded default's (several instances share Redis
 * instead), in an API process of 400 MB at most: 16 MiB holds some 4,000 demo search answers (two
 * bytes a character: the texts hold ’ and €) or 1,000 full-scale ones, the repeated searches of a
 * 10-minute TTL. The bound was 64 Mi characters: up to 128 MiB, a third of the budget.
 */
export const MEMORY_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * What a JSON text costs in memory: V8 stores a string with only Latin-1 characters one byte per
 * character, any other string two bytes per character.
 */
export function jsonTextBytes(json: string): number {
  return /[\u0100-\uffff]/.test(json) ? 2 * json.length : json.length;
}

export function createMemoryCache({ maxEntries = 10_000, maxBytes = MEMORY_CACHE_MAX_BYTES }: MemoryCacheOptions = {}): Cache {
  const lru = new LRUCache<string, string>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (json) => Math.max(1, jsonTextBytes(json)),
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
      return { entries: lru.size, bytes: lru.calculatedSize };
    },
  };
}
