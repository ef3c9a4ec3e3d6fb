import type { HotelOffer, HotelOffersQuery, HotelOffersResponse } from '@escapade/contracts/hotel';
import type { Db } from '@escapade/db';
import { pricePerNight } from '@escapade/domain/price';
import { languageOf } from '../catalog/market-language';
import { fromPriceOf } from '../product/find-from-price';
import { loadOfferNights } from '../product/load-offer-nights';
import { loadOfferSummaries } from '../product/load-offer-summaries';
import { loadProgramLines } from '../product/load-program-lines';
import { availabilityWindowEnd, marketClock } from '../product/market-clock';
import { toOfferListItem } from '../product/to-offer-list-item';
import { toOfferSummary } from '../product/to-offer-summary';
import { coverImageOf } from './cover-image';
import { hotelNotFound } from './hotel-not-found';
import { loadHotelRecords } from './load-hotel-records';
import { loadRooms } from './load-rooms';
import { loadSellableOffers } from './load-sellable-offers';
import { shiftDay } from '../product/shift-day';

/** The "+N €" of an offer in the rooms list: per-night cents above the room's cheapest comparable offer. */
function withPriceDifferences(offers: Array<Omit<HotelOffer, 'priceDifferencePerNight'> & { perNight: number | null }>): HotelOffer[] {
  const cheapestByRoom = new Map<number, number>();
  for (const offer of offers) {
    if (offer.perNight === null) continue;
    cheapestByRoom.set(offer.roomId, Math.min(cheapestByRoom.get(offer.roomId) ?? Number.MAX_SAFE_INTEGER, offer.perNight));
  }
  return offers.map(({ perNight, ...offer }) => ({
    ...offer,
    priceDifferencePerNight: perNight === null ? null : perNight - (cheapestByRoom.get(offer.roomId) ?? perNight),
  }));
}

/**
 * `GET /api/hotel/{id}/offers`: the hotel's offers sold in the market, grouped by room. With a
 * stay each carries its availability (bookable, final price); without, its "from" price.
 */
export async function listHotelOffers(db: Db, hotelId: number, query: HotelOffersQuery, now: Date): Promise<HotelOffersResponse> {
  const language = languageOf(query.locale);
  const hotel = (await loadHotelRecords(db, [hotelId], language)).get(hotelId);
  if (!hotel) throw hotelNotFound(hotelId);
  const clock = marketClock(query.locale, now);
  const windowEnd = availabilityWindowEnd(clock.today);
  const party = { adults: query.adult, children: query.child, babies: query.baby };
  const stay = query.checkin && query.nights ? { checkin: query.checkin, nights: query.nights, party } : null;
  const offers = (await loadSellableOffers(db, hotelId, query.locale, clock.today)).filter((offer) => offer.id !== query.excludeOfferId);
  const ids = offers.map((offer) => offer.id);
  const [rooms, lines, summaries, nights] = await Promise.all([
    loadRooms(db, { hotelIds: [hotelId] }),
    loadProgramLines(db, ids),
    loadOfferSummaries(db, ids),
    stay ? loadOfferNights(db, ids, stay.checkin, shiftDay(windowEnd, stay.nights)) : Promise.resolve(null),
  ]);
  const roomImages = new Map(rooms.map((room) => [room.id, room.imageIds]));
  const roomOrder = new Map(rooms.map((room, index) => [room.id, index]));

  const listed = offers.flatMap((offer) => {
    const coverImageId = coverImageOf(offer, roomImages, hotel.imageIds);
    if (!coverImageId) return [];
    const programLines = lines.get(offer.id) ?? [];
    const fromPrice = fromPriceOf(offer, summaries.get(offer.id), party, clock.today);
    const summary = toOfferSummary({ offer, language, programLines, fromPrice, coverImageId });
    const availability =
      stay && nights
        ? toOfferListItem({ offer, nights: nights.get(offer.id) ?? new Map(), programLines, stay, clock, windowEnd, language }).item
        : null;
    const perNight = availability
      ? availability.bookable && availability.priceInfo
        ? pricePerNight(availability.priceInfo.sellPrice, stay?.nights ?? 1)
        : null
      : fromPrice
        ? pricePerNight(fromPrice.sellCents, offer.nights)
        : null;
    return [{ ...summary, availability, perNight }];
  });
  listed.sort(
    (a, b) =>
      (roomOrder.get(a.roomId) ?? 0) - (roomOrder.get(b.roomId) ?? 0) ||
      Number(b.perNight !== null) - Number(a.perNight !== null) ||
      (a.perNight ?? 0) - (b.perNight ?? 0) ||
      a.id - b.id,
  );
  return { hasSelectedDates: stay !== null, offers: withPriceDifferences(listed) };
}
