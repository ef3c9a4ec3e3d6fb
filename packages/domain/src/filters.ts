/**
 * Filters: the filter state and its hash round trip, the filter panel, facets, score, stars, price
 * slider, distance and pets.
 */
import { type CriteriaKey, FILTER_KEYS, type SearchCriteria, withoutKeys } from './criteria-hash';
import type { Flow } from './flow';
import type { Bounds } from './pax';

/**
 * The draft or applied filters. `facilities` keeps 'pets' like any facility; the hash and the
 * API carry it as `petsAllowed`. The three hotel lists are the "More filters" amenities.
 */
export interface FilterState {
  activities: number[];
  /** Cents; null = no bound. */
  budget: { min: number | null; max: number | null };
  /** 0 = all scores. */
  hotelScore: number;
  /** Km; null = off ('Include offers around' unchecked). */
  distance: { min: number | null; max: number | null };
  stars: number[];
  facilities: string[];
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
}

export const DEFAULT_FILTER_STATE: Readonly<FilterState> = {
  activities: [],
  budget: { min: null, max: null },
  hotelScore: 0,
  distance: { min: null, max: null },
  stars: [],
  facilities: [],
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
};

// --- pets ------------------------------------------------------------------------------------

/** "Pets facility is sent as a separate boolean petsAllowed." */
export const PETS_FACILITY = 'pets';

export function splitPetsFacility(facilities: readonly string[]): { facilities: string[]; petsAllowed: boolean } {
  return { facilities: facilities.filter((f) => f !== PETS_FACILITY), petsAllowed: facilities.includes(PETS_FACILITY) };
}

// --- hash ------------------------------------------------------------------------------------

export function filtersFromCriteria(criteria: SearchCriteria): FilterState {
  const facilities = [...(criteria.facilities ?? [])];
  if (criteria.petsAllowed && !facilities.includes(PETS_FACILITY)) facilities.push(PETS_FACILITY);
  return {
    activities: [...(criteria.tags ?? [])],
    budget: { min: criteria.priceMin ?? null, max: criteria.priceMax ?? null },
    hotelScore: criteria.hotelScore ?? 0,
    distance: { min: criteria.distanceMin ?? null, max: criteria.distanceMax ?? null },
    stars: [...(criteria.stars ?? [])],
    facilities,
    hotelTypes: [...(criteria.hotelTypes ?? [])],
    hotelEnvironments: [...(criteria.hotelEnvironments ?? [])],
    hotelStyles: [...(criteria.hotelStyles ?? [])],
  };
}

/** The hash keys that the filter state writes (minHotelReviewScore is not part of it). */
const STATE_KEYS: readonly CriteriaKey[] = FILTER_KEYS.filter((key) => key !== 'minHotelReviewScore');

/**
 * "Confirm applies the draft to the location hash, removing keys no longer set."
 */
export function filtersToHash(criteria: SearchCriteria, state: FilterState): SearchCriteria {
  const next = withoutKeys(criteria, STATE_KEYS);
  const { facilities, petsAllowed } = splitPetsFacility(state.facilities);
  if (state.activities.length > 0) next.tags = [...state.activities];
  if (state.budget.min !== null) next.priceMin = state.budget.min;
  if (state.budget.max !== null) next.priceMax = state.budget.max;
  if (state.distance.min !== null) next.distanceMin = state.distance.min;
  if (state.distance.max !== null) next.distanceMax = state.distance.max;
  if (state.hotelScore > 0) next.hotelScore = state.hotelScore;
  if (state.stars.length > 0) next.stars = [...state.stars];
  if (facilities.length > 0) next.facilities = facilities;
  if (petsAllowed) next.petsAllowed = true;
  if (state.hotelTypes.length > 0) next.hotelTypes = [...state.hotelTypes];
  if (state.hotelEnvironments.length > 0) next.hotelEnvironments = [...state.hotelEnvironments];
  if (state.hotelStyles.length > 0) next.hotelStyles = [...state.hotelStyles];
  return next;
}

/** "Reset / clear-all removes every filter key." */
export function clearAllFilters(criteria: SearchCriteria): SearchCriteria {
  return withoutKeys(criteria, FILTER_KEYS);
}

export type FilterName = 'activities' | 'budget' | 'score' | 'distance' | 'stars' | 'facilities' | 'amenities';

const KEYS_OF_FILTER: Readonly<Record<FilterName, readonly CriteriaKey[]>> = {
  activities: ['tags'],
  budget: ['priceMin', 'priceMax'],
  score: ['hotelScore', 'minHotelReviewScore'],
  distance: ['distanceMin', 'distanceMax'],
  stars: ['stars'],
  facilities: ['facilities', 'petsAllowed'],
  amenities: ['hotelTypes', 'hotelEnvironments', 'hotelStyles'],
};

