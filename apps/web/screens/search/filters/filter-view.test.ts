import type { FacetsResponse } from '@escapade/contracts/search';
import { DEFAULT_FILTER_STATE, type FilterState } from '@escapade/domain/filters';
import { describe, expect, it } from 'vitest';
import {
  activityGroups,
  codeOptions,
  filterSectionsFor,
  highlightedActivities,
  priceHistogram,
  priceSliderRange,
  scoreOptions,
  sectionCount,
  starOptions,
  toggleValue,
} from './filter-view';

/** The shape `GET /api/facets.json` answers (demo catalog, fr_FR). */
const FACETS: FacetsResponse = {
  totalCount: 245,
  properties: [
    {
      propertyType: 'price',
      values: [
        { id: '0-4999', name: '0 € - 50 €', count: 47 },
        { id: '5000-9999', name: '50 € - 100 €', count: 158 },
        { id: '20000-24999', name: '200 € - 250 €', count: 28 },
        { id: '25000-', name: '250 €+', count: 23 },
      ],
    },
    {
      propertyType: 'score',
      values: [
        { id: 'score9', name: 'Fantastic +9', count: 0 },
        { id: 'score8', name: 'Very good +8', count: 79 },
        { id: 'score7', name: 'Good +7', count: 188 },
      ],
    },
    {
      propertyType: 'facility',
      values: [
        { id: 'wifi', name: 'Wi-Fi gratuit', count: 235 },
        { id: 'pets', name: 'Animaux acceptés', count: 73 },
        { id: 'tennis', name: 'Court de tennis', count: 0 },
      ],
    },
    { propertyType: 'stars', values: [{ id: 'star5', name: '5', count: 30 }, { id: 'star4', name: '4', count: 97 }, { id: 'star3', name: '3', count: 0 }] },
    {
      propertyType: 'tag',
      values: [
        { id: 1, name: 'Accès spa', count: 28 },
        { id: 2, name: 'Massage', count: 35 },
        { id: 5, name: 'Dîner gastronomique', count: 84 },
        { id: 7, name: 'Visite de cave', count: 5 },
        { id: 15, name: 'Forfait ski', count: 0 },
        { id: 20, name: 'Croisière', count: 29 },
      ],
      groups: [
        { id: 1, name: 'Bien-être', list: [{ id: 1, name: 'Accès spa', count: 28 }, { id: 2, name: 'Massage', count: 35 }] },
        { id: 2, name: 'Gastronomie & vins', list: [{ id: 5, name: 'Dîner gastronomique', count: 84 }, { id: 7, name: 'Visite de cave', count: 5 }] },
        { id: 3, name: 'Sport & plein air', list: [{ id: 15, name: 'Forfait ski', count: 0 }] },
        { id: 4, name: 'Culture & loisirs', list: [{ id: 20, name: 'Croisière', count: 29 }] },
      ],
    },
  ],
};

const state = (overrides: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTER_STATE, ...overrides });

describe('facet options', () => {
  it('"Facet checkboxes are disabled when count is 0 unless already selected"', () => {
    const options = codeOptions(FACETS, 'facility', []);
    expect(options.map((o) => [o.id, o.count, o.isDisabled])).toEqual([
      ['wifi', 235, false],
      ['pets', 73, false],
      ['tennis', 0, true],
    ]);
    expect(codeOptions(FACETS, 'facility', ['tennis']).find((o) => o.id === 'tennis')).toMatchObject({ isSelected: true, isDisabled: false });
  });

  it('keeps a selected code the facets no longer list, so it can be unchecked', () => {
    const option = codeOptions(FACETS, 'facility', ['sauna']).at(-1);
    expect(option).toEqual({ id: 'sauna', label: 'sauna', count: 0, isSelected: true, isDisabled: false });
  });

  it('disables nothing and shows no count before the first facets answer', () => {
    expect(codeOptions(undefined, 'facility', ['wifi'])).toEqual([{ id: 'wifi', label: 'wifi', count: undefined, isSelected: true, isDisabled: false }]);
    expect(starOptions(undefined, []).every((o) => !o.isDisabled && o.count === undefined)).toBe(true);
  });

  it('groups activities as the facets do ("grouped lists (name, list of id, name, count)")', () => {
    const groups = activityGroups(FACETS, [2]);
    expect(groups.map((g) => g.name)).toEqual(['Bien-être', 'Gastronomie & vins', 'Sport & plein air', 'Culture & loisirs']);
    expect(groups[0]?.options.map((o) => [o.id, o.isSelected])).toEqual([[1, false], [2, true]]);
    expect(groups[2]?.options[0]).toMatchObject({ id: 15, count: 0, isDisabled: true });
  });

  it('lists ungrouped tags as one group', () => {
    const flat: FacetsResponse = { totalCount: 3, properties: [{ propertyType: 'tag', values: [{ id: 4, name: 'Golf', count: 3 }] }] };
    expect(activityGroups(flat, [])).toEqual([{ id: 0, name: '', options: [{ id: 4, label: 'Golf', count: 3, isSelected: false, isDisabled: false }] }]);
  });
});

