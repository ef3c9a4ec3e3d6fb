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

export async function readCatalogVersion(db: Db): Promise<number> {
  const result = await sql<{ version: number }>`select version from catalog_version where id = 1`.execute(db);
  return Number(result.rows[0]?.version ?? 0);
}

function digest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

/**
 * Exact-match, fallback and map searches: the whole normalized criteria (built in a fixed key order
 * with sorted lists, so equal searches give equal keys).
 */
export function searchCacheKey(criteria: SearchCriteria, version: number): string {
  return `search:${criteria.locale}:v${version}:${digest(criteria)}`;
}

/**
 * Hotel offers drawer: §7 "cached by adults, babies, children, checkin, nights, hotel id, gifting"
 * (plus the market, whose language the labels are in, and the packages asked for).
 */
export function hotelOffersCacheKey(criteria: SearchCriteria, version: number): string {
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

export function facetsCacheKey(criteria: SearchCriteria, extra: unknown, version: number): string {
  return `facets:${criteria.locale}:v${version}:${digest([criteria, extra])}`;
}
