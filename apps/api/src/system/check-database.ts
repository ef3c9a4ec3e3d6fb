import type { Db } from '@escapade/db';
import { sql } from 'kysely';

/** A health check must answer even when the database hangs: past this, the database counts as down. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Resolves when the database answers `select 1` in time; rejects with the reason otherwise. */
export async function checkDatabase(db: Db, timeoutMs = DATABASE_CHECK_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
