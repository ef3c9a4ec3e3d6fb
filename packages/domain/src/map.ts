/**
 * Map search: zoom, marker selection, default centre, and "search in this area", which keeps the
 * sort only where the flow keeps it.
 */
import { LOCATION_KEYS, type LocationKey, type SearchCriteria, withoutKeys } from './criteria-hash';
import { type Flow, GIFTING_KEPT_SORTS } from './flow';
import { type LatLng, haversineKm } from './geo';
import type { Country } from './markets';

/** "Zoom levels: hotel 14, city 12, department 9, region 8, large 6". */
export const MAP_ZOOM = { hotel: 14, city: 12, department: 9, region: 8, large: 6 } as const;

/**
 * Zoom for the searched location. Points (poi, sea and ski resorts) zoom like a city; a touristic
 * region like a region; a country or no location is "large".
 */
export function zoomForLocation(type: LocationKey | undefined): number {
  switch (type) {
    case 'hotel':
      return MAP_ZOOM.hotel;
    case 'city':
    case 'poi':
    case 'searesort':
    case 'skiresort':
      return MAP_ZOOM.city;
    case 'department':
      return MAP_ZOOM.department;
    case 'region':
    case 'touristicregion':
      return MAP_ZOOM.region;
    default:
      return MAP_ZOOM.large;
  }
}

/**
 * "a default centre falls back to a fixed city" (which city is not shown). Chosen: the capital of
 * the market's country.
 */
export const DEFAULT_MAP_CENTER: Readonly<Record<Country, LatLng & { city: string }>> = {
  FR: { city: 'Paris', lat: 48.8566, lng: 2.3522 },
  ES: { city: 'Madrid', lat: 40.4168, lng: -3.7038 },
  IT: { city: 'Rome', lat: 41.9028, lng: 12.4964 },
  NL: { city: 'Amsterdam', lat: 52.3676, lng: 4.9041 },
  BE: { city: 'Brussels', lat: 50.8503, lng: 4.3517 },
};

export function mapCenter(criteria: SearchCriteria, country: Country): LatLng {
  if (criteria.lat !== undefined && criteria.lng !== undefined) return { lat: criteria.lat, lng: criteria.lng };
  const fallback = DEFAULT_MAP_CENTER[country];
  return { lat: fallback.lat, lng: fallback.lng };
}

/** "Marker selection toggles an info card; clicking the map clears selection." */
export function toggleMarker<T>(selected: T | undefined, clicked: T): T | undefined {
  return selected === clicked ? undefined : clicked;
}

export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/**
 * "'Search in this area' sends the centre and the maximum distance rounded up": the farthest
 * corner of the visible area from the centre, in whole km.
 */
export function searchInAreaCriteria(center: LatLng, bounds: MapBounds): { lat: number; lng: number; distanceMin: number; distanceMax: number } {
  const corners: LatLng[] = [
    { lat: bounds.north, lng: bounds.east },
    { lat: bounds.north, lng: bounds.west },
    { lat: bounds.south, lng: bounds.east },
    { lat: bounds.south, lng: bounds.west },
  ];
  const farthest = Math.max(...corners.map((corner) => haversineKm(center, corner)));
  return { lat: center.lat, lng: center.lng, distanceMin: 0, distanceMax: Math.ceil(farthest) };
}

/** The criteria of a search in the area: location replaced by centre and distance, sort per flow. */
export function applySearchInArea(criteria: SearchCriteria, area: ReturnType<typeof searchInAreaCriteria>, flow: Flow): SearchCriteria {
  const next: SearchCriteria = { ...withoutKeys(criteria, [...LOCATION_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax']), ...area };
  if (flow === 'activity' || (flow === 'gifting' && next.sort && !GIFTING_KEPT_SORTS.includes(next.sort))) delete next.sort;
  return next;
}