/** "Clear on a single filter removes it and searches immediately." */
export function clearFilter(criteria: SearchCriteria, filter: FilterName): SearchCriteria {
  return withoutKeys(criteria, KEYS_OF_FILTER[filter]);
}

const sameRange = (a: FilterState['budget'], b: FilterState['budget']) => a.min === b.min && a.max === b.max;
const sameSet = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export function filterStatesEqual(a: FilterState, b: FilterState): boolean {
  return (
    a.hotelScore === b.hotelScore &&
    sameRange(a.budget, b.budget) &&
    sameRange(a.distance, b.distance) &&
    sameSet(a.activities, b.activities) &&
    sameSet(a.stars, b.stars) &&
    sameSet(a.facilities, b.facilities) &&
    sameSet(a.hotelTypes, b.hotelTypes) &&
    sameSet(a.hotelEnvironments, b.hotelEnvironments) &&
    sameSet(a.hotelStyles, b.hotelStyles)
  );
}

/** "Facets are refreshed when a panel is open and the draft differs from the last request." */
export function shouldRefreshFacets(isPanelOpen: boolean, draft: FilterState, lastRequested: FilterState | undefined): boolean {
  return isPanelOpen && (lastRequested === undefined || !filterStatesEqual(draft, lastRequested));
}

/**
 * "Filter count badge: one per activity, star, facility and amenity, plus one for score, one for a
 * budget differing from defaults, one for a distance differing from defaults."
 */
export function filterCountBadge(state: FilterState, defaults: FilterState = DEFAULT_FILTER_STATE): number {
  return (
    state.activities.length +
    state.stars.length +
    state.facilities.length +
    state.hotelTypes.length +
    state.hotelEnvironments.length +
    state.hotelStyles.length +
    (state.hotelScore > 0 ? 1 : 0) +
    (sameRange(state.budget, defaults.budget) ? 0 : 1) +
    (sameRange(state.distance, defaults.distance) ? 0 : 1)
  );
}

/** "Filter footer button 'View {{count}} offers' or 'View offers'." */
export function filterFooterLabel(count: number | undefined): { key: 'View {{count}} offers'; count: number } | { key: 'View offers' } {
  return count === undefined ? { key: 'View offers' } : { key: 'View {{count}} offers', count };
}

// --- activities, facets ----------------------------------------------------------------------

/** "Activity chip in the top bar toggles and applies immediately; in the panel it toggles the draft." */
export function toggleActivity(activities: readonly number[], id: number): number[] {
  return activities.includes(id) ? activities.filter((a) => a !== id) : [...activities, id];
}

/** "Facet checkboxes are disabled when count is 0 unless already selected." */
export function isFacetOptionDisabled(count: number, isSelected: boolean): boolean {
  return count === 0 && !isSelected;
}

/** "Activity buttons disabled if count is 0." */
export function isActivityButtonDisabled(count: number): boolean {
  return count === 0;
}

// --- score and stars -------------------------------------------------------------------------

/** "Score filter: single choice 9, 8, 7 or all"; facets "score9, score8, score7". */
export const SCORE_CHOICES = [
  { value: 9, key: 'score9', label: 'Fantastic +9' },
  { value: 8, key: 'score8', label: 'Very good +8' },
  { value: 7, key: 'score7', label: 'Good +7' },
] as const;

/** "Stars: multi-select 5, 4, 3"; facets "star5, star4, star3". */
export const STAR_CHOICES = [
  { value: 5, key: 'star5' },
  { value: 4, key: 'star4' },
  { value: 3, key: 'star3' },
] as const;

/** "Score: selecting the same score again resets it to 0." */
export function toggleScore(current: number, chosen: number): number {
  return current === chosen ? 0 : chosen;
}

/** "a choice is checked when it is at least the chosen score". */
export function isScoreChecked(choice: number, chosenScore: number): boolean {
  return choice >= chosenScore;
}

// --- price slider ----------------------------------------------------------------------------

/** "reading at or below 9 means no minimum". */
export const PRICE_SLIDER_NO_MIN_AT_OR_BELOW_EUR = 9;
/** "at or above 250 means no maximum (top bound shown with '+')". */
export const PRICE_SLIDER_NO_MAX_AT_OR_ABOVE_EUR = 250;
/** "Fallbacks min 0 and max 1000 where constants are missing". */
export const PRICE_SLIDER_FALLBACK_MIN_EUR = 0;
export const PRICE_SLIDER_FALLBACK_MAX_EUR = 1000;
/** "A price minimum of 1 applies in the activity flow." */
export const ACTIVITY_PRICE_MIN_EUR = 1;

