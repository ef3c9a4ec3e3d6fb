import { QUOTE_ERROR_MESSAGES, type OfferListItem, type ReservationCriteria } from '@escapade/contracts/product';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Language } from '@escapade/domain/markets';
import type { Party } from '@escapade/domain/pax';
import { SCARCITY_MAX_ROOMS } from '@escapade/domain/cards';
import { buildCancellationPolicy } from './build-cancellation-policy';
import { buildPriceInfo } from './build-price-info';
import { computeLocalTax } from './compute-local-tax';
import { evaluateStay, type MarketClock, type StayEvaluation } from './evaluate-stay';
import { findNextBookableCheckin } from './find-from-price';
import type { NightsByDay } from './load-offer-nights';
import type { OfferRecord } from './load-offers';
import { toProgramLine, type ProgramLineRecord } from './load-program-lines';
import { shiftDay } from './shift-day';

export interface StayCriteria {
  checkin: CalendarDay;
  nights: number;
  party: Party;
}

export function toReservationCriteria(offerId: number, stay: StayCriteria): ReservationCriteria {
  return {
    offerId,
    checkin: stay.checkin,
    checkout: shiftDay(stay.checkin, stay.nights),
    nights: stay.nights,
    adult: stay.party.adults,
    child: stay.party.children,
    baby: stay.party.babies,
  };
}

export interface OfferListItemInput {
  offer: OfferRecord;
  /** The offer's nights from the checkin to the window's end (the later ones find a modified checkin). */
  nights: NightsByDay;
  programLines: readonly ProgramLineRecord[];
  stay: StayCriteria;
  clock: MarketClock;
  windowEnd: CalendarDay;
  language: Language;
}

/** The offer list item (availability) of one offer for a stay, with its evaluation. */
export function toOfferListItem(input: OfferListItemInput): { item: OfferListItem; evaluation: StayEvaluation } {
  const { offer, nights, stay, clock } = input;
  const evaluation = evaluateStay(offer, nights, stay, clock);
  const next =
    evaluation.bookable || evaluation.errorCode === 'OFFER_EXPIRED' || evaluation.errorCode === 'CAPACITY_EXCEEDED'
      ? undefined
      : findNextBookableCheckin(offer, nights, { after: stay.checkin, nights: stay.nights, party: stay.party }, clock, input.windowEnd);
  const item: OfferListItem = {
    weekendId: offer.id,
    label: offer.label[input.language],
    roomId: offer.roomId,
    priceInfo: evaluation.price ? buildPriceInfo(evaluation.price, stay.nights, 'final_price', 'offerList', evaluation.nbRooms) : null,
    cancellationPolicy: buildCancellationPolicy(
      { type: offer.cancellationType, cancellable: offer.cancellable, cancellableUntilDays: offer.cancellableUntilDays },
      stay.checkin,
    ),
    localTaxTotalAmount: evaluation.price
      ? computeLocalTax(offer.localTax, { packageCents: evaluation.price.sellCents, nights: stay.nights, party: stay.party })
      : 0,
    programLineList: input.programLines.map((line) => toProgramLine(line, input.language)),
    reservationCriteria: toReservationCriteria(offer.id, stay),
    modifiedReservationCriteria: next ? toReservationCriteria(offer.id, { ...stay, checkin: next }) : null,
    flashDeal: evaluation.flashDeal,
    roomsAmountMessage:
      evaluation.bookable && evaluation.roomsLeft !== null && evaluation.roomsLeft <= SCARCITY_MAX_ROOMS
        ? { roomsLeft: evaluation.roomsLeft }
        : null,
    bookable: evaluation.bookable,
    error: evaluation.errorCode ? { code: evaluation.errorCode, message: QUOTE_ERROR_MESSAGES[evaluation.errorCode] } : null,
  };
  return { item, evaluation };
}
