/**
 * Fixtures of the product-page API tests, found by querying the seeded test catalog (never by
 * hard-coded ids): the catalog is regenerated for each run, anchored on today.
 */
import type { Db } from '@escapade/db';
import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';
import type { PartyPricingRule } from '@escapade/domain/price';
import { sql, type RawBuilder } from 'kysely';

export const LOCALE = 'fr_FR';
export const today = todayIn('Europe/Paris', new Date());

/** An offer the market sells today (alias o, h). */
export function sellableIn(locale: string): RawBuilder<unknown> {
  return sql`o.published and h.active and ${locale} = any(o.locales) and (o.expiration is null or o.expiration >= ${today}::date)`;
}
export const SELLABLE = sellableIn(LOCALE);

export interface StayFixture {
  offerId: number;
  checkin: string;
}

/**
 * The first stay of `nights` nights (checkin more than a week ahead) that the rules accept: rooms
 * on every night, the checkin's minimum stay and allowed counts met, plus `extra` conditions.
 */
export async function findBookableStay(
  db: Db,
  nights: number,
  extra: RawBuilder<unknown> = sql`true`,
  locale: string = LOCALE,
): Promise<StayFixture | undefined> {
  const result = await sql<{ offer_id: number; night: string }>`
    select n.offer_id, n.night::text as night
    from offer_night n
    join offer o on o.id = n.offer_id join hotel h on h.id = o.hotel_id join room r on r.id = o.room_id
    where ${sellableIn(locale)}
      and n.night > ${today}::date + 7 and n.night < ${today}::date + 300
      and n.rooms_left > 0 and n.min_stay <= ${nights} and (n.allowed_nights is null or ${nights} = any(n.allowed_nights))
      and (select count(*) from offer_night m
           where m.offer_id = n.offer_id and m.night >= n.night and m.night < n.night + ${nights}::int and m.rooms_left > 0) = ${nights}
      and ${extra}
    order by n.offer_id, n.night
    limit 1`.execute(db);
  const row = result.rows[0];
  return row ? { offerId: row.offer_id, checkin: row.night } : undefined;
}

export async function offerRow(db: Db, id: number) {
  return db.selectFrom('offer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function pricingOf(offer: Awaited<ReturnType<typeof offerRow>>): PartyPricingRule {
  return {
    singleAdultPercent: offer.single_adult_percent,
    extraAdultPercent: offer.extra_adult_percent,
    childPercent: offer.child_percent,
    babyCents: offer.baby_cents,
  };
}

/** The offer's nights of a stay, in order, as the price rule reads them. */
export async function stayNights(db: Db, offerId: number, checkin: string, nights: number) {
  const rows = await db
    .selectFrom('offer_night')
    .select(['night', 'sell_cents', 'ref_cents', 'rooms_left'])
    .where('offer_id', '=', offerId)
    .where('night', '>=', checkin)
    .where('night', '<', addDaysToDay(checkin, nights))
    .orderBy('night')
    .execute();
  return rows.map((row) => ({ night: row.night, sellCents: row.sell_cents, refCents: row.ref_cents, roomsLeft: row.rooms_left }));
}

/** A GET query string from a record (lists repeat their key). */
export function queryString(query: Record<string, string | number | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  return params.toString();
}

export async function maxId(db: Db, table: 'offer' | 'hotel' | 'activity_product'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
  return Number(row.max);
}
