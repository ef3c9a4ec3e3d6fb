/**
 * Orders bought as a guest belong to the account of the same address once that address is
 * verified: at each sign-in and when the address is verified, the orders whose buyer's e-mail is
 * the account's and that belong to no account become its own. Never before the verification: an
 * account opened with someone else's address must not see their bookings.
 */
import type { Db } from '@escapade/db';
import { sql } from 'kysely';

export async function attachGuestOrders(db: Db, account: { id: string; email: string; emailVerified: boolean }): Promise<number> {
  if (!account.emailVerified) return 0;
  const result = await db
    .updateTable('customer_order')
    .set({ account_id: account.id })
    .where(sql<string>`lower(buyer ->> 'email')`, '=', account.email.toLowerCase())
    .where('account_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
