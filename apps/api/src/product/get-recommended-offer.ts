import type { RecommendedQuery, RecommendedResponse } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { daysBetween } from '@escapade/domain/calendar-day';
import { languageOf } from '../catalog/market-language';
import { loadHotelRecords } from '../hotel/load-hotel-records';
import { loadRooms } from '../hotel/load-rooms';
import { evaluateStay, isOfferExpired } from './evaluate-stay';
import { fromPriceOf } from './find-from-price';
import { productNotFound } from './list-product-offers';
import { loadOfferNights } from './load-offer-nights';
import { loadOfferSummaries } from './load-offer-summaries';
import { loadOffer, loadOffers, type OfferRecord } from './load-offers';
import { loadProgramLines } from './load-program-lines';
import { availabilityWindowEnd, marketClock } from './market-clock';
import { toOfferListItem } from './to-offer-list-item';
import { toOfferSummary } from './to-offer-summary';
import { shiftDay } from './shift-day';

/**
 * `GET /api/product/{id}/recommended` (takes id, checkin, checkout,
 * adult, child, baby, night). The recommended offer is another offer of the same
 * hotel: with a stay, one bookable on it; without, one with availability left. Among those, the
 * most popular, then the cheapest, then the lowest id (decision 0008). None: `recommendedOffer: null`.
 */
export async function getRecommendedOffer(db: Db, id: number, query: RecommendedQuery, now: Date): Promise<RecommendedResponse> {
  const product = await loadOffer(db, id, query.locale);
  if (!product) throw productNotFound(id);
  const clock = marketClock(query.locale, now);
  const windowEnd = availabilityWindowEnd(clock.today);
  const language = languageOf(query.locale);
  const party = { adults: query.adult, children: query.child, babies: query.baby };
  const nightCount = query.night ?? (query.checkin && query.checkout ? daysBetween(query.checkin, query.checkout) : product.nights);
  const stay = query.checkin ? { checkin: query.checkin, nights: nightCount, party } : null;

  const others = (await loadOffers(db, { hotelIds: [product.hotelId], locale: query.locale, publishedOnly: true })).filter(
    (offer) => offer.id !== product.id && !isOfferExpired(offer, clock.today),
  );
  const ids = others.map((offer) => offer.id);
  const [summaries, nights] = await Promise.all([
    loadOfferSummaries(db, ids),
    stay ? loadOfferNights(db, ids, stay.checkin, shiftDay(stay.checkin, stay.nights - 1)) : Promise.resolve(null),
  ]);
  const candidates = others
    .map((offer) => {
      const evaluation = stay && nights ? evaluateStay(offer, nights.get(offer.id) ?? new Map(), stay, clock) : null;
      const price = evaluation ? (evaluation.bookable ? evaluation.price : null) : fromPriceOf(offer, summaries.get(offer.id), party, clock.today);
      return { offer, price };
    })
    .filter((candidate): candidate is { offer: OfferRecord; price: { sellCents: number; refCents: number } } => Boolean(candidate.price))
    .sort((a, b) => b.offer.popularity - a.offer.popularity || a.price.sellCents - b.price.sellCents || a.offer.id - b.offer.id);
  const chosen = candidates[0]?.offer;
  if (!chosen) return { recommendedOffer: null, availability: null };

  const [lines, hotels, rooms, chosenNights] = await Promise.all([
    loadProgramLines(db, [chosen.id]),
    loadHotelRecords(db, [chosen.hotelId], language),
    loadRooms(db, { ids: [chosen.roomId] }),
    stay ? loadOfferNights(db, [chosen.id], stay.checkin, shiftDay(windowEnd, stay.nights)) : Promise.resolve(null),
  ]);
  const coverImageId = chosen.imageIds[0] ?? rooms[0]?.imageIds[0] ?? hotels.get(chosen.hotelId)?.imageIds[0];
  if (!coverImageId) return { recommendedOffer: null, availability: null };
  const programLines = lines.get(chosen.id) ?? [];
  return {
    recommendedOffer: toOfferSummary({
      offer: chosen,
      language,
      programLines,
      fromPrice: fromPriceOf(chosen, summaries.get(chosen.id), party, clock.today),
      coverImageId,
    }),
    availability:
      stay && chosenNights
        ? toOfferListItem({ offer: chosen, nights: chosenNights.get(chosen.id) ?? new Map(), programLines, stay, clock, windowEnd, language }).item
        : null,
  };
}
