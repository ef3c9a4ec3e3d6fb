import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Recomputes offer_summary from offer_night (all offers, or the given ones): the from-price over
 * the nights with rooms, the best promotion, the bookable range. Undated searches read it instead
 * of scanning the nightly table. Call after seeding and after any change to availability.
 */
export async function refreshOfferSummary(db: Kysely<Database>, offerIds?: readonly number[]): Promise<void> {
  const only = offerIds ? sql`where n.offer_id = any(${[...offerIds]}::int[])` : sql``;
  const onlySummary = offerIds ? sql`where offer_id = any(${[...offerIds]}::int[])` : sql``;
  await sql`delete from offer_summary ${onlySummary}`.execute(db);
  await sql`
    insert into offer_summary
      (offer_id, from_sell_cents, from_ref_cents, max_promo_percent, first_bookable_night, last_bookable_night, bookable_nights, has_flash_deal)
    select n.offer_id,
           min(n.sell_cents) filter (where n.rooms_left > 0),
           (array_agg(n.ref_cents order by n.sell_cents, n.night) filter (where n.rooms_left > 0))[1],
           coalesce(max(floor(100 * (1 - n.sell_cents::numeric / n.ref_cents))) filter (where n.rooms_left > 0), 0),
           min(n.night) filter (where n.rooms_left > 0),
           max(n.night) filter (where n.rooms_left > 0),
           count(*) filter (where n.rooms_left > 0),
           coalesce(bool_or(n.flash_deal) filter (where n.rooms_left > 0), false)
    from offer_night n
    ${only}
    group by n.offer_id
  `.execute(db);
}
