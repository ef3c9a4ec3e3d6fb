export * from './connect';
export * from './migrate';
export * from './data-dir-lock';
export * from './data-dir-damaged';
export type { AuthMailKind, Database } from './schema';
