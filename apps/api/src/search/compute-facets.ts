/**
 * Facet counts (`GET /api/facets.json`). Counts are disjunctive: a facet's own
 * selection does not shrink its own counts; every other active filter does. A value's count is the
 * number of hotels the search would return with that facet's selection set to that value alone.
 *
 * One statement (facetCountsSql): the eligible packages once, folded per hotel, then every count
 * over the hotels that pass every group but the counted one.
 */
import { PRICE_FACET_BUCKETS, type FacetProperty, type FacetPropertyType, type FacetsResponse } from '@escapade/contracts/search';
import type { Db } from '@escapade/db';
import { SCORE_CHOICES, STAR_CHOICES } from '@escapade/domain/filters';
import { sql, type RawBuilder } from 'kysely';
import type { FacetGroup, EngineCriteria } from './criteria';
import { loadFacetNames, rememberedFacetNames, type FacetNames } from './facet-names';
import { groupConditionSql, type GroupColumn } from './group-conditions';
import { packageRowsSql } from './package-rows';
import { andAll, floatValue, intValue } from './sql-values';

export interface CountRow {
  grp: string;
  value: string;
  count: number;
}

/** Facet groups decided by the hotel alone, and by each package (price, activities). */
const HOTEL_GROUPS = ['score', 'facility', 'stars', 'style', 'type', 'environment'] as const satisfies readonly FacetGroup[];
type HotelGroup = (typeof HOTEL_GROUPS)[number];

/** Hotel attribute columns of the `hotel` table, for the hotel-level conditions. */
const hotelColumn = (column: GroupColumn) => sql.ref(`hh.${column === 'filter_price' || column === 'tag_ids' ? 'id' : column}`);

/** `ok_<group>` of a hotel row (`m`), true when the group has no selection. */
const okOf = (group: HotelGroup) => sql.ref(`m.ok_${group}`);
const hotelGroupsBut = (except?: HotelGroup) => andAll(HOTEL_GROUPS.filter((g) => g !== except).map(okOf));

interface ScalarCount {
  grp: FacetGroup | 'total';
  value: string;
  condition: RawBuilder<unknown>;
}

/**
 * Counts answered by one pass over the matching hotels (`m`): the total, the price buckets, the
 * scores and the stars. `m.pkg_ok` says a package passes both package-level groups (price and
 * activities); `m.in_bucket_<i>` that a package passes the activities and lies in bucket i.
 */
function scalarCounts(): ScalarCount[] {
  const price = PRICE_FACET_BUCKETS.map((bucket, index) => ({
    grp: 'price' as const,
    value: bucket.id,
    condition: andAll([hotelGroupsBut(), sql.ref(`m.in_bucket_${index}`)]),
  }));
  const score = SCORE_CHOICES.map((choice) => ({
    grp: 'score' as const,
    value: choice.key,
    condition: andAll([hotelGroupsBut('score'), sql`m.pkg_ok`, sql`m.review_score >= ${floatValue(choice.value)}`]),
  }));
  const stars = STAR_CHOICES.map((choice) => ({
    grp: 'stars' as const,
    value: choice.key,
    condition: andAll([hotelGroupsBut('stars'), sql`m.pkg_ok`, sql`m.stars = ${intValue(choice.value)}`]),
  }));
  return [{ grp: 'total', value: '', condition: andAll([hotelGroupsBut(), sql`m.pkg_ok`]) }, ...price, ...score, ...stars];
}

/** List groups decided by the hotel: the hotel column holding the group's values. */
const LIST_COLUMNS: ReadonlyArray<[HotelGroup, string]> = [
  ['facility', 'facilities'],
  ['style', 'styles'],
  ['type', 'types'],
  ['environment', 'environments'],
];

/**
 * The one statement of the facet counts: rows of (group, value, count).
 *
 * The packages are computed once with the price and activity filters as flags (`q`), then folded
 * into one row per hotel with its attributes and one flag per hotel-level group (`m`). Each count
 * is then a count of hotels passing every group but its own: hotel-level groups and price buckets
 * as FILTER clauses of one pass, list attributes by unnesting them (a hash aggregate, hotels are
 * counted once each), activities from the packages.
 */
export function facetCountsSql(criteria: EngineCriteria, groups: ReadonlySet<FacetGroup>): RawBuilder<CountRow> {
  const selections = criteria.groups;
  const bucketFlags = PRICE_FACET_BUCKETS.map(
    (bucket, index) =>
      sql`bool_or(q.ok_tag and q.filter_price >= ${intValue(bucket.min)}${bucket.max === null ? sql`` : sql` and q.filter_price <= ${intValue(bucket.max)}`}) as ${sql.ref(`in_bucket_${index}`)}`,
  );
  const hotelFlags = HOTEL_GROUPS.map(
    (group) => sql`${groupConditionSql(group, selections, hotelColumn) ?? sql`true`} as ${sql.ref(`ok_${group}`)}`,
  );
  const scalars = scalarCounts().filter((c) => c.grp === 'total' || groups.has(c.grp));
  const columns = scalars.map((c, index) => sql`(count(*) filter (where ${c.condition}))::int as ${sql.ref(`c${index}`)}`);
  const values = scalars.map((c, index) => sql`(${c.grp}, ${c.value}, ${sql.ref(`c${index}`)})`);
  const lists = LIST_COLUMNS.filter(([group]) => groups.has(group)).map(
    ([group, column]) => sql`
      select ${group}::text as grp, v::text as value, count(*)::int as count
      from m cross join unnest(${sql.ref(`m.${column}`)}) v
      where m.pkg_ok and ${hotelGroupsBut(group)}
      group by v`,
  );
  if (groups.has('tag')) {
    lists.push(sql`
      select 'tag'::text as grp, t.tag::text as value, count(*)::int as count
      from (select distinct q.hotel_id, v as tag from q cross join unnest(q.tag_ids) v where q.ok_price) t
      join m on m.hotel_id = t.hotel_id
      where ${hotelGroupsBut()}
      group by t.tag`);
  }
  const unions = lists.length ? sql`union all ${sql.join(lists, sql` union all `)}` : sql``;
  return sql<CountRow>`
    with q as materialized (
      select offer_id, hotel_id, filter_price, tag_ids, ok_price, ok_tag
      from (${packageRowsSql(criteria, { flagged: ['price', 'tag'], ignored: HOTEL_GROUPS })}) rows
    ),
    m as materialized (
      select ph.*, hh.review_score::float8 as review_score, hh.stars, hh.facilities, hh.styles, hh.types, hh.environments,
             ${sql.join(hotelFlags, sql`, `)}
      from (
        select q.hotel_id, bool_or(q.ok_price and q.ok_tag) as pkg_ok, ${sql.join(bucketFlags, sql`, `)}
        from q group by q.hotel_id
      ) ph
      join hotel hh on hh.id = ph.hotel_id
    ),
    scalars as (select ${sql.join(columns, sql`, `)} from m)
    select v.grp::text as grp, v.value::text as value, v.count::int as count
    from scalars cross join lateral (values ${sql.join(values, sql`, `)}) v(grp, value, count)
    ${unions}`;
}

