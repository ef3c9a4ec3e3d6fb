import { sql, type Kysely } from 'kysely';

/**
 * Destinations (the location hierarchy behind autocomplete, location filters, fallback expansion
 * and SEO landing paths), themes and activity tags, and the master image store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table image (
      id text primary key,
      kind text not null check (kind in ('landscape', 'hotel', 'room', 'food', 'activity', 'box', 'banner', 'logo', 'sleeve')),
      width integer not null,
      height integer not null,
      webp bytea not null
    )
  `.execute(db);

  await sql`
    create table destination (
      id integer primary key,
      type text not null check (type in
        ('country', 'region', 'touristic_region', 'department', 'city', 'poi', 'sea_resort', 'ski_resort')),
      country_code char(2) not null,
      parent_id integer references destination (id),
      country_id integer references destination (id),
      region_id integer references destination (id),
      department_id integer references destination (id),
      latitude double precision not null,
      longitude double precision not null,
      postal_code text,
      importance integer not null default 0,
      radius_km real
    )
  `.execute(db);
  await sql`create index destination_parent on destination (parent_id)`.execute(db);
  await sql`create index destination_type_country on destination (type, country_code)`.execute(db);

  await sql`
    create table destination_name (
      destination_id integer not null references destination (id) on delete cascade,
      language char(2) not null check (language in ('fr', 'es', 'it', 'nl')),
      name text not null,
      slug text not null,
      search_text text not null,
      primary key (destination_id, language)
    )
  `.execute(db);
  await sql`create unique index destination_name_slug on destination_name (language, slug)`.execute(db);
  await sql`create index destination_name_trgm on destination_name using gin (search_text gin_trgm_ops)`.execute(db);

  await sql`
    create table theme (
      id integer primary key,
      parent_id integer references theme (id),
      name jsonb not null,
      slug jsonb not null,
      position smallint not null default 0,
      image_id text references image (id)
    )
  `.execute(db);
  for (const language of ['fr', 'es', 'it', 'nl']) {
    await sql`create unique index ${sql.raw(`theme_slug_${language}`)} on theme ((slug ->> ${sql.lit(language)}))`.execute(db);
  }

  await sql`
    create table activity_tag_group (
      id integer primary key,
      name jsonb not null,
      position smallint not null default 0
    )
  `.execute(db);
  await sql`
    create table activity_tag (
      id integer primary key,
      group_id integer not null references activity_tag_group (id),
      name jsonb not null,
      position smallint not null default 0
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity_tag', 'activity_tag_group', 'theme', 'destination_name', 'destination', 'image']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
