import { EARTH_RADIUS_KM, boundingBox, type LatLng } from '@escapade/domain/geo';
import { sql, type RawBuilder } from 'kysely';

/** Great-circle distance (km) from the row's coordinates to a point: the SQL form of the domain's haversineKm. */
export function distanceKmSql(latitude: RawBuilder<number>, longitude: RawBuilder<number>, point: LatLng): RawBuilder<number> {
  const lat = sql<number>`${point.lat}::float8`;
  const lng = sql<number>`${point.lng}::float8`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))))`;
}

/** "within radiusKm of point", with the bounding box first so that SQL can discard rows cheaply. */
export function isWithinKmSql(latitude: RawBuilder<number>, longitude: RawBuilder<number>, point: LatLng, radiusKm: number): RawBuilder<boolean> {
  const box = boundingBox(point, radiusKm);
  return sql<boolean>`(${latitude} between ${box.minLat}::float8 and ${box.maxLat}::float8
    and ${longitude} between ${box.minLng}::float8 and ${box.maxLng}::float8
    and ${distanceKmSql(latitude, longitude, point)} <= ${radiusKm}::float8)`;
}
