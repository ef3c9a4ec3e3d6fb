/**
 * The hourly purge of what the accounts leave behind: expired sessions and verification tokens,
 * the library's counters of ended windows, and the account e-mails' rows a day after they were
 * queued (their links expire within the hour: a sent link is not kept).
 */
import type { Db } from '@escapade/db';

export async function purgeExpiredAuthData(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('auth_session').where('expires_at', '<', now).execute();
  await db.deleteFrom('auth_verification').where('expires_at', '<', now).execute();
  await db.deleteFrom('auth_rate_limit').where('last_request', '<', now.getTime() - 3_600_000).execute();
  await db.deleteFrom('auth_mail').where('created_at', '<', new Date(now.getTime() - 24 * 3_600_000)).execute();
}
