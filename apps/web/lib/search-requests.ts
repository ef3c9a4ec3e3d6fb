/**
 * Search criteria (the hash) → the requests the search area sends to the API. Pure functions, so
 * that the page, the fallback blocks, the drawer and the server rendering ask exactly the same
 * thing for the same criteria.
 */
import type { ActivitySearchRequestInput } from '@escapade/contracts/activity-search';
import { DESTINATION_KEYS, LOCATION_KINDS } from '@escapade/contracts/location-kinds';
import type { FacetsQueryInput, OffersRequestInput, SearchLocation } from '@escapade/contracts/search';
import { SEARCH_NIGHTS_MAX } from '@escapade/contracts/search-limits';
import { LOCATION_KEYS, type LocationKey, minReviewScoreOf, type SearchCriteria } from '@escapade/domain/criteria-hash';
import { FALLBACK_LIMIT } from '@escapade/domain/fallback';
import { distanceToSend, priceMinToSend } from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';
import type { Locale } from '@escapade/domain/markets';
import { ACTIVITY_PARTICIPANTS_MAX, partyFrom } from '@escapade/domain/pax';
import { PAGE_SIZE } from '@escapade/domain/results-layout';
import { ACTIVITY_ONLY_PACKAGES_PER_HOTEL, FACET_PROPERTIES_REQUESTED, OFFERS_PER_HOTEL } from '@escapade/domain/search-constants';
import { OFFER_LIST_ORDER_BY, effectiveOrderBy } from '@escapade/domain/sort-options';
import { type Stay, stayOf } from '@escapade/domain/stay';

export interface RequestContext {
  locale: Locale;
  flow: Flow;
  /** Today in the market's time zone: a stay starting earlier cannot be searched. */
  today: string;
}

/**
 * The stay a search asks for: checkin with checkout (or `night`). A stay in the past or longer
 * than the API accepts is left out rather than failing the whole search; the gifting flow ignores
 * dates.
 */
export function searchedStayOf(criteria: SearchCriteria, context: RequestContext): Stay | undefined {
  if (context.flow === 'gifting') return undefined;
  return stayOf({ checkin: criteria.checkin, checkout: criteria.checkout, nights: criteria.night }, { earliestCheckin: context.today, maxNights: SEARCH_NIGHTS_MAX });
}

export function hasLatLng(criteria: SearchCriteria): boolean {
  return criteria.lat !== undefined && criteria.lng !== undefined;
}

function locationOf(criteria: SearchCriteria): SearchLocation | undefined {
  const location: SearchLocation = {};
  for (const key of LOCATION_KEYS) {
    const id = criteria[key];
    if (id !== undefined) location[LOCATION_KINDS[key].requestField] = id;
  }
  // The point measures distances (and allows the Distance sort); the radius only when active.
  if (hasLatLng(criteria)) {
    location.latitude = criteria.lat;
    location.longitude = criteria.lng;
    const distance = distanceToSend(criteria);
    if (distance?.distanceMin !== undefined) location.minDistance = distance.distanceMin;
    if (distance?.distanceMax !== undefined) location.maxDistance = distance.distanceMax;
  }
  return Object.keys(location).length > 0 ? location : undefined;
}

/** The searched places under their hash keys, the names the facets query and the activity search take (destinations first, then the hotel). */
function placesOf(criteria: SearchCriteria): Partial<Record<LocationKey, number>> {
  const places: Partial<Record<LocationKey, number>> = {};
  for (const key of [...DESTINATION_KEYS, 'hotel' as const]) {
    const id = criteria[key];
    if (id !== undefined) places[key] = id;
  }
  return places;
}

function priceRangeOf(criteria: SearchCriteria, flow: Flow): { min?: number; max?: number } | undefined {
  const min = priceMinToSend(criteria.priceMin ?? null, flow);
  const max = criteria.priceMax;
  if (min === undefined && max === undefined) return undefined;
  // A maximum under the minimum (a hand-edited hash) would be refused: keep the minimum only.
  return { ...(min !== undefined && { min }), ...(max !== undefined && (min === undefined || max >= min) && { max }) };
}

