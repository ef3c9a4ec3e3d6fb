/**
 * The beneficiary login's rate limit: every attempt (refused or not) counts against its client in
 * a fixed window of VOUCHER_LOGIN_WINDOW_MINUTES, in the database so that every API instance shares
 * the count; past VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW the login is refused until the window ends.
 * One upsert per attempt, never read-then-write: concurrent attempts each get their own number.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@escapade/db';
import { VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW, VOUCHER_LOGIN_WINDOW_MINUTES } from '@escapade/domain/voucher';
import { sql } from 'kysely';

const WINDOW_MS = VOUCHER_LOGIN_WINDOW_MINUTES * 60_000;

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The start of the fixed window `now` falls in. */
export function loginWindowStartOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
}

/** The table keeps a digest of the client's address, not the address. */
export function loginClientKeyOf(clientAddress: string): string {
  return createHash('sha256').update(`beneficiary-login:${clientAddress}`).digest('hex');
}

/**
 * Counts one attempt of the client; refused past `limit` attempts in the window (config
 * BENEFICIARY_LOGIN_ATTEMPTS, by default VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW), with the seconds left.
 */
export async function countLoginAttempt(db: Db, clientAddress: string, now: Date, limit: number = VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW): Promise<LoginAttempt> {
  const windowStart = loginWindowStartOf(now);
  const row = await db
    .insertInto('voucher_login_attempt')
    .values({ client_key: loginClientKeyOf(clientAddress), window_start: windowStart, attempts: 1 })
    .onConflict((oc) => oc.columns(['client_key', 'window_start']).doUpdateSet({ attempts: sql<number>`voucher_login_attempt.attempts + 1` }))
    .returning('attempts')
    .executeTakeFirstOrThrow();
  if (row.attempts === 1) {
    // A client's first attempt of a window also clears the windows that have ended (one small table).
    await db.deleteFrom('voucher_login_attempt').where('window_start', '<', windowStart).execute();
  }
  if (row.attempts <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000)) };
}
