import type { Db } from '@escapade/db';
import type { SeedScale } from '../config';

/** What the generator reports while it runs (`@escapade/db` seed: a phase and 0–100 overall). */
export interface SeedProgress {
  phase: string;
  percent: number;
}

export interface SeedCatalogOptions {
  scale: SeedScale;
  /** Omitted: the generator's own default seed, so every start builds the same catalog. */
  seed?: number;
  onProgress?: (progress: SeedProgress) => void;
}
export type SeedCatalog = (db: Db, options: SeedCatalogOptions) => Promise<unknown>;

/**
 * The seed generator's module. Held in a variable so that TypeScript and bundlers do not require
 * it at build time: the API must build and start while the catalog generator does not exist yet.
 */
const SEED_MODULE_SPECIFIERS = ['@escapade/db/seed', '@escapade/db/seed/index', '@escapade/db/seed/seed-catalog'];

function isMissingModule(error: unknown, specifier: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  const mentionsSeed = text.includes(specifier) || /[\\/]db[\\/]src[\\/]seed(\.ts|[\\/](index|seed-catalog)\.ts)?['"\s]/.test(text);
  // Only the seed module itself missing counts; a missing import *inside* it is a real error.
  return (code === 'ERR_MODULE_NOT_FOUND' || /cannot find (module|package)|failed to load url/i.test(text)) && mentionsSeed;
}

/** `seedCatalog` from `@escapade/db`'s seed module, or `undefined` while that module does not exist. */
export async function loadSeedCatalog(): Promise<SeedCatalog | undefined> {
  for (const specifier of SEED_MODULE_SPECIFIERS) {
    let module: { seedCatalog?: unknown };
    try {
      module = (await import(/* @vite-ignore */ specifier)) as { seedCatalog?: unknown };
    } catch (error) {
      if (isMissingModule(error, specifier)) continue;
      throw error;
    }
    if (typeof module.seedCatalog === 'function') return module.seedCatalog as SeedCatalog;
  }
  return undefined;
}