/** The slider's range in euros, from the facet bounds when known. */
export function priceSliderBounds(facet: { min?: number | null; max?: number | null } = {}): Bounds {
  return { min: facet.min ?? PRICE_SLIDER_FALLBACK_MIN_EUR, max: facet.max ?? PRICE_SLIDER_FALLBACK_MAX_EUR };
}

/** The fixed minimum under which no price filter applies, in cents. */
export function fixedPriceMinCents(flow: Flow): number {
  return flow === 'activity' ? ACTIVITY_PRICE_MIN_EUR * 100 : 0;
}

/** Slider readings in euros → budget in cents ("values sent in cents"). */
export function budgetFromSlider(reading: { min: number; max: number }): FilterState['budget'] {
  const min = Math.round(reading.min);
  const max = Math.round(reading.max);
  return {
    min: min <= PRICE_SLIDER_NO_MIN_AT_OR_BELOW_EUR ? null : min * 100,
    max: max >= PRICE_SLIDER_NO_MAX_AT_OR_ABOVE_EUR ? null : max * 100,
  };
}

/** Budget in cents → slider readings in euros within the bounds (an open bound sits at the end). */
export function sliderFromBudget(budget: FilterState['budget'], bounds: Bounds): { min: number; max: number } {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  return {
    min: budget.min === null ? bounds.min : clamp(Math.round(budget.min / 100)),
    max: budget.max === null ? bounds.max : clamp(Math.round(budget.max / 100)),
  };
}

/** "the top bound shown with '+'" */
export function isOpenEndedMax(readingEur: number): boolean {
  return readingEur >= PRICE_SLIDER_NO_MAX_AT_OR_ABOVE_EUR;
}

/** "Price filter is active when the minimum exceeds the fixed minimum or a maximum is set." */
export function isPriceFilterActive(budget: FilterState['budget'], flow: Flow): boolean {
  return (budget.min ?? 0) > fixedPriceMinCents(flow) || budget.max !== null;
}

/** The priceMin to send: the activity flow never goes under its 1 € minimum. */
export function priceMinToSend(budgetMin: number | null, flow: Flow): number | undefined {
  const fixed = fixedPriceMinCents(flow);
  if (budgetMin === null) return fixed > 0 ? fixed : undefined;
  return Math.max(budgetMin, fixed);
}

// --- distance --------------------------------------------------------------------------------

/** "Distance suggestions 'At {{count}}km'". */
export const DISTANCE_SUGGESTION_KEY = 'At {{count}}km';
/**
 * "distinct bounds for city and non-city mode" (values not shown). Chosen: around a city 0–50 km
 * (covers the 30 km fallback radius); elsewhere 0–300 km (the widest 'Travel locally!' distance).
 */
export const DISTANCE_BOUNDS_CITY_KM: Readonly<Bounds> = { min: 0, max: 50 };
export const DISTANCE_BOUNDS_NON_CITY_KM: Readonly<Bounds> = { min: 0, max: 300 };

/** "Checking it (needs a city set) enables the slider". */
export function distanceFilterEnabled(criteria: SearchCriteria): boolean {
  return criteria.city !== undefined;
}

export function distanceBoundsFor(criteria: SearchCriteria): Bounds {
  return criteria.city !== undefined ? DISTANCE_BOUNDS_CITY_KM : DISTANCE_BOUNDS_NON_CITY_KM;
}

/**
 * "The switch 'Include offers around' is unchecked by default, so the slider is disabled. Checking
 * it … enables the slider at full range; unchecking clears the distance."
 */
export function toggleIncludeAround(checked: boolean, bounds: Bounds): FilterState['distance'] {
  return checked ? { min: bounds.min, max: bounds.max } : { min: null, max: null };
}

/** "Values clamp to the bounds." */
export function clampDistance(distance: { min: number; max: number }, bounds: Bounds): { min: number; max: number } {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  return { min: clamp(distance.min), max: clamp(distance.max) };
}

/** "Distance is sent only if active and lat/lng exist." */
export function distanceToSend(
  criteria: SearchCriteria,
): { lat: number; lng: number; distanceMin?: number; distanceMax?: number } | undefined {
  const { lat, lng, distanceMin, distanceMax } = criteria;
  if (lat === undefined || lng === undefined) return undefined;
  if (distanceMin === undefined && distanceMax === undefined) return undefined;
  return { lat, lng, ...(distanceMin !== undefined && { distanceMin }), ...(distanceMax !== undefined && { distanceMax }) };
}
