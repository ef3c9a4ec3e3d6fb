import { SITEMAP_KINDS, SITEMAP_MAX_URLS, type SitemapFile, type SitemapIndex, type SitemapKind } from '@escapade/contracts/sitemap';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { type Cache, getOrLoad } from '../cache/cache';
import { CATALOG_CACHE_TTL_MS, catalogCacheKey } from '../catalog/catalog-cache';
import { marketToday } from '../catalog/sellable-offers';
import { listSitemapEntries } from './list-sitemap-entries';

interface CatalogStamp {
  /** Changes with every catalogue write: the cache key. */
  version: string;
  /** When the catalogue last changed: the entries' lastmod. */
  changedAt: string;
}

async function readCatalogStamp(db: Db): Promise<CatalogStamp> {
  const result = await sql<{ epoch: string; version: string; changed_at: Date | string }>`select epoch, version, changed_at from catalog_version where id = 1`.execute(db);
  const row = result.rows[0];
  if (!row) return { version: 'none', changedAt: new Date(0).toISOString() };
  return { version: `${row.epoch}.${row.version}`, changedAt: new Date(row.changed_at).toISOString() };
}

/**
 * A market's entries of one kind, computed once per catalogue version and market day (what is
 * sold changes with either) and kept in the shared cache.
 */
async function cachedEntries(deps: { db: Db; cache: Cache }, stamp: CatalogStamp, locale: Locale, kind: SitemapKind, now: Date) {
  const key = catalogCacheKey('sitemap', stamp.version, marketToday(locale, now), locale, kind);
  return getOrLoad(deps.cache, key, CATALOG_CACHE_TTL_MS, () => listSitemapEntries(deps.db, locale, kind, now));
}

/** The sitemap index of a market: each kind with its count of pages and of files. */
export async function getSitemapIndex(deps: { db: Db; cache: Cache }, locale: Locale, now: Date = new Date()): Promise<SitemapIndex> {
  const stamp = await readCatalogStamp(deps.db);
  const kinds = [];
  for (const kind of SITEMAP_KINDS) {
    const count = (await cachedEntries(deps, stamp, locale, kind, now)).length;
    kinds.push({ kind, count, files: Math.ceil(count / SITEMAP_MAX_URLS) });
  }
  return { locale, lastModified: stamp.changedAt, kinds };
}

/** One file of a market's sitemap: at most SITEMAP_MAX_URLS entries; undefined past the last one. */
export async function getSitemapFile(deps: { db: Db; cache: Cache }, locale: Locale, kind: SitemapKind, page: number, now: Date = new Date()): Promise<SitemapFile | undefined> {
  const stamp = await readCatalogStamp(deps.db);
  const entries = await cachedEntries(deps, stamp, locale, kind, now);
  const start = page * SITEMAP_MAX_URLS;
  if (start > 0 && start >= entries.length) return undefined;
  return { locale, kind, page, lastModified: stamp.changedAt, entries: entries.slice(start, start + SITEMAP_MAX_URLS) };
}
