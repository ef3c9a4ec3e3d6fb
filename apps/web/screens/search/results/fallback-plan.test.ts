import type { SearchDetails } from '@escapade/contracts/search';
import { buildFallbackSequence } from '@escapade/domain/fallback';
import { describe, expect, it } from 'vitest';
import { searchDetailsAround } from '../test-search-details';
import { canBlockSearch, destinationInfoFrom, excludedHotelIdsFor, fallbackTitleParts } from './fallback-plan';

const HAUTE_SAVOIE = searchDetailsAround({ id: 74, type: 'department', label: 'Haute-Savoie', latitude: 46, longitude: 6.4 }, [
  { id: 1, type: 'country', label: 'France' },
  { id: 8, type: 'region', label: 'Auvergne-Rhône-Alpes' },
  { id: 74, type: 'department', label: 'Haute-Savoie' },
]);

describe('fallback plan', () => {
  it('reads the searched destination with its parents from searchDetails', () => {
    expect(destinationInfoFrom(HAUTE_SAVOIE)).toEqual({ type: 'department', id: 74, latitude: 46, longitude: 6.4, regionId: 8, countryId: 1 });
    expect(destinationInfoFrom({ ...HAUTE_SAVOIE, location: { id: null, type: 'point', label: null, latitude: 1, longitude: 2 } })).toBeUndefined();
  });

  it('"a department becomes its region", then dates removed, then category removed; titles follow', () => {
    const steps = buildFallbackSequence({ department: 74, checkin: '2030-01-01', checkout: '2030-01-03', theme: 3 }, destinationInfoFrom(HAUTE_SAVOIE));
    expect(steps.map((step) => step.descriptor.value)).toEqual(['destination', 'destination+dates', 'destination+dates+category']);
    expect(fallbackTitleParts(steps[0]!.descriptor, HAUTE_SAVOIE)).toEqual([{ kind: 'widerArea', place: 'Auvergne-Rhône-Alpes' }]);
    expect(fallbackTitleParts(steps[2]!.descriptor, HAUTE_SAVOIE)).toEqual([
      { kind: 'widerArea', place: 'Auvergne-Rhône-Alpes' },
      { kind: 'otherDates' },
      { kind: 'allThemes' },
    ]);
  });

  it('a city becomes 30 km around it, titled with the city', () => {
    const details: SearchDetails = { ...HAUTE_SAVOIE, location: { id: 10010, type: 'city', label: 'Annecy', latitude: 45.9, longitude: 6.1 } };
    const [step] = buildFallbackSequence({ city: 10010 }, destinationInfoFrom(details));
    expect(step?.criteria).toMatchObject({ lat: 45.9, lng: 6.1, distanceMin: 0, distanceMax: 30 });
    expect(fallbackTitleParts(step!.descriptor, details)).toEqual([{ kind: 'around', place: 'Annecy' }]);
  });

  it('"Fallback results already shown are excluded from later ones by hotel id"', () => {
    expect(excludedHotelIdsFor(0, [1, 2], [[3], [4]])).toEqual([1, 2]);
    expect(excludedHotelIdsFor(2, [1, 2], [[3, 1], [4]])).toEqual([1, 2, 3, 4]);
  });

  it('a block searches only once every block before it has answered', () => {
    expect(canBlockSearch(0, [false, false])).toBe(true);
    expect(canBlockSearch(1, [false, false])).toBe(false);
    expect(canBlockSearch(2, [true, true, false])).toBe(true);
  });
});
