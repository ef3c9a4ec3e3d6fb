import {
  parseActivityDateValue,
  QUOTE_ERROR_MESSAGES,
  type QuoteErrorCode,
  type QuoteQuery,
  type QuoteResponse,
} from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { languageOf } from '../catalog/market-language';
import { buildCancellationPolicy } from './build-cancellation-policy';
import { buildPriceInfo } from './build-price-info';
import { checkActivitySelections, type ActivitySelection } from './check-activity-dates';
import { computeLocalTax } from './compute-local-tax';
import { evaluateStay } from './evaluate-stay';
import { productNotFound } from './list-product-offers';
import { loadDatedActivities } from './load-dated-activities';
import { loadOfferNights } from './load-offer-nights';
import { loadOffer } from './load-offers';
import { datedActivityIds, loadProgramLines } from './load-program-lines';
import { marketClock } from './market-clock';
import { toReservationCriteria } from './to-offer-list-item';
import { shiftDay } from './shift-day';

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
  const checkout = shiftDay(stay.checkin, stay.nights);
  const clock = marketClock(query.locale, now);
  const [nightsByOffer, linesByOffer] = await Promise.all([
    loadOfferNights(db, [offer.id], stay.checkin, shiftDay(checkout, -1)),
    loadProgramLines(db, [offer.id]),
  ]);
  const evaluation = evaluateStay(offer, nightsByOffer.get(offer.id) ?? new Map(), stay, clock);
  const selections = (query.activitySelectionList ?? [])
    .map(parseActivityDateValue)
    .filter((selection): selection is ActivitySelection => selection !== undefined);

  let errorCode: QuoteErrorCode | undefined = evaluation.errorCode;
  if (evaluation.bookable) {
    const activityIds = datedActivityIds(linesByOffer.get(offer.id) ?? []);
    const activities = await loadDatedActivities(db, activityIds, stay.checkin, checkout, languageOf(query.locale));
    errorCode = checkActivitySelections(activities, selections, stay);
  }
  const bookable = evaluation.bookable && errorCode === undefined;
  const localTax = evaluation.price
    ? computeLocalTax(offer.localTax, { packageCents: evaluation.price.sellCents, nights: stay.nights, party: stay.party })
    : 0;
  return {
    bookable,
    priceInfo: evaluation.price ? buildPriceInfo(evaluation.price, stay.nights, 'final_price', 'quote', evaluation.nbRooms) : null,
    ...(errorCode ? { error: { code: errorCode, message: QUOTE_ERROR_MESSAGES[errorCode] } } : {}),
    reservationCriteria: toReservationCriteria(offer.id, stay),
    activityDaySelections: selections,
    cancellationPolicy: buildCancellationPolicy(
      { type: offer.cancellationType, cancellable: offer.cancellable, cancellableUntilDays: offer.cancellableUntilDays },
      stay.checkin,
    ),
    localTaxTotalAmount: localTax,
    // The touristic tax modal: "total = amount to pay today plus tax"; a tax paid at the hotel is not paid today.
    amountToPayToday: evaluation.price
      ? evaluation.price.sellCents + (offer.localTax.toBePaidAtHotel ? 0 : localTax)
      : null,
  };
}
