import type { Db } from '@escapade/db';
import type { DestinationType } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';
import { sql, type RawBuilder } from 'kysely';
import { TYPO_MIN_TERM_LENGTH, typoPatternsOf } from './destination-matching';
import { placeWeightSql } from './place-weight';

/**
 * The two kinds of place the autocomplete suggests (destinations of every level, and hotels),
 * read with what their label needs in one language. `key` is the stored search key of the name.
 */
export interface PlaceRow {
  kind: 'destination' | 'hotel';
  id: number;
  type: DestinationType | 'hotel';
  name: string;
  key: string;
  weight: number;
  /** Trigram word similarity of the term to the name (typo candidates; 1 in the prefix tiers). */
  similarity: number;
  latitude: number;
  longitude: number;
  postal_code: string | null;
  city_name: string | null;
  department_name: string | null;
  region_name: string | null;
  country_name: string | null;
}

/**
 * The patterns with `_` in second place ('s_int mallo') cannot use the btree; the trigram index
 * narrows them by their later letters, which takes at least three of them.
 */
export const TYPO_SECOND_LETTER_MIN_TERM_LENGTH = 5;

/**
 * Which names a lookup reads. Each is a query the planner answers from one index whatever its
 * statistics (a freshly seeded PGlite catalog has none): the name's start is a btree range, a
 * word's start a trigram search, the typo pass a few btree ranges filtered by the typo patterns.
 */
export type PlaceLookup =
  | { mode: 'namePrefix'; termKey: string; limit: number }
  | { mode: 'wordPrefix'; termKey: string; limit: number }
  | { mode: 'typo'; termKey: string; limit: number };

interface Source {
  /** The table with its alias, e.g. `destination_name n`. */
  from: RawBuilder<unknown>;
  key: RawBuilder<string>;
  /** Conditions every row of the source meets (language, active). */
  scope: RawBuilder<boolean>;
}

/** The smallest string above every string starting with `prefix` (search keys are ASCII). */
function prefixUpperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * The typo pass in one condition. The typo patterns are grouped by their first two letters — most
 * share the term's own, a few the first and third, one the swapped first two — and each group
 * reads the btree range of names starting with those letters, filtered by `like any(group)`: a few
 * hundred index entries at full scale. The range is written with the btree's own operators and
 * the filter wrapped in `is true`, so the planner cannot hand them to the trigram index (it did,
 * reading hundreds of trigram matches per pattern). The two patterns with `_` in second place go
 * to the trigram index, for terms long enough to give it letters to narrow by.
 */
function typoConditionSql(key: RawBuilder<string>, termKey: string): RawBuilder<boolean> {
  const groups = new Map<string, string[]>();
  const alternatives: RawBuilder<boolean>[] = [];
  for (const pattern of typoPatternsOf(termKey)) {
    const lead = pattern.slice(0, 2);
    if (!lead.includes('_')) groups.set(lead, [...(groups.get(lead) ?? []), `${pattern}%`]);
    else if (termKey.length >= TYPO_SECOND_LETTER_MIN_TERM_LENGTH) alternatives.push(sql<boolean>`${key} like ${`${pattern}%`}`);
  }
  for (const [lead, patterns] of groups) {
    alternatives.push(sql<boolean>`(${key} ~>=~ ${lead} and ${key} ~<~ ${prefixUpperBound(lead)} and (${key} like any(${patterns}::text[])) is true)`);
  }
  return alternatives.length > 0 ? sql<boolean>`(${sql.join(alternatives, sql` or `)})` : sql<boolean>`false`;
}

/** The condition of a lookup on a search key. */
function conditionOf(lookup: PlaceLookup, key: RawBuilder<string>): RawBuilder<boolean> {
  if (lookup.mode === 'namePrefix') return sql<boolean>`${key} like ${`${lookup.termKey}%`}`;
  if (lookup.mode === 'wordPrefix') return sql<boolean>`(${key} like ${`% ${lookup.termKey}%`} and ${key} not like ${`${lookup.termKey}%`})`;
  // Names an earlier tier matches are not typo candidates: left in, they took the places of real
  // ones ('term_' finds every longer name starting with the term).
  return sql<boolean>`(${typoConditionSql(key, lookup.termKey)} and ${key} not like ${`${lookup.termKey}%`} and ${key} not like ${`% ${lookup.termKey}%`})`;
}

