import { sql, type Kysely } from 'kysely';

/**
 * The search's covering offer index, keyed by hotel: a search by destination starts from the
 * destination's hotels (hotel_destination) and reads their offers from this index alone, instead of
 * scanning every offer of the market to join them (measured on the full-scale catalog: a region of
 * 700 hotels reads 1,500 offers instead of 18,000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists offer_search`.execute(db);
  await sql`
    create index offer_search on offer (hotel_id, id)
      include (room_id, published, locales, expiration, theme_ids, tag_ids, popularity, nights,
               single_adult_percent, extra_adult_percent, child_percent, baby_cents, is_single_voucher_sellable)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists offer_search`.execute(db);
  await sql`
    create index offer_search on offer (id)
      include (hotel_id, room_id, published, locales, expiration, theme_ids, tag_ids, popularity, nights,
               single_adult_percent, extra_adult_percent, child_percent, baby_cents, is_single_voucher_sellable)
  `.execute(db);
}
