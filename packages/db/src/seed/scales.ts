import type { OtherCities } from './geography/build-geography';

/** The three catalog sizes: `test` for the API suite, `demo` for `npm start`, `full` for benchmarks. */
export const SEED_SCALES = ['test', 'demo', 'full'] as const;
export type SeedScale = (typeof SEED_SCALES)[number];

export interface ScaleConfig {
  hotels: number;
  /** Only the handful of TEST_TOWNS, or every hotel town. */
  towns: 'test' | 'all';
  /** Towns besides the hotel towns: every GeoNames town of the five countries, those near a hotel town, or none. */
  otherCities: OtherCities;
  imageVariants: number;
  imageWidth: number;
  reviewsPerHotel: [number, number];
  activityProducts: number;
  offersPerBox: number;
}

export const SCALES: Readonly<Record<SeedScale, ScaleConfig>> = {
  test: {
    hotels: 40, towns: 'test', otherCities: 'none', imageVariants: 1, imageWidth: 960,
    reviewsPerHotel: [2, 12], activityProducts: 12, offersPerBox: 8,
  },
  demo: {
    hotels: 400, towns: 'all', otherCities: { withinKm: 20 }, imageVariants: 3, imageWidth: 1920,
    reviewsPerHotel: [3, 30], activityProducts: 60, offersPerBox: 40,
  },
  // "7,500 hotels — about the partner count of the market leader in this segment".
  full: {
    hotels: 7500, towns: 'all', otherCities: 'all', imageVariants: 3, imageWidth: 1920,
    reviewsPerHotel: [3, 40], activityProducts: 400, offersPerBox: 200,
  },
};

export const DEFAULT_SEED = 20260401;
