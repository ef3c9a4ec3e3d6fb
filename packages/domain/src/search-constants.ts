/**
 * Search-area constants (search calls, debounce, image sizes, facets, errors) that belong to no
 * other rule file.
 */

/** "Offers per hotel requested: 20". */
export const OFFERS_PER_HOTEL = 20;
/** "(activity-only also 20)"; activity search "numberOfPackagesPerHotel 20". */
export const ACTIVITY_ONLY_PACKAGES_PER_HOTEL = 20;
/** "Activity search: 'and 30 km around'". */
export const ACTIVITY_SEARCH_AROUND_KM = 30;
export const ACTIVITY_SEARCH_AROUND_KEY = 'and 30 km around';
/** "Debounce default 500 ms." */
export const DEBOUNCE_MS = 500;
/** "Viewport visibility default 0.3." */
export const VIEWPORT_VISIBILITY_THRESHOLD = 0.3;
/** "Image sizes 120_80, 640_360, 960_540." */
export const IMAGE_SIZES = ['120_80', '640_360', '960_540'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/** Destination autocomplete: "maxResults 30". */
export const AUTOCOMPLETE_MAX_RESULTS = 30;
/** "The client polls for the analytics client id every second, up to 5 attempts." */
export const ANALYTICS_CLIENT_ID_POLL_MS = 1000;
export const ANALYTICS_CLIENT_ID_POLL_ATTEMPTS = 5;
/** Facets call: "propertiesRequested (price, score, facility, stars, style, type, environment, tag)". */
export const FACET_PROPERTIES_REQUESTED = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'] as const;
/** "Facet groups: tag, price, type, score, environment, style, stars, facility, highlighted." */
export const FACET_GROUPS = ['tag', 'price', 'type', 'score', 'environment', 'style', 'stars', 'facility', 'highlighted'] as const;
export const FACETS_ERROR_MESSAGE = 'Error fetching facets';
export const SEARCH_ERROR_MESSAGE = 'Oops, something went wrong';
export const NO_ACTIVITY_MESSAGE = 'No activity found for this search';
/** "A price error string containing PACKAGE_NOT_AVAILABLE_CHECKIN marks the package as unavailable on check-in." */
export const PACKAGE_NOT_AVAILABLE_CHECKIN = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

export function isUnavailableOnCheckin(priceError: string | null | undefined): boolean {
  return Boolean(priceError?.includes(PACKAGE_NOT_AVAILABLE_CHECKIN));
}

/** Full-screen search modal title: 'I am looking for a weekend' or 'I am searching for a gift'. */
export function searchModalTitle(isGifting: boolean): 'I am looking for a weekend' | 'I am searching for a gift' {
  return isGifting ? 'I am searching for a gift' : 'I am looking for a weekend';
}
