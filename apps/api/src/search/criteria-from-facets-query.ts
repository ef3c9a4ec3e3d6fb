/**
 * `GET /api/facets.json` normalized into the same SearchCriteria a search runs (criteria.ts), so a
 * facet count and a search total always read the filters alike.
 */
import { NUMBER_OF_PACKAGES_PER_HOTEL, type FacetsQuery, type LocationIdField, type PriceRange } from '@escapade/contracts/search';
import { MARKETS } from '@escapade/domain/markets';
import { DEFAULT_PARTY, GIFTING_PARTY, isSingleRoom, type Party } from '@escapade/domain/pax';
import { giftNightsOf, petsAndFacilities, stayOf, uniqueSorted, type PointFilter, type SearchCriteria, type SearchFlow } from './criteria';
import { rememberedTodayIn } from './day-memo';
import { applicableOrderBy } from './sorting';

const FACET_QUERY_LOCATION: ReadonlyArray<[keyof FacetsQuery, LocationIdField]> = [
  ['city', 'cityId'],
  ['country', 'countryId'],
  ['department', 'departmentId'],
  ['poi', 'poiId'],
  ['searesort', 'seaResortId'],
  ['skiresort', 'skiResortId'],
  ['region', 'regionId'],
  ['touristicregion', 'touristicId'],
];

/** Normalizes `GET /api/facets.json` into the same criteria the search runs. */
export function criteriaFromFacetsQuery(query: FacetsQuery, now: Date = new Date()): SearchCriteria {
  const market = MARKETS[query.locale];
  const isGift = query.type === 'gift';
  const flow: SearchFlow = isGift ? 'gifting' : 'booking';
  const requestedParty: Party = {
    adults: query.adult ?? DEFAULT_PARTY.adults,
    children: query.child ?? DEFAULT_PARTY.children,
    babies: query.baby ?? DEFAULT_PARTY.babies,
  };
  const party = isGift ? { ...GIFTING_PARTY } : requestedParty;
  const point: PointFilter | undefined =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng, minKm: query.distanceMin, maxKm: query.distanceMax }
      : undefined;
  const destinations = FACET_QUERY_LOCATION.flatMap(([key, field]) => {
    const id = query[key];
    return typeof id === 'number' ? [{ field, id }] : [];
  });
  // The query names the score twice (minHotelReviewScore, hotelScore): the higher one wins.
  const scores = [query.minHotelReviewScore, query.hotelScore].filter((s): s is number => s !== undefined && s > 0);
  const pets = petsAndFacilities(query.facilities, query.petsAllowed);
  const price = isGift
    ? { min: query.singleVoucherPriceMin, max: query.singleVoucherPriceMax }
    : { min: query.priceMin, max: query.priceMax };
  return {
    locale: query.locale,
    language: market.language,
    today: rememberedTodayIn(market.timeZone, now),
    flow,
    mode: 'list',
    searchType: 'exactMatch',
    party,
    singleRoom: isGift ? false : isSingleRoom(party),
    stay: isGift ? null : stayOf(query.checkin, query.night),
    giftNights: isGift ? giftNightsOf(query.night) : null,
    themeIds: query.theme === undefined ? [] : [query.theme],
    destinations,
    hotelId: query.hotel,
    point,
    excludedHotelIds: [],
    petsAllowed: pets.petsAllowed,
    groups: {
      price: Object.fromEntries(Object.entries(price).filter(([, v]) => v !== undefined)) as PriceRange,
      score: scores.length ? Math.max(...scores) : undefined,
      facility: pets.facilities,
      stars: uniqueSorted(query.stars),
      style: uniqueSorted(query.hotelStyles),
      type: uniqueSorted(query.hotelTypes),
      environment: uniqueSorted(query.hotelEnvironments),
      tag: uniqueSorted(query.tags),
    },
    orderBy: applicableOrderBy(query.orderBy, { hasLatLng: point !== undefined, isGifting: isGift }),
    page: 0,
    limit: 0,
    packagesPerHotel: NUMBER_OF_PACKAGES_PER_HOTEL,
  };
}
