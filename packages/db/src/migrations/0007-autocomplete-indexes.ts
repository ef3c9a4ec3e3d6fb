import { sql, type Kysely } from 'kysely';

/**
 * Destination autocomplete (decision 0007): names are compared as search keys —
 * lowercase, unaccented, every run of non-alphanumerics one space — so 'ile de france' finds
 * 'Île-de-France'. A btree on (language, key) answers "the name starts with the term" as an index
 * range; a trigram GIN answers "a word starts with the term" (LIKE '% term%') and the one-typo
 * candidates (word similarity). Hotels are searched by label the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function f_search_key(text) returns text
    language sql immutable parallel safe strict
    as $$ select btrim(regexp_replace(lower(public.f_unaccent($1)), '[^a-z0-9]+', ' ', 'g')) $$
  `.execute(db);
  await sql`create index destination_name_search_key on destination_name (language, f_search_key(name) text_pattern_ops)`.execute(db);
  await sql`create index destination_name_search_key_trgm on destination_name using gin (f_search_key(name) gin_trgm_ops)`.execute(db);
  await sql`create index hotel_search_key on hotel (f_search_key(label) text_pattern_ops)`.execute(db);
  await sql`create index hotel_search_key_trgm on hotel using gin (f_search_key(label) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['hotel_search_key_trgm', 'hotel_search_key', 'destination_name_search_key_trgm', 'destination_name_search_key']) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  await sql`drop function if exists f_search_key(text)`.execute(db);
}
