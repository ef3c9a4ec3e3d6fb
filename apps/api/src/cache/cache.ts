/**
 * A shared cache of JSON values with a time to live. Both implementations store the JSON text,
 * so a value read back is a fresh copy and behaves the same in process and in Redis (a Date comes
 * back as a string in both).
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Drops every key that starts with `prefix` (e.g. `search:fr_FR:` after a catalog change); returns how many. */
  delByPrefix(prefix: string): Promise<number>;
  close(): Promise<void>;
  /** What an in-process cache holds, for diagnostics (bench:memory); a shared one (Redis) holds nothing here. */
  usage?(): CacheUsage;
}

export interface CacheUsage {
  entries: number;
  /** The JSON text held, in bytes. */
  bytes: number;
}

/** Reads through the cache: a miss (or a cache failure) loads, stores and returns the fresh value. */
export async function getOrLoad<T>(cache: Cache, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const cached = await cache.get<T>(key);
  if (cached !== undefined) return cached;
  const value = await load();
  if (value !== undefined) await cache.set(key, value, ttlMs);
  return value;
}