function candidatesSql(source: Source, columns: RawBuilder<unknown>, lookup: PlaceLookup): RawBuilder<unknown> {
  return sql`select ${columns} from ${source.from} where ${source.scope} and ${conditionOf(lookup, source.key)}`;
}

/**
 * The lookups' candidates, each source cut to the lookup's limit after ordering by weight, then
 * name (in code point order, `collate "C"`, whatever the database's collation), then id — the
 * in-process index cuts its lists the same way. Typo candidates get their trigram similarity (the
 * ranking's tie-break) after the cut: computed before it, for the thousands of names a 4-letter
 * term's patterns match ('case' → 'cas%'), it cost more than the lookup.
 */
function foundSql(language: Language, lookup: PlaceLookup): RawBuilder<unknown> {
  const names: Source = { from: sql`destination_name n`, key: sql<string>`n.search_key`, scope: sql<boolean>`n.language = ${language}` };
  const hotels: Source = { from: sql`hotel h`, key: sql<string>`h.search_key`, scope: sql<boolean>`h.active` };
  const limit = lookup.limit;
  const mode = sql.lit(lookup.mode);
  const cut = sql`
    (select ${mode}::text as lookup, 'destination'::text as kind, d.id, d.type::text as type, c.name, c.search_key as key,
       ${placeWeightSql(sql`d.type`, sql`d.importance`)}::float8 as weight
     from (${candidatesSql(names, sql`n.destination_id, n.name, n.search_key`, lookup)}) c
     join destination d on d.id = c.destination_id
     order by 7 desc, c.name collate "C", d.id limit ${limit})
    union all
    (select ${mode}::text, 'hotel', c.id, 'hotel', c.label, c.search_key,
       ${placeWeightSql(sql`'hotel'`, sql`0`)}::float8
     from (${candidatesSql(hotels, sql`h.id, h.label, h.search_key`, lookup)}) c
     order by 7 desc, c.label collate "C", c.id limit ${limit})`;
  // Prefix tiers rank by weight alone (similarity 1).
  const similarity = lookup.mode === 'typo' ? sql<number>`word_similarity(${lookup.termKey}, t.key)::float8` : sql<number>`1::float8`;
  return sql`(select t.lookup, t.kind, t.id, t.type, t.name, t.key, t.weight, ${similarity} as similarity from (${cut}) t)`;
}

/**
 * Destinations (every level, named in `language`) and active hotels (labels are proper names, the
 * same in every language) matching the lookups, each answered row tagged with its lookup — in one
 * statement: a round trip and a plan instead of one per lookup and source.
 */
export async function findPlaces(db: Db, language: Language, lookups: readonly PlaceLookup[]): Promise<Array<PlaceRow & { lookup: PlaceLookup['mode'] }>> {
  if (lookups.length === 0) return [];
  const result = await sql<PlaceRow & { lookup: PlaceLookup['mode'] }>`
    with found as (${sql.join(lookups.map((lookup) => foundSql(language, lookup)), sql` union all `)})
    -- Scalar subqueries, not joins: each plans on its own, where seven joins made the planner
    -- search join orders for longer than the lookup runs.
    select f.lookup, f.kind, f.id, f.type, f.name, f.key, f.weight, f.similarity, p.latitude, p.longitude, p.postal_code,
      (select name from destination_name where destination_id = p.city_id and language = ${language}) as city_name,
      (select name from destination_name where destination_id = p.department_id and language = ${language}) as department_name,
      (select name from destination_name where destination_id = p.region_id and language = ${language}) as region_name,
      (select name from destination_name where destination_id = p.country_id and language = ${language}) as country_name
    from found f
    cross join lateral (
      select d.latitude, d.longitude, d.postal_code, null::int as city_id, d.department_id, d.region_id, d.country_id
      from destination d where f.kind = 'destination' and d.id = f.id
      union all
      select h.latitude, h.longitude, null, h.city_id, null, null, c.country_id
      from hotel h join destination c on c.id = h.city_id where f.kind = 'hotel' and h.id = f.id
    ) p
  `.execute(db);
  return result.rows;
}

/** The recommended variant's own match: any tier, checked exactly by the caller. */
export function matchesAnyTierSql(key: RawBuilder<string>, termKey: string): RawBuilder<boolean> {
  const typo = termKey.length >= TYPO_MIN_TERM_LENGTH ? typoConditionSql(key, termKey) : sql<boolean>`false`;
  return sql<boolean>`(${key} like ${`${termKey}%`} or ${key} like ${`% ${termKey}%`} or ${typo})`;
}
