/**
 * The in-process autocomplete index: every destination name of every language and every active
 * hotel label, as sorted search keys, answering the three lookups of the SQL path (name prefix,
 * word prefix, one typo) with the same candidates, cut at the same limits in the same order — so
 * `TierRanking` turns them into the same suggestions, in microseconds instead of a round trip.
 */
import type { Language } from '@escapade/domain/markets';
import { typoPatternsOf } from '../catalog/destination-matching';
import { TYPO_SECOND_LETTER_MIN_TERM_LENGTH, type PlaceLookup, type PlaceRow } from '../catalog/find-places';
import { termTrigramsOf, wordSimilarity } from './word-similarity';

/**
 * A place as the index holds it: the row the SQL path reads, with the similarity of the prefix
 * tiers (1), so that they answer the held objects themselves; typo rows are copies with theirs.
 */
export type IndexedPlace = PlaceRow & { similarity: 1 };

/**
 * A typo pattern's `_` after a range this long is checked entry by entry; after a longer one, each
 * letter in its place is a range of its own (two binary searches each, 37 letters).
 */
const SCAN_RANGE_MAX = 1024;

/** Code unit order: the order of `collate "C"` for the search keys and names of the catalog. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The smallest string above every string starting with `prefix`. */
function prefixUpperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** The first index of `sorted` in [low, high) whose value is not below `value` (high when none). */
function lowerBound(sorted: readonly string[], value: string, low = 0, high = sorted.length): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The entries of `sorted` that start with `prefix`, as a half-open index range (within [low, high)). */
function prefixRange(sorted: readonly string[], prefix: string, low = 0, high = sorted.length): [number, number] {
  if (prefix === '') return [low, high];
  const from = lowerBound(sorted, prefix, low, high);
  return [from, lowerBound(sorted, prefixUpperBound(prefix), from, high)];
}

/**
 * One source of places (a language's destination names, or the hotels labelled in that language),
 * ranked once by the SQL path's order before its LIMIT — weight first, then name, then id — so a
 * lookup only sorts small integers.
 */
class SourceIndex {
  /** Places by rank: `byRank[0]` is the heaviest. */
  private readonly byRank: IndexedPlace[];
  /** Search keys in code unit order, and the rank of each. */
  private readonly keys: string[];
  private readonly keyRanks: Int32Array;
  /** Every word start after the first ('saint michel', 'michel' of 'mont saint michel'), sorted, with its place's rank. */
  private readonly wordStarts: string[];
  private readonly wordRanks: Int32Array;
  /**
   * The keys without their second character ('paris' → 'pris'), sorted, with their ranks: a pattern
   * with `_` in second place ('p_ris', 1 in 4 typo patterns of a long term) is one range of them,
   * where the first letter's range holds thousands of names to check.
   */
  private readonly secondSkipped: string[];
  private readonly secondSkippedRanks: Int32Array;

  constructor(places: readonly IndexedPlace[]) {
    this.byRank = [...places].sort(
      (a, b) => b.weight - a.weight || compareCodeUnits(a.name, b.name) || a.id - b.id,
    );
    const byKey = this.byRank.map((place, rank) => ({ key: place.key, rank })).sort((a, b) => compareCodeUnits(a.key, b.key) || a.rank - b.rank);
    this.keys = byKey.map((entry) => entry.key);
    this.keyRanks = Int32Array.from(byKey, (entry) => entry.rank);
    const starts: Array<{ start: string; rank: number }> = [];
    this.byRank.forEach((place, rank) => {
      for (let index = place.key.indexOf(' '); index !== -1; index = place.key.indexOf(' ', index + 1)) {
        starts.push({ start: place.key.slice(index + 1), rank });
      }
    });
    starts.sort((a, b) => compareCodeUnits(a.start, b.start) || a.rank - b.rank);
    this.wordStarts = starts.map((entry) => entry.start);
    this.wordRanks = Int32Array.from(starts, (entry) => entry.rank);
    const skipped = this.byRank
      .map((place, rank) => ({ key: place.key.length >= 2 ? place.key[0]! + place.key.slice(2) : '', rank }))
      .filter((entry) => entry.key !== '')
      .sort((a, b) => compareCodeUnits(a.key, b.key) || a.rank - b.rank);
    this.secondSkipped = skipped.map((entry) => entry.key);
    this.secondSkippedRanks = Int32Array.from(skipped, (entry) => entry.rank);
  }

  get size(): number {
    return this.byRank.length;
  }

