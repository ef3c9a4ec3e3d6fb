/**
 * In-process memos of what a search reads besides its packages — the display rows of the cards, the
 * searched place and its hierarchy — valid for one catalog version (`epoch.version`, migration
 * 0008/0010: bumped by every statement on the tables they come from, names and pictures included).
 *
 * A memo holds the entries of the newest version it has seen: a request carrying a newer version
 * drops them all and starts the new one; a request carrying an older version (a slower request
 * that read the version before a change) is answered from the database and stores nothing. An entry
 * stored under version V was read when the catalog was at V or later, so an answer built from it is
 * never older than its cache key — the rule the search index follows (decision 0009).
 */

/** A catalog version `<epoch>.<counter>`: comparable within one epoch (one database). */
export interface ParsedVersion {
  epoch: string;
  counter: bigint;
}

/** The parts of a catalog version, or undefined for a string that is not one. */
export function parseVersion(version: string): ParsedVersion | undefined {
  const dot = version.lastIndexOf('.');
  if (dot < 0) return undefined;
  try {
    return { epoch: version.slice(0, dot), counter: BigInt(version.slice(dot + 1)) };
  } catch {
    return undefined;
  }
}

export class VersionMemo<V> {
  private version: ParsedVersion | undefined;
  private entries = new Map<string, V>();

  constructor(
    /** Beyond this many entries the memo starts over (a bound on memory, not an LRU: hits are the common case). */
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether `entries` are still the memo's (not dropped for a newer version). */
  holds(entries: Map<string, V>): boolean {
    return this.entries === entries;
  }

  /**
   * The entries map to read and write for `version`, or undefined when the version is older than
   * the memo's (or unparsable): the caller then reads the database and keeps nothing.
   */
  at(version: string): Map<string, V> | undefined {
    const wanted = parseVersion(version);
    if (!wanted) return undefined;
    const current = this.version;
    if (current && current.epoch === wanted.epoch) {
      if (wanted.counter < current.counter) return undefined;
      if (wanted.counter === current.counter) {
        if (this.entries.size >= this.maxEntries) this.entries = new Map();
        return this.entries;
      }
    }
    // A newer version (or another database): everything held may be stale.
    this.version = wanted;
    this.entries = new Map();
    return this.entries;
  }
}
