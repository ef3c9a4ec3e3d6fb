/**
 * `POST /api/offers.json` in its four uses (search spec §7): exact-match search, fallback block
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
import { criteriaFromOffersRequest, type SearchCriteria } from './criteria';
import { findBestPackagePerHotel, findHotelPackages, type PackagePage } from './find-packages';
import { loadCardDetails } from './load-card-details';
import { loadSearchDetails } from './load-search-details';
import { bedPersonsOf } from './package-rows';
import { hotelOffersCacheKey, readCatalogVersion, SEARCH_CACHE_TTL_MS, searchCacheKey } from './search-cache';
import { inSearchSession } from './search-session';

export interface SearchDeps {
  db: Db;
  engine: DatabaseEngine;
  cache: Cache;
}

async function cardsAnswer(db: Db, criteria: SearchCriteria, page: PackagePage, limit: number): Promise<OffersResponse> {
  const [details, searchDetails] = await Promise.all([
    loadCardDetails(
      db,
      page.rows.map((row) => row.offer_id),
      criteria.language,
    ),
    loadSearchDetails(db, criteria, page.totalCount),
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
export async function searchExactMatch(db: Db, criteria: SearchCriteria): Promise<OffersResponse> {
  const page = await findBestPackagePerHotel(db, criteria, { limit: criteria.limit, offset: criteria.page * criteria.limit });
  return cardsAnswer(db, criteria, page, criteria.limit);
}

/** Every matching hotel with its position and best package, up to the cap (MAP_SEARCH_CAP). */
export async function searchMap(db: Db, criteria: SearchCriteria, cap: number = MAP_SEARCH_CAP): Promise<MapSearchResponse> {
  const page = await findBestPackagePerHotel(db, criteria, { limit: cap, offset: 0 });
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
    searchDetails: await loadSearchDetails(db, criteria, page.totalCount),
    capped: page.totalCount > cap,
    cap,
  };
}

/** The hotel's packages for the dates and party, each as an offer card (price ascending). */
export async function listHotelOffers(db: Db, criteria: SearchCriteria): Promise<OffersResponse> {
  const page = await findHotelPackages(db, criteria);
  return cardsAnswer(db, criteria, page, criteria.packagesPerHotel);
}

export async function searchOffers({ db, engine, cache }: SearchDeps, request: OffersRequest): Promise<OffersAnswer> {
  const criteria = criteriaFromOffersRequest(request);
  const version = await readCatalogVersion(db);
  switch (criteria.mode) {
    case 'hotelOffers':
      return getOrLoad(cache, hotelOffersCacheKey(criteria, version), SEARCH_CACHE_TTL_MS, () =>
        inSearchSession(db, engine, (trx) => listHotelOffers(trx, criteria)),
      );
    case 'map':
      return getOrLoad(cache, searchCacheKey(criteria, version), SEARCH_CACHE_TTL_MS, () =>
        inSearchSession(db, engine, (trx) => searchMap(trx, criteria)),
      );
    case 'list':
      return getOrLoad(cache, searchCacheKey(criteria, version), SEARCH_CACHE_TTL_MS, () =>
        inSearchSession(db, engine, (trx) => searchExactMatch(trx, criteria)),
      );
  }
}
