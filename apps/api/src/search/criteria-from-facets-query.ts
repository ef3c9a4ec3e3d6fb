/**
 * The facets query's adapter: `GET /api/facets.json` read into the same RequestedSearch as an
 * offers body (criteria.ts), so a facet count and a search total always read the filters alike.
 */
import { DESTINATION_KEYS, LOCATION_KINDS } from '@escapade/contracts/location-kinds';
import { NUMBER_OF_PACKAGES_PER_HOTEL, type FacetsQuery } from '@escapade/contracts/search';
import { type EngineCriteria, normalizeCriteria, pointOf } from './criteria';

/** Normalizes `GET /api/facets.json` into the same criteria the search runs. */
export function criteriaFromFacetsQuery(query: FacetsQuery, now: Date = new Date()): EngineCriteria {
  const isGift = query.type === 'gift';
  return normalizeCriteria(
    {
      locale: query.locale,
      isGift,
      mode: 'list',
      searchType: 'exactMatch',
      party: { adults: query.adult, children: query.child, babies: query.baby },
      checkin: query.checkin,
      nights: query.night,
      themeIds: query.theme === undefined ? [] : [query.theme],
      location: Object.fromEntries(DESTINATION_KEYS.map((key) => [LOCATION_KINDS[key].requestField, query[key]])),
      hotelId: query.hotel,
      point: pointOf(query.lat, query.lng, query.distanceMin, query.distanceMax),
      facilities: query.facilities,
      petsAllowed: query.petsAllowed,
      // The query names the score twice (minHotelReviewScore, hotelScore).
      scores: query,
      price: isGift ? { min: query.singleVoucherPriceMin, max: query.singleVoucherPriceMax } : { min: query.priceMin, max: query.priceMax },
      stars: query.stars,
      hotelStyles: query.hotelStyles,
      hotelTypes: query.hotelTypes,
      hotelEnvironments: query.hotelEnvironments,
      tags: query.tags,
      orderBy: query.orderBy,
      page: 0,
      limit: 0,
      packagesPerHotel: NUMBER_OF_PACKAGES_PER_HOTEL,
    },
    now,
  );
}
