export { seedCatalog, CATALOG_TABLES, ANCHOR_TIME_ZONE, type SeedOptions, type SeedProgress, type SeedResult } from './seed-catalog';
export { SCALES, SEED_SCALES, DEFAULT_SEED, type SeedScale, type ScaleConfig } from './scales';
export { refreshOfferSummary } from './offer-summary';
export { AVAILABILITY_MONTHS } from './catalog/availability';
export { FAMILY_THEME_ID } from './catalog/themes-and-tags';
export { ECO_LABEL_MIN_FACILITIES } from './catalog/generate-hotels';
