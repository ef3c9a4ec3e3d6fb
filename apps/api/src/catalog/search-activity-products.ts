import {
  ACTIVITY_ONLY_PAGE_SIZE,
  type ActivitySearchRequest,
  type ActivitySearchResponse,
} from '@escapade/contracts/activity-search';
import type { Db } from '@escapade/db';
import { DEFAULT_ACTIVITY_PARTICIPANTS } from '@escapade/domain/pax';
import { sql, type RawBuilder } from 'kysely';
import { distanceKmSql, isWithinKmSql } from './distance-sql';
import { loadActivityHits } from './load-activity-hits';
import { resolveActivityLocation, type ActivityLocation } from './resolve-activity-location';

const centreLat = sql<number>`ac.latitude`;
const centreLng = sql<number>`ac.longitude`;

function locationCondition(location: ActivityLocation): RawBuilder<unknown> {
  switch (location.kind) {
    case 'around': {
      const around = isWithinKmSql(centreLat, centreLng, location.centre, location.radiusKm);
      return location.cityId === undefined ? around : sql`(ac.city_id = ${location.cityId}::int or ${around})`;
    }
    case 'area':
      return sql`(ac.city_id = ${location.id}::int or city.${sql.ref(location.column)} = ${location.id}::int)`;
    default:
      return sql`true`;
  }
}

/**
 * Activity-only search (`POST /api/search/activity-only.json`): published products
 * of the market 'and 30 km around' the place, with the theme, any of the tags, and a per-person
 * price ("per person in activity = total divided by adults") within the bounds for the chosen
 * group size. Nearest first when there is a place, then the most popular.
 */
export async function searchActivityProducts(db: Db, request: ActivitySearchRequest): Promise<ActivitySearchResponse> {
  const criteria = request.searchCriterias;
  const page = request.page ?? criteria.page ?? 0;
  const empty: ActivitySearchResponse = { results: [], totalCount: 0, page, pageSize: ACTIVITY_ONLY_PAGE_SIZE };
  const location = await resolveActivityLocation(db, criteria);
  if (location.kind === 'nowhere') return empty;

  const groupSize = criteria.a ?? DEFAULT_ACTIVITY_PARTICIPANTS;
  const perPerson = sql`ceil(ap.sell_cents::numeric / ${groupSize}::int)`;
  const conditions: RawBuilder<unknown>[] = [
    sql`p.published`,
    sql`p.locales @> array[${request.locale}]::text[]`,
    locationCondition(location),
  ];
  if (criteria.theme !== undefined) conditions.push(sql`p.theme_ids @> array[${criteria.theme}]::int[]`);
  if (criteria.tags?.length) conditions.push(sql`p.tag_ids && ${criteria.tags}::int[]`);
  if (criteria.priceMin !== undefined) conditions.push(sql`${perPerson} >= ${criteria.priceMin}::int`);
  if (criteria.priceMax !== undefined) conditions.push(sql`${perPerson} <= ${criteria.priceMax}::int`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`activity_product p
    join activity_center ac on ac.id = p.main_activity_center_id
    join destination city on city.id = ac.city_id
    join activity_price ap on ap.product_id = p.id and ap.group_size = ${groupSize}::int`;
  const distance = location.kind === 'anywhere' ? sql<number | null>`null::float8` : distanceKmSql(centreLat, centreLng, location.centre);

  const [count, rows] = await Promise.all([
    sql<{ total: number }>`select count(*)::int as total from ${from} where ${where}`.execute(db),
    sql<{ id: number; distance: number | null }>`
      select p.id, ${distance} as distance from ${from} where ${where}
      order by distance asc nulls last, p.popularity desc, p.id
      limit ${ACTIVITY_ONLY_PAGE_SIZE}::int offset ${page * ACTIVITY_ONLY_PAGE_SIZE}::int
    `.execute(db),
  ]);
  const results = await loadActivityHits(db, rows.rows, { locale: request.locale, maxPrices: request.numberOfPackagesPerHotel });
  return { ...empty, results, totalCount: count.rows[0]?.total ?? 0 };
}
