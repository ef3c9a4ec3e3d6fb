import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
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
}

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Close the pool or the embedded database; safe to call twice. */
  close(): Promise<void>;
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10, options: '-c jit=off' });
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
  const isMemory = dataDir.startsWith('memory://');
  const dir = isMemory ? dataDir : path.resolve(dataDir, 'pglite');
  if (!isMemory) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(isMemory ? undefined : dir, {
    extensions: { pg_trgm, unaccent },
    parsers: PGLITE_PARSERS,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    db,
    engine: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      // Kysely's destroy() is a no-op when no query ever ran; close the embedded database ourselves.
      if (!pglite.closed) await pglite.close();
    },
  };
}
