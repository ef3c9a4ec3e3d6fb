import type { AvailabilitiesQuery, AvailabilitiesResponse, AvailabilityDay } from '@escapade/contracts/hotel';
import { STAY_NIGHTS_MAX } from '@escapade/contracts/query';
import type { Db } from '@escapade/db';
import { addMonthsToDay, monthOf, type CalendarDay } from '@escapade/domain/calendar-day';
import { MARKETS } from '@escapade/domain/markets';
import type { Party } from '@escapade/domain/pax';
import { formatMoney, promoPercentage } from '@escapade/domain/price';
import { AppError } from '../errors/app-error';
import { allowedCheckoutNights, evaluateStay, type MarketClock } from '../product/evaluate-stay';
import { loadOfferNights, type NightsByDay } from '../product/load-offer-nights';
import type { OfferRecord } from '../product/load-offers';
import { availabilityWindowEnd, marketClock } from '../product/market-clock';
import { hotelNotFound } from './hotel-not-found';
import { loadSellableOffers } from './load-sellable-offers';
import { shiftDay } from '../product/shift-day';

interface DayCandidate {
  amount: number;
  ref: number;
  minLos: number;
}

/**
 * The stay a checkin day offers for one offer: `length` nights, or longer when the day's minimum
 * stay or allowed counts ask for it ("Minimum stay: {{count}} night" on the checkin day).
 */
function candidateOf(
  offer: OfferRecord,
  byDay: NightsByDay,
  day: CalendarDay,
  length: number,
  party: Party,
  clock: MarketClock,
): DayCandidate | undefined {
  const first = byDay.get(day);
  if (!first || first.roomsLeft <= 0) return undefined;
  const atLeast = Math.max(length, first.minStay);
  const nights = first.allowedNights ? [...first.allowedNights].sort((a, b) => a - b).find((count) => count >= atLeast) : atLeast;
  if (nights === undefined) return undefined;
  const evaluation = evaluateStay(offer, byDay, { checkin: day, nights, party }, clock);
  if (!evaluation.bookable || !evaluation.price) return undefined;
  return { amount: evaluation.price.sellCents, ref: evaluation.price.refCents, minLos: first.minStay };
}

/** The days answered: from the asked month (never before today) for `months` months, within the 12-month window. */
function windowOf(query: AvailabilitiesQuery, clock: MarketClock): { from: CalendarDay; to: CalendarDay } {
  const firstMonth = query.month ?? monthOf(clock.today);
  const monthStart = `${firstMonth}-01`;
  const from = monthStart < clock.today ? clock.today : monthStart;
  const monthsEnd = shiftDay(addMonthsToDay(monthStart, query.months), -1);
  const windowEnd = availabilityWindowEnd(clock.today);
  return { from, to: monthsEnd < windowEnd ? monthsEnd : windowEnd };
}

/**
 * `GET /api/hotels/{hotelId}/availabilities.json`: for each checkin day, the cheapest stay of the
 * hotel's sellable offers (or of one offer) for the party — its amount in cents and as the market
 * writes it, its minimum stay, its promo and whether it is the month's best price. With a
 * checkin, possibleNights is the range of days its checkout may fall on.
 */
export async function getHotelAvailabilities(
  db: Db,
  hotelId: number,
  query: AvailabilitiesQuery,
  now: Date,
): Promise<AvailabilitiesResponse> {
  const hotel = await db.selectFrom('hotel').select(['id', 'active']).where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) throw hotelNotFound(hotelId);
  const clock = marketClock(query.locale, now);
  const sellable = hotel.active ? await loadSellableOffers(db, hotelId, query.locale, clock.today) : [];
  let offers = sellable;
  if (query.offerId !== undefined) {
    offers = sellable.filter((offer) => offer.id === query.offerId);
    const exists = await db.selectFrom('offer').select('id').where('id', '=', query.offerId).where('hotel_id', '=', hotelId).executeTakeFirst();
    if (!exists) throw new AppError('NOT_FOUND', `Offer ${query.offerId} is not an offer of hotel ${hotelId}.`);
  }
  const length = query.length ?? (query.offerId !== undefined && offers[0] ? offers[0].nights : 1);
  const party = { adults: query.adult, children: query.child, babies: query.baby };
  const { from, to } = windowOf(query, clock);
  const lastNight = shiftDay(query.checkin && query.checkin > to ? query.checkin : to, STAY_NIGHTS_MAX);
  const firstNight = query.checkin && query.checkin < from ? query.checkin : from;
  const nights = await loadOfferNights(db, offers.map((offer) => offer.id), firstNight, lastNight);

  const days: Record<CalendarDay, AvailabilityDay> = {};
  const cheapestOfMonth = new Map<string, number>();
  // One Intl formatter costs about half a millisecond: format each distinct amount once.
  const written = new Map<number, string>();
  const write = (amount: number): string => {
    let text = written.get(amount);
    if (text === undefined) {
      text = formatMoney(amount, MARKETS[query.locale].bcp47);
      written.set(amount, text);
    }
    return text;
  };
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    let best: DayCandidate | undefined;
    for (const offer of offers) {
      const candidate = candidateOf(offer, nights.get(offer.id) ?? new Map(), day, length, party, clock);
      if (candidate && (!best || candidate.amount < best.amount)) best = candidate;
    }
    if (!best) continue;
    days[day] = {
      price: write(best.amount),
      amount: best.amount,
      minLos: best.minLos,
      promo: promoPercentage(best.amount, best.ref),
      bestPriceOfTheMonth: false,
    };
    const month = monthOf(day);
    cheapestOfMonth.set(month, Math.min(cheapestOfMonth.get(month) ?? Number.MAX_SAFE_INTEGER, best.amount));
  }
  for (const [day, entry] of Object.entries(days)) entry.bestPriceOfTheMonth = entry.amount === cheapestOfMonth.get(monthOf(day));

  let possibleNights: AvailabilitiesResponse['possibleNights'] = null;
  if (query.checkin) {
    const counts = offers.flatMap((offer) =>
      allowedCheckoutNights(offer, nights.get(offer.id) ?? new Map(), query.checkin as string, party, clock, STAY_NIGHTS_MAX),
    );
    if (counts.length > 0) {
      possibleNights = { start: shiftDay(query.checkin, Math.min(...counts)), end: shiftDay(query.checkin, Math.max(...counts)) };
    }
  }
  return { days, possibleNights, from, to, length };
}