async function countFacets(db: Db, criteria: EngineCriteria, groups: ReadonlySet<FacetGroup>): Promise<CountRow[]> {
  return (await facetCountsSql(criteria, groups).execute(db)).rows;
}

function byCountThenId(a: { count: number; id: string | number }, b: { count: number; id: string | number }): number {
  return b.count - a.count || String(a.id).localeCompare(String(b.id));
}

function listProperty(
  propertyType: FacetPropertyType,
  counts: Map<string, number>,
  selected: readonly string[],
  nameOf: (code: string) => string | undefined,
): FacetProperty {
  // "Facet checkboxes are disabled when count is 0 unless already selected": a selected value
  // stays listed even when nothing else matches it.
  const codes = new Set([...counts.keys(), ...selected]);
  const values = [...codes].map((code) => ({ id: code, name: nameOf(code), count: counts.get(code) ?? 0 }));
  return { propertyType, values: values.sort(byCountThenId) };
}

function tagProperty(counts: Map<string, number>, names: FacetNames, withNames: boolean): FacetProperty {
  const groups = names.tagGroups.map((group) => ({
    id: group.id,
    name: withNames ? group.name : undefined,
    list: group.tags.map((tag) => ({ id: tag.id, name: withNames ? tag.name : undefined, count: counts.get(String(tag.id)) ?? 0 })),
  }));
  return { propertyType: 'tag', values: groups.flatMap((group) => group.list), groups };
}

export interface FacetsOptions {
  properties: readonly FacetPropertyType[];
  withNames: boolean;
}

/** Counts facets without the database (the in-memory search index, decision 0009). */
export type FacetCounter = (criteria: EngineCriteria, groups: ReadonlySet<FacetGroup>) => CountRow[];

/** `version`: the catalog version the names may be remembered under (the request's). */
export async function computeFacets(
  db: Db,
  criteria: EngineCriteria,
  options: FacetsOptions,
  counter?: FacetCounter,
  version?: string,
): Promise<FacetsResponse> {
  const groups = new Set<FacetGroup>(options.properties);
  const [rows, names] = await Promise.all([
    counter ? counter(criteria, groups) : countFacets(db, criteria, groups),
    version === undefined ? loadFacetNames(db, criteria.locale, groups.has('tag')) : rememberedFacetNames(db, criteria.locale, groups.has('tag'), version),
  ]);
  const byGroup = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const counts = byGroup.get(row.grp) ?? new Map<string, number>();
    counts.set(row.value, row.count);
    byGroup.set(row.grp, counts);
  }
  const countsOf = (group: FacetGroup) => byGroup.get(group) ?? new Map<string, number>();
  const named = <T>(value: T): T | undefined => (options.withNames ? value : undefined);
  const { groups: selection } = criteria;

  const properties = options.properties.map((propertyType): FacetProperty => {
    switch (propertyType) {
      case 'price':
        return {
          propertyType,
          values: PRICE_FACET_BUCKETS.map((bucket) => ({
            id: bucket.id,
            name: named(names.priceName(bucket)),
            count: countsOf('price').get(bucket.id) ?? 0,
          })),
        };
      case 'score':
        return {
          propertyType,
          values: SCORE_CHOICES.map((c) => ({ id: c.key, name: named(c.label), count: countsOf('score').get(c.key) ?? 0 })),
        };
      case 'stars':
        return {
          propertyType,
          values: STAR_CHOICES.map((c) => ({ id: c.key, name: named(String(c.value)), count: countsOf('stars').get(c.key) ?? 0 })),
        };
      case 'facility':
        return listProperty(propertyType, countsOf('facility'), selection.facility, (code) => named(names.codeName('facility', code)));
      case 'style':
        return listProperty(propertyType, countsOf('style'), selection.style, (code) => named(names.codeName('style', code)));
      case 'type':
        return listProperty(propertyType, countsOf('type'), selection.type, (code) => named(names.codeName('type', code)));
      case 'environment':
        return listProperty(propertyType, countsOf('environment'), selection.environment, (code) =>
          named(names.codeName('environment', code)),
        );
      case 'tag':
        return tagProperty(countsOf('tag'), names, options.withNames);
    }
  });
  return { properties, totalCount: byGroup.get('total')?.get('') ?? 0 };
}
