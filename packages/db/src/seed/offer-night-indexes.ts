import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * A bulk load of millions of rows is several times faster into a bare table, with the indexes
 * built once afterwards by a sort (and they come out compact instead of half-filled by page
 * splits). The invariant test compares the rebuilt keys with a freshly migrated database.
 */

/** Drops the indexes of a table that no constraint owns, and returns their definitions. */
export async function dropSecondaryIndexes(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string; def: string }>`
    select i.relname as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by i.relname
  `.execute(db);
  for (const index of rows) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  return rows.map((r) => r.def);
}

export async function restoreIndexes(db: Kysely<Database>, definitions: readonly string[]): Promise<void> {
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  // Definitions come from pg_get_indexdef of this very database, not from input.
  for (const def of definitions) await sql.raw(def).execute(db);
}

/** The nightly table also loses its primary and foreign keys for the load (migration 0003's). */
export async function dropOfferNightKeys(db: Kysely<Database>): Promise<string[]> {
  await sql`alter table offer_night drop constraint offer_night_offer_id_fkey`.execute(db);
  await sql`alter table offer_night drop constraint offer_night_pkey`.execute(db);
  return dropSecondaryIndexes(db, 'offer_night');
}

export async function createOfferNightKeys(db: Kysely<Database>, secondaryIndexes: readonly string[]): Promise<void> {
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`alter table offer_night add constraint offer_night_pkey primary key (offer_id, night)`.execute(db);
  await sql`
    alter table offer_night add constraint offer_night_offer_id_fkey
      foreign key (offer_id) references offer (id) on delete cascade
  `.execute(db);
  await restoreIndexes(db, secondaryIndexes);
}
