/**
 * `POST /api/offers.json` in its four uses: exact-match search, fallback block
 * (catalog provider, limit 3), map search (performMapSearch) and the hotel offers drawer
 * (searchCriterias.hotelId). Answers are cached under the catalog version.
 */
import {
  MAP_SEARCH_CAP,
  type MapSearchResponse,
  type OffersAnswer,
  type OffersRequest,
  type OffersResponse,
} from '@escapade/contracts/search';
import type { DatabaseEngine } from '@escapade/contracts/health';
import type { Db } from '@escapade/db';
import { pricePerPerson } from '@escapade/domain/price';
import { getOrLoad, type Cache } from '../cache/cache';
import { buildCard } from './build-card';
import { criteriaFromOffersRequest, type EngineCriteria } from './criteria';
import { findBestPackagePerHotel, findHotelPackages, type PackagePage } from './find-packages';
import { createCardDetailsMemo, loadCardDetailsAt, type CardDetailsMemo } from './load-card-details';
import { createSearchPlaceMemo, loadSearchDetails, type SearchPlaceMemo } from './load-search-details';
import { bedPersonsOf } from './package-rows';
import { hotelOffersCacheKey, readCatalogVersionShared, SEARCH_CACHE_TTL_MS, searchCacheKey } from './search-cache';
import { inSearchSession } from './search-session';
import type { SearchIndex } from '../search-index/search-index';
import { memoryBestPackagePerHotel, memoryHotelPackages } from '../search-index/memory-search';
import type { IndexData } from '../search-index/index-data';

export interface SearchDeps {
  db: Db;
  engine: DatabaseEngine;
  cache: Cache;
  /** The in-memory search index (SEARCH_INDEX=memory, decision 0009); SQL alone without it. */
  index?: SearchIndex | undefined;
  /** Display rows remembered per catalog version (created once per app); read every time without. */
  memos?: SearchMemos | undefined;
}

/** What a search reads besides its packages, remembered per catalog version (version-memo.ts). */
export interface SearchMemos {
  cards: CardDetailsMemo;
  places: SearchPlaceMemo;
}

/** `db`: the app's database, which the card memo fills itself from in the background. */
export const createSearchMemos = (db?: Db): SearchMemos => ({ cards: createCardDetailsMemo(db), places: createSearchPlaceMemo() });

/** The catalog version a search's display rows may be remembered under, and the memos. */
interface Display {
  version?: string | undefined;
  memos?: SearchMemos | undefined;
}

/** Where the packages of a search come from: the in-memory index, or the SQL engine. */
export interface PackageFinder {
  bestPackagePerHotel(db: Db, criteria: EngineCriteria, window: { limit: number; offset: number }): Promise<PackagePage>;
  hotelPackages(db: Db, criteria: EngineCriteria): Promise<PackagePage>;
}

export const SQL_PACKAGES: PackageFinder = { bestPackagePerHotel: findBestPackagePerHotel, hotelPackages: findHotelPackages };

export const memoryPackages = (data: IndexData): PackageFinder => ({
  bestPackagePerHotel: async (_db, criteria, window) => memoryBestPackagePerHotel(data, criteria, window),
  hotelPackages: async (_db, criteria) => memoryHotelPackages(data, criteria),
});

async function cardsAnswer(db: Db, criteria: EngineCriteria, page: PackagePage, limit: number, display: Display): Promise<OffersResponse> {
  const { version, memos } = display;
  const offerIds = page.rows.map((row) => row.offer_id);
  const [details, searchDetails] = await Promise.all([
    // Without a version (tests calling the search functions directly) nothing is remembered.
    loadCardDetailsAt(db, offerIds, version ?? '', memos?.cards),
    loadSearchDetails(db, criteria, page.totalCount, version, memos?.places),
  ]);
  const exactMatch = page.rows.flatMap((row) => {
    const detail = details.get(row.offer_id);
    return detail ? [buildCard(row, detail, criteria)] : [];
  });
  return {
    exactMatch,
    searchDetails,
    priceTier: page.priceTier,
    pagination: { page: criteria.page, limit, pageCount: limit > 0 ? Math.ceil(page.totalCount / limit) : 0 },
    orderBy: criteria.orderBy,
  };
}

