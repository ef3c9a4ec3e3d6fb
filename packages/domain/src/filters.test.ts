import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from './criteria-hash';
import {
  DEFAULT_FILTER_STATE,
  DISTANCE_BOUNDS_CITY_KM,
  DISTANCE_BOUNDS_NON_CITY_KM,
  type FilterState,
  SCORE_CHOICES,
  budgetFromSlider,
  clampDistance,
  clearAllFilters,
  clearFilter,
  distanceBoundsFor,
  distanceFilterEnabled,
  distanceToSend,
  filterCountBadge,
  filterFooterLabel,
  filtersFromCriteria,
  filtersToHash,
  isActivityButtonDisabled,
  isFacetOptionDisabled,
  isOpenEndedMax,
  isPriceFilterActive,
  isScoreChecked,
  priceMinToSend,
  priceSliderBounds,
  shouldRefreshFacets,
  sliderFromBudget,
  splitPetsFacility,
  toggleActivity,
  toggleIncludeAround,
  toggleScore,
} from './filters';

const state = (patch: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTER_STATE, ...patch });

describe('"Filter count badge"', () => {
  it('is 0 for the default filters', () => {
    expect(filterCountBadge(DEFAULT_FILTER_STATE)).toBe(0);
  });

  it('"one per activity, star, facility and amenity, plus one for score, one for a budget differing from defaults, one for a distance differing from defaults"', () => {
    expect(
      filterCountBadge(
        state({
          activities: [1, 2],
          stars: [5, 4, 3],
          facilities: ['spa', 'pets'],
          hotelTypes: ['castle'],
          hotelEnvironments: ['sea'],
          hotelStyles: ['charm'],
          hotelScore: 8,
          budget: { min: null, max: 20000 },
          distance: { min: 0, max: 30 },
        }),
      ),
    ).toBe(2 + 3 + 2 + 3 + 1 + 1 + 1);
  });

  it('counts score, budget and distance once each', () => {
    expect(filterCountBadge(state({ hotelScore: 9 }))).toBe(1);
    expect(filterCountBadge(state({ budget: { min: 5000, max: 20000 } }))).toBe(1);
    expect(filterCountBadge(state({ distance: { min: 5, max: 20 } }))).toBe(1);
  });
});

