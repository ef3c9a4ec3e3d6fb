import { describe, expect, it } from 'vitest';
import { localSearchCriteria, localSearchLabel } from './local-search';

describe('"Travel locally!"', () => {
  it('"default label \'less than 2h\' when no distance"; "Distance suggestions \'At {{count}}km\'"', () => {
    expect(localSearchLabel(undefined)).toEqual({ key: 'less than 2h' });
    expect(localSearchLabel(100)).toEqual({ key: 'At {{count}}km', count: 100 });
  });

  it('searches around the place within the distance, replacing the destination', () => {
    expect(localSearchCriteria({ a: 2, city: 3, theme: 1 }, { lat: 48.1, lng: -1.6 })).toEqual({
      a: 2, theme: 1, lat: 48.1, lng: -1.6, distanceMin: 0, distanceMax: 200,
    });
    expect(localSearchCriteria({}, { lat: 1, lng: 2 }, 300).distanceMax).toBe(300);
  });
});
