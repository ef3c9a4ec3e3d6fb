import type { Db } from '@escapade/db';
import type { SeedScale } from '../config';
import { isCatalogEmpty } from './is-catalog-empty';
import { loadSeedCatalog } from './load-seed-catalog';

export const SEED_UNAVAILABLE_MESSAGE = 'catalog seed not available; starting with an empty catalog';

/** Progress lines are throttled: a seed reports thousands of steps, the log wants a heartbeat. */
const PROGRESS_LOG_INTERVAL_MS = 2_000;

export interface SeedLogger {
  info(object: object, message: string): void;
  info(message: string): void;
  warn(message: string): void;
}

export type SeedOnStartOutcome = 'seeded' | 'already-seeded' | 'unavailable';

/**
 * First start: fill an empty catalog with the demo data. A later start finds it filled and goes
 * on at once; a build without the seed generator starts with an empty catalog.
 */
export async function seedCatalogOnStart(db: Db, scale: SeedScale, log: SeedLogger): Promise<SeedOnStartOutcome> {
  if (!(await isCatalogEmpty(db))) return 'already-seeded';
  const seedCatalog = await loadSeedCatalog();
  if (!seedCatalog) {
    log.warn(SEED_UNAVAILABLE_MESSAGE);
    return 'unavailable';
  }
  log.info({ scale }, 'catalog is empty: seeding it');
  const startedAt = Date.now();
  let lastLoggedAt = 0;
  let lastPhase = '';
  const result = await seedCatalog(db, {
    scale,
    onProgress: ({ phase, percent }) => {
      if (phase === lastPhase && Date.now() - lastLoggedAt < PROGRESS_LOG_INTERVAL_MS) return;
      lastPhase = phase;
      lastLoggedAt = Date.now();
      log.info({ phase, percent }, `seeding catalog: ${percent}% (${phase})`);
    },
  });
  if ((result as { status?: unknown } | undefined)?.status === 'skipped') return 'already-seeded';
  log.info({ scale, durationMs: Date.now() - startedAt }, 'catalog seeded');
  return 'seeded';
}
