import type { Db } from '@escapade/db';
import type { FastifyBaseLogger } from 'fastify';
import { readCatalogVersion } from '../search/search-cache';
import type { DestinationIndex } from './destination-index';
import { warmUpDestinationIndex } from './search-destination-index';
import { loadDestinationIndex, readIndexedFingerprint, type LoadedDestinationIndex } from './load-destination-index';

/** How often the catalog version is read to notice a catalog change. */
export const INDEX_VERSION_POLL_MS = 5_000;
/**
 * The catalog version moves with every booking (availability is part of it), names almost never:
 * when it moved, the holder reads a digest of what the index holds (one statement) and rebuilds
 * only if that changed — at most once in this time, so a busy booking day costs a digest a minute.
 * A renamed or deactivated place shows within this time (the SQL path's answer cache held names
 * 10 minutes).
 */
export const INDEX_REBUILD_MIN_INTERVAL_MS = 60_000;

export interface DestinationIndexHolderOptions {
  pollMs?: number;
  rebuildMinIntervalMs?: number;
  load?: (db: Db) => Promise<LoadedDestinationIndex>;
  /** Terms ranked once after the first build, to warm the JIT up (`warmUpDestinationIndex`); 0: none. */
  warmUpTerms?: number;
}

/**
 * Keeps the autocomplete index in step with the catalog: built in the background at start, rebuilt
 * in the background when the catalog version changes, swapped in whole once built. Until the first
 * build is done (or when one fails) `current()` is undefined and the SQL path answers.
 */
export class DestinationIndexHolder {
  private index: DestinationIndex | undefined;
  private refreshing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastCheckAt = Number.NEGATIVE_INFINITY;
  /** The catalog version last checked, and the digest of what the index holds. */
  private checkedVersion: string | undefined;
  private fingerprint: string | undefined;
  private closed = false;
  private readonly firstBuild: Promise<boolean>;
  private settleFirstBuild: (built: boolean) => void = () => {};
  private readonly pollMs: number;
  private readonly rebuildMinIntervalMs: number;
  private readonly load: (db: Db) => Promise<LoadedDestinationIndex>;
  private readonly warmUpTerms: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: DestinationIndexHolderOptions = {},
  ) {
    this.pollMs = options.pollMs ?? INDEX_VERSION_POLL_MS;
    this.rebuildMinIntervalMs = options.rebuildMinIntervalMs ?? INDEX_REBUILD_MIN_INTERVAL_MS;
    this.load = options.load ?? loadDestinationIndex;
    this.warmUpTerms = options.warmUpTerms ?? 0;
    this.firstBuild = new Promise((resolve) => (this.settleFirstBuild = resolve));
  }

  /** The index, once built; undefined before. */
  current(): DestinationIndex | undefined {
    return this.index;
  }

  /** Resolves true once the first build is done, false if it failed or the holder closed first. */
  whenReady(): Promise<boolean> {
    return this.firstBuild;
  }

  start(): void {
    if (this.timer || this.closed) return;
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.pollMs);
    this.timer.unref();
  }

  /** Rebuilds when the catalog version and what the index holds moved (checked at most once a minute); one refresh at a time. */
  refresh(): Promise<void> {
    this.refreshing ??= this.rebuildIfStale().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.refreshing;
    this.settleFirstBuild(false);
  }

  private async rebuildIfStale(): Promise<void> {
    if (this.closed) return;
    try {
      if (this.index) {
        if (performance.now() - this.lastCheckAt < this.rebuildMinIntervalMs) return;
        const version = await readCatalogVersion(this.db);
        if (version === this.checkedVersion) return;
        this.lastCheckAt = performance.now();
        const fingerprint = await readIndexedFingerprint(this.db);
        this.checkedVersion = version;
        if (fingerprint === this.fingerprint) return;
      }
      const started = performance.now();
      const heapBefore = process.memoryUsage().heapUsed;
      const { index, fingerprint } = await this.load(this.db);
      if (this.closed) return;
      this.lastCheckAt = started;
      this.checkedVersion = index.version;
      this.fingerprint = fingerprint;
      const isFirst = this.index === undefined;
      this.index = index;
      this.log.info(
        { ...index.stats(), version: index.version, buildMs: Math.round(performance.now() - started), heapDeltaMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6) },
        'autocomplete index built',
      );
      // The index answers from now on; the first build is "ready" once the JIT has warmed up on it
      // (a rebuild runs the same, already optimised code).
      if (isFirst && this.warmUpTerms > 0) {
        const warmStarted = performance.now();
        try {
          const terms = await warmUpDestinationIndex(index, this.warmUpTerms);
          this.log.info({ terms, warmUpMs: Math.round(performance.now() - warmStarted) }, 'autocomplete index warmed up');
        } catch (error) {
          // Only slower first requests: the index answers all the same.
          this.log.warn({ err: error }, 'autocomplete warm-up failed');
        }
      }
      this.settleFirstBuild(true);
    } catch (error) {
      if (this.closed) return;
      this.log.warn({ err: error }, 'autocomplete index build failed: the SQL path answers');
      if (!this.index) this.settleFirstBuild(false);
    }
  }
}
