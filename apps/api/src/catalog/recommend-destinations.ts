import type { DestinationSuggestion, RecommendedAutocompleteQuery } from '@escapade/contracts/autocomplete';
import type { Db } from '@escapade/db';
import { sql, type RawBuilder } from 'kysely';
import { MATCH_TIERS, matchTierOf, toSearchKey } from './destination-matching';
import { matchesAnyTierSql, type PlaceRow } from './find-places';
import { languageOf } from './market-language';
import { placeWeightSql } from './place-weight';
import { toSuggestion } from './search-destinations';
import { marketToday, sellableOfferSql } from './sellable-offers';

/** With a term, the source's destinations read before ranking: a box or theme has a few hundred at most. */
export const RECOMMENDED_CANDIDATES_LIMIT = 500;

interface RecommendedRow extends PlaceRow {
  hotels: number;
}

function sourceFilter(query: RecommendedAutocompleteQuery): RawBuilder<unknown> | undefined {
  if (query.sourceType === 'box' && query.code !== undefined) {
    return sql`exists (select 1 from box_offer bo where bo.offer_id = o.id and bo.box_code = ${query.code})`;
  }
  if (query.sourceType === 'theme' && query.code !== undefined) {
    const themeId = /^\d{1,9}$/.test(query.code) ? Number(query.code) : 0;
    return sql`o.theme_ids @> array[${themeId}]::integer[]`;
  }
  return undefined;
}

/**
 * The "recommended" autocomplete: destinations where the catalog source (a gift box's stays, a
 * theme's stays, or every stay of the market) can be booked. Without a term, the cities with the
 * most hotels; with one, every level of place matching it (as the autocomplete does), ranked by
 * match, then by how many of the source's hotels it holds.
 */
export async function recommendDestinations(db: Db, query: RecommendedAutocompleteQuery): Promise<DestinationSuggestion[]> {
  const language = languageOf(query.locale);
  const termKey = query.q === undefined ? undefined : toSearchKey(query.q);
  if (termKey === '') return [];
  const source = sourceFilter(query);
  const key = sql<string>`n.search_key`;
  const weight = placeWeightSql(sql`d.type`, sql`d.importance`);
  const match =
    termKey === undefined
      ? sql`d.type = 'city'`
      : matchesAnyTierSql(key, termKey);
  const limit = termKey === undefined ? query.maxResults : RECOMMENDED_CANDIDATES_LIMIT;
  const result = await sql<RecommendedRow>`
    with source_hotels as (
      select distinct o.hotel_id
      from offer o join hotel h on h.id = o.hotel_id
      where ${sellableOfferSql(query.locale, marketToday(query.locale))} ${source ? sql`and ${source}` : sql``}
    ),
    counts as (
      select hd.destination_id, count(*)::int as hotels
      from source_hotels s join hotel_destination hd on hd.hotel_id = s.hotel_id
      group by hd.destination_id
    ),
    found as (
      select d.id, d.type, n.name, ${key} as key, ${weight}::float8 as weight, c.hotels,
        ${termKey === undefined ? sql`1` : sql`word_similarity(${termKey}, ${key})`}::float8 as similarity
      from counts c
      join destination d on d.id = c.destination_id
      join destination_name n on n.destination_id = d.id and n.language = ${language}
      where ${match}
      order by c.hotels desc, weight desc, n.name, d.id
      limit ${limit}
    )
    select 'destination' as kind, f.id, f.type, f.name, f.key, f.weight, f.similarity, f.hotels,
      d.latitude, d.longitude, d.postal_code, null::text as city_name,
      dep.name as department_name, reg.name as region_name, cty.name as country_name
    from found f
    join destination d on d.id = f.id
    left join destination_name dep on dep.destination_id = d.department_id and dep.language = ${language}
    left join destination_name reg on reg.destination_id = d.region_id and reg.language = ${language}
    left join destination_name cty on cty.destination_id = d.country_id and cty.language = ${language}
  `.execute(db);
  const ranked = result.rows
    .map((row) => ({ row, tier: termKey === undefined ? MATCH_TIERS.namePrefix : matchTierOf(termKey, row.key) }))
    .filter((place) => place.tier !== undefined)
    .sort(
      (a, b) =>
        (a.tier ?? 0) - (b.tier ?? 0) ||
        b.row.hotels - a.row.hotels ||
        b.row.weight - a.row.weight ||
        a.row.name.localeCompare(b.row.name) ||
        a.row.id - b.row.id,
    );
  return ranked.slice(0, query.maxResults).map((place) => toSuggestion(place.row));
}
