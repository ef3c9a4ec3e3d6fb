import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * A bulk load of millions of nights is several times faster into a bare table, with the keys
 * built once afterwards by a sort (and the indexes come out compact instead of half-filled by
 * page splits). These are the constraint and index of migration 0003, exactly: the invariant test
 * compares them with a freshly migrated database.
 */
export async function dropOfferNightKeys(db: Kysely<Database>): Promise<void> {
  await sql`alter table offer_night drop constraint offer_night_offer_id_fkey`.execute(db);
  await sql`alter table offer_night drop constraint offer_night_pkey`.execute(db);
  await sql`drop index offer_night_bookable`.execute(db);
}

export async function createOfferNightKeys(db: Kysely<Database>): Promise<void> {
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`alter table offer_night add constraint offer_night_pkey primary key (offer_id, night)`.execute(db);
  await sql`
    alter table offer_night add constraint offer_night_offer_id_fkey
      foreign key (offer_id) references offer (id) on delete cascade
  `.execute(db);
  await sql`
    create index offer_night_bookable on offer_night (night, offer_id)
      include (sell_cents, ref_cents, min_stay) where rooms_left > 0
  `.execute(db);
}
