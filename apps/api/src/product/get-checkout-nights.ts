import type { CheckoutNightsQuery, CheckoutNightsResponse } from '@escapade/contracts/product';
import { STAY_NIGHTS_MAX } from '@escapade/contracts/query';
import type { Db } from '@escapade/db';
import { allowedCheckoutNights } from './evaluate-stay';
import { productNotFound } from './list-product-offers';
import { loadOfferNights } from './load-offer-nights';
import { loadOffer, loadOffers } from './load-offers';
import { marketClock } from './market-clock';
import { shiftDay } from './shift-day';

/**
 * `GET /api/weekend/{id}/packageCheckoutNights.json`: the night counts a checkout may follow the
 * checkin by. With multiOffer=true (the hotel calendar) any published offer of the same hotel may
 * carry the stay, so the answer is the union over them.
 */
export async function getCheckoutNights(db: Db, id: number, query: CheckoutNightsQuery, now: Date): Promise<CheckoutNightsResponse> {
  const offer = await loadOffer(db, id, query.locale);
  if (!offer) throw productNotFound(id);
  const offers = query.multiOffer
    ? await loadOffers(db, { hotelIds: [offer.hotelId], locale: query.locale, publishedOnly: true })
    : [offer];
  const party = { adults: query.adult ?? query.length, children: query.child, babies: query.baby };
  const clock = marketClock(query.locale, now);
  const nights = await loadOfferNights(
    db,
    offers.map((candidate) => candidate.id),
    query.checkin,
    shiftDay(query.checkin, STAY_NIGHTS_MAX - 1),
  );
  const allowed = new Set<number>();
  for (const candidate of offers) {
    const byDay = nights.get(candidate.id) ?? new Map();
    for (const count of allowedCheckoutNights(candidate, byDay, query.checkin, party, clock, STAY_NIGHTS_MAX)) allowed.add(count);
  }
  return [...allowed].sort((a, b) => a - b);
}
