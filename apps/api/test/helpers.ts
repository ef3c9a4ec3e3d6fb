import { openDatabase, type DatabaseHandle } from '@escapade/db';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';

export const testDatabase = inject('testDatabase');

/** Defaults of a test app: quiet logs, and everything else as in production. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // SEARCH_INDEX runs the whole suite on either search engine (decision 0009). Background jobs do
  // not tick on their own in tests: a test runs them with `app.jobs.runNow()`.
  return { ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SEARCH_INDEX: process.env.SEARCH_INDEX, JOBS: 'false' }), ...overrides };
}

/** A new connection to the run's database (PGlite: only one may be open at a time). */
export function openTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase(testDatabase.engine === 'postgres' ? { databaseUrl: testDatabase.databaseUrl } : { dataDir: testDatabase.dataDir });
}

// PGlite holds its folder exclusively: every app of a test file shares one handle, closed with the last app.
let shared: { handle: Promise<DatabaseHandle>; users: number } | undefined;

async function acquireDatabase(): Promise<DatabaseHandle> {
  shared ??= { handle: openTestDatabase(), users: 0 };
  shared.users += 1;
  return shared.handle;
}

async function releaseDatabase(): Promise<void> {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  const { handle } = shared;
  shared = undefined;
  await (await handle).close();
}

export interface LogCapture {
  stream: { write(line: string): void };
  /** Every JSON line pino wrote so far. */
  records(): Array<Record<string, unknown>>;
}

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  return {
    stream: { write: (line) => void lines.push(line) },
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  logs?: LogCapture;
}

/**
 * The real app on the run's migrated database. `await app.close()` closes the app and, with the
 * last app of the file, the database. Add test-only routes before the first `inject`.
 */
export async function buildTestApp({ config = {}, logs }: TestAppOptions = {}): Promise<App> {
  const db = await acquireDatabase();
  try {
    const app = await buildApp({
      config: testConfig({ ...(logs ? { logLevel: 'info' } : {}), ...config }),
      db,
      ...(logs ? { logStream: logs.stream } : {}),
    });
    app.addHook('onClose', releaseDatabase);
    // With the in-memory search index, tests query it, not the SQL engine that answers while it builds.
    await app.searchIndex?.whenReady();
    return app;
  } catch (error) {
    await releaseDatabase();
    throw error;
  }
}

/**
 * A describe block's app whose log lines the tests read: built before its tests, closed after
 * them. Read `app` inside the tests (it is set once the block starts).
 */
export function useAppWithLogs(): { readonly app: App; logs: LogCapture } {
  const logs = captureLogs();
  let app: App | undefined;
  beforeAll(async () => {
    app = await buildTestApp({ logs });
  });
  afterAll(() => app?.close());
  return {
    logs,
    get app(): App {
      if (!app) throw new Error('the app is built before the tests of its block');
      return app;
    },
  };
}
