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
  /** Trigram word similarity of the term to the name. */
  similarity: number;
  latitude: number;
  longitude: number;
  postal_code: string | null;
  city_name: string | null;
  department_name: string | null;
  region_name: string | null;
  country_name: string | null;
}

/** Candidates per source of the one-typo pass, before the exact typo check. */
export const TYPO_CANDIDATES_LIMIT = 200;
/**
 * Trigram word similarity that makes a name a typo candidate besides the typo patterns: it finds
 * typos in the later words of a name ('saint mallo'). 0.6 is pg_trgm's own default threshold for
 * the `<%` operator, and the condition restates it so a server setting cannot change the answers.
 */
export const TYPO_WORD_SIMILARITY = 0.6;
/**
 * Below this length a term has too few trigrams for the similarity index to narrow anything (a
 * 4-letter term matched 12,000 names to recheck at full scale); its typos are all on the name's
 * start, which the patterns cover.
 */
export const TYPO_TRIGRAM_MIN_TERM_LENGTH = 6;

/**
 * Trigrams look for a typo in a later word of a name ('amsterdm' → 'Grand Hotel Amsterdam'), so
 * only for a one-word term: a term of several words is matched from the name's start by the
 * patterns, and its common words ('san', 'saint') would make the trigram search read thousands.
 */
export function usesTrigramTypos(termKey: string): boolean {
  return termKey.length >= TYPO_TRIGRAM_MIN_TERM_LENGTH && !termKey.includes(' ');
}

/**
 * Which names a lookup reads. Each is a query the planner answers from one index whatever its
 * statistics (a freshly seeded PGlite catalog has none): the name's start is a btree range, a
 * word's start a trigram search, the typo pass a btree range filtered by the typo patterns.
 */
export type PlaceLookup =
  | { mode: 'namePrefix'; termKey: string; limit: number }
  | { mode: 'wordPrefix'; termKey: string; limit: number }
  | { mode: 'typo'; termKey: string };

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
 * The typo pass in one condition. Every typo pattern but the swap of the first two letters keeps
 * the term's first letter, so the query reads the btree range of names starting with that letter
 * and filters it with `like any(patterns)` — a few thousand index entries at full scale, under a
 * millisecond. The range is written with the btree's own operators and the filter wrapped in
 * `is true`, so the planner cannot hand either to the trigram index (which it did, reading 600
 * trigram matches per pattern). The swap is a range of its own; trigrams join in for long
 * one-word terms. One range plans in a millisecond where a union of thirty scans took tens.
 */
function typoConditionSql(key: RawBuilder<string>, termKey: string): RawBuilder<boolean> {
  const first = termKey[0]!;
  const patterns = typoPatternsOf(termKey).map((pattern) => `${pattern}%`);
  const sameFirst = patterns.filter((pattern) => pattern.startsWith(first));
  const alternatives: RawBuilder<boolean>[] = patterns.filter((pattern) => !pattern.startsWith(first)).map((pattern) => sql<boolean>`${key} like ${pattern}`);
  if (sameFirst.length > 0) {
    alternatives.push(
      sql<boolean>`(${key} ~>=~ ${first} and ${key} ~<~ ${prefixUpperBound(first)} and (${key} like any(${sameFirst}::text[])) is true)`,
    );
  }
  if (usesTrigramTypos(termKey)) {
    alternatives.push(sql<boolean>`(${termKey} <% ${key} and word_similarity(${termKey}, ${key}) >= ${TYPO_WORD_SIMILARITY})`);
  }
  return alternatives.length > 0 ? sql<boolean>`(${sql.join(alternatives, sql` or `)})` : sql<boolean>`false`;
}

/** The condition of a lookup on a search key. */
function conditionOf(lookup: PlaceLookup, key: RawBuilder<string>): RawBuilder<boolean> {
  if (lookup.mode === 'namePrefix') return sql<boolean>`${key} like ${`${lookup.termKey}%`}`;
  if (lookup.mode === 'wordPrefix') return sql<boolean>`(${key} like ${`% ${lookup.termKey}%`} and ${key} not like ${`${lookup.termKey}%`})`;
  return typoConditionSql(key, lookup.termKey);
}