  /** Up to `count` keys spread evenly over the heaviest-first list (warm-up terms are made from them). */
  sampleKeys(count: number): string[] {
    const step = Math.max(1, Math.floor(this.byRank.length / Math.max(1, count)));
    const keys: string[] = [];
    for (let rank = 0; rank < this.byRank.length && keys.length < count; rank += step) keys.push(this.byRank[rank]!.key);
    return keys;
  }

  /** `key like 'term%'`: the first `limit` by rank. */
  namePrefix(termKey: string, limit: number): IndexedPlace[] {
    const [from, to] = prefixRange(this.keys, termKey);
    return this.firstByRank(this.keyRanks.subarray(from, to), limit);
  }

  /** `key like '% term%' and key not like 'term%'`: the first `limit` by rank. */
  wordPrefix(termKey: string, limit: number): IndexedPlace[] {
    const [from, to] = prefixRange(this.wordStarts, termKey);
    return this.firstByRank(this.wordRanks.subarray(from, to), limit, (place) => !place.key.startsWith(termKey));
  }

  /**
   * The typo pass of the SQL path: names matching one of the term's typo patterns by their start
   * (the patterns with `_` in second place only for terms of 5 letters or more) and no earlier
   * tier, the first `limit` by rank, each with its pg_trgm word similarity to the term.
   */
  typo(termKey: string, limit: number): Array<{ place: IndexedPlace; similarity: number }> {
    const ranks = new RankList();
    // Keys starting with the term belong to an earlier tier: their range is left out of every
    // range taken ('vill%' for 'ville' is mostly 'ville%', thousands of names in France).
    const [earlierFrom, earlierTo] = prefixRange(this.keys, termKey);
    for (const pattern of typoPatternsOf(termKey)) {
      // 'term_': every match starts with the term, an earlier tier.
      if (pattern.startsWith(termKey)) continue;
      if (pattern.slice(0, 2).includes('_') && termKey.length < TYPO_SECOND_LETTER_MIN_TERM_LENGTH) continue;
      this.addLikePrefix(pattern, ranks, earlierFrom, earlierTo);
    }
    const wordStart = ` ${termKey}`;
    const places = this.firstByRank(ranks.values(), limit, (place) => !place.key.startsWith(termKey) && !place.key.includes(wordStart));
    const trigrams = termTrigramsOf(termKey);
    return places.map((place) => ({ place, similarity: wordSimilarity(trigrams, place.key) }));
  }

  /**
   * The ranks of the keys matching `pattern%`, where the pattern holds at most one `_` (any one
   * character), but for those of the keys in [skipFrom, skipTo).
   * No closure is made here: it runs some thirty times per typo lookup, and each closure the dev
   * loader (tsx, keepNames) makes costs a `defineProperty` — 4% of the API's CPU under autocomplete load.
   */
  private addLikePrefix(pattern: string, ranks: RankList, skipFrom: number, skipTo: number): void {
    const wildcard = pattern.indexOf('_');
    if (wildcard === -1) {
      const [from, to] = prefixRange(this.keys, pattern);
      return this.addKeyRange(from, to, ranks, skipFrom, skipTo);
    }
    const head = pattern.slice(0, wildcard);
    const tail = pattern.slice(wildcard + 1);
    if (wildcard === 1) {
      // Keys of two characters or more whose others match: `like 'p_ris%'` is 'pris%' without the second.
      const [from, to] = prefixRange(this.secondSkipped, head + tail);
      return ranks.push(this.secondSkippedRanks.subarray(from, to));
    }
    const [from, to] = prefixRange(this.keys, head);
    if (to - from <= SCAN_RANGE_MAX) {
      for (let i = from; i < to; i += 1) {
        if (i >= skipFrom && i < skipTo) continue;
        const key = this.keys[i]!;
        if (key.length > wildcard && key.startsWith(tail, wildcard + 1)) ranks.add(this.keyRanks[i]!);
      }
      return;
    }
    // A long range ('sa_nt', thousands of 'sa…'): one sub-range per letter that really follows the
    // head there (not every letter of the alphabet), each searched within the last.
    let start = from;
    // Keys equal to the head, without a character in the wildcard's place, sort first and cannot match.
    while (start < to && this.keys[start]!.length === wildcard) start += 1;
    while (start < to) {
      const withLetter = head + this.keys[start]![wildcard]!;
      const letterEnd = lowerBound(this.keys, prefixUpperBound(withLetter), start, to);
      const [matchFrom, matchTo] = prefixRange(this.keys, withLetter + tail, start, letterEnd);
      this.addKeyRange(matchFrom, matchTo, ranks, skipFrom, skipTo);
      start = letterEnd;
    }
  }

