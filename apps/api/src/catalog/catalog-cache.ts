/**
 * Catalog reads are cached through the Cache plugin (LRU in process, Redis when REDIS_URL is set).
 * Destination names, themes and tags change only with a catalog load, so a few minutes of
 * staleness is the whole invalidation story; the keys share a prefix for `delByPrefix`.
 */
export const CATALOG_CACHE_PREFIX = 'catalog:';
export const CATALOG_CACHE_TTL_MS = 10 * 60 * 1000;

export function catalogCacheKey(...parts: ReadonlyArray<string | number | undefined>): string {
  return CATALOG_CACHE_PREFIX + parts.map((part) => (part === undefined ? '' : encodeURIComponent(String(part)))).join(':');
}
