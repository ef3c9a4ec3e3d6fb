import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from './criteria-hash';
import {
  buildFallbackSequence,
  expandDestination,
  fallbackMessage,
  hotelIdsToExclude,
} from './fallback';

describe('"Expanding the destination"', () => {
  it('"a city or poi becomes a 30 km radius around its coordinates (min 0)"', () => {
    expect(expandDestination({ type: 'city', id: 1, latitude: 45.76, longitude: 4.83 })).toEqual({
      kind: 'around', lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: 30,
    });
    expect(expandDestination({ type: 'poi', id: 2, latitude: 1, longitude: 2 })).toMatchObject({ kind: 'around', distanceMax: 30 });
    expect(expandDestination({ type: 'city', id: 1 })).toBeUndefined();
  });

  it('"a department becomes its region"', () => {
    expect(expandDestination({ type: 'department', id: 69, regionId: 84 })).toEqual({ kind: 'location', type: 'region', id: 84 });
  });

  it('"a region or touristic region becomes its country"', () => {
    expect(expandDestination({ type: 'region', id: 84, countryId: 1 })).toEqual({ kind: 'location', type: 'country', id: 1 });
    expect(expandDestination({ type: 'touristicregion', id: 5, countryId: 1 })).toEqual({ kind: 'location', type: 'country', id: 1 });
  });

  it('"otherwise nothing": a country, a hotel, a sea or ski resort', () => {
    for (const type of ['country', 'hotel', 'searesort', 'skiresort'] as const) {
      expect(expandDestination({ type, id: 1, latitude: 1, longitude: 1, regionId: 1, countryId: 1 })).toBeUndefined();
    }
  });
});

describe('Fallback sequence: "expand destination, remove dates, remove category"', () => {
  const full: SearchCriteria = { a: 2, city: 10, theme: 4, checkin: '2024-05-04', checkout: '2024-05-05', night: 1, stars: [4] };
  const lyon = { type: 'city' as const, id: 10, latitude: 45.76, longitude: 4.83 };

  it('with destination, dates and category filtered: three cumulative relaxations', () => {
    const steps = buildFallbackSequence(full, lyon);
    expect(steps.map((s) => s.descriptor.value)).toEqual(['destination', 'destination+dates', 'destination+dates+category']);
    expect(steps.map((s) => s.descriptor.order)).toEqual([0, 1, 2]);
    expect(steps[0]?.criteria).toEqual({
      a: 2, theme: 4, checkin: '2024-05-04', checkout: '2024-05-05', night: 1, stars: [4], lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: 30,
    });
    expect(steps[1]?.criteria).toEqual({ a: 2, theme: 4, stars: [4], lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: 30 });
    expect(steps[2]?.criteria).toEqual({ a: 2, stars: [4], lat: 45.76, lng: 4.83, distanceMin: 0, distanceMax: 30 });
  });

  it('fills the "Fallback descriptor": destination {value, type, isAround, isExpanded}, dates {isRemoved}, category {value, isRemoved}', () => {
    const last = buildFallbackSequence(full, lyon)[2]?.descriptor;
    expect(last).toEqual({
      destination: { value: 10, type: 'city', isAround: true, isExpanded: true },
      dates: { isRemoved: true },
      category: { value: 4, isRemoved: true },
      value: 'destination+dates+category',
      order: 2,
    });
    expect(buildFallbackSequence(full, lyon)[0]?.descriptor.dates).toEqual({ isRemoved: false });
  });

  it('a department is searched as its region', () => {
    const steps = buildFallbackSequence({ department: 69 }, { type: 'department', id: 69, regionId: 84 });
    expect(steps).toHaveLength(1);
    expect(steps[0]?.criteria).toEqual({ region: 84 });
    expect(steps[0]?.descriptor.destination).toEqual({ value: 84, type: 'region', isAround: false, isExpanded: true });
  });

  it('only the filtered parts produce steps', () => {
    expect(buildFallbackSequence({ a: 2 })).toEqual([]);
    expect(buildFallbackSequence({ checkin: '2024-05-04', checkout: '2024-05-05' }).map((s) => s.descriptor.value)).toEqual(['dates']);
    expect(buildFallbackSequence({ theme: 4 }).map((s) => s.descriptor.value)).toEqual(['category']);
    expect(buildFallbackSequence({ country: 1, theme: 4 }, { type: 'country', id: 1 }).map((s) => s.descriptor.value)).toEqual(['category']);
  });

  it('ignores destination info that is not the searched destination', () => {
    expect(buildFallbackSequence({ city: 11 }, lyon)).toEqual([]);
  });
});

describe('Fallback results and messages', () => {
  it('"Fallback results already shown are excluded from later ones by hotel id"', () => {
    expect(hotelIdsToExclude([[1, 2, 3], [3, 4]])).toEqual([1, 2, 3, 4]);
    expect(hotelIdsToExclude([])).toEqual([]);
  });

  it('"main results and fallback both exist: \'Suggestion of stays...\'. No main results but fallback: \'No exact results...\'. Neither: the no-results message"', () => {
    expect(fallbackMessage(true, true)).toBe('suggestion');
    expect(fallbackMessage(false, true)).toBe('noExactResults');
    expect(fallbackMessage(false, false)).toBe('noResults');
    expect(fallbackMessage(true, false)).toBeUndefined();
  });
});