function nonEmpty<T>(list: readonly T[] | undefined): T[] | undefined {
  return list && list.length > 0 ? [...list] : undefined;
}

/** `POST /api/offers.json` for the exact-match results of a page (zero-based). */
export function buildOffersRequest(criteria: SearchCriteria, context: RequestContext, page: number): OffersRequestInput {
  const isGifting = context.flow === 'gifting';
  const stay = searchedStayOf(criteria, context);
  const party = partyFrom(criteria);
  const price = priceRangeOf(criteria, context.flow);
  const location = locationOf(criteria);
  const minHotelReviewScore = minReviewScoreOf(criteria);
  return {
    locale: context.locale,
    filters: {
      offer: {
        ...(criteria.theme !== undefined && { categories: { themeIds: [criteria.theme] } }),
        ...(stay && { date: { checkin: stay.checkin, nights: stay.nights } }),
        familyComposition: { adults: party.adults, children: party.children, babies: party.babies, ...(criteria.s !== undefined && { singleRoom: criteria.s }) },
        ...(!isGifting && price && { price }),
        ...(nonEmpty(criteria.tags) && { tags: nonEmpty(criteria.tags) }),
      },
      property: {
        ...(location && { location }),
        ...(nonEmpty(criteria.facilities) && { facilities: nonEmpty(criteria.facilities) }),
        ...(criteria.petsAllowed && { petsAllowed: true }),
        ...(nonEmpty(criteria.hotelEnvironments) && { hotelEnvironments: nonEmpty(criteria.hotelEnvironments) }),
        ...(nonEmpty(criteria.hotelStyles) && { hotelStyles: nonEmpty(criteria.hotelStyles) }),
        ...(nonEmpty(criteria.hotelTypes) && { hotelTypes: nonEmpty(criteria.hotelTypes) }),
        ...(minHotelReviewScore !== undefined && { minHotelReviewScore }),
        ...(nonEmpty(criteria.stars) && { stars: nonEmpty(criteria.stars) }),
      },
      ...(isGifting && price && { gift: { singleVoucher: { price } } }),
    },
    sorting: { orderBy: effectiveOrderBy(context.flow, criteria.sort, { hasLatLng: hasLatLng(criteria) }) },
    pagination: { limit: PAGE_SIZE, page },
    searchProvider: 'search',
    ...(isGifting && { type: 'gift' as const }),
    numberOfPackagesPerHotel: OFFERS_PER_HOTEL,
  };
}

/**
 * A fallback block: "as above with the catalog search provider, limit 3"; hotels already shown
 * (the exact matches and the blocks before) are excluded.
 */
export function buildFallbackRequest(criteria: SearchCriteria, context: RequestContext, excludedHotelIds: readonly number[]): OffersRequestInput {
  const request = buildOffersRequest(criteria, context, 0);
  return {
    ...request,
    filters: {
      ...request.filters,
      property: { ...request.filters?.property, ...(excludedHotelIds.length > 0 && { excludedHotelIds: [...excludedHotelIds] }) },
    },
    pagination: { limit: FALLBACK_LIMIT, page: 0 },
    searchProvider: 'catalog',
  };
}

/**
 * The hotel offers drawer: "searchCriterias {adult, baby, child, checkin, night, hotelId}", the
 * offer list order (priceAsc), type gift in the gifting flow.
 */
export function buildHotelOffersRequest(criteria: SearchCriteria, context: RequestContext, hotelId: number): OffersRequestInput {
  const party = partyFrom(criteria);
  const stay = searchedStayOf(criteria, context);
  return {
    locale: context.locale,
    searchCriterias: {
      adult: party.adults,
      child: party.children,
      baby: party.babies,
      ...(stay && { checkin: stay.checkin, night: stay.nights }),
      hotelId,
    },
    orderBy: OFFER_LIST_ORDER_BY,
    ...(context.flow === 'gifting' && { type: 'gift' as const }),
    numberOfPackagesPerHotel: OFFERS_PER_HOTEL,
  };
}

