/**
 * Flows (booking, gifting, activity, hotel) and switching between them on the search and product
 * pages.
 */
import { LOCATION_KEYS, type SearchCriteria, withoutKeys } from './criteria-hash';
import { GIFT_ADULTS, GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN } from './gift';
import type { Flow } from './flow-names';
import { type OrderBy, sortOptionsFor } from './sort-options';

export { DEFAULT_FLOW, FLOWS, type Flow, flowFrom, isFlow } from './flow-names';

/** "Changing flow moves the user to the stays search or the activity search". */
export type SearchScreen = 'stays' | 'activity';

export function searchScreenFor(flow: Flow): SearchScreen {
  return flow === 'activity' ? 'activity' : 'stays';
}

/** "A top-level Stays / Gifts toggle switches between booking and gifting." */
export function toggleStaysGifts(flow: Flow): Flow {
  return flow === 'gifting' ? 'booking' : 'gifting';
}

/** The gifting flow keeps "sort … only if it is priceQuality or distance". */
export const GIFTING_KEPT_SORTS: readonly OrderBy[] = ['priceQuality', 'distance'];

export interface FlowDefaults {
  /** Location (and lat/lng) restored when leaving the activity flow. */
  location?: SearchCriteria;
  checkin?: string;
  checkout?: string;
}

export interface FlowSwitch {
  criteria: SearchCriteria;
  search: Record<string, string>;
  screen: SearchScreen;
}

function keptSort(criteria: SearchCriteria, to: Flow): OrderBy | undefined {
  const sort = criteria.sort;
  if (!sort || to === 'activity') return undefined;
  if (to === 'gifting') return GIFTING_KEPT_SORTS.includes(sort) ? sort : undefined;
  // Booking and hotel: a sort the target flow does not offer (e.g. a single-voucher sort) is dropped.
  const hasLatLng = criteria.lat !== undefined && criteria.lng !== undefined;
  return sortOptionsFor(to, { hasLatLng }).some((o) => o.value === sort) ? sort : undefined;
}

/**
 * "Changing flow moves the user to the stays search or the activity search and drops the page
 * parameter. In the gifting flow sort is kept only if it is priceQuality or distance. The activity
 * flow clears sort. Leaving the activity flow restores the default location and dates; entering it
 * resets criteria."
 * Entering gifting also sets giftAdults 2 and giftNights from the current nights when they are a
 * gift length.
 */
export function switchFlow(
  criteria: SearchCriteria,
  search: Readonly<Record<string, string>>,
  from: Flow,
  to: Flow,
  defaults: FlowDefaults = {},
): FlowSwitch {
  const nextSearch: Record<string, string> = { ...search, flow: to };
  delete nextSearch.page;

  let next: SearchCriteria;
  if (to === 'activity' && from !== 'activity') {
    next = {};
  } else if (from === 'activity' && to !== 'activity') {
    next = withoutKeys(criteria, [...LOCATION_KEYS, 'lat', 'lng', 'checkin', 'checkout', 'night']);
    Object.assign(next, defaults.location ?? {});
    if (defaults.checkin) next.checkin = defaults.checkin;
    if (defaults.checkout) next.checkout = defaults.checkout;
  } else {
    next = { ...criteria };
  }

  const sort = keptSort(criteria, to);
  if (sort) next.sort = sort;
  else delete next.sort;

  if (to === 'gifting' && from !== 'gifting') {
    next.giftAdults = GIFT_ADULTS;
    const nights = criteria.night;
    if (nights !== undefined && nights >= GIFT_NIGHTS_MIN && nights <= GIFT_NIGHTS_MAX) next.giftNights = nights;
  }

  return { criteria: next, search: nextSearch, screen: searchScreenFor(to) };
}
