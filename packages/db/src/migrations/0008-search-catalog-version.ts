import { sql, type Kysely } from 'kysely';

/**
 * The catalog version: one counter bumped by every statement that changes what a search answers
 * (availability, prices, offers, hotels, names). Search and facet answers are cached under it, so
 * a booking or a price change is seen by the next request without flushing any cache.
 *
 * Statement-level triggers: a bulk seed or a multi-row update bumps it once per statement, not
 * once per row.
 */
const WATCHED_TABLES = [
  'offer_night',
  'offer_summary',
  'offer',
  'single_voucher_price',
  'hotel',
  'hotel_destination',
  'hotel_image',
  'room',
  'destination',
  'destination_name',
  'theme',
  'activity_tag',
  'activity_tag_group',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalog_version (
      id smallint primary key default 1 check (id = 1),
      version bigint not null default 0,
      changed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`insert into catalog_version (id) values (1)`.execute(db);
  await sql`
    create function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1, changed_at = now() where id = 1;
      return null;
    end
    $$
  `.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_bumps_catalog_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalog_version()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${table}_bumps_catalog_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists bump_catalog_version()`.execute(db);
  await sql`drop table if exists catalog_version`.execute(db);
}
