import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Party } from '@escapade/domain/pax';
import { priceForParty } from '@escapade/domain/price';
import { evaluateStay, roomsNeeded, type MarketClock, type StayOffer } from './evaluate-stay';
import type { NightsByDay } from './load-offer-nights';
import type { OfferSummaryRecord } from './load-offer-summaries';
import { shiftDay } from './shift-day';

export interface FromPrice {
  sellCents: number;
  refCents: number;
  nbRooms: number;
}

/**
 * The undated "from" price, exactly as the search cards compute it (decision 0005): the offer's
 * cheapest night in the window (offer_summary), priced for the party, times its default nights.
 * Undefined when the offer has no bookable night left or the party cannot fit its room.
 */
export function fromPriceOf(
  offer: StayOffer & { nights: number },
  summary: OfferSummaryRecord | undefined,
  party: Party,
  today: CalendarDay,
): FromPrice | undefined {
  if (!summary || summary.fromSellCents === null || summary.fromRefCents === null) return undefined;
  if (summary.lastBookableNight === null || summary.lastBookableNight < today) return undefined;
  const nbRooms = roomsNeeded(party, offer.maxCapacity);
  if (nbRooms === 0) return undefined;
  const night = priceForParty([{ sellCents: summary.fromSellCents, refCents: summary.fromRefCents }], party, offer.pricing);
  return { sellCents: night.sellCents * offer.nights, refCents: night.refCents * offer.nights, nbRooms };
}

/**
 * The first checkin after `after` (up to the window's end) where the same stay can be booked:
 * the offers list's modifiedReservationCriteria.
 */
export function findNextBookableCheckin(
  offer: StayOffer,
  byDay: NightsByDay,
  stay: { after: CalendarDay; nights: number; party: Party },
  clock: MarketClock,
  windowEnd: CalendarDay,
): CalendarDay | undefined {
  const start = stay.after < clock.today ? clock.today : shiftDay(stay.after, 1);
  for (let checkin = start; checkin <= windowEnd; checkin = shiftDay(checkin, 1)) {
    if (evaluateStay(offer, byDay, { checkin, nights: stay.nights, party: stay.party }, clock).bookable) return checkin;
  }
  return undefined;
}
