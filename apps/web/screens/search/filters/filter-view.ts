/**
 * What the filter panels show (facet disabling, score, stars, price slider), from the facets and
 * the draft.
 * The rules are the domain's (`@escapade/domain/filters`); this only maps facets to options.
 */
import type { FacetPropertyType, FacetValue, FacetsResponse } from '@escapade/contracts/search';
import {
  type FilterName,
  type FilterState,
  SCORE_CHOICES,
  STAR_CHOICES,
  isActivityButtonDisabled,
  isFacetOptionDisabled,
  isPriceFilterActive,
  isScoreChecked,
  priceSliderBounds,
} from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';
import type { Bounds } from '@escapade/domain/pax';

export interface FilterOption<Id extends string | number = string | number> {
  id: Id;
  /** The facet's name in the page language; the id when the facet carries none. */
  label: string;
  /** Undefined while the facets are unknown (nothing is disabled then). */
  count: number | undefined;
  isSelected: boolean;
  isDisabled: boolean;
}

function property(facets: FacetsResponse | undefined, type: FacetPropertyType) {
  return facets?.properties.find((p) => p.propertyType === type);
}

function toOption<Id extends string | number>(id: Id, value: FacetValue | undefined, isSelected: boolean, hasFacets: boolean): FilterOption<Id> {
  const count = hasFacets ? (value?.count ?? 0) : undefined;
  return {
    id,
    label: value?.name ?? String(id),
    count,
    isSelected,
    isDisabled: count !== undefined && isFacetOptionDisabled(count, isSelected),
  };
}

/**
 * The options of a code facet (facilities, hotel types, environments, styles), in the facet's
 * order. A selected code the facets no longer list stays shown (count 0), so it can be unchecked.
 */
export function codeOptions(facets: FacetsResponse | undefined, type: 'facility' | 'type' | 'environment' | 'style', selected: readonly string[]): FilterOption<string>[] {
  const values = property(facets, type)?.values ?? [];
  const options = values.map((value) => toOption(String(value.id), value, selected.includes(String(value.id)), facets !== undefined));
  for (const code of selected) {
    if (!options.some((option) => option.id === code)) options.push(toOption(code, undefined, true, facets !== undefined));
  }
  return options;
}

export interface ActivityGroup {
  id: number;
  name: string;
  options: FilterOption<number>[];
}

/** Activities are grouped lists (name, list of id, name, count); ungrouped tags form one list. */
export function activityGroups(facets: FacetsResponse | undefined, selected: readonly number[]): ActivityGroup[] {
  const tag = property(facets, 'tag');
  const hasFacets = facets !== undefined;
  const option = (value: FacetValue) => toOption(Number(value.id), value, selected.includes(Number(value.id)), hasFacets);
  if (tag?.groups && tag.groups.length > 0) {
    return tag.groups.map((group) => ({ id: group.id, name: group.name ?? '', options: group.list.map(option) }));
  }
  return tag ? [{ id: 0, name: '', options: tag.values.map(option) }] : [];
}

/**
 * How many activity chips the top bar highlights. The facets answer no 'highlighted' group, so the
 * bar shows the activities with the most offers for the search (chosen: 4, one row at 1280 px).
 */
export const HIGHLIGHTED_ACTIVITIES_COUNT = 4;

export interface ActivityChip {
  id: number;
  label: string;
  count: number | undefined;
  isPressed: boolean;
  isDisabled: boolean;
}

/**
 * The top bar's activity chips: the selected activities first (so a chip can always be turned
 * off), then the most frequent ones. "Activity buttons disabled if count is 0."
 */
export function highlightedActivities(facets: FacetsResponse | undefined, selected: readonly number[], limit = HIGHLIGHTED_ACTIVITIES_COUNT): ActivityChip[] {
  const values = property(facets, 'tag')?.values ?? [];
  const byCount = [...values].sort((a, b) => b.count - a.count);
  const chosen = [
    ...values.filter((value) => selected.includes(Number(value.id))),
    ...byCount.filter((value) => !selected.includes(Number(value.id))),
  ].slice(0, Math.max(limit, values.filter((value) => selected.includes(Number(value.id))).length));
  return chosen.map((value) => {
    const isPressed = selected.includes(Number(value.id));
    return {
      id: Number(value.id),
      label: value.name ?? String(value.id),
      count: value.count,
      isPressed,
      isDisabled: !isPressed && isActivityButtonDisabled(value.count),
    };
  });
}

