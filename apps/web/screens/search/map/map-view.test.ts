import type { MapSearchResponse } from '@escapade/contracts/search';
import { haversineKm } from '@escapade/domain/geo';
import { describe, expect, it } from 'vitest';
import { searchDetailsAround } from '../test-search-details';
import { answeredCenter, initialMapView, markersOf, searchInArea, underMarket } from './map-view';

const DETAILS = searchDetailsAround({ id: 7, type: 'city', label: 'Annecy', latitude: 45.9, longitude: 6.12 });

const ANSWER: MapSearchResponse = {
  exactMatch: [
    { key: 'hotel-39', id: 39, location: { lat: 45.889519, lng: 6.107299 }, weekend: [{ id: 103 }], sellPrice: 37800, pricePerPerson: 18900, priceType: 'from_price' },
    { key: 'hotel-161', id: 161, location: { lat: 48.111315, lng: 7.311548 }, weekend: [{ id: 408 }, { id: 409 }], sellPrice: 37800, pricePerPerson: 18900, priceType: 'from_price' },
  ],
  searchDetails: DETAILS,
  capped: false,
  cap: 2000,
};

describe('initial map view', () => {
  it('"Zoom levels: hotel 14, city 12, department 9, region 8, large 6" around the searched point', () => {
    expect(initialMapView({ hotel: 3, lat: 45, lng: 6 }, 'FR')).toEqual({ kind: 'zoom', center: { lat: 45, lng: 6 }, zoom: 14 });
    expect(initialMapView({ city: 3, lat: 45, lng: 6 }, 'FR')).toMatchObject({ zoom: 12 });
    expect(initialMapView({ department: 3, lat: 45, lng: 6 }, 'FR')).toMatchObject({ zoom: 9 });
    expect(initialMapView({ region: 3, lat: 45, lng: 6 }, 'FR')).toMatchObject({ zoom: 8 });
    expect(initialMapView({ country: 3 }, 'FR')).toMatchObject({ zoom: 6 });
  });

  it('"a default centre falls back to a fixed city": the market capital', () => {
    expect(initialMapView({}, 'IT')).toEqual({ kind: 'zoom', center: { lat: 41.9028, lng: 12.4964 }, zoom: 6 });
    expect(initialMapView({}, 'FR')).toMatchObject({ center: { lat: 48.8566, lng: 2.3522 } });
  });

  it('reopens on the circle of a previous search in an area', () => {
    const view = initialMapView({ lat: 45, lng: 6, distanceMin: 0, distanceMax: 30 }, 'FR');
    expect(view.kind).toBe('box');
    if (view.kind !== 'box') return;
    expect(haversineKm({ lat: 45, lng: 6 }, { lat: view.box.maxLat, lng: 6 })).toBeCloseTo(30, 0);
  });
});

describe('markers', () => {
  it('one per hotel, keyed by the map entry, selecting its first weekend ("marker detail uses the weekend id")', () => {
    expect(markersOf(ANSWER)).toEqual([
      { key: 'hotel-39', hotelId: 39, weekendId: 103, lat: 45.889519, lng: 6.107299, rank: 1, price: { amountCents: 18900, kind: 'from' } },
      { key: 'hotel-161', hotelId: 161, weekendId: 408, lat: 48.111315, lng: 7.311548, rank: 2, price: { amountCents: 18900, kind: 'from' } },
    ]);
    expect(markersOf(undefined)).toEqual([]);
  });

  it('carries the price the card shows: per person for stays, the voucher price for gifts', () => {
    const item = ANSWER.exactMatch[0]!;
    const answer = (priceType: 'from_price' | 'final_price' | 'gift') => ({ ...ANSWER, exactMatch: [{ ...item, sellPrice: 37800, pricePerPerson: 18900, priceType }] });
    expect(markersOf(answer('from_price'))[0]?.price).toEqual({ amountCents: 18900, kind: 'from' });
    expect(markersOf(answer('final_price'))[0]?.price).toEqual({ amountCents: 18900, kind: 'perPerson' });
    expect(markersOf(answer('gift'))[0]?.price).toEqual({ amountCents: 37800, kind: 'gift' });
  });

  it('centres a destination searched without coordinates where the answer places it', () => {
    expect(answeredCenter({ city: 7 }, ANSWER)).toEqual({ lat: 45.9, lng: 6.12 });
    expect(answeredCenter({ city: 7, lat: 1, lng: 2 }, ANSWER)).toBeUndefined();
    expect(answeredCenter({}, { ...ANSWER, searchDetails: { ...DETAILS, location: null } })).toBeUndefined();
  });
});

describe("'Search in this area'", () => {
  const bounds = { north: 46.0, south: 45.8, east: 6.3, west: 5.9 };

  it('"sends the centre and the maximum distance rounded up", replacing the destination', () => {
    const next = searchInArea({ city: 7, lat: 45.9, lng: 6.12, a: 2, tags: [3], sort: 'promo' }, 'booking', { lat: 45.9, lng: 6.1 }, bounds);
    expect(next).toMatchObject({ lat: 45.9, lng: 6.1, distanceMin: 0, a: 2, tags: [3], sort: 'promo' });
    expect(next).not.toHaveProperty('city');
    expect(Number.isInteger(next.distanceMax)).toBe(true);
    const farthest = haversineKm({ lat: 45.9, lng: 6.1 }, { lat: 46.0, lng: 6.3 });
    expect(next.distanceMax).toBe(Math.ceil(farthest));
  });

  it('keeps sort only per flow (gifting keeps priceQuality or distance)', () => {
    expect(searchInArea({ sort: 'singleVoucherPriceAsc' }, 'gifting', { lat: 45.9, lng: 6.1 }, bounds)).not.toHaveProperty('sort');
    expect(searchInArea({ sort: 'distance' }, 'gifting', { lat: 45.9, lng: 6.1 }, bounds).sort).toBe('distance');
  });
});

describe('market links', () => {
  it("puts the API's market-relative path under the market home", () => {
    expect(underMarket('/fr-fr/', '/sejour/103?flow=booking')).toBe('/fr-fr/sejour/103?flow=booking');
    expect(underMarket('/', '/sejour/103')).toBe('/sejour/103');
  });
});
