/**
 * Best package per hotel, sorts, pagination, total and price tier, and the facet counts, on the
 * in-memory packages: the twins of `search/find-packages.ts` and `search/compute-facets.ts`
 * (`facetCountsSql`), with the same orders and tie-breaks.
 */
import { PRICE_FACET_BUCKETS } from '@escapade/contracts/search';
import { SCORE_CHOICES, STAR_CHOICES } from '@escapade/domain/filters';
import type { OrderBy } from '@escapade/domain/sort-options';
import type { CountRow } from '../search/compute-facets';
import type { FacetGroup, SearchCriteria } from '../search/criteria';
import type { PackagePage, RankedPackage } from '../search/find-packages';
import { NEUTRAL_REVIEW_SCORE, PRICE_QUALITY_WEIGHTS, PROMO_SCORE_CAP_PERCENT } from '../search/sorting';
import type { IndexData } from './index-data';
import { HOTEL_GROUPS, hotelPassesGroup, searchMemoryPackages, type MemoryPackage } from './memory-packages';

type Scored = MemoryPackage & { price_quality: number };
type Compare = (a: Scored, b: Scored) => number;

const tieBreak: Compare = (a, b) => a.hotel_id - b.hotel_id || a.offer_id - b.offer_id;

/** `orderBySql` of sorting.ts as a comparator. */
function comparatorOf(orderBy: OrderBy): Compare {
  switch (orderBy) {
    case 'priceQuality':
      return (a, b) => b.price_quality - a.price_quality || tieBreak(a, b);
    case 'priceAsc':
      return (a, b) => a.filter_price - b.filter_price || tieBreak(a, b);
    case 'priceDesc':
      return (a, b) => b.filter_price - a.filter_price || tieBreak(a, b);
    case 'distance':
      return (a, b) => {
        if (a.distance_km === null || b.distance_km === null) {
          if (a.distance_km !== b.distance_km) return a.distance_km === null ? 1 : -1;
          return tieBreak(a, b);
        }
        return a.distance_km - b.distance_km || tieBreak(a, b);
      };
    case 'promo':
      return (a, b) => b.promo - a.promo || a.filter_price - b.filter_price || tieBreak(a, b);
    case 'popularity':
      return (a, b) => b.popularity - a.popularity || tieBreak(a, b);
    case 'singleVoucherPriceAsc':
      return (a, b) => a.sell - b.sell || tieBreak(a, b);
    case 'singleVoucherPriceDesc':
      return (a, b) => b.sell - a.sell || tieBreak(a, b);
  }
}

/**
 * The price-quality score of each row within the set (decision 0006), with the SQL expression's
 * operations in the same order, so equal scores tie exactly as they do in PostgreSQL.
 */
function scored(rows: MemoryPackage[], orderBy: OrderBy): Scored[] {
  const out = rows as Scored[];
  if (orderBy !== 'priceQuality') {
    for (const row of out) row.price_quality = 0;
    return out;
  }
  const prices = rows.map((r) => r.filter_price).sort((a, b) => a - b);
  const n = rows.length;
  const w = PRICE_QUALITY_WEIGHTS;
  for (const row of out) {
    // rank() − 1 = how many rows are strictly cheaper.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (prices[mid]! < row.filter_price) lo = mid + 1;
      else hi = mid;
    }
    const percentRank = n > 1 ? lo / (n - 1) : 0;
    row.price_quality =
      (w.review * (row.review_score ?? NEUTRAL_REVIEW_SCORE)) / 10 +
      w.price * (1 - percentRank) +
      (w.promo * Math.min(row.promo, PROMO_SCORE_CAP_PERCENT)) / PROMO_SCORE_CAP_PERCENT;
  }
  return out;
}

function pageOf(rows: MemoryPackage[], orderBy: OrderBy, window: { limit: number; offset: number }): PackagePage {
  if (rows.length === 0) return { totalCount: 0, priceTier: null, rows: [] };
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    if (row.filter_price < min) min = row.filter_price;
    if (row.filter_price > max) max = row.filter_price;
  }
  const sorted = scored(rows, orderBy).sort(comparatorOf(orderBy));
  const page = sorted.slice(window.offset, window.offset + window.limit).map(
    (row, i): RankedPackage => ({
      offer_id: row.offer_id,
      hotel_id: row.hotel_id,
      popularity: row.popularity,
      review_score: row.review_score,
      latitude: row.latitude,
      longitude: row.longitude,
      distance_km: row.distance_km,
      sell: row.sell,
      ref: row.ref,
      nights: row.nights,
      rooms: row.rooms,
      price_per_person: row.price_per_person,
      filter_price: row.filter_price,
      promo: row.promo,
      position: window.offset + i + 1,
    }),
  );
  return { totalCount: rows.length, priceTier: { min, max }, rows: page };
}