describe('applying filters to the hash', () => {
  it('"Confirm applies the draft to the location hash, removing keys no longer set"', () => {
    const criteria: SearchCriteria = { a: 2, city: 1, tags: [1], stars: [3], priceMax: 10000, petsAllowed: true, facilities: ['spa'] };
    expect(filtersToHash(criteria, state({ stars: [5], facilities: ['pool'], hotelScore: 8 }))).toEqual({
      a: 2, city: 1, stars: [5], facilities: ['pool'], hotelScore: 8,
    });
  });

  it('"Pets facility is sent as a separate boolean petsAllowed"', () => {
    expect(splitPetsFacility(['spa', 'pets'])).toEqual({ facilities: ['spa'], petsAllowed: true });
    expect(splitPetsFacility(['spa'])).toEqual({ facilities: ['spa'], petsAllowed: false });
    expect(filtersToHash({}, state({ facilities: ['pets'] }))).toEqual({ petsAllowed: true });
    expect(filtersFromCriteria({ petsAllowed: true, facilities: ['spa'] }).facilities).toEqual(['spa', 'pets']);
  });

  it('reading back the written hash gives the same filters (property)', () => {
    const token = fc.stringMatching(/^[a-z]{1,8}$/);
    const range = fc.record({ min: fc.option(fc.integer({ min: 0, max: 100000 }), { nil: null }), max: fc.option(fc.integer({ min: 0, max: 100000 }), { nil: null }) });
    const arb: fc.Arbitrary<FilterState> = fc.record({
      activities: fc.uniqueArray(fc.integer({ min: 1, max: 500 })),
      budget: range,
      hotelScore: fc.constantFrom(0, 7, 8, 9),
      distance: range,
      stars: fc.uniqueArray(fc.integer({ min: 1, max: 5 })),
      facilities: fc.uniqueArray(token),
      hotelTypes: fc.uniqueArray(token),
      hotelEnvironments: fc.uniqueArray(token),
      hotelStyles: fc.uniqueArray(token),
    });
    fc.assert(
      fc.property(arb, (filters) => {
        const back = filtersFromCriteria(filtersToHash({ a: 2 }, filters));
        // 'pets' travels as petsAllowed, so it comes back last among the facilities.
        const { facilities, petsAllowed } = splitPetsFacility(filters.facilities);
        expect(back).toEqual({ ...filters, facilities: petsAllowed ? [...facilities, 'pets'] : facilities });
      }),
    );
  });

  it('"Reset / clear-all removes every filter key"', () => {
    expect(
      clearAllFilters({ a: 2, theme: 3, tags: [1], priceMin: 1, priceMax: 2, distanceMin: 0, distanceMax: 3, hotelScore: 8, minHotelReviewScore: 7, stars: [4], facilities: ['x'], petsAllowed: true, hotelStyles: ['s'], hotelEnvironments: ['e'], hotelTypes: ['t'] }),
    ).toEqual({ a: 2, theme: 3 });
  });

  it('"Clear on a single filter removes it"', () => {
    expect(clearFilter({ a: 2, priceMin: 1000, priceMax: 5000, stars: [4] }, 'budget')).toEqual({ a: 2, stars: [4] });
    expect(clearFilter({ facilities: ['spa'], petsAllowed: true, stars: [4] }, 'facilities')).toEqual({ stars: [4] });
  });

  it('"Facets are refreshed when a panel is open and the draft differs from the last request"', () => {
    const draft = state({ stars: [5] });
    expect(shouldRefreshFacets(true, draft, state({}))).toBe(true);
    expect(shouldRefreshFacets(true, draft, state({ stars: [5] }))).toBe(false);
    expect(shouldRefreshFacets(false, draft, state({}))).toBe(false);
    expect(shouldRefreshFacets(true, draft, undefined)).toBe(true);
  });

  it('"Filter footer button \'View {{count}} offers\' or \'View offers\'"', () => {
    expect(filterFooterLabel(12)).toEqual({ key: 'View {{count}} offers', count: 12 });
    expect(filterFooterLabel(undefined)).toEqual({ key: 'View offers' });
  });
});

describe('activities and facets', () => {
  it('toggles an activity', () => {
    expect(toggleActivity([1, 2], 2)).toEqual([1]);
    expect(toggleActivity([1], 3)).toEqual([1, 3]);
  });

  it('"Facet checkboxes are disabled when count is 0 unless already selected"; "Activity buttons disabled if count is 0"', () => {
    expect(isFacetOptionDisabled(0, false)).toBe(true);
    expect(isFacetOptionDisabled(0, true)).toBe(false);
    expect(isFacetOptionDisabled(3, false)).toBe(false);
    expect(isActivityButtonDisabled(0)).toBe(true);
    expect(isActivityButtonDisabled(1)).toBe(false);
  });
});

describe('score and stars', () => {
  it('"Score: selecting the same score again resets it to 0"', () => {
    expect(toggleScore(0, 8)).toBe(8);
    expect(toggleScore(8, 8)).toBe(0);
    expect(toggleScore(8, 9)).toBe(9);
  });

  it('"a choice is checked when it is at least the chosen score"', () => {
    expect(SCORE_CHOICES.map((s) => isScoreChecked(s.value, 8))).toEqual([true, true, false]);
    expect(SCORE_CHOICES.map((s) => isScoreChecked(s.value, 9))).toEqual([true, false, false]);
  });
});

