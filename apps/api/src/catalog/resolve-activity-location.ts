import type { ActivitySearchCriterias } from '@escapade/contracts/activity-search';
import { ACTIVITY_SEARCH_AROUND_KM } from '@escapade/contracts/activity-search';
import { LOCATION_KINDS } from '@escapade/contracts/location-kinds';
import type { Db } from '@escapade/db';
import type { LatLng } from '@escapade/domain/geo';

/**
 * Where an activity search looks, 'and 30 km around': a point place (a city, a hotel, lat/lng)
 * covers 30 km around it — a city also keeps every centre of its own; a place with a radius
 * (touristic region, POI, resort) covers its radius plus 30 km; an administrative area
 * (department, region, country) covers the centres of its towns.
 */
export type ActivityLocation =
  | { kind: 'anywhere' }
  | { kind: 'nowhere' }
  | { kind: 'around'; centre: LatLng; radiusKm: number; cityId?: number }
  | { kind: 'area'; centre: LatLng; column: 'department_id' | 'region_id' | 'country_id'; id: number };

const AREA_COLUMN = { department: 'department_id', region: 'region_id', country: 'country_id' } as const;

/** The destination keys, narrowest place first: the first one the criteria set is the place. */
const LOCATION_TYPES = (['poi', 'searesort', 'skiresort', 'city', 'department', 'touristicregion', 'region', 'country'] as const).map(
  (key) => [key, LOCATION_KINDS[key].placeType] as const,
);

/** The criteria's place, or `nowhere` for an id that is not a place of that kind ("Unknown ids → an empty result"). */
export async function resolveActivityLocation(db: Db, criteria: ActivitySearchCriterias): Promise<ActivityLocation> {
  if (criteria.lat !== undefined && criteria.lng !== undefined) {
    return { kind: 'around', centre: { lat: criteria.lat, lng: criteria.lng }, radiusKm: ACTIVITY_SEARCH_AROUND_KM };
  }
  if (criteria.hotel !== undefined) {
    const hotel = await db.selectFrom('hotel').select(['latitude', 'longitude']).where('id', '=', criteria.hotel).executeTakeFirst();
    return hotel
      ? { kind: 'around', centre: { lat: hotel.latitude, lng: hotel.longitude }, radiusKm: ACTIVITY_SEARCH_AROUND_KM }
      : { kind: 'nowhere' };
  }
  const chosen = LOCATION_TYPES.find(([key]) => criteria[key] !== undefined);
  if (!chosen) return { kind: 'anywhere' };
  const [key, type] = chosen;
  const id = criteria[key] as number;
  const place = await db
    .selectFrom('destination')
    .select(['latitude', 'longitude', 'radius_km'])
    .where('id', '=', id)
    .where('type', '=', type)
    .executeTakeFirst();
  if (!place) return { kind: 'nowhere' };
  const centre = { lat: place.latitude, lng: place.longitude };
  if (type === 'city') return { kind: 'around', centre, radiusKm: ACTIVITY_SEARCH_AROUND_KM, cityId: id };
  if (type === 'department' || type === 'region' || type === 'country') return { kind: 'area', centre, column: AREA_COLUMN[type], id };
  return { kind: 'around', centre, radiusKm: (place.radius_km ?? 0) + ACTIVITY_SEARCH_AROUND_KM };
}
