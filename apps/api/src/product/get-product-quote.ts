import {
  parseActivityDateValue,
  QUOTE_ERROR_MESSAGES,
  type QuoteQuery,
  type QuoteResponse,
} from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { buildPriceInfo } from './build-price-info';
import type { ActivitySelection } from './check-activity-dates';
import { productNotFound } from './list-product-offers';
import { loadOffer } from './load-offers';
import { priceStay } from './price-stay';
import { toReservationCriteria } from './to-offer-list-item';

/**
 * `GET /api/product/{id}/quote`: the price and bookability of a stay with its activity dates,
 * computed from the availability table at request time (never cached, never taken from the client).
 */
export async function getProductQuote(db: Db, id: number, query: QuoteQuery, now: Date): Promise<QuoteResponse> {
  const offer = await loadOffer(db, id, query.locale);
  if (!offer) throw productNotFound(id);
  const stay = {
    checkin: query.checkin,
    nights: query.nights,
    party: { adults: query.adult, children: query.child, babies: query.baby },
  };
  const selections = (query.activitySelectionList ?? [])
    .map(parseActivityDateValue)
    .filter((selection): selection is ActivitySelection => selection !== undefined);
  const priced = await priceStay(db, offer, stay, selections, query.locale, now);
  const { evaluation, errorCode } = priced;
  return {
    bookable: priced.bookable,
    priceInfo: evaluation.price ? buildPriceInfo(evaluation.price, stay.nights, 'final_price', 'quote', evaluation.nbRooms) : null,
    ...(errorCode ? { error: { code: errorCode, message: QUOTE_ERROR_MESSAGES[errorCode] } } : {}),
    reservationCriteria: toReservationCriteria(offer.id, stay),
    activityDaySelections: selections,
    cancellationPolicy: priced.cancellationPolicy,
    localTaxTotalAmount: priced.localTaxCents,
    amountToPayToday: priced.amountToPayTodayCents,
  };
}
