import type { Db } from '@escapade/db';
import { readContentVersion } from '@escapade/db/repositories/content';
import { getOrLoad, type Cache } from '../cache/cache';

/**
 * Content answers are cached under the content version (migration 0019: bumped by every write to a
 * content table), so an editor's change is answered by the next request without flushing anything;
 * answers of older versions age out of the LRU or Redis. The version's epoch keeps two databases
 * sharing one Redis apart.
 */
export const CONTENT_CACHE_PREFIX = 'content:';
export const CONTENT_CACHE_TTL_MS = 10 * 60 * 1000;

export interface ContentDeps {
  db: Db;
  cache: Cache;
}

/**
 * Reads through the cache for the current content version. A value read after the version was (an
 * equal or newer state) is never older than its key. A miss is stored as null, so an unknown page
 * costs the database once per version.
 */
export async function readContent<T>(deps: ContentDeps, parts: ReadonlyArray<string | number>, load: () => Promise<T>): Promise<T> {
  const { epoch, version } = await readContentVersion(deps.db);
  const key = `${CONTENT_CACHE_PREFIX}${epoch}.${version}:${parts.map((part) => encodeURIComponent(String(part))).join(':')}`;
  return getOrLoad(deps.cache, key, CONTENT_CACHE_TTL_MS, load);
}
