/**
 * Great-circle geometry shared by the API search ("within N km of lat/lng") and the map
 * ("Search in this area" sends the centre and the maximum distance).
 */

/** Mean Earth radius (IUGG), the usual constant for haversine distances. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Haversine distance in km between two coordinates. */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h drifting just above 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box that contains every point within `radiusKm` of `center`,
 * so SQL can pre-filter on indexed columns before the exact haversine test. Near a pole, or when
 * the box would cross the antimeridian, it widens to all longitudes (never too small).
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const radius = Math.max(0, radiusKm);
  const angular = radius / EARTH_RADIUS_KM;
  const minLat = center.lat - toDegrees(angular);
  const maxLat = center.lat + toDegrees(angular);
  if (minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLng: -180, maxLng: 180 };
  }
  const sinRatio = Math.sin(angular) / Math.cos(toRadians(center.lat));
  if (sinRatio >= 1) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = toDegrees(Math.asin(sinRatio));
  const minLng = center.lng - dLng;
  const maxLng = center.lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}
