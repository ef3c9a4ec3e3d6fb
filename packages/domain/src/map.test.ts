import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';
import {
  DEFAULT_MAP_CENTER,
  applySearchInArea,
  mapCenter,
  searchInAreaCriteria,
  toggleMarker,
  zoomForLocation,
} from './map';

describe('Map', () => {
  it('"Zoom levels: hotel 14, city 12, department 9, region 8, large 6"', () => {
    expect(zoomForLocation('hotel')).toBe(14);
    expect(zoomForLocation('city')).toBe(12);
    expect(zoomForLocation('poi')).toBe(12);
    expect(zoomForLocation('department')).toBe(9);
    expect(zoomForLocation('region')).toBe(8);
    expect(zoomForLocation('touristicregion')).toBe(8);
    expect(zoomForLocation('country')).toBe(6);
    expect(zoomForLocation(undefined)).toBe(6);
  });

  it('"a default centre falls back to a fixed city"', () => {
    expect(mapCenter({}, 'FR')).toEqual({ lat: DEFAULT_MAP_CENTER.FR.lat, lng: DEFAULT_MAP_CENTER.FR.lng });
    expect(mapCenter({ lat: 45, lng: 5 }, 'FR')).toEqual({ lat: 45, lng: 5 });
  });

  it('"Marker selection toggles an info card"', () => {
    expect(toggleMarker(undefined, 3)).toBe(3);
    expect(toggleMarker(3, 3)).toBeUndefined();
    expect(toggleMarker(3, 4)).toBe(4);
  });
});

describe('"\'Search in this area\' sends the centre and the maximum distance rounded up"', () => {
  it('sends the centre and the farthest corner distance, rounded up to the km', () => {
    const center = { lat: 45.76, lng: 4.83 };
    const bounds = { north: 45.9, south: 45.6, east: 5.1, west: 4.6 };
    const area = searchInAreaCriteria(center, bounds);
    const exact = haversineKm(center, { lat: 45.6, lng: 5.1 });
    expect(area).toEqual({ lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: Math.ceil(exact) });
    expect(Number.isInteger(area.distanceMax)).toBe(true);
  });

  it('covers every corner of the visible area (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 35, max: 55, noNaN: true }),
        fc.double({ min: -5, max: 15, noNaN: true }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        (lat, lng, dLat, dLng) => {
          const bounds = { north: lat + dLat, south: lat - dLat, east: lng + dLng, west: lng - dLng };
          const area = searchInAreaCriteria({ lat, lng }, bounds);
          for (const corner of [{ lat: bounds.north, lng: bounds.east }, { lat: bounds.south, lng: bounds.west }]) {
            expect(haversineKm({ lat, lng }, corner)).toBeLessThanOrEqual(area.distanceMax);
          }
        },
      ),
    );
  });

  it('replaces the location and keeps sort "only per the rules above"', () => {
    const area = { lat: 1, lng: 2, distanceMin: 0, distanceMax: 12 };
    expect(applySearchInArea({ a: 2, city: 5, sort: 'promo' }, area, 'booking')).toEqual({ a: 2, sort: 'promo', ...area });
    expect(applySearchInArea({ a: 2, city: 5, sort: 'promo' }, area, 'gifting').sort).toBeUndefined();
    expect(applySearchInArea({ a: 2, sort: 'distance' }, area, 'gifting').sort).toBe('distance');
    expect(applySearchInArea({ a: 2, sort: 'priceQuality' }, area, 'activity').sort).toBeUndefined();
  });
});
