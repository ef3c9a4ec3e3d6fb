/**
 * The search queries proper: one card per hotel (its best package), sorted and paginated by
 * hotel, with the total and the price tier of the whole matching set in the same round trip; and
 * the hotel offers list (every package of one hotel).
 */
import type { Db } from '@escapade/db';
import { sql } from 'kysely';
import type { EngineCriteria } from './criteria';
import { packageRowsSql, type PackageRow } from './package-rows';
import { intValue } from './sql-values';
import { BEST_PACKAGE_ORDER, orderBySql, priceQualityScoreSql } from './sorting';

export interface RankedPackage extends PackageRow {
  /** 1-based position in the whole sorted list. */
  position: number;
}

export interface PackagePage {
  totalCount: number;
  /** Card price bounds (the price the price filter compares) over the whole matching set. */
  priceTier: { min: number; max: number } | null;
  rows: RankedPackage[];
}

interface PageRow extends Partial<RankedPackage> {
  total_count: number;
  min_price: number | null;
  max_price: number | null;
}

function toPage(rows: PageRow[]): PackagePage {
  const first = rows[0];
  const totalCount = first?.total_count ?? 0;
  const priceTier =
    first && first.min_price !== null && first.max_price !== null ? { min: first.min_price, max: first.max_price } : null;
  return {
    totalCount,
    priceTier: totalCount > 0 ? priceTier : null,
    rows: rows.filter((row): row is PageRow & RankedPackage => row.offer_id !== null && row.offer_id !== undefined),
  };
}

/** Each matching hotel's best package, sorted by `criteria.orderBy`, `limit` rows from `offset`. */
export async function findBestPackagePerHotel(
  db: Db,
  criteria: EngineCriteria,
  window: { limit: number; offset: number },
): Promise<PackagePage> {
  const priceQuality = criteria.orderBy === 'priceQuality' ? priceQualityScoreSql() : sql`0::float8`;
  const order = orderBySql(criteria.orderBy);
  const result = await sql<PageRow>`
    with pkg as (${packageRowsSql(criteria)}),
    best as (select distinct on (hotel_id) * from pkg order by hotel_id, ${BEST_PACKAGE_ORDER}),
    stats as (
      select count(*)::int as total_count, min(filter_price)::int as min_price, max(filter_price)::int as max_price from best
    ),
    scored as (select best.*, ${priceQuality} as price_quality from best),
    page as (
      select scored.*, (row_number() over (order by ${order}))::int as position
      from scored order by ${order}
      limit ${intValue(window.limit)} offset ${intValue(window.offset)}
    )
    select stats.total_count, stats.min_price, stats.max_price, page.*
    from stats left join page on true
    order by page.position`.execute(db);
  return toPage(result.rows);
}

/** Every eligible package of the criteria's hotel, sorted, at most `criteria.packagesPerHotel`. */
export async function findHotelPackages(db: Db, criteria: EngineCriteria): Promise<PackagePage> {
  const priceQuality = criteria.orderBy === 'priceQuality' ? priceQualityScoreSql() : sql`0::float8`;
  const order = orderBySql(criteria.orderBy);
  const result = await sql<PageRow>`
    with pkg as (${packageRowsSql(criteria)}),
    stats as (
      select count(*)::int as total_count, min(filter_price)::int as min_price, max(filter_price)::int as max_price from pkg
    ),
    scored as (select pkg.*, ${priceQuality} as price_quality from pkg),
    page as (
      select scored.*, (row_number() over (order by ${order}))::int as position
      from scored order by ${order}
      limit ${intValue(criteria.packagesPerHotel)}
    )
    select stats.total_count, stats.min_price, stats.max_price, page.*
    from stats left join page on true
    order by page.position`.execute(db);
  return toPage(result.rows);
}
