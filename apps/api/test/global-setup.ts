import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@escapade/db';
import type { TestProject } from 'vitest/node';
import { loadSeedCatalog } from '../src/catalog/load-seed-catalog';
import { createDatabase } from './own-database';

/** Where the one migrated (and, when the generator exists, seeded) database of this run lives. */
export interface TestDatabase {
  engine: 'pglite' | 'postgres';
  /** PostgreSQL only: the run's own database. */
  databaseUrl?: string;
  /** PGlite only: the run's own data folder. */
  dataDir?: string;
  isSeeded: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

async function migrateAndSeed(handle: DatabaseHandle): Promise<boolean> {
  await migrateToLatest(handle.db);
  const seedCatalog = await loadSeedCatalog();
  if (!seedCatalog) {
    console.warn('[api tests] @escapade/db seed has no seedCatalog yet: running on an empty, migrated catalog.');
    return false;
  }
  await seedCatalog(handle.db, { scale: 'test' });
  return true;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres') {
    if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
    const { url: databaseUrl, drop } = await createDatabase(serverUrl, `escapade_api_test_${Date.now()}_${process.pid}`);
    const handle = await openDatabase({ databaseUrl });
    let isSeeded: boolean;
    try {
      isSeeded = await migrateAndSeed(handle);
    } catch (error) {
      await handle.close();
      await drop();
      throw error;
    }
    await handle.close();
    project.provide('testDatabase', { engine: 'postgres', databaseUrl, isSeeded });
    return drop;
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'escapade-api-test-'));
  const handle = await openDatabase({ dataDir });
  let isSeeded: boolean;
  try {
    isSeeded = await migrateAndSeed(handle);
  } finally {
    // PGlite is single-process: the test files open the folder again, one at a time.
    await handle.close();
  }
  project.provide('testDatabase', { engine: 'pglite', dataDir, isSeeded });
  return () => rm(dataDir, { recursive: true, force: true });
}
