import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { filtersFromCriteria } from '@escapade/domain/filters';
import { describe, expect, it } from 'vitest';
import { filterActions } from './use-filter-actions';

const CRITERIA: SearchCriteria = {
  a: 2,
  city: 12,
  lat: 48.85,
  lng: 2.35,
  checkin: '2030-05-04',
  checkout: '2030-05-06',
  sort: 'promo',
  tags: [3],
  priceMin: 5000,
  priceMax: 15000,
  hotelScore: 8,
  stars: [4],
  facilities: ['wifi'],
  petsAllowed: true,
  hotelStyles: ['design'],
  distanceMin: 0,
  distanceMax: 20,
};

function run(action: (actions: ReturnType<typeof filterActions>) => void): SearchCriteria[] {
  const sent: SearchCriteria[] = [];
  action(filterActions(CRITERIA, filtersFromCriteria(CRITERIA), (next) => sent.push(next)));
  return sent;
}

describe('filter actions send the complete next criteria', () => {
  it('"Confirm applies the draft to the location hash, removing keys no longer set"', () => {
    const draft = { ...filtersFromCriteria(CRITERIA), budget: { min: null, max: 20000 }, facilities: ['wifi'], hotelScore: 0 };
    const [next] = run((actions) => actions.applyDraft(draft));
    expect(next).toMatchObject({ priceMax: 20000, facilities: ['wifi'], city: 12, checkin: '2030-05-04', sort: 'promo' });
    expect(next).not.toHaveProperty('priceMin');
    expect(next).not.toHaveProperty('petsAllowed');
    expect(next).not.toHaveProperty('hotelScore');
  });

  it('writes pets as petsAllowed', () => {
    const [next] = run((actions) => actions.applyDraft({ ...filtersFromCriteria(CRITERIA), facilities: ['pets'] }));
    expect(next?.petsAllowed).toBe(true);
    expect(next).not.toHaveProperty('facilities');
  });

  it('"Clear on a single filter removes it": More filters clears score, stars and the amenities', () => {
    const [next] = run((actions) => actions.clearSection('more'));
    expect(next).not.toHaveProperty('hotelScore');
    expect(next).not.toHaveProperty('stars');
    expect(next).not.toHaveProperty('hotelStyles');
    expect(next).toMatchObject({ tags: [3], priceMin: 5000, facilities: ['wifi'], petsAllowed: true });
  });

  it('clearing Facilities removes pets too; clearing Price removes both bounds', () => {
    const [facilities] = run((actions) => actions.clearSection('facilities'));
    expect(facilities).not.toHaveProperty('facilities');
    expect(facilities).not.toHaveProperty('petsAllowed');
    const [price] = run((actions) => actions.clearSection('budget'));
    expect(price).not.toHaveProperty('priceMin');
    expect(price).not.toHaveProperty('priceMax');
  });

  it('"Reset / clear-all removes every filter key" and keeps the search itself', () => {
    const [next] = run((actions) => actions.resetAll());
    expect(next).toEqual({ a: 2, city: 12, lat: 48.85, lng: 2.35, checkin: '2030-05-04', checkout: '2030-05-06', sort: 'promo' });
  });

  it('"Activity chip in the top bar toggles and applies immediately"', () => {
    expect(run((actions) => actions.toggleActivityChip(5))[0]?.tags).toEqual([3, 5]);
    expect(run((actions) => actions.toggleActivityChip(3))[0]).not.toHaveProperty('tags');
  });
});