describe('Price slider', () => {
  it('"Fallbacks min 0 and max 1000 where constants are missing"', () => {
    expect(priceSliderBounds()).toEqual({ min: 0, max: 1000 });
    expect(priceSliderBounds({ min: 20, max: null })).toEqual({ min: 20, max: 1000 });
  });

  it('"reading at or below 9 means no minimum; at or above 250 means no maximum"; "values sent in cents"', () => {
    expect(budgetFromSlider({ min: 9, max: 250 })).toEqual({ min: null, max: null });
    expect(budgetFromSlider({ min: 10, max: 249 })).toEqual({ min: 1000, max: 24900 });
    expect(budgetFromSlider({ min: 0, max: 400 })).toEqual({ min: null, max: null });
  });

  it('"top bound shown with \'+\'" from 250', () => {
    expect(isOpenEndedMax(250)).toBe(true);
    expect(isOpenEndedMax(249)).toBe(false);
  });

  it('places an open budget at the slider ends and clamps the rest', () => {
    expect(sliderFromBudget({ min: null, max: null }, { min: 0, max: 1000 })).toEqual({ min: 0, max: 1000 });
    expect(sliderFromBudget({ min: 5000, max: 200000 }, { min: 0, max: 1000 })).toEqual({ min: 50, max: 1000 });
  });

  it('"Price filter is active when the minimum exceeds the fixed minimum or a maximum is set"', () => {
    expect(isPriceFilterActive({ min: null, max: null }, 'booking')).toBe(false);
    expect(isPriceFilterActive({ min: 1, max: null }, 'booking')).toBe(true);
    expect(isPriceFilterActive({ min: null, max: 10000 }, 'booking')).toBe(true);
    expect(isPriceFilterActive({ min: 100, max: null }, 'activity')).toBe(false);
    expect(isPriceFilterActive({ min: 101, max: null }, 'activity')).toBe(true);
  });

  it('"A price minimum of 1 applies in the activity flow"', () => {
    expect(priceMinToSend(null, 'activity')).toBe(100);
    expect(priceMinToSend(50, 'activity')).toBe(100);
    expect(priceMinToSend(2000, 'activity')).toBe(2000);
    expect(priceMinToSend(null, 'booking')).toBeUndefined();
    expect(priceMinToSend(2000, 'booking')).toBe(2000);
  });

});

describe('Distance', () => {
  it('distinct slider bounds for city and non-city mode', () => {
    expect(distanceBoundsFor({ city: 1 })).toBe(DISTANCE_BOUNDS_CITY_KM);
    expect(distanceBoundsFor({ lat: 1, lng: 1 })).toBe(DISTANCE_BOUNDS_NON_CITY_KM);
    expect(DISTANCE_BOUNDS_CITY_KM).not.toEqual(DISTANCE_BOUNDS_NON_CITY_KM);
  });

  it('"Checking it (needs a city set) enables the slider at full range; unchecking clears the distance"', () => {
    expect(distanceFilterEnabled({ city: 1 })).toBe(true);
    expect(distanceFilterEnabled({ region: 1 })).toBe(false);
    expect(toggleIncludeAround(true, DISTANCE_BOUNDS_CITY_KM)).toEqual({ min: 0, max: 50 });
    expect(toggleIncludeAround(false, DISTANCE_BOUNDS_CITY_KM)).toEqual({ min: null, max: null });
    expect(DEFAULT_FILTER_STATE.distance).toEqual({ min: null, max: null });
  });

  it('"Values clamp to the bounds"', () => {
    expect(clampDistance({ min: -5, max: 80 }, { min: 0, max: 50 })).toEqual({ min: 0, max: 50 });
  });

  it('"Distance is sent only if active and lat/lng exist"', () => {
    expect(distanceToSend({ lat: 45, lng: 5, distanceMin: 0, distanceMax: 30 })).toEqual({ lat: 45, lng: 5, distanceMin: 0, distanceMax: 30 });
    expect(distanceToSend({ lat: 45, lng: 5 })).toBeUndefined();
    expect(distanceToSend({ distanceMax: 30, lat: 45 })).toBeUndefined();
  });
});
