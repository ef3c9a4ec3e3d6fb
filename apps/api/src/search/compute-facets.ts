/**
 * Facet counts (search spec §3 "Facets", §7 facets call). Counts are disjunctive: a facet's own
 * selection does not shrink its own counts; every other active filter does. A value's count is the
 * number of hotels the search would return with that facet's selection set to that value alone.
 *
 * One statement: the eligible packages are computed once (materialized) with a boolean per facet
 * group instead of applying the group's filter; each group then counts over the rows that pass
 * every other group. Scalar groups (price buckets, score, stars, the total) are FILTER clauses of a
 * single pass; list groups (facilities, styles, types, environments, tags) unnest their arrays.
 */
import { PRICE_FACET_BUCKETS, type FacetProperty, type FacetPropertyType, type FacetsResponse } from '@escapade/contracts/search';
import type { Db } from '@escapade/db';
import { SCORE_CHOICES, STAR_CHOICES } from '@escapade/domain/filters';
import { sql, type RawBuilder } from 'kysely';
import { FACET_GROUPS, type FacetGroup, type SearchCriteria } from './criteria';
import { loadFacetNames, type FacetNames } from './facet-names';
import { packageRowsSql } from './package-rows';
import { andAll, floatValue, intValue } from './sql-values';

interface CountRow {
  grp: string;
  value: string;
  count: number;
}

const okOf = (group: FacetGroup) => sql.ref(`ok_${group}`);
const allGroups = () => andAll(FACET_GROUPS.map(okOf));
const otherGroups = (group: FacetGroup) => andAll(FACET_GROUPS.filter((g) => g !== group).map(okOf));

interface ScalarCount {
  grp: FacetGroup | 'total';
  value: string;
  condition: RawBuilder<unknown>;
}

function scalarCounts(): ScalarCount[] {
  const price = PRICE_FACET_BUCKETS.map((bucket) => ({
    grp: 'price' as const,
    value: bucket.id,
    condition: andAll([
      otherGroups('price'),
      sql`filter_price >= ${intValue(bucket.min)}`,
      ...(bucket.max === null ? [] : [sql`filter_price <= ${intValue(bucket.max)}`]),
    ]),
  }));
  const score = SCORE_CHOICES.map((choice) => ({
    grp: 'score' as const,
    value: choice.key,
    condition: andAll([otherGroups('score'), sql`review_score >= ${floatValue(choice.value)}`]),
  }));
  const stars = STAR_CHOICES.map((choice) => ({
    grp: 'stars' as const,
    value: choice.key,
    condition: andAll([otherGroups('stars'), sql`stars = ${intValue(choice.value)}`]),
  }));
  return [{ grp: 'total', value: '', condition: allGroups() }, ...price, ...score, ...stars];
}

/** List groups: the package row column holding the group's values. */
const LIST_COLUMNS: ReadonlyArray<[FacetGroup, string]> = [
  ['facility', 'facilities'],
  ['style', 'styles'],
  ['type', 'types'],
  ['environment', 'environments'],
  ['tag', 'tag_ids'],
];

async function countFacets(db: Db, criteria: SearchCriteria, groups: ReadonlySet<FacetGroup>): Promise<CountRow[]> {
  const scalars = scalarCounts().filter((s) => s.grp === 'total' || groups.has(s.grp));
  const columns = scalars.map(
    (s, index) => sql`count(distinct hotel_id) filter (where ${s.condition})::int as ${sql.ref(`c${index}`)}`,
  );
  const values = scalars.map((s, index) => sql`(${s.grp}, ${s.value}, ${sql.ref(`c${index}`)})`);
  const lists = LIST_COLUMNS.filter(([group]) => groups.has(group)).map(
    ([group, column]) => sql`
      select ${group}::text as grp, v::text as value, count(distinct hotel_id)::int as count
      from q cross join unnest(${sql.ref(`q.${column}`)}) v
      where ${otherGroups(group)}
      group by v`,
  );
  const unions = lists.length ? sql`union all ${sql.join(lists, sql` union all `)}` : sql``;
  const result = await sql<CountRow>`
    with q as materialized (${packageRowsSql(criteria, { flagged: FACET_GROUPS })}),
    scalars as (select ${sql.join(columns, sql`, `)} from q)
    select v.grp::text as grp, v.value::text as value, v.count::int as count
    from scalars cross join lateral (values ${sql.join(values, sql`, `)}) v(grp, value, count)
    ${unions}`.execute(db);
  return result.rows;
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

export async function computeFacets(db: Db, criteria: SearchCriteria, options: FacetsOptions): Promise<FacetsResponse> {
  const groups = new Set<FacetGroup>(options.properties);
  const [rows, names] = await Promise.all([
    countFacets(db, criteria, groups),
    loadFacetNames(db, criteria.locale, groups.has('tag')),
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
