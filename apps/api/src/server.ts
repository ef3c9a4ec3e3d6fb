import { DataDirDamagedError, DataDirLockedError, MigrationError, migrateToLatest, openDatabase, type DatabaseHandle } from '@escapade/db';
import { backupBeforeMigrating } from '@escapade/db/backup';
import { buildApp, type App } from './app';
import { seedCatalogOnStart } from './catalog/seed-catalog-on-start';
import { ConfigError, loadConfig } from './config';

/** How the lock on the embedded folder names this process to a second opener. */
const API_SERVER_HOLDER = 'the API server';

/** In-flight requests get this long to finish after SIGINT/SIGTERM; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`[api] ${message}`);
  process.exit(1);
}

function stopOnSignals(app: App, database: DatabaseHandle): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without draining');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const forced = setTimeout(() => {
      app.log.error(`requests still in flight after ${SHUTDOWN_GRACE_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The address a local command can reach: a wildcard host (0.0.0.0, ::) is reached on loopback. */
function loopbackUrl(app: App, fallback: string): string {
  const bound = app.addresses()[0];
  if (!bound || typeof bound === 'string') return fallback;
  const isWildcard = bound.address === '0.0.0.0' || bound.address === '::';
  const host = isWildcard ? '127.0.0.1' : bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return `http://${host}:${bound.port}`;
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.dbPoolMax, holder: API_SERVER_HOLDER });
  } catch (error) {
    // A folder in use or damaged: the message says what to do; a WebAssembly trace would not.
    if (error instanceof DataDirLockedError || error instanceof DataDirDamagedError) fail(error.message);
    throw error;
  }
  const app = await buildApp({ config, db: database });
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  stopOnSignals(app, database);

  try {
    const backup = await backupBeforeMigrating(database);
    if (backup) app.log.info({ file: backup.file, bytes: backup.bytes }, 'backed up the embedded database before migrating');
    const applied = await migrateToLatest(database.db);
    app.log.info({ engine: database.engine, applied }, applied.length ? 'migrations applied' : 'schema is up to date');
  } catch (error) {
    await database.close();
    fail(error instanceof MigrationError ? error.message : `Database migration failed: ${String(error)}`);
  }

  if (config.seedOnStart) await seedCatalogOnStart(database.db, config.seedScale, app.log);

  const address = await app.listen({ host: config.host, port: config.port });
  // Commands that find the folder held (npm run catalog:stats) ask this address instead.
  database.embedded?.lock.record({ apiUrl: loopbackUrl(app, address) });
  app.log.info({ engine: database.engine }, `API listening on ${address} (docs: ${address}/api/docs)`);
}

start().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
