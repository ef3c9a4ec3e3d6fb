import { sql, type Kysely } from 'kysely';

/**
 * The autocomplete's search keys as stored columns (decision 0007). Computing `f_search_key(name)`
 * at query time costs an unaccent dictionary lookup and a regexp per candidate row, several times
 * per row (filter, recheck, select, order): at full scale that alone broke the 10 ms budget. A
 * generated column computes it once per write; the indexes of 0007 move onto it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table destination_name add column search_key text generated always as (f_search_key(name)) stored`.execute(db);
  await sql`alter table hotel add column search_key text generated always as (f_search_key(label)) stored`.execute(db);
  for (const index of ['destination_name_search_key', 'destination_name_search_key_trgm', 'hotel_search_key', 'hotel_search_key_trgm']) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  await sql`create index destination_name_search_key on destination_name (language, search_key text_pattern_ops)`.execute(db);
  await sql`create index destination_name_search_key_trgm on destination_name using gin (search_key gin_trgm_ops)`.execute(db);
  await sql`create index hotel_search_key on hotel (search_key text_pattern_ops)`.execute(db);
  await sql`create index hotel_search_key_trgm on hotel using gin (search_key gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hotel drop column if exists search_key`.execute(db);
  await sql`alter table destination_name drop column if exists search_key`.execute(db);
  await sql`create index destination_name_search_key on destination_name (language, f_search_key(name) text_pattern_ops)`.execute(db);
  await sql`create index destination_name_search_key_trgm on destination_name using gin (f_search_key(name) gin_trgm_ops)`.execute(db);
  await sql`create index hotel_search_key on hotel (f_search_key(label) text_pattern_ops)`.execute(db);
  await sql`create index hotel_search_key_trgm on hotel using gin (f_search_key(label) gin_trgm_ops)`.execute(db);
}
