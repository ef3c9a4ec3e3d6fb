/**
 * Cache keys of search answers. Every key carries the catalog version (migration 0008: bumped by
 * any change of availability, prices, offers or hotels), so a change invalidates every cached
 * answer at once without scanning the cache; stale keys simply age out of the LRU or Redis.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@escapade/db';
import { hotelOffersCacheKey as drawerCacheKey } from '@escapade/domain/cards';
import { sql } from 'kysely';
import type { SearchCriteria } from './criteria';

/** How long an answer may be served for one catalog version. */
export const SEARCH_CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * `epoch.version`: the counter, prefixed by the database's random epoch (migration 0010) so that
 * two databases sharing one Redis never read each other's answers.
 */
export async function readCatalogVersion(db: Db): Promise<string> {
  const result = await sql<{ epoch: string; version: string }>`select epoch, version from catalog_version where id = 1`.execute(db);
  const row = result.rows[0];
  return row ? `${row.epoch}.${row.version}` : 'none';
}

function digest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

/**
 * Exact-match, fallback and map searches: the whole normalized criteria (built in a fixed key order
 * with sorted lists, so equal searches give equal keys).
 */
export function searchCacheKey(criteria: SearchCriteria, version: string): string {
  return `search:${criteria.locale}:v${version}:${digest(criteria)}`;
}

/**
 * Hotel offers drawer: §7 "cached by adults, babies, children, checkin, nights, hotel id, gifting"
 * (plus the market, whose language the labels are in, and the packages asked for).
 */
export function hotelOffersCacheKey(criteria: SearchCriteria, version: string): string {
  const { party, stay } = criteria;
  const drawerKey = drawerCacheKey({
    adults: party.adults,
    babies: party.babies,
    children: party.children,
    ...(stay ? { checkin: stay.checkin, nights: stay.nights } : {}),
    hotelId: criteria.hotelId ?? 0,
    isGifting: criteria.flow === 'gifting',
  });
  return `hotel-offers:${criteria.locale}:v${version}:${drawerKey}|${criteria.giftNights ?? '-'}|${criteria.orderBy}|${criteria.packagesPerHotel}|${criteria.today}`;
}

export function facetsCacheKey(criteria: SearchCriteria, extra: unknown, version: string): string {
  return `facets:${criteria.locale}:v${version}:${digest([criteria, extra])}`;
}
