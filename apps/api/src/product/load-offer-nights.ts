import type { Db } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { StayNight } from './evaluate-stay';

export type NightsByDay = Map<CalendarDay, StayNight>;

/** `offer_night` rows of the offers between two days (both included), by offer then by day. */
export async function loadOfferNights(
  db: Db,
  offerIds: readonly number[],
  from: CalendarDay,
  to: CalendarDay,
): Promise<Map<number, NightsByDay>> {
  const byOffer = new Map<number, NightsByDay>(offerIds.map((id) => [id, new Map()]));
  if (offerIds.length === 0 || to < from) return byOffer;
  const rows = await db
    .selectFrom('offer_night')
    .select(['offer_id', 'night', 'sell_cents', 'ref_cents', 'rooms_left', 'min_stay', 'allowed_nights', 'flash_deal'])
    .where('offer_id', 'in', [...offerIds])
    .where('night', '>=', from)
    .where('night', '<=', to)
    .orderBy('offer_id')
    .orderBy('night')
    .execute();
  for (const row of rows) {
    byOffer.get(row.offer_id)?.set(row.night, {
      night: row.night,
      sellCents: row.sell_cents,
      refCents: row.ref_cents,
      roomsLeft: row.rooms_left,
      minStay: row.min_stay,
      allowedNights: row.allowed_nights,
      flashDeal: row.flash_deal,
    });
  }
  return byOffer;
}
