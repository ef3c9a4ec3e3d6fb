/**
 * The API's one failed-login counter: attempts per key in fixed windows, in the database so that
 * every API instance shares the count. Past the limit the login is refused until the window ends.
 * One upsert per attempt, never read-then-write: concurrent attempts each get their own number.
 *
 * - the beneficiary login counts every attempt of a client (against code guessing);
 * - the account sign-in counts failures per account and per client (against password guessing),
 *   and answers the same generic refusal whether or not the account exists.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@escapade/db';
import { sql } from 'kysely';

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimit {
  /** What is counted, part of the key: 'beneficiary-login', 'sign-in-account', 'sign-in-client'. */
  scope: string;
  limit: number;
  windowMinutes: number;
}

/** The start of the fixed window `now` falls in. */
export function loginWindowStartOf(now: Date, windowMinutes: number): Date {
  const windowMs = windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** The table keeps a digest of the scope and subject (an address, an e-mail), never the subject. */
export function loginAttemptKeyOf(scope: string, subject: string): string {
  return createHash('sha256').update(`${scope}:${subject}`).digest('hex');
}

function refusal(windowStart: Date, windowMinutes: number, now: Date): LoginAttempt {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMinutes * 60_000 - now.getTime()) / 1000)) };
}

/** Counts one attempt of `subject`; refused past `limit.limit` attempts in the window, with the seconds left. */
export async function countLoginAttempt(db: Db, limit: AttemptLimit, subject: string, now: Date): Promise<LoginAttempt> {
  const windowStart = loginWindowStartOf(now, limit.windowMinutes);
  const row = await db
    .insertInto('login_attempt')
    .values({ client_key: loginAttemptKeyOf(limit.scope, subject), window_start: windowStart, attempts: 1 })
    .onConflict((oc) => oc.columns(['client_key', 'window_start']).doUpdateSet({ attempts: sql<number>`login_attempt.attempts + 1` }))
    .returning('attempts')
    .executeTakeFirstOrThrow();
  if (row.attempts === 1) {
    // A subject's first attempt of a window also clears the windows of a day ago and older (every
    // scope's window is shorter than that): one small table.
    await db.deleteFrom('login_attempt').where('window_start', '<', new Date(now.getTime() - 24 * 3_600_000)).execute();
  }
  if (row.attempts <= limit.limit) return { allowed: true };
  return refusal(windowStart, limit.windowMinutes, now);
}

/** Whether `subject` is over its limit in the current window, without counting an attempt. */
export async function isLoginLocked(db: Db, limit: AttemptLimit, subject: string, now: Date): Promise<LoginAttempt> {
  const windowStart = loginWindowStartOf(now, limit.windowMinutes);
  const row = await db
    .selectFrom('login_attempt')
    .select('attempts')
    .where('client_key', '=', loginAttemptKeyOf(limit.scope, subject))
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  if (!row || row.attempts < limit.limit) return { allowed: true };
  return refusal(windowStart, limit.windowMinutes, now);
}