/**
 * `GET /api/facets.json`: "tags, priceMin/priceMax (gifting: singleVoucherPriceMin/Max),
 * minHotelReviewScore, hotelScore, distanceMin/Max, stars, facilities (comma-joined without pets),
 * petsAllowed, lat, lng, locale, orderBy priceQuality, withNames true, propertiesRequested".
 * The search's own criteria (destination, theme, dates, party) scope the counts.
 */
export function buildFacetsQuery(criteria: SearchCriteria, context: RequestContext): FacetsQueryInput {
  const isGifting = context.flow === 'gifting';
  const stay = searchedStayOf(criteria, context);
  const party = partyFrom(criteria);
  const price = priceRangeOf(criteria, context.flow);
  const distance = distanceToSend(criteria);
  const query: FacetsQueryInput = {
    locale: context.locale,
    ...placesOf(criteria),
    ...(criteria.theme !== undefined && { theme: criteria.theme }),
    ...(stay && { checkin: stay.checkin, night: stay.nights }),
    ...(!isGifting && { adult: party.adults, child: party.children, baby: party.babies }),
    ...(isGifting && { type: 'gift' as const }),
    ...(nonEmpty(criteria.tags) && { tags: nonEmpty(criteria.tags)?.map(String) }),
    ...(price?.min !== undefined && (isGifting ? { singleVoucherPriceMin: price.min } : { priceMin: price.min })),
    ...(price?.max !== undefined && (isGifting ? { singleVoucherPriceMax: price.max } : { priceMax: price.max })),
    ...(criteria.minHotelReviewScore !== undefined && { minHotelReviewScore: criteria.minHotelReviewScore }),
    ...(criteria.hotelScore !== undefined && criteria.hotelScore > 0 && { hotelScore: criteria.hotelScore }),
    ...(distance?.distanceMin !== undefined && { distanceMin: distance.distanceMin }),
    ...(distance?.distanceMax !== undefined && { distanceMax: distance.distanceMax }),
    ...(nonEmpty(criteria.stars) && { stars: nonEmpty(criteria.stars)?.map(String) }),
    ...(nonEmpty(criteria.facilities) && { facilities: nonEmpty(criteria.facilities) }),
    ...(criteria.petsAllowed && { petsAllowed: 'true' }),
    ...(nonEmpty(criteria.hotelStyles) && { hotelStyles: nonEmpty(criteria.hotelStyles) }),
    ...(nonEmpty(criteria.hotelEnvironments) && { hotelEnvironments: nonEmpty(criteria.hotelEnvironments) }),
    ...(nonEmpty(criteria.hotelTypes) && { hotelTypes: nonEmpty(criteria.hotelTypes) }),
    ...(hasLatLng(criteria) && { lat: criteria.lat, lng: criteria.lng }),
    orderBy: 'priceQuality',
    withNames: 'true',
    propertiesRequested: [...FACET_PROPERTIES_REQUESTED],
  };
  return query;
}

/** `POST /api/search/activity-only.json`: "searchCriterias from the hash, numberOfPackagesPerHotel 20, locale, page". */
export function buildActivitySearchRequest(criteria: SearchCriteria, locale: Locale, page: number): ActivitySearchRequestInput {
  const price = priceRangeOf(criteria, 'activity');
  return {
    locale,
    page,
    numberOfPackagesPerHotel: ACTIVITY_ONLY_PACKAGES_PER_HOTEL,
    searchCriterias: {
      ...(criteria.a !== undefined && criteria.a <= ACTIVITY_PARTICIPANTS_MAX && { a: criteria.a }),
      ...placesOf(criteria),
      ...(hasLatLng(criteria) && { lat: criteria.lat, lng: criteria.lng }),
      ...(criteria.theme !== undefined && { theme: criteria.theme }),
      ...(nonEmpty(criteria.tags) && { tags: nonEmpty(criteria.tags) }),
      ...(price?.min !== undefined && { priceMin: price.min }),
      ...(price?.max !== undefined && { priceMax: price.max }),
    },
  };
}
