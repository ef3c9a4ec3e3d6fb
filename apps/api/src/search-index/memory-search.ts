/**
 * Best package per hotel, sorts, pagination, total and price tier, and the facet counts, on the
 * in-memory packages: the twins of `search/find-packages.ts` and `search/compute-facets.ts`
 * (`facetCountsSql`), with the same orders and tie-breaks.
 */
import { PRICE_FACET_BUCKETS } from '@escapade/contracts/search';
import { SCORE_CHOICES, STAR_CHOICES } from '@escapade/domain/filters';
import type { OrderBy } from '@escapade/domain/sort-options';
import type { CountRow } from '../search/compute-facets';
import type { FacetGroup, EngineCriteria } from '../search/criteria';
import type { PackagePage, RankedPackage } from '../search/find-packages';
import { NEUTRAL_REVIEW_SCORE, PRICE_QUALITY_WEIGHTS, PROMO_SCORE_CAP_PERCENT } from '../search/sorting';
import type { IndexData } from './index-data';
import { bestMemoryPackagePerHotel, forEachMemoryPackage, HOTEL_GROUPS, hotelPassesGroup, searchMemoryPackages, type MemoryPackage } from './memory-packages';

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
  // A typed array sorts numerically without a comparator call per comparison.
  const prices = Float64Array.from(rows, (r) => r.filter_price).sort();
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

/**
 * The first `k` rows of `rows` in `compare` order, sorted: a bounded max-heap over one pass, so a
 * page of a whole market (thousands of hotels, 18 cards from offset 0–36) costs n·log k comparisons
 * instead of a full sort. The order is total (ties broken by hotel and offer id): the same rows, in
 * the same order, as a full sort's first `k`.
 */
export function firstRows<T>(rows: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (k * 4 >= rows.length) return [...rows].sort(compare).slice(0, k);
  // heap[0] is the greatest of the best k so far.
  const heap: T[] = [];
  const siftUp = (at: number) => {
    const item = heap[at]!;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (compare(heap[up]!, item) >= 0) break;
      heap[at] = heap[up]!;
      at = up;
    }
    heap[at] = item;
  };
  const siftDown = (at: number) => {
    const item = heap[at]!;
    const n = heap.length;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= n) break;
      if (child + 1 < n && compare(heap[child + 1]!, heap[child]!) > 0) child += 1;
      if (compare(heap[child]!, item) <= 0) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = item;
  };
  for (const row of rows) {
    if (heap.length < k) {
      heap.push(row);
      siftUp(heap.length - 1);
    } else if (compare(row, heap[0]!) < 0) {
      heap[0] = row;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

function pageOf(rows: MemoryPackage[], orderBy: OrderBy, window: { limit: number; offset: number }): PackagePage {
  if (rows.length === 0) return { totalCount: 0, priceTier: null, rows: [] };
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    if (row.filter_price < min) min = row.filter_price;
    if (row.filter_price > max) max = row.filter_price;
  }
  const first = firstRows(scored(rows, orderBy), window.offset + window.limit, comparatorOf(orderBy));
  const page = first.slice(window.offset).map(
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

/** `findBestPackagePerHotel` on the index. */
export function memoryBestPackagePerHotel(data: IndexData, criteria: EngineCriteria, window: { limit: number; offset: number }): PackagePage {
  return pageOf(bestMemoryPackagePerHotel(data, criteria), criteria.orderBy, window);
}

/** `findHotelPackages` on the index. */
export function memoryHotelPackages(data: IndexData, criteria: EngineCriteria): PackagePage {
  return pageOf(searchMemoryPackages(data, criteria), criteria.orderBy, { limit: criteria.packagesPerHotel, offset: 0 });
}

const LIST_FIELDS = [
  ['facility', 'facilities'],
  ['style', 'styles'],
  ['type', 'types'],
  ['environment', 'environments'],
] as const;

/** `facetCountsSql` on the index: rows of (group, value, count), counting hotels. */
export function memoryFacetCounts(data: IndexData, criteria: EngineCriteria, groups: ReadonlySet<FacetGroup>): CountRow[] {
  const selections = criteria.groups;
  const buckets = PRICE_FACET_BUCKETS.map((bucket) => ({ id: bucket.id, min: Math.trunc(bucket.min), max: bucket.max === null ? Infinity : Math.trunc(bucket.max) }));
  const counts = new Map<string, Map<string, number>>();
  const countsOf = (group: string) => {
    let map = counts.get(group);
    if (!map) counts.set(group, (map = new Map()));
    return map;
  };
  const add = (map: Map<string, number>, value: string) => map.set(value, (map.get(value) ?? 0) + 1);
  const total = countsOf('total');
  total.set('', 0);
  const priceCounts = countsOf('price');
  const tagCounts = countsOf('tag');
  const scoreCounts = countsOf('score');
  const starCounts = countsOf('stars');
  const wantPrice = groups.has('price');
  const wantTag = groups.has('tag');

  // The fold of the hotel being walked: packages passing price and activities, buckets, activities.
  let pkgOk = false;
  const inBucket = buckets.map(() => false);
  const tags = new Set<number>();
  const ok = HOTEL_GROUPS.map(() => true);
  forEachMemoryPackage(data, criteria, { flagged: ['price', 'tag'], ignored: HOTEL_GROUPS }, {
    visit: (_hotel, offer, p) => {
      if (p.okPrice && p.okTag) pkgOk = true;
      if (p.okTag && wantPrice) {
        for (let i = 0; i < buckets.length; i += 1) if (p.filterPrice >= buckets[i]!.min && p.filterPrice <= buckets[i]!.max) inBucket[i] = true;
      }
      if (p.okPrice && wantTag) for (const tag of offer.tagIds) tags.add(tag);
    },
    endHotel: (hotel) => {
      let failures = 0;
      for (let i = 0; i < HOTEL_GROUPS.length; i += 1) {
        ok[i] = hotelPassesGroup(hotel, HOTEL_GROUPS[i]!, selections);
        if (!ok[i]) failures += 1;
      }
      const allBut = (group: (typeof HOTEL_GROUPS)[number]) => failures === 0 || (failures === 1 && !ok[HOTEL_GROUPS.indexOf(group)]);
      if (failures === 0) {
        if (pkgOk) add(total, '');
        if (wantPrice) for (let i = 0; i < buckets.length; i += 1) if (inBucket[i]) add(priceCounts, buckets[i]!.id);
        if (wantTag) for (const tag of tags) add(tagCounts, String(tag));
      }
      if (pkgOk) {
        if (groups.has('score') && allBut('score')) {
          for (const choice of SCORE_CHOICES) if (hotel.reviewScore !== null && hotel.reviewScore >= choice.value) add(scoreCounts, choice.key);
        }
        if (groups.has('stars') && allBut('stars')) {
          for (const choice of STAR_CHOICES) if (hotel.stars === choice.value) add(starCounts, choice.key);
        }
        for (const [group, field] of LIST_FIELDS) {
          if (!groups.has(group) || !allBut(group)) continue;
          const map = countsOf(group);
          // Like `unnest` in the SQL: a value listed twice counts twice.
          for (const value of hotel[field]) add(map, value);
        }
      }
      pkgOk = false;
      inBucket.fill(false);
      tags.clear();
    },
  });
  const rows: CountRow[] = [];
  for (const [grp, map] of counts) for (const [value, count] of map) rows.push({ grp, value, count });
  return rows;
}
