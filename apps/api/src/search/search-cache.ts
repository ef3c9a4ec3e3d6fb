/**
 * Cache keys of search answers. Every key carries the catalog version (migration 0008: bumped by
 * any change of availability, prices, offers or hotels), so a change invalidates every cached
 * answer at once without scanning the cache; stale keys simply age out of the LRU or Redis.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@escapade/db';
import { hotelOffersCacheKey as drawerCacheKey } from '@escapade/domain/cards';
import { sql } from 'kysely';
import type { EngineCriteria } from './criteria';

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

const noop = () => {};

/**
 * Concurrent reads of the catalog version share one statement, without ever answering a request
 * with a read that began before it arrived (which could miss a change committed just before it,
 * a booking its own visitor then searches): while a read is under way, the requests arriving join
 * the next one, begun as soon as it ends. Under load the version costs one round trip per batch of
 * requests instead of one per request — the one statement a search answered from the in-memory
 * index and the display memos still sends.
 */
class SharedVersionRead {
  private inFlight: Promise<string> | undefined;
  private queued: Promise<string> | undefined;

  constructor(private readonly db: Db) {}

  read(): Promise<string> {
    if (this.queued) return this.queued;
    if (!this.inFlight) return this.launch();
    this.queued = this.inFlight.then(noop, noop).then(() => {
      this.queued = undefined;
      return this.launch();
    });
    return this.queued;
  }

  private launch(): Promise<string> {
    const read: Promise<string> = readCatalogVersion(this.db).finally(() => {
      if (this.inFlight === read) this.inFlight = undefined;
    });
    this.inFlight = read;
    return read;
  }
}

const sharedReads = new WeakMap<Db, SharedVersionRead>();

/** `readCatalogVersion`, shared by the requests that arrive while a read is under way (see above). */
export function readCatalogVersionShared(db: Db): Promise<string> {
  let shared = sharedReads.get(db);
  if (!shared) sharedReads.set(db, (shared = new SharedVersionRead(db)));
  return shared.read();
}

function digest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

/**
 * Exact-match, fallback and map searches: the whole normalized criteria (built in a fixed key order
 * with sorted lists, so equal searches give equal keys).
 */
export function searchCacheKey(criteria: EngineCriteria, version: string): string {
  return `search:${criteria.locale}:v${version}:${digest(criteria)}`;
}

/**
 * Hotel offers drawer: cached by adults, babies, children, checkin, nights, hotel id, gifting
 * (plus the market, whose language the labels are in, and the packages asked for).
 */
export function hotelOffersCacheKey(criteria: EngineCriteria, version: string): string {
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

export function facetsCacheKey(criteria: EngineCriteria, extra: unknown, version: string): string {
  return `facets:${criteria.locale}:v${version}:${digest([criteria, extra])}`;
}
