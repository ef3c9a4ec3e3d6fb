/**
 * Runs a search's queries in one read transaction with planner settings fit for many short
 * concurrent queries: no parallel workers (at hundreds of requests a second on two cores they only
 * add start-up cost) and no JIT compilation (it costs tens of milliseconds, more than the queries
 * it would speed up). The transaction also gives the page and its card details one snapshot.
 */
import type { DatabaseEngine } from '@escapade/contracts/health';
import type { Db } from '@escapade/db';
import { sql } from 'kysely';

/** PGlite has neither parallel workers nor JIT: its queries run as they are. */
export async function inSearchSession<T>(db: Db, engine: DatabaseEngine, run: (trx: Db) => Promise<T>): Promise<T> {
  if (engine !== 'postgres') return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`.execute(trx);
    return run(trx);
  });
}
