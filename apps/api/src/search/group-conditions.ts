/**
 * The SQL condition of each facet group of the filter state: a search applies them,
 * facets turn them into flags. Within a group the selected values are alternatives.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FacetGroup, GroupSelections } from './criteria';
import { andAll, floatValue, intArray, intValue, textArray } from './sql-values';

/** The columns a facet group's condition reads. */
export type GroupColumn = 'filter_price' | 'review_score' | 'facilities' | 'stars' | 'styles' | 'types' | 'environments' | 'tag_ids';

/** Inside the package query (`o`, `h`) and over its rows (`q`). */
const TABLE_COLUMN: Readonly<Record<Exclude<GroupColumn, 'filter_price'>, string>> = {
  review_score: 'h.review_score',
  facilities: 'h.facilities',
  stars: 'h.stars',
  styles: 'h.styles',
  types: 'h.types',
  environments: 'h.environments',
  tag_ids: 'o.tag_ids',
};
const rowColumn = (column: GroupColumn) => sql.ref(`q.${column}`);
export const tableColumn = (column: GroupColumn) => (column === 'filter_price' ? sql.ref('q.filter_price') : sql.ref(TABLE_COLUMN[column]));

/** The condition of one facet group, or undefined when nothing is selected. */
export function groupConditionSql(
  group: FacetGroup,
  groups: GroupSelections,
  column: (name: GroupColumn) => RawBuilder<unknown> = rowColumn,
): RawBuilder<boolean> | undefined {
  switch (group) {
    case 'price': {
      const { min, max } = groups.price;
      const parts = [
        ...(min !== undefined ? [sql`${column('filter_price')} >= ${intValue(min)}`] : []),
        ...(max !== undefined ? [sql`${column('filter_price')} <= ${intValue(max)}`] : []),
      ];
      return parts.length ? andAll(parts) : undefined;
    }
    case 'score':
      return groups.score === undefined || groups.score <= 0 ? undefined : sql<boolean>`${column('review_score')} >= ${floatValue(groups.score)}`;
    case 'facility':
      return groups.facility.length ? sql<boolean>`${column('facilities')} && ${textArray(groups.facility)}` : undefined;
    case 'stars':
      return groups.stars.length ? sql<boolean>`${column('stars')} = any(${intArray(groups.stars)})` : undefined;
    case 'style':
      return groups.style.length ? sql<boolean>`${column('styles')} && ${textArray(groups.style)}` : undefined;
    case 'type':
      return groups.type.length ? sql<boolean>`${column('types')} && ${textArray(groups.type)}` : undefined;
    case 'environment':
      return groups.environment.length ? sql<boolean>`${column('environments')} && ${textArray(groups.environment)}` : undefined;
    case 'tag':
      return groups.tag.length ? sql<boolean>`${column('tag_ids')} && ${intArray(groups.tag)}` : undefined;
  }
}