/** Which package of a hotel is its card (BEST_PACKAGE_ORDER): cheapest for the party, bigger promo, lower id. */
const isBetter = (a: MemoryPackage, b: MemoryPackage) =>
  a.sell !== b.sell ? a.sell < b.sell : a.promo !== b.promo ? a.promo > b.promo : a.offer_id < b.offer_id;

export function bestPerHotel(rows: readonly MemoryPackage[]): MemoryPackage[] {
  const best = new Map<number, MemoryPackage>();
  for (const row of rows) {
    const current = best.get(row.hotel_id);
    if (!current || isBetter(row, current)) best.set(row.hotel_id, row);
  }
  return [...best.values()];
}

/** `findBestPackagePerHotel` on the index. */
export function memoryBestPackagePerHotel(data: IndexData, criteria: SearchCriteria, window: { limit: number; offset: number }): PackagePage {
  return pageOf(bestPerHotel(searchMemoryPackages(data, criteria)), criteria.orderBy, window);
}

/** `findHotelPackages` on the index. */
export function memoryHotelPackages(data: IndexData, criteria: SearchCriteria): PackagePage {
  return pageOf(searchMemoryPackages(data, criteria), criteria.orderBy, { limit: criteria.packagesPerHotel, offset: 0 });
}

const LIST_FIELDS = [
  ['facility', 'facilities'],
  ['style', 'styles'],
  ['type', 'types'],
  ['environment', 'environments'],
] as const;

/** `facetCountsSql` on the index: rows of (group, value, count), counting hotels. */
export function memoryFacetCounts(data: IndexData, criteria: SearchCriteria, groups: ReadonlySet<FacetGroup>): CountRow[] {
  const packages = searchMemoryPackages(data, criteria, { flagged: ['price', 'tag'], ignored: HOTEL_GROUPS });
  interface HotelFold {
    pkgOk: boolean;
    inBucket: boolean[];
    tags: Set<number>;
  }
  const folds = new Map<number, HotelFold>();
  for (const row of packages) {
    let fold = folds.get(row.hotel_id);
    if (!fold) folds.set(row.hotel_id, (fold = { pkgOk: false, inBucket: PRICE_FACET_BUCKETS.map(() => false), tags: new Set() }));
    if (row.ok_price && row.ok_tag) fold.pkgOk = true;
    if (row.ok_tag) {
      PRICE_FACET_BUCKETS.forEach((bucket, i) => {
        if (row.filter_price >= Math.trunc(bucket.min) && (bucket.max === null || row.filter_price <= Math.trunc(bucket.max))) fold.inBucket[i] = true;
      });
    }
    if (row.ok_price) for (const tag of row.tag_ids) fold.tags.add(tag);
  }
  const counts = new Map<string, number>();
  const add = (grp: string, value: string) => {
    const key = `${grp}\u0000${value}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const selections = criteria.groups;
  for (const [hotelId, fold] of folds) {
    const hotel = data.hotels.get(hotelId)!;
    const ok = HOTEL_GROUPS.map((group) => hotelPassesGroup(hotel, group, selections));
    const failures = ok.filter((passes) => !passes).length;
    const allBut = (group: (typeof HOTEL_GROUPS)[number]) => failures === 0 || (failures === 1 && !ok[HOTEL_GROUPS.indexOf(group)]);
    if (failures === 0) {
      if (fold.pkgOk) add('total', '');
      if (groups.has('price')) PRICE_FACET_BUCKETS.forEach((bucket, i) => fold.inBucket[i] && add('price', bucket.id));
      if (groups.has('tag')) for (const tag of fold.tags) add('tag', String(tag));
    }
    if (!fold.pkgOk) continue;
    if (groups.has('score') && allBut('score')) {
      for (const choice of SCORE_CHOICES) if (hotel.reviewScore !== null && hotel.reviewScore >= choice.value) add('score', choice.key);
    }
    if (groups.has('stars') && allBut('stars')) {
      for (const choice of STAR_CHOICES) if (hotel.stars === choice.value) add('stars', choice.key);
    }
    for (const [group, field] of LIST_FIELDS) {
      if (!groups.has(group) || !allBut(group)) continue;
      // Like `unnest` in the SQL: a value listed twice counts twice.
      for (const value of hotel[field]) add(group, value);
    }
  }
  const rows: CountRow[] = [];
  for (const [key, count] of counts) {
    const [grp, value] = key.split('\u0000') as [string, string];
    rows.push({ grp, value, count });
  }
  // The SQL statement always answers the scalar rows, zero or not.
  if (!counts.has('total\u0000')) rows.push({ grp: 'total', value: '', count: 0 });
  return rows;
}
