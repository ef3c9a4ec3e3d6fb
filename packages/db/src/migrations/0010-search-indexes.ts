import { sql, type Kysely } from 'kysely';

/**
 * Search support beyond the base schema:
 * - the catalog version gets an epoch, random per database: cache keys are `epoch.version`, so two
 *   databases sharing one Redis (a test run and a dev server, PGlite and PostgreSQL) never read each
 *   other's answers even when their counters meet;
 * - hotel attribute names (facet names) bump the version like the other catalog tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table catalog_version add column epoch text not null default md5(random()::text || clock_timestamp()::text)`.execute(db);
  await sql`
    create trigger hotel_attribute_bumps_catalog_version
    after insert or update or delete or truncate on hotel_attribute
    for each statement execute function bump_catalog_version()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists hotel_attribute_bumps_catalog_version on hotel_attribute`.execute(db);
  await sql`alter table catalog_version drop column if exists epoch`.execute(db);
}
