import { sql, type Kysely } from 'kysely';

/** Accent-insensitive, typo-tolerant matching for autocomplete (both engines ship these). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  // unaccent() is only STABLE; an IMMUTABLE wrapper lets us index unaccented text.
  await sql`
    create or replace function f_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists f_unaccent(text)`.execute(db);
}
