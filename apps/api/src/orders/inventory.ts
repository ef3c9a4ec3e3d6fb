/**
 * The rooms an order holds: taken from `offer_night.rooms_left` with one conditional update per
 * stay (every night of the stay, only where enough rooms are left), never read-then-write. Two
 * buyers of the last room both run the update; the row lock makes the second wait, re-check the
 * condition against the first one's commit and update nothing, so exactly one gets the room.
 * The update also bumps the catalog version and logs the offer in the search change log
 * (triggers), so search and the calendars see the change at once.
 */
import type { Database } from '@escapade/db';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';

type Tx = Transaction<Database> | Kysely<Database>;

export interface RoomHold {
  offerId: number;
  checkin: string;
  /** Day after the last night. */
  checkout: string;
  rooms: number;
}

/** Nights in [checkin, checkout). */
function nightsOf(hold: RoomHold): number {
  return Math.round((Date.parse(`${hold.checkout}T00:00:00Z`) - Date.parse(`${hold.checkin}T00:00:00Z`)) / 86_400_000);
}

/**
 * Takes the rooms of every night of the stay; false, with nothing taken, when a night has fewer
 * rooms left than the hold needs. The nights that did have rooms are given back at once (their
 * rows stay locked until the caller's commit), so a caller that records the refusal and commits
 * leaves the inventory as it found it.
 */
export async function takeRooms(trx: Tx, hold: RoomHold): Promise<boolean> {
  if (hold.rooms === 0) return true;
  const result = await sql<{ night: string }>`
    update offer_night set rooms_left = rooms_left - ${hold.rooms}
    where offer_id = ${hold.offerId} and night >= ${hold.checkin}::date and night < ${hold.checkout}::date
      and rooms_left >= ${hold.rooms}
    returning night::text as night
  `.execute(trx);
  if (result.rows.length === nightsOf(hold)) return true;
  if (result.rows.length > 0) {
    const nights = result.rows.map((row) => row.night);
    await sql`
      update offer_night set rooms_left = rooms_left + ${hold.rooms}
      where offer_id = ${hold.offerId} and night = any(${nights}::date[])
    `.execute(trx);
  }
  return false;
}

/** Gives the rooms of a hold back (an expired or failed order, a cancellation). */
export async function releaseRooms(trx: Tx, hold: RoomHold): Promise<void> {
  if (hold.rooms === 0) return;
  await sql`
    update offer_night set rooms_left = rooms_left + ${hold.rooms}
    where offer_id = ${hold.offerId} and night >= ${hold.checkin}::date and night < ${hold.checkout}::date
  `.execute(trx);
}

/** The holds of an order's items. */
export async function holdsOfOrder(trx: Tx, orderId: string): Promise<RoomHold[]> {
  const rows = await trx
    .selectFrom('order_item')
    .select(['offer_id', 'checkin', 'checkout', 'rooms'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'SHORT_STAY')
    .where('rooms', '>', 0)
    .orderBy('position')
    .execute();
  return rows.flatMap((row) =>
    row.offer_id !== null && row.checkin !== null && row.checkout !== null
      ? [{ offerId: row.offer_id, checkin: String(row.checkin), checkout: String(row.checkout), rooms: row.rooms }]
      : [],
  );
}
