import { describe, expect, it } from 'vitest';
import { placeLabel } from './destination-labels';

describe('placeLabel', () => {
  it('reads like "Annecy (74000), Haute-Savoie, France"', () => {
    expect(
      placeLabel({ type: 'city', name: 'Annecy', postalCode: '74000', departmentName: 'Haute-Savoie', regionName: 'Auvergne-Rhône-Alpes', countryName: 'France' }),
    ).toBe('Annecy (74000), Haute-Savoie, France');
  });

  it('gives each level the context above it, skipping an ancestor of the same name', () => {
    expect(placeLabel({ type: 'country', name: 'Italia' })).toBe('Italia');
    expect(placeLabel({ type: 'region', name: 'Bretagne', countryName: 'France' })).toBe('Bretagne, France');
    expect(placeLabel({ type: 'department', name: 'Finistère', regionName: 'Bretagne', countryName: 'France' })).toBe('Finistère, Bretagne, France');
    expect(placeLabel({ type: 'city', name: 'Paris', postalCode: '75001', departmentName: 'Paris', countryName: 'France' })).toBe('Paris (75001), France');
    expect(placeLabel({ type: 'hotel', name: 'Hôtel du Lac', cityName: 'Annecy', countryName: 'France' })).toBe('Hôtel du Lac, Annecy, France');
    expect(placeLabel({ type: 'ski_resort', name: 'Val Thorens', regionName: 'Auvergne-Rhône-Alpes', countryName: 'France' })).toBe(
      'Val Thorens, Auvergne-Rhône-Alpes, France',
    );
  });
});
