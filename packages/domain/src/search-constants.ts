/**
 * Search-area constants (search calls, facets, errors) that belong to no other rule file.
 */

/** "Offers per hotel requested: 20". */
export const OFFERS_PER_HOTEL = 20;
/** "(activity-only also 20)"; activity search "numberOfPackagesPerHotel 20". */
export const ACTIVITY_ONLY_PACKAGES_PER_HOTEL = 20;
/** Facets call: "propertiesRequested (price, score, facility, stars, style, type, environment, tag)". */
export const FACET_PROPERTIES_REQUESTED = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'] as const;
export const FACETS_ERROR_MESSAGE = 'Error fetching facets';
