import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { DataDirDamagedError, isPGliteAbort } from './data-dir-damaged';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string. When set, PostgreSQL is used; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (PGlite). `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolMax?: number | undefined;
  /**
   * PostgreSQL only: every transaction of the pool is read-only, so a write sent through a replica's
   * pool fails the same way when that pool points at the primary (tests, a set-up without replica).
   */
  readOnly?: boolean | undefined;
  /** Who opens the embedded folder, in words, as the lock names it to a second opener ("the API server"). */
  holder?: string | undefined;
}

/** The embedded database's folder, held by this handle's lock until close. */
export interface EmbeddedFolder {
  /** DATA_DIR, resolved; the database itself is in its `pglite` folder. */
  dataDir: string;
  lock: DataDirLock;
  /** A consistent tarball of the database (a checkpoint first), as PGlite's `loadDataDir` takes it. */
  dump(): Promise<Blob>;
}

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PGlite in a folder only (not memory://, not PostgreSQL). */
  embedded?: EmbeddedFolder;
  /** Close the pool or the embedded database (and release its folder's lock); safe to call twice. */
  close(): Promise<void>;
}

/** The PGlite folder inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/** PGlite with this project's extensions and parsers; `loadDataDir` fills an empty folder from a tarball. */
export function createPGlite(dir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    parsers: PGLITE_PARSERS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

// DATE and TIMESTAMP come back as strings: calendar days stay `yyyy-MM-dd` (never shifted by a
// JS Date in the server's zone), and BIGINT counts as numbers (they fit well within 2^53).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

const PGLITE_PARSERS = {
  1082: (v: string) => v, // date
  20: (v: string) => Number(v), // int8
  1700: (v: string) => Number(v), // numeric
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // No JIT: compiling a plan costs tens of milliseconds, more than the short queries of an API
    // request it would speed up (decision 0005).
    const settings = options.readOnly ? '-c jit=off -c default_transaction_read_only=on' : '-c jit=off';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10, options: settings });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    let closed = false;
    return {
      db,
      engine: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await db.destroy();
        // Kysely's destroy() is a no-op when no query ever ran; end the pool ourselves.
        if (!pool.ended) await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (dataDir.startsWith('memory://')) return wrapPGlite(await createPGlite(undefined), undefined);
  mkdirSync(dataDir, { recursive: true });
  // Before anything else touches the folder: a second opener must change nothing.
  const lock = acquireDataDirLock(dataDir, options.holder ?? describeCommand());
  const dir = pgliteFolder(dataDir);
  const existed = existsSync(path.join(dir, 'PG_VERSION'));
  let pglite: PGlite;
  try {
    mkdirSync(dir, { recursive: true });
    pglite = await createPGlite(dir);
  } catch (error) {
    lock.release();
    throw existed && isPGliteAbort(error) ? new DataDirDamagedError(path.resolve(dataDir), error) : error;
  }
  return wrapPGlite(pglite, { dataDir: path.resolve(dataDir), lock });
}

/** The script's file name, when the opener did not say who it is. */
function describeCommand(): string {
  return `the process running ${path.basename(process.argv[1] ?? 'node')}`;
}

function wrapPGlite(pglite: PGlite, folder: { dataDir: string; lock: DataDirLock } | undefined): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    db,
    engine: 'pglite',
    ...(folder
      ? {
          embedded: {
            ...folder,
            dump: async () => {
              // Flush the shared buffers so the files alone hold every committed change.
              await pglite.exec('checkpoint');
              return pglite.dumpDataDir('gzip');
            },
          },
        }
      : {}),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
        // Kysely's destroy() is a no-op when no query ever ran; close the embedded database ourselves.
        if (!pglite.closed) await pglite.close();
      } finally {
        folder?.lock.release();
      }
    },
  };
}
