import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ONLY_PACKAGES_PER_HOTEL,
  ACTIVITY_SEARCH_AROUND_KM,
  ANALYTICS_CLIENT_ID_POLL_ATTEMPTS,
  ANALYTICS_CLIENT_ID_POLL_MS,
  AUTOCOMPLETE_MAX_RESULTS,
  DEBOUNCE_MS,
  FACET_PROPERTIES_REQUESTED,
  IMAGE_SIZES,
  OFFERS_PER_HOTEL,
  VIEWPORT_VISIBILITY_THRESHOLD,
  isUnavailableOnCheckin,
  searchModalTitle,
} from './search-constants';

describe('search constants', () => {
  it('"Offers per hotel requested: 20 (activity-only also 20)"; "Activity search: \'and 30 km around\'"', () => {
    expect([OFFERS_PER_HOTEL, ACTIVITY_ONLY_PACKAGES_PER_HOTEL, ACTIVITY_SEARCH_AROUND_KM]).toEqual([20, 20, 30]);
  });

  it('"Debounce default 500 ms. Viewport visibility default 0.3. Image sizes 120_80, 640_360, 960_540."', () => {
    expect(DEBOUNCE_MS).toBe(500);
    expect(VIEWPORT_VISIBILITY_THRESHOLD).toBe(0.3);
    expect(IMAGE_SIZES).toEqual(['120_80', '640_360', '960_540']);
  });

  it('autocomplete "maxResults 30"; analytics id polled "every second, up to 5 attempts"', () => {
    expect(AUTOCOMPLETE_MAX_RESULTS).toBe(30);
    expect([ANALYTICS_CLIENT_ID_POLL_MS, ANALYTICS_CLIENT_ID_POLL_ATTEMPTS]).toEqual([1000, 5]);
  });

  it('facets ask for "price, score, facility, stars, style, type, environment, tag"', () => {
    expect(FACET_PROPERTIES_REQUESTED).toEqual(['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag']);
  });

  it('"A price error string containing PACKAGE_NOT_AVAILABLE_CHECKIN marks the package as unavailable on check-in"', () => {
    expect(isUnavailableOnCheckin('Error: PACKAGE_NOT_AVAILABLE_CHECKIN for 2024-05-04')).toBe(true);
    expect(isUnavailableOnCheckin('PACKAGE_NOT_AVAILABLE')).toBe(false);
    expect(isUnavailableOnCheckin(undefined)).toBe(false);
  });

  it('search modal "titled \'I am looking for a weekend\' or \'I am searching for a gift\'"', () => {
    expect(searchModalTitle(false)).toBe('I am looking for a weekend');
    expect(searchModalTitle(true)).toBe('I am searching for a gift');
  });
});