/** "Score filter: single choice 9, 8, 7 or all; a choice is checked when it is at least the chosen score." */
export function scoreOptions(facets: FacetsResponse | undefined, hotelScore: number) {
  const values = property(facets, 'score')?.values ?? [];
  return SCORE_CHOICES.map((choice) => {
    const isSelected = hotelScore > 0 && isScoreChecked(choice.value, hotelScore);
    const option = toOption(choice.value, values.find((v) => v.id === choice.key), isSelected, facets !== undefined);
    return { ...option, key: choice.key, label: choice.label };
  });
}

/** "Stars: multi-select 5, 4, 3" (facets star5, star4, star3). */
export function starOptions(facets: FacetsResponse | undefined, stars: readonly number[]): FilterOption<number>[] {
  const values = property(facets, 'stars')?.values ?? [];
  return STAR_CHOICES.map((choice) => toOption(choice.value, values.find((v) => v.id === choice.key), stars.includes(choice.value), facets !== undefined));
}

/** A price facet bucket id (`min-max` or `min-` in cents) as bounds in cents. */
export function parsePriceBucket(id: string | number): { min: number; max: number | null } | undefined {
  const match = /^(\d+)-(\d*)$/.exec(String(id));
  if (!match) return undefined;
  return { min: Number(match[1]), max: match[2] ? Number(match[2]) : null };
}

/**
 * The price slider's range in euros: from the lowest bucket's minimum to the open-ended bucket's
 * minimum (where "at or above means no maximum" starts); the domain's fallbacks without facets.
 */
export function priceSliderRange(facets: FacetsResponse | undefined): Bounds {
  const buckets = (property(facets, 'price')?.values ?? []).map((value) => parsePriceBucket(value.id)).filter((b) => b !== undefined);
  if (buckets.length === 0) return priceSliderBounds();
  const min = Math.floor(Math.min(...buckets.map((b) => b.min)) / 100);
  const top = Math.max(...buckets.map((b) => (b.max === null ? b.min : b.max + 1)));
  return priceSliderBounds({ min, max: Math.ceil(top / 100) });
}

/** The count of offers per price bucket, for the histogram over the slider. */
export function priceHistogram(facets: FacetsResponse | undefined): { min: number; max: number | null; count: number }[] {
  return (property(facets, 'price')?.values ?? []).flatMap((value) => {
    const bucket = parsePriceBucket(value.id);
    return bucket ? [{ ...bucket, count: value.count }] : [];
  });
}

/** The filter sections a flow offers: the activity-only search filters by activity and price only. */
export type FilterSection = 'activities' | 'budget' | 'distance' | 'facilities' | 'more';

export function filterSectionsFor(flow: Flow): FilterSection[] {
  return flow === 'activity' ? ['activities', 'budget'] : ['activities', 'budget', 'distance', 'facilities', 'more'];
}

/** The filters a dropdown clears ("Clear on a single filter removes it and searches immediately"). */
export const FILTERS_OF_SECTION: Readonly<Record<FilterSection, readonly FilterName[]>> = {
  activities: ['activities'],
  budget: ['budget'],
  distance: ['distance'],
  facilities: ['facilities'],
  more: ['score', 'stars', 'amenities'],
};

/** How many filters a section has set, shown on its dropdown trigger (the badge rule, per section). */
export function sectionCount(section: FilterSection, state: FilterState, flow: Flow): number {
  switch (section) {
    case 'activities':
      return state.activities.length;
    case 'budget':
      return isPriceFilterActive(state.budget, flow) ? 1 : 0;
    case 'distance':
      return state.distance.min !== null || state.distance.max !== null ? 1 : 0;
    case 'facilities':
      return state.facilities.length;
    case 'more':
      return (state.hotelScore > 0 ? 1 : 0) + state.stars.length + state.hotelTypes.length + state.hotelEnvironments.length + state.hotelStyles.length;
  }
}

/** Checks or unchecks a value of a multi-choice filter (stars, facilities, amenities). */
export function toggleValue<T extends string | number>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The message key of each section's title: Activities, Price, Distance, Facilities, More filters. */
export const SECTION_TITLE_KEYS = {
  activities: 'activities',
  budget: 'price',
  distance: 'distance',
  facilities: 'facilities',
  more: 'moreFilters',
} as const satisfies Record<FilterSection, string>;
