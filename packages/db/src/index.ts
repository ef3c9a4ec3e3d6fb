export * from './connect';
export * from './migrate';
export type { Database } from './schema';
