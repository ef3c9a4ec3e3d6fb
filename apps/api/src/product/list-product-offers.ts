import type { ProductOffersQuery, ProductOffersResponse } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { AppError } from '../errors/app-error';
import { languageOf } from '../catalog/market-language';
import { loadOfferNights } from './load-offer-nights';
import { loadOffer, loadOffers } from './load-offers';
import { loadProgramLines } from './load-program-lines';
import { availabilityWindowEnd, marketClock } from './market-clock';
import { toOfferListItem } from './to-offer-list-item';
import { shiftDay } from './shift-day';

export function productNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', `Product ${id} does not exist in this market.`);
}

/**
 * `GET /api/product/{id}/offers`: the product's availability for a stay, then the other offers
 * sold for the same room (the room's offer radio list), bookable ones first, cheapest first.
 */
export async function listProductOffers(db: Db, id: number, query: ProductOffersQuery, now: Date): Promise<ProductOffersResponse> {
  const product = await loadOffer(db, id, query.locale);
  if (!product) throw productNotFound(id);
  const siblings = (await loadOffers(db, { hotelIds: [product.hotelId], locale: query.locale, publishedOnly: true })).filter(
    (offer) => offer.roomId === product.roomId && offer.id !== product.id,
  );
  const offers = [product, ...siblings];
  const stay = {
    checkin: query.checkin,
    nights: query.nights ?? product.nights,
    party: { adults: query.adult, children: query.child, babies: query.baby },
  };
  const clock = marketClock(query.locale, now);
  const windowEnd = availabilityWindowEnd(clock.today);
  const ids = offers.map((offer) => offer.id);
  const [nights, lines] = await Promise.all([
    loadOfferNights(db, ids, stay.checkin, shiftDay(windowEnd, stay.nights)),
    loadProgramLines(db, ids),
  ]);
  const language = languageOf(query.locale);
  const items = offers.map((offer) =>
    toOfferListItem({
      offer,
      nights: nights.get(offer.id) ?? new Map(),
      programLines: lines.get(offer.id) ?? [],
      stay,
      clock,
      windowEnd,
      language,
    }).item,
  );
  const [first, ...others] = items;
  others.sort(
    (a, b) =>
      Number(b.bookable) - Number(a.bookable) ||
      (a.priceInfo?.sellPrice ?? Number.MAX_SAFE_INTEGER) - (b.priceInfo?.sellPrice ?? Number.MAX_SAFE_INTEGER) ||
      a.weekendId - b.weekendId,
  );
  return { offers: first ? [first, ...others] : [] };
}
