import { LOCATION_KEYS } from '@escapade/domain/criteria-hash';
import { describe, expect, it } from 'vitest';
import { DESTINATION_KEYS, DESTINATION_TYPES, LOCATION_ID_FIELDS, LOCATION_KINDS, locationKeyOf } from './location-kinds';

describe('location kinds', () => {
  it('name each kind by its hash key, its request field and its place type', () => {
    expect(LOCATION_KINDS.touristicregion).toEqual({ requestField: 'touristicId', placeType: 'touristic_region' });
    expect(locationKeyOf('touristic_region')).toBe('touristicregion');
    expect(locationKeyOf('sea_resort')).toBe('searesort');
    expect(locationKeyOf('hotel')).toBe('hotel');
    expect(locationKeyOf('point')).toBeUndefined();
  });

  it('are listed in the hash order, and read every destination type back to its own kind, and the hotel is none of them', () => {
    for (const type of DESTINATION_TYPES) expect(LOCATION_KINDS[locationKeyOf(type)].placeType).toBe(type);
    expect(Object.keys(LOCATION_KINDS)).toEqual(LOCATION_KEYS);
    expect(DESTINATION_KEYS).toEqual(LOCATION_KEYS.filter((key) => key !== 'hotel'));
    expect(LOCATION_ID_FIELDS).toEqual(['cityId', 'countryId', 'departmentId', 'poiId', 'seaResortId', 'skiResortId', 'regionId', 'touristicId']);
  });
});
