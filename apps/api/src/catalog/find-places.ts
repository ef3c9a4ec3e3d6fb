import type { Db } from '@escapade/db';
import type { DestinationType } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';
import { sql, type RawBuilder } from 'kysely';
import { typoPatternsOf } from './destination-matching';
import { placeWeightSql } from './place-weight';

/**
 * The two kinds of place the autocomplete suggests (destinations of every level, and hotels),
 * read with what their label needs in one language. `key` is the SQL search key of the name.
 */
export interface PlaceRow {
  kind: 'destination' | 'hotel';
  id: number;
  type: DestinationType | 'hotel';
  name: string;
  key: string;
  weight: number;
  /** Trigram word similarity of the term to the name: 1 for prefix matches. */
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

export type PlaceFilter =
  | { mode: 'prefix'; termKey: string; withWordPrefix: boolean; limit: number }
  | { mode: 'typo'; termKey: string };

/** The name starts one typo away from the term (index ranges), or a word of it is very like the term (trigrams). */
export function typoCandidateSql(key: RawBuilder<string>, termKey: string): RawBuilder<boolean> {
  const conditions = typoPatternsOf(termKey).map((pattern) => sql`${key} like ${`${pattern}%`}`);
  if (termKey.length >= TYPO_TRIGRAM_MIN_TERM_LENGTH) {
    conditions.push(sql`(${termKey} <% ${key} and word_similarity(${termKey}, ${key}) >= ${TYPO_WORD_SIMILARITY})`);
  }
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

function destinationMatch(key: RawBuilder<string>, filter: PlaceFilter): RawBuilder<boolean> {
  if (filter.mode === 'typo') return typoCandidateSql(key, filter.termKey);
  const namePrefix = sql<boolean>`${key} like ${`${filter.termKey}%`}`;
  return filter.withWordPrefix ? sql<boolean>`(${namePrefix} or ${key} like ${`% ${filter.termKey}%`})` : namePrefix;
}

function orderAndLimit(key: RawBuilder<string>, weight: RawBuilder<number>, filter: PlaceFilter, name: RawBuilder<string>): RawBuilder<unknown> {
  if (filter.mode === 'typo') {
    return sql`order by ${weight} desc, word_similarity(${filter.termKey}, ${key}) desc limit ${TYPO_CANDIDATES_LIMIT}`;
  }
  // Same order as the ranking (name prefix, then weight), so the LIMIT keeps the best ones.
  return sql`order by (${key} like ${`${filter.termKey}%`}) desc, ${weight} desc, ${name}, 2 limit ${filter.limit}`;
}

/** Destinations (every level) whose name in `language` matches. */
export async function findDestinations(db: Db, language: Language, filter: PlaceFilter): Promise<PlaceRow[]> {
  const key = sql<string>`n.search_key`;
  const weight = placeWeightSql(sql`d.type`, sql`d.importance`);
  const similarity = filter.mode === 'typo' ? sql<number>`word_similarity(${filter.termKey}, ${key})` : sql<number>`1`;
  const result = await sql<PlaceRow>`
    with found as (
      select d.id, d.type, n.name, ${key} as key, ${weight} as weight, ${similarity} as similarity
      from destination_name n
      join destination d on d.id = n.destination_id
      where n.language = ${language} and ${destinationMatch(key, filter)}
      ${orderAndLimit(key, weight, filter, sql`n.name`)}
    )
    select 'destination' as kind, f.id, f.type, f.name, f.key, f.weight::float8 as weight, f.similarity::float8 as similarity,
      d.latitude, d.longitude, d.postal_code,
      null::text as city_name, dep.name as department_name, reg.name as region_name, cty.name as country_name
    from found f
    join destination d on d.id = f.id
    left join destination_name dep on dep.destination_id = d.department_id and dep.language = ${language}
    left join destination_name reg on reg.destination_id = d.region_id and reg.language = ${language}
    left join destination_name cty on cty.destination_id = d.country_id and cty.language = ${language}
  `.execute(db);
  return result.rows;
}

/** Active hotels whose label matches (labels are proper names: the same in every language). */
export async function findHotels(db: Db, language: Language, filter: PlaceFilter): Promise<PlaceRow[]> {
  const key = sql<string>`h.search_key`;
  const weight = placeWeightSql(sql`'hotel'`, sql`0`);
  const similarity = filter.mode === 'typo' ? sql<number>`word_similarity(${filter.termKey}, ${key})` : sql<number>`1`;
  const result = await sql<PlaceRow>`
    with found as (
      select h.id, h.label as name, ${key} as key, ${weight} as weight, ${similarity} as similarity
      from hotel h
      where h.active and ${destinationMatch(key, filter)}
      ${orderAndLimit(key, weight, filter, sql`h.label`)}
    )
    select 'hotel' as kind, f.id, 'hotel' as type, f.name, f.key, f.weight::float8 as weight, f.similarity::float8 as similarity,
      h.latitude, h.longitude, null::text as postal_code,
      city.name as city_name, null::text as department_name, null::text as region_name, cty.name as country_name
    from found f
    join hotel h on h.id = f.id
    left join destination_name city on city.destination_id = h.city_id and city.language = ${language}
    left join destination c on c.id = h.city_id
    left join destination_name cty on cty.destination_id = c.country_id and cty.language = ${language}
  `.execute(db);
  return result.rows;
}

/** Places whose name starts one typo away from the term (checked exactly by the caller). */
export async function findOneTypoAway(db: Db, language: Language, termKey: string): Promise<PlaceRow[]> {
  const filter: PlaceFilter = { mode: 'typo', termKey };
  const [destinations, hotels] = await Promise.all([findDestinations(db, language, filter), findHotels(db, language, filter)]);
  return [...destinations, ...hotels];
}
