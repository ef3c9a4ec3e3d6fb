import { sql, type Kysely } from 'kysely';

/**
 * Names of the hotel attribute codes (facilities, environments, styles, types, eco facilities):
 * facets are returned "withNames", and the hotel page lists them, in the market's language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table hotel_attribute (
      kind text not null check (kind in ('facility', 'environment', 'style', 'type', 'eco_facility')),
      code text not null,
      name jsonb not null,
      icon text,
      position smallint not null default 0,
      primary key (kind, code)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists hotel_attribute`.execute(db);
}