describe('highlighted activity chips', () => {
  it('shows the 4 activities with the most offers', () => {
    expect(highlightedActivities(FACETS, []).map((chip) => chip.label)).toEqual(['Dîner gastronomique', 'Massage', 'Croisière', 'Accès spa']);
  });

  it('puts the selected activities first so that they can be turned off, pressed', () => {
    const chips = highlightedActivities(FACETS, [7]);
    expect(chips.map((chip) => [chip.id, chip.isPressed])).toEqual([[7, true], [5, false], [2, false], [20, false]]);
  });

  it('"Activity buttons disabled if count is 0" (a pressed one stays enabled)', () => {
    expect(highlightedActivities(FACETS, [], 6).find((chip) => chip.id === 15)).toMatchObject({ isDisabled: true });
    expect(highlightedActivities(FACETS, [15]).find((chip) => chip.id === 15)).toMatchObject({ isPressed: true, isDisabled: false });
  });
});

describe('score and stars', () => {
  it("labels 'Fantastic +9', 'Very good +8', 'Good +7'; a choice is checked when it is at least the chosen score", () => {
    expect(scoreOptions(FACETS, 8).map((o) => [o.label, o.isSelected])).toEqual([
      ['Fantastic +9', true],
      ['Very good +8', true],
      ['Good +7', false],
    ]);
  });

  it('checks none for "all" (score 0) and disables a score without offers', () => {
    const options = scoreOptions(FACETS, 0);
    expect(options.some((o) => o.isSelected)).toBe(false);
    expect(options[0]).toMatchObject({ key: 'score9', count: 0, isDisabled: true });
  });

  it('stars are the multi choice 5, 4, 3 with the counts of star5, star4, star3', () => {
    expect(starOptions(FACETS, [5]).map((o) => [o.id, o.count, o.isSelected, o.isDisabled])).toEqual([
      [5, 30, true, false],
      [4, 97, false, false],
      [3, 0, false, true],
    ]);
  });

  it('toggles a value of a multi choice', () => {
    expect(toggleValue([5, 4], 4)).toEqual([5]);
    expect(toggleValue(['wifi'], 'pets')).toEqual(['wifi', 'pets']);
  });
});

describe('price slider range', () => {
  it('runs from the lowest bucket to where "at or above 250 means no maximum" starts', () => {
    expect(priceSliderRange(FACETS)).toEqual({ min: 0, max: 250 });
  });

  it('falls back to "min 0 and max 1000" without price facets', () => {
    expect(priceSliderRange(undefined)).toEqual({ min: 0, max: 1000 });
  });

  it('reads the bucket counts for the histogram', () => {
    expect(priceHistogram(FACETS)).toEqual([
      { min: 0, max: 4999, count: 47 },
      { min: 5000, max: 9999, count: 158 },
      { min: 20000, max: 24999, count: 28 },
      { min: 25000, max: null, count: 23 },
    ]);
  });
});

describe('sections', () => {
  it('Activities, Price, Distance, Facilities, More filters; the activity-only search filters activities and price', () => {
    expect(filterSectionsFor('booking')).toEqual(['activities', 'budget', 'distance', 'facilities', 'more']);
    expect(filterSectionsFor('activity')).toEqual(['activities', 'budget']);
  });

  it('counts what each dropdown has set, by the badge rule', () => {
    const applied = state({
      activities: [1, 2],
      budget: { min: 5000, max: null },
      distance: { min: 0, max: 20 },
      facilities: ['pets'],
      hotelScore: 8,
      stars: [5, 4],
      hotelStyles: ['design'],
    });
    expect(sectionCount('activities', applied, 'booking')).toBe(2);
    expect(sectionCount('budget', applied, 'booking')).toBe(1);
    expect(sectionCount('distance', applied, 'booking')).toBe(1);
    expect(sectionCount('facilities', applied, 'booking')).toBe(1);
    expect(sectionCount('more', applied, 'booking')).toBe(4);
    expect(sectionCount('budget', DEFAULT_FILTER_STATE, 'activity')).toBe(0);
  });
});
