/**
 * 'Travel locally!' search: distances 100, 200, 300 km (default 200); the label is 'less than 2h'
 * when no distance is chosen.
 */
import { LOCATION_KEYS, type SearchCriteria, withoutKeys } from './criteria-hash';
import { DISTANCE_SUGGESTION_KEY } from './filters';
import type { LatLng } from './geo';

export const LOCAL_SEARCH_DISTANCES_KM = [100, 200, 300] as const;
export type LocalSearchDistance = (typeof LOCAL_SEARCH_DISTANCES_KM)[number];
export const DEFAULT_LOCAL_SEARCH_DISTANCE_KM: LocalSearchDistance = 200;
export const LOCAL_SEARCH_DEFAULT_LABEL_KEY = 'less than 2h';

/** "default label 'less than 2h' when no distance"; otherwise 'At {{count}}km'. */
export function localSearchLabel(distanceKm: number | undefined): { key: string; count?: number } {
  return distanceKm === undefined ? { key: LOCAL_SEARCH_DEFAULT_LABEL_KEY } : { key: DISTANCE_SUGGESTION_KEY, count: distanceKm };
}

/** Searches around the chosen place: location replaced by its coordinates and the distance. */
export function localSearchCriteria(
  criteria: SearchCriteria,
  origin: LatLng,
  distanceKm: LocalSearchDistance = DEFAULT_LOCAL_SEARCH_DISTANCE_KM,
): SearchCriteria {
  return {
    ...withoutKeys(criteria, [...LOCATION_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax']),
    lat: origin.lat,
    lng: origin.lng,
    distanceMin: 0,
    distanceMax: distanceKm,
  };
}