  /** The ranks of the keys in [from, to) but for those in [skipFrom, skipTo). */
  private addKeyRange(from: number, to: number, ranks: RankList, skipFrom: number, skipTo: number): void {
    if (skipFrom >= skipTo || skipTo <= from || skipFrom >= to) return ranks.push(this.keyRanks.subarray(from, to));
    if (from < skipFrom) ranks.push(this.keyRanks.subarray(from, skipFrom));
    if (skipTo < to) ranks.push(this.keyRanks.subarray(skipTo, to));
  }

  /**
   * The first `limit` distinct places of `ranks` by rank that pass `accept`, in rank order: one pass
   * keeping the best so far (a short-name range holds thousands of ranks, the list wants 30).
   */
  private firstByRank(ranks: Int32Array, limit: number, accept?: (place: IndexedPlace) => boolean): IndexedPlace[] {
    const best: number[] = [];
    for (let i = 0; i < ranks.length; i += 1) {
      const rank = ranks[i]!;
      if (best.length === limit && rank >= best[limit - 1]!) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (best[middle]! < rank) low = middle + 1;
        else high = middle;
      }
      if (best[low] === rank || (accept && !accept(this.byRank[rank]!))) continue;
      best.splice(low, 0, rank);
      if (best.length > limit) best.pop();
    }
    return best.map((rank) => this.byRank[rank]!);
  }
}

/** A growable list of ranks (duplicates allowed: `firstByRank` drops them). */
class RankList {
  private ranks = new Int32Array(256);
  private length = 0;

  add(rank: number): void {
    if (this.length === this.ranks.length) this.grow(this.length + 1);
    this.ranks[this.length++] = rank;
  }

  push(ranks: Int32Array): void {
    if (this.length + ranks.length > this.ranks.length) this.grow(this.length + ranks.length);
    this.ranks.set(ranks, this.length);
    this.length += ranks.length;
  }

  values(): Int32Array {
    return this.ranks.subarray(0, this.length);
  }

  private grow(size: number): void {
    const grown = new Int32Array(Math.max(size, 2 * this.ranks.length));
    grown.set(this.ranks.subarray(0, this.length));
    this.ranks = grown;
  }
}

export interface DestinationIndexInput {
  /** Every destination named in a language, labelled in that language. */
  destinations: ReadonlyMap<Language, readonly IndexedPlace[]>;
  /** Every active hotel, labelled in each language. */
  hotels: ReadonlyMap<Language, readonly IndexedPlace[]>;
}

export interface DestinationIndexStats {
  destinationNames: number;
  hotelLabels: number;
}

export class DestinationIndex {
  private readonly sources = new Map<Language, { destinations: SourceIndex; hotels: SourceIndex }>();

  constructor(
    input: DestinationIndexInput,
    /** The catalog version (`epoch.version`) it was read at. */
    readonly version: string,
  ) {
    const languages = new Set([...input.destinations.keys(), ...input.hotels.keys()]);
    for (const language of languages) {
      this.sources.set(language, {
        destinations: new SourceIndex(input.destinations.get(language) ?? []),
        hotels: new SourceIndex(input.hotels.get(language) ?? []),
      });
    }
  }

  stats(): DestinationIndexStats {
    let destinationNames = 0;
    let hotelLabels = 0;
    for (const source of this.sources.values()) {
      destinationNames += source.destinations.size;
      hotelLabels += source.hotels.size;
    }
    return { destinationNames, hotelLabels };
  }

  /** About `count` destination name keys in all, shared between the languages, spread over each list. */
  sampleKeys(count: number): Array<{ language: Language; key: string }> {
    const perLanguage = Math.ceil(count / Math.max(1, this.sources.size));
    const sample: Array<{ language: Language; key: string }> = [];
    for (const [language, source] of this.sources) for (const key of source.destinations.sampleKeys(perLanguage)) sample.push({ language, key });
    return sample;
  }

  /** What `findPlaces` answers for one lookup: destinations first, then hotels, each cut at the lookup's limit. */
  findPlaces(language: Language, lookup: PlaceLookup): PlaceRow[] {
    const source = this.sources.get(language);
    if (!source) return [];
    const rows: PlaceRow[] = [];
    for (const places of [source.destinations, source.hotels]) {
      if (lookup.mode === 'typo') {
        for (const { place, similarity } of places.typo(lookup.termKey, lookup.limit)) rows.push({ ...place, similarity });
      } else {
        rows.push(...(lookup.mode === 'namePrefix' ? places.namePrefix(lookup.termKey, lookup.limit) : places.wordPrefix(lookup.termKey, lookup.limit)));
      }
    }
    return rows;
  }
}
