/**
 * The in-memory search index's life (docs/decisions/0009): built in the background after start
 * (the SQL engine answers meanwhile), then kept fresh by applying the rows the database's change
 * log (migration 0014) lists since the last one applied, whenever a request sees a newer catalog
 * version. A request is answered from the index only once it is at least as new as the catalog
 * version the request read (the version its cache key carries), so an answer is never older than
 * its key.
 *
 * With a read replica (DATABASE_READ_URL) the index reads everything — the version, the change log
 * and the rows — from that one server, as the searches read their version there: a replica behind
 * the primary then shows an older state that is whole, never a version ahead of its rows. Mixing
 * servers would not be: a change log read on the primary lists a booking whose rows the replica
 * does not show yet, the index would reload the old rows, count the change as applied and skip it
 * for good; a version read on the primary would let the index claim a state it does not hold. On
 * one server, visibility only moves forward, so neither the version nor the change log can go
 * backwards between two reads. Only the change log's pruning (a DELETE) goes to the primary.
 */
import type { Db } from '@escapade/db';
import { sql } from 'kysely';
import { addMembership, removeMembership, type IndexData } from './index-data';
import { buildIndexData, IndexOverflow, loadHotels, loadNights, loadOffers, toIndexedOffer } from './load-index';
import { parseVersion, type ParsedVersion } from '../search/version-memo';

/** Beyond this many changed offers and hotels at once (a reseed, a bulk import), rebuild instead. */
export const MAX_DELTA_KEYS = 3000;
/**
 * Change ids are handed out in order but committed in any order: each sync re-reads this many ids
 * before the last one applied and applies those it has not seen (reloading a row twice is harmless).
 */
