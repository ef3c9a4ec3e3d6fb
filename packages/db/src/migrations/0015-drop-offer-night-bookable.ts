import { sql, type Kysely } from 'kysely';

/**
 * `offer_night_bookable` (migration 0003) is covered by `offer_night_stay` (migration 0012): the same
 * keys (night, offer_id) and rows (rooms_left > 0), with more included columns. No query needs it any
 * more, and every booking and every bulk load of nights paid for maintaining it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists offer_night_bookable`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index if not exists offer_night_bookable on offer_night (night, offer_id)
      include (sell_cents, ref_cents, min_stay) where rooms_left > 0
  `.execute(db);
}
