/**
 * PostgreSQL databases of the tests' own, on the run's server: the run's database (global-setup.ts)
 * and, migrated and seeded with the test catalog, those of the tests that run several API instances
 * (or a replica) against one database and change it freely. Dropped when their user ends.
 */
import { migrateToLatest, openDatabase } from '@escapade/db';
import pg from 'pg';
import { loadSeedCatalog } from '../src/catalog/load-seed-catalog';

export interface OwnDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `name` as an identifier: the names come from the tests (a prefix, a pid, a clock), never from outside. */
function identifier(name: string): string {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`not a database name of these tests: ${name}`);
  return `"${name}"`;
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** How long the pools closed by a test may take to end their sessions before the drop ends them. */
const SESSIONS_END_WITHIN_MS = 5_000;

/**
 * Waits until no session is connected to `name`: a closed pool's connections say goodbye after its
 * `end()` resolved. A forced drop that cut them short would surface as errors of those pools, and a
 * copy of a database refuses to start while anyone is connected to it.
 */
async function untilSessionsEnded(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + SESSIONS_END_WITHIN_MS;
  for (;;) {
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.count === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    await untilSessionsEnded(client, name);
    await client.query(`drop database if exists ${identifier(name)} with (force)`);
  });
}

/**
 * An empty database `name`, or a copy of `template` (which nothing may be connected to), on the
 * server of `serverUrl`.
 */
export async function createDatabase(serverUrl: string, name: string, template?: OwnDatabase): Promise<OwnDatabase> {
  await onServer(serverUrl, async (client) => {
    if (template) await untilSessionsEnded(client, template.name);
    await client.query(`create database ${identifier(name)}${template ? ` template ${identifier(template.name)}` : ''}`);
  });
  return { name, url: databaseUrlOf(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}

/** A new database `name`, migrated and seeded with the test catalog (about 1.5 s). */
export async function createSeededDatabase(serverUrl: string, name: string): Promise<OwnDatabase> {
  const database = await createDatabase(serverUrl, name);
  try {
    const seedCatalog = await loadSeedCatalog();
    if (!seedCatalog) throw new Error('@escapade/db has no seed generator: these tests need the test catalog');
    const handle = await openDatabase({ databaseUrl: database.url, poolMax: 2 });
    try {
      await migrateToLatest(handle.db);
      await seedCatalog(handle.db, { scale: 'test' });
    } finally {
      await handle.close();
    }
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}