function candidatesSql(source: Source, columns: RawBuilder<unknown>, lookup: PlaceLookup): RawBuilder<unknown> {
  return sql`select ${columns} from ${source.from} where ${source.scope} and ${conditionOf(lookup, source.key)}`;
}

function limitOf(lookup: PlaceLookup): number {
  return lookup.mode === 'typo' ? TYPO_CANDIDATES_LIMIT : lookup.limit;
}

/**
 * Destinations (every level, named in `language`) and active hotels (labels are proper names, the
 * same in every language) matching one lookup, each source cut to the lookup's limit after ordering
 * by weight — in one statement, so that a lookup holds one pooled connection, not two.
 */
export async function findPlaces(db: Db, language: Language, lookup: PlaceLookup): Promise<PlaceRow[]> {
  const names: Source = { from: sql`destination_name n`, key: sql<string>`n.search_key`, scope: sql<boolean>`n.language = ${language}` };
  const hotels: Source = { from: sql`hotel h`, key: sql<string>`h.search_key`, scope: sql<boolean>`h.active` };
  const destinationWeight = placeWeightSql(sql`d.type`, sql`d.importance`);
  const hotelWeight = placeWeightSql(sql`'hotel'`, sql`0`);
  const similarity = (key: RawBuilder<string>) => sql<number>`word_similarity(${lookup.termKey}, ${key})::float8`;
  const limit = limitOf(lookup);
  const result = await sql<PlaceRow>`
    with name_candidates as (${candidatesSql(names, sql`n.destination_id, n.name, n.search_key`, lookup)}),
    hotel_candidates as (${candidatesSql(hotels, sql`h.id, h.label, h.search_key`, lookup)}),
    found as (
      (select 'destination'::text as kind, d.id, d.type::text as type, c.name, c.search_key as key,
         ${destinationWeight}::float8 as weight, ${similarity(sql`c.search_key`)} as similarity
       from name_candidates c join destination d on d.id = c.destination_id
       order by 6 desc, 7 desc, c.name, d.id limit ${limit})
      union all
      (select 'hotel', c.id, 'hotel', c.label, c.search_key, ${hotelWeight}::float8, ${similarity(sql`c.search_key`)}
       from hotel_candidates c
       order by 6 desc, 7 desc, c.label, c.id limit ${limit})
    )
    select f.kind, f.id, f.type, f.name, f.key, f.weight, f.similarity,
      coalesce(d.latitude, h.latitude) as latitude, coalesce(d.longitude, h.longitude) as longitude, d.postal_code,
      town.name as city_name, dep.name as department_name, reg.name as region_name, cty.name as country_name
    from found f
    left join destination d on f.kind = 'destination' and d.id = f.id
    left join hotel h on f.kind = 'hotel' and h.id = f.id
    left join destination city on city.id = h.city_id
    left join destination_name town on town.destination_id = h.city_id and town.language = ${language}
    left join destination_name dep on dep.destination_id = d.department_id and dep.language = ${language}
    left join destination_name reg on reg.destination_id = d.region_id and reg.language = ${language}
    left join destination_name cty on cty.destination_id = coalesce(d.country_id, city.country_id) and cty.language = ${language}
  `.execute(db);
  return result.rows;
}

/** The recommended variant's own match: any tier, checked exactly by the caller. */
export function matchesAnyTierSql(key: RawBuilder<string>, termKey: string): RawBuilder<boolean> {
  const typo = termKey.length >= TYPO_MIN_TERM_LENGTH ? typoConditionSql(key, termKey) : sql<boolean>`false`;
  return sql<boolean>`(${key} like ${`${termKey}%`} or ${key} like ${`% ${termKey}%`} or ${typo})`;
}
