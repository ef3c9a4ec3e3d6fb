import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BoundingBox, EARTH_RADIUS_KM, type LatLng, boundingBox, haversineKm } from './geo';

function isInBoundingBox(point: LatLng, box: BoundingBox): boolean {
  return point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;
}

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON = { lat: 45.764, lng: 4.8357 };

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -179.9, max: 179.9, noNaN: true }),
});

describe('haversine distance in km', () => {
  it('measures Paris–Lyon at about 392 km', () => {
    expect(haversineKm(PARIS, LYON)).toBeCloseTo(391.5, 0);
  });

  it('is 0 from a point to itself and symmetric', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, a)).toBeCloseTo(0, 9);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
      }),
    );
  });

  it('never exceeds half the Earth circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
      }),
    );
  });
});

describe('bounding box for a radius', () => {
  it('contains every point within the radius (property)', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: 0.1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (center, radius, fraction, bearing) => {
          // Walk a distance below the radius along a bearing (spherical destination formula).
          const d = (radius * fraction * 0.999) / EARTH_RADIUS_KM;
          const lat1 = (center.lat * Math.PI) / 180;
          const lng1 = (center.lng * Math.PI) / 180;
          const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
          const lng2 =
            lng1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
          const target = { lat: (lat2 * 180) / Math.PI, lng: ((((lng2 * 180) / Math.PI + 540) % 360) - 180) };
          expect(haversineKm(center, target)).toBeLessThanOrEqual(radius);
          expect(isInBoundingBox(target, boundingBox(center, radius))).toBe(true);
        },
      ),
    );
  });

  it('is about 0.27 degrees of latitude each side for a 30 km radius', () => {
    const box = boundingBox(PARIS, 30);
    expect(box.maxLat - PARIS.lat).toBeCloseTo(30 / 111.19, 3);
    expect(box.maxLng - PARIS.lng).toBeGreaterThan(box.maxLat - PARIS.lat);
  });

  it('widens to all longitudes near a pole or across the antimeridian', () => {
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
    expect(boundingBox({ lat: 0, lng: 179.9 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
  });

  it('treats a negative radius as 0', () => {
    const box = boundingBox(PARIS, -5);
    expect(box.minLat).toBeCloseTo(PARIS.lat, 9);
    expect(box.maxLng).toBeCloseTo(PARIS.lng, 9);
  });
});
