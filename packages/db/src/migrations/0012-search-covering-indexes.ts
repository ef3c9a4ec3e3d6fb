import { sql, type Kysely } from 'kysely';

/**
 * Covering indexes of the search engine (docs/decisions/0005), measured with EXPLAIN ANALYZE on the
 * full-scale catalog (7,500 hotels, 12 months, 6 M offer nights):
 * - offer_night_stay: a market-wide dated search reads the stay's nights of every offer from this
 *   index alone (index-only scan of a night range), with everything the stay check and the party
 *   price need; rows without rooms are never bookable and stay out of it;
 * - offer_search, hotel_search, room_capacity: the columns search filters, prices and sorts on, so
 *   that the candidates are read from narrow indexes instead of the wide rows (jsonb texts).
 * Index-only scans need the visibility map: run VACUUM ANALYZE after a bulk load.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index offer_night_stay on offer_night (night, offer_id)
      include (sell_cents, ref_cents, rooms_left, min_stay, allowed_nights) where rooms_left > 0
  `.execute(db);
  await sql`
    create index offer_search on offer (id)
      include (hotel_id, room_id, published, locales, expiration, theme_ids, tag_ids, popularity, nights,
               single_adult_percent, extra_adult_percent, child_percent, baby_cents, is_single_voucher_sellable)
  `.execute(db);
  await sql`
    create index hotel_search on hotel (id)
      include (active, stars, review_score, latitude, longitude, facilities, styles, types, environments, pets_allowed)
  `.execute(db);
  await sql`create index room_capacity on room (id) include (max_capacity)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['room_capacity', 'hotel_search', 'offer_search', 'offer_night_stay']) {
    await sql`drop index if exists ${sql.raw(index)}`.execute(db);
  }
}