const CHANGE_ID_LOOKBACK = 500;
/** Change log rows older than this are deleted at each build, and by a sync every 10 minutes. */
const CHANGE_LOG_RETENTION = '1 day';
const CHANGE_LOG_PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface SearchIndexStats {
  state: 'idle' | 'building' | 'ready' | 'failed';
  buildMs: number | null;
  hotels: number;
  offers: number;
  gridBytes: number;
  heapUsedBytes: number | null;
  deltasApplied: number;
  rebuilds: number;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export class SearchIndex {
  private data: IndexData | undefined;
  private at: ParsedVersion | undefined;
  private lastChangeId = 0;
  private readonly recentlyApplied = new Set<number>();
  private building: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private closed = false;
  private lastPrune = Date.now();
  readonly stats: SearchIndexStats = {
    state: 'idle',
    buildMs: null,
    hotels: 0,
    offers: 0,
    gridBytes: 0,
    heapUsedBytes: null,
    deltasApplied: 0,
    rebuilds: 0,
  };

  constructor(
    /** Where the version, the change log and the rows are read (the app's `readDb`). */
    private readonly db: Db,
    private readonly log: Logger,
    /** Where the change log is pruned (a replica refuses a DELETE); `db` when omitted. */
    private readonly primary: Db = db,
  ) {}

  /** Starts the build in the background (once); the SQL engine answers until it is ready. */
  start(): void {
    // Built already (the app's onReady after a test or the bench awaited whenReady): nothing to do.
    if (this.building || this.closed || this.data) return;
    this.stats.state = 'building';
    this.building = this.build().finally(() => {
      this.building = undefined;
    });
  }

  /** Resolves once the index is built (tests, benchmarks). */
  async whenReady(): Promise<void> {
    this.start();
    while (this.building) await this.building;
    if (!this.data) throw new Error('search index build failed');
  }

  close(): void {
    this.closed = true;
  }

  /**
   * The index brought up to `version` (the catalog version the request read), or undefined while
   * it is built or rebuilt: the caller then asks the SQL engine.
   */
  async readyAt(version: string): Promise<IndexData | undefined> {
    const wanted = parseVersion(version);
    if (!this.data || !wanted) {
      this.start();
      return undefined;
    }
    for (let attempt = 0; attempt < 2 && this.data; attempt += 1) {
      if (this.isAtLeast(wanted)) return this.data;
      this.syncing ??= this.sync(wanted).finally(() => {
        this.syncing = undefined;
      });
      await this.syncing;
    }
    return this.data && this.isAtLeast(wanted) ? this.data : undefined;
  }

  private isAtLeast(wanted: ParsedVersion): boolean {
    return this.at !== undefined && this.at.epoch === wanted.epoch && this.at.counter >= wanted.counter;
  }

  private async readVersion(): Promise<ParsedVersion | undefined> {
    const { rows } = await sql<{ epoch: string; version: string }>`select epoch, version from catalog_version where id = 1`.execute(this.db);
    return rows[0] ? { epoch: rows[0].epoch, counter: BigInt(rows[0].version) } : undefined;
  }

  private async build(): Promise<void> {
    const started = performance.now();
    try {
      // The version and the last change id are read before the rows: a change committed during the
      // build is applied again by the next sync.
      const version = await this.readVersion();
      const { rows } = await sql<{ id: string | null }>`select max(id)::text as id from search_index_change`.execute(this.db);
      const lastChangeId = Number(rows[0]?.id ?? 0);
      await sql`delete from search_index_change where changed_at < now() - ${CHANGE_LOG_RETENTION}::interval`.execute(this.primary);
      const data = await buildIndexData(this.db, () => this.closed);
      this.data = data;
      this.at = version;
      this.lastChangeId = lastChangeId;
      this.recentlyApplied.clear();
      this.stats.state = 'ready';
      this.stats.buildMs = Math.round(performance.now() - started);
      this.stats.hotels = data.hotels.size;
      this.stats.offers = data.offers.size;
      this.stats.gridBytes = data.grid.bytes;
      this.stats.heapUsedBytes = process.memoryUsage().heapUsed;
      this.stats.rebuilds += 1;
      this.log.info({ searchIndex: this.stats }, 'search index ready');
    } catch (error) {
      this.stats.state = 'failed';
      if (!this.closed) this.log.error({ err: error }, 'search index build failed: the SQL engine answers searches');
    }
  }

  /** Drops the index (the SQL engine answers) and builds it again in the background. */
  private rebuild(reason: string): void {
    this.log.warn({ reason }, 'search index rebuild');
    this.data = undefined;
    this.at = undefined;
    this.start();
  }

  private async sync(wanted: ParsedVersion): Promise<void> {
    const data = this.data;
    if (!data) return;
    if (this.at && this.at.epoch !== wanted.epoch) return this.rebuild('another database (catalog epoch changed)');
    try {
      const from = Math.max(0, this.lastChangeId - CHANGE_ID_LOOKBACK);
      const { rows } = await sql<{ id: string; kind: string; key: number }>`
        select id::text as id, kind, key from search_index_change where id > ${from}::bigint order by id limit ${MAX_DELTA_KEYS * 4}::int`.execute(this.db);
      const fresh = rows.filter((row) => !this.recentlyApplied.has(Number(row.id)));
      if (rows.length >= MAX_DELTA_KEYS * 4 || fresh.some((row) => row.kind === 'catalog')) return this.rebuild('bulk catalog change');
      const offerIds = new Set<number>();
      const hotelIds = new Set<number>();
      for (const row of fresh) (row.kind === 'hotel' ? hotelIds : offerIds).add(row.key);
      if (offerIds.size + hotelIds.size > MAX_DELTA_KEYS) return this.rebuild('bulk catalog change');
      if (offerIds.size + hotelIds.size > 0) await this.applyChanges(data, offerIds, hotelIds);
      // A build finished meanwhile: its snapshot replaced `data` and its own bookkeeping stands.
      if (this.data !== data) return;
      for (const row of fresh) {
        const id = Number(row.id);
        this.recentlyApplied.add(id);
        if (id > this.lastChangeId) this.lastChangeId = id;
      }
      for (const id of this.recentlyApplied) if (id <= this.lastChangeId - CHANGE_ID_LOOKBACK) this.recentlyApplied.delete(id);
      this.stats.deltasApplied += offerIds.size + hotelIds.size;
      // Everything committed before this sync's reads is in: the index is at least at `wanted`.
      if (!this.at || wanted.counter > this.at.counter) this.at = wanted;
      if (Date.now() - this.lastPrune > CHANGE_LOG_PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await sql`delete from search_index_change where changed_at < now() - ${CHANGE_LOG_RETENTION}::interval`.execute(this.primary);
      }
    } catch (error) {
      if (error instanceof IndexOverflow) return this.rebuild(error.message);
      this.log.error({ err: error }, 'search index sync failed: the SQL engine answers');
    }
  }

  /** Reloads the changed hotels (with all their offers) and offers; deletions disappear. */
  private async applyChanges(data: IndexData, offerIds: Set<number>, hotelIds: Set<number>): Promise<void> {
    const offerRows = await loadOffers(this.db, { offerIds: [...offerIds], hotelIds: [...hotelIds] });
    for (const row of offerRows) if (!data.hotels.has(row.hotel_id)) hotelIds.add(row.hotel_id);
    const hotels = hotelIds.size ? await loadHotels(this.db, [...hotelIds]) : [];
    const allOfferIds = new Set([...offerIds, ...offerRows.map((r) => r.id)]);
    for (const hotel of data.hotels.values()) if (hotelIds.has(hotel.id)) for (const o of hotel.offers) allOfferIds.add(o.id);
    const nights = await loadNights(this.db, { offerIds: [...allOfferIds] });

    // Hotels: replace attributes and memberships, keep the offers list (rebuilt below).
    const loadedHotelIds = new Set(hotels.map((h) => h.id));
    for (const id of hotelIds) {
      const old = data.hotels.get(id);
      if (old) removeMembership(data, old);
      if (!loadedHotelIds.has(id) && old) {
        for (const offer of old.offers) {
          data.offers.delete(offer.id);
          data.grid.release(offer.slot);
        }
        data.hotels.delete(id);
      }
    }
    for (const hotel of hotels) {
      const old = data.hotels.get(hotel.id);
      hotel.offers = old ? old.offers : [];
      data.hotels.set(hotel.id, hotel);
      addMembership(data, hotel);
    }

    // Offers: a deleted one leaves its hotel and frees its slot; a moved one changes hotel.
    const loadedOffers = new Map(offerRows.map((row) => [row.id, row]));
    for (const id of allOfferIds) {
      const old = data.offers.get(id);
      const row = loadedOffers.get(id);
      if (old && (!row || row.hotel_id !== old.hotelId)) {
        const hotel = data.hotels.get(old.hotelId);
        if (hotel) hotel.offers = hotel.offers.filter((o) => o.id !== id);
      }
      if (!row) {
        if (old) {
          data.offers.delete(id);
          data.grid.release(old.slot);
        }
        continue;
      }
      const slot = old?.slot ?? data.grid.allocate();
      if (slot === undefined) throw new IndexOverflow('no free slot for a new offer');
      const offer = toIndexedOffer(row, slot);
      data.offers.set(id, offer);
      const hotel = data.hotels.get(row.hotel_id);
      if (hotel) {
        const at = hotel.offers.findIndex((o) => o.id === id);
        if (at >= 0) hotel.offers[at] = offer;
        else hotel.offers.push(offer);
      }
      const arrays = nights.get(id);
      if (arrays) {
        if (!data.grid.fill(slot, arrays)) throw new IndexOverflow(`offer ${id} has nights outside the index's days`);
      } else data.grid.clear(slot);
    }
    this.stats.hotels = data.hotels.size;
    this.stats.offers = data.offers.size;
  }
}
