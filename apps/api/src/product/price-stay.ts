import type { CancellationPolicy, QuoteErrorCode } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { languageOf } from '../catalog/market-language';
import { buildCancellationPolicy } from './build-cancellation-policy';
import { checkActivitySelections, type ActivitySelection, type DatedActivity } from './check-activity-dates';
import { computeLocalTax } from './compute-local-tax';
import { evaluateStay, type StayEvaluation, type StayRequest } from './evaluate-stay';
import { loadDatedActivities } from './load-dated-activities';
import { loadOfferNights } from './load-offer-nights';
import type { OfferRecord } from './load-offers';
import { datedActivityIds, loadProgramLines } from './load-program-lines';
import { marketClock } from './market-clock';
import { shiftDay } from './shift-day';

/** A stay of one offer priced from the availability table at this moment. */
export interface PricedStay {
  /** Day after the last night. */
  checkout: string;
  evaluation: StayEvaluation;
  /** The offer's activities that need a date, with their days within the stay (empty when the nights are not bookable). */
  datedActivities: DatedActivity[];
  /** The first rule that refuses the stay, activity dates included. */
  errorCode: QuoteErrorCode | undefined;
  bookable: boolean;
  /** The local tax of the stay for the party, in cents (0 without a price). */
  localTaxCents: number;
  /** Whether the party pays the local tax at the hotel rather than today. */
  localTaxAtHotel: boolean;
  cancellationPolicy: CancellationPolicy;
  /** The stay plus a local tax not paid at the hotel; null without a price. */
  amountToPayTodayCents: number | null;
}

/**
 * The one pricing path of a stay, shared by the quote and the order: the nights' availability and
 * price for the party, the activity dates, the local tax and the cancellation policy. `db` may be a
 * transaction (the order prices inside the one that takes the rooms).
 */
export async function priceStay(
  db: Db,
  offer: OfferRecord,
  stay: StayRequest,
  selections: readonly ActivitySelection[],
  locale: Locale,
  now: Date,
): Promise<PricedStay> {
  const checkout = shiftDay(stay.checkin, stay.nights);
  const [nightsByOffer, linesByOffer] = await Promise.all([
    loadOfferNights(db, [offer.id], stay.checkin, shiftDay(checkout, -1)),
    loadProgramLines(db, [offer.id]),
  ]);
  const evaluation = evaluateStay(offer, nightsByOffer.get(offer.id) ?? new Map(), stay, marketClock(locale, now));

  let errorCode: QuoteErrorCode | undefined = evaluation.errorCode;
  let datedActivities: DatedActivity[] = [];
  if (evaluation.bookable) {
    const activityIds = datedActivityIds(linesByOffer.get(offer.id) ?? []);
    datedActivities = await loadDatedActivities(db, activityIds, stay.checkin, checkout, languageOf(locale));
    errorCode = checkActivitySelections(datedActivities, selections, stay);
  }
  const localTaxCents = evaluation.price
    ? computeLocalTax(offer.localTax, { packageCents: evaluation.price.sellCents, nights: stay.nights, party: stay.party })
    : 0;
  const localTaxAtHotel = offer.localTax.toBePaidAtHotel;
  return {
    checkout,
    evaluation,
    datedActivities,
    errorCode,
    bookable: evaluation.bookable && errorCode === undefined,
    localTaxCents,
    localTaxAtHotel,
    cancellationPolicy: buildCancellationPolicy(
      { type: offer.cancellationType, cancellable: offer.cancellable, cancellableUntilDays: offer.cancellableUntilDays },
      stay.checkin,
    ),
    // The touristic tax modal: "total = amount to pay today plus tax"; a tax paid at the hotel is not paid today.
    amountToPayTodayCents: evaluation.price ? evaluation.price.sellCents + (localTaxAtHotel ? 0 : localTaxCents) : null,
  };
}