/** One card per matching hotel (its best package), sorted and paginated by hotel. */
export async function searchExactMatch(
  db: Db,
  criteria: EngineCriteria,
  finder: PackageFinder = SQL_PACKAGES,
  display: Display = {},
): Promise<OffersResponse> {
  const page = await finder.bestPackagePerHotel(db, criteria, { limit: criteria.limit, offset: criteria.page * criteria.limit });
  return cardsAnswer(db, criteria, page, criteria.limit, display);
}

/** Every matching hotel with its position and best package, up to the cap (MAP_SEARCH_CAP). */
export async function searchMap(
  db: Db,
  criteria: EngineCriteria,
  cap: number = MAP_SEARCH_CAP,
  finder: PackageFinder = SQL_PACKAGES,
  display: Display = {},
): Promise<MapSearchResponse> {
  const page = await finder.bestPackagePerHotel(db, criteria, { limit: cap, offset: 0 });
  return {
    exactMatch: page.rows.map((row) => ({
      key: `hotel-${row.hotel_id}`,
      id: row.hotel_id,
      location: { lat: row.latitude, lng: row.longitude },
      weekend: [{ id: row.offer_id }],
      // The pin's price: the same figures as the hotel's card (buildCard).
      sellPrice: row.sell,
      pricePerPerson: pricePerPerson(row.sell, criteria.flow === 'gifting' ? criteria.party.adults : bedPersonsOf(criteria)),
      priceType: criteria.flow === 'gifting' ? 'gift' : criteria.stay ? 'final_price' : 'from_price',
    })),
    searchDetails: await loadSearchDetails(db, criteria, page.totalCount, display.version, display.memos?.places),
    capped: page.totalCount > cap,
    cap,
  };
}

/** The hotel's packages for the dates and party, each as an offer card (price ascending). */
export async function listHotelOffers(
  db: Db,
  criteria: EngineCriteria,
  finder: PackageFinder = SQL_PACKAGES,
  display: Display = {},
): Promise<OffersResponse> {
  const page = await finder.hotelPackages(db, criteria);
  return cardsAnswer(db, criteria, page, criteria.packagesPerHotel, display);
}

/**
 * Runs a search on the in-memory index when it is at least as new as `version` (then the page's
 * display fields are a few indexed reads, no search session needed), otherwise on the SQL engine.
 */
export async function withPackageFinder<T>(
  { db, engine, index }: SearchDeps,
  version: string,
  run: (db: Db, finder: PackageFinder) => Promise<T>,
): Promise<T> {
  const data = index ? await index.readyAt(version) : undefined;
  if (data) return run(db, memoryPackages(data));
  return inSearchSession(db, engine, (trx) => run(trx, SQL_PACKAGES));
}

export async function searchOffers(deps: SearchDeps, request: OffersRequest): Promise<OffersAnswer> {
  const { db, cache, memos } = deps;
  const criteria = criteriaFromOffersRequest(request);
  const version = await readCatalogVersionShared(db);
  const display: Display = { version, memos };
  switch (criteria.mode) {
    case 'hotelOffers':
      return getOrLoad(cache, hotelOffersCacheKey(criteria, version), SEARCH_CACHE_TTL_MS, () =>
        withPackageFinder(deps, version, (trx, finder) => listHotelOffers(trx, criteria, finder, display)),
      );
    case 'map':
      return getOrLoad(cache, searchCacheKey(criteria, version), SEARCH_CACHE_TTL_MS, () =>
        withPackageFinder(deps, version, (trx, finder) => searchMap(trx, criteria, MAP_SEARCH_CAP, finder, display)),
      );
    case 'list':
      return getOrLoad(cache, searchCacheKey(criteria, version), SEARCH_CACHE_TTL_MS, () =>
        withPackageFinder(deps, version, (trx, finder) => searchExactMatch(trx, criteria, finder, display)),
      );
  }
}
