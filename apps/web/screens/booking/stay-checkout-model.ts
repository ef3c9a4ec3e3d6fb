/**
 * The stay checkout's figures and its order, without React: what the stay costs today (the local
 * tax paid today or at the hotel), when the insurance premium is asked, and the order request.
 */
import type { Buyer, CreateOrderRequest, InsuranceChoice } from '@escapade/contracts/checkout';
import type { QuoteResponse } from '@escapade/contracts/product';
import { parseActivityDateValue } from '@escapade/contracts/product';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import type { PaymentMethod } from '@escapade/domain/order';
import type { BookingSelection } from './booking-hash';

export interface StayBasket {
  /** The stay for the party (the quote's sell price). */
  stayCents: number;
  /** A local tax not paid at the hotel: part of today's payment. */
  localTaxTodayCents: number;
  /** A local tax the party pays at the hotel: shown, never in the total. */
  localTaxAtHotelCents: number;
  /** What the stay costs today: the stay and a local tax not paid at the hotel (the quote's amountToPayToday). */
  basketCents: number;
}

/** The priced stay of a bookable quote; undefined when the quote stops the checkout. */
export function stayBasketOf(quote: QuoteResponse | null | undefined): StayBasket | undefined {
  if (!quote || !quote.bookable || quote.error || !quote.priceInfo || quote.amountToPayToday === null) return undefined;
  const stayCents = quote.priceInfo.sellPrice;
  const localTaxTodayCents = Math.max(0, quote.amountToPayToday - stayCents);
  return {
    stayCents,
    localTaxTodayCents,
    localTaxAtHotelCents: localTaxTodayCents > 0 ? 0 : quote.localTaxTotalAmount,
    basketCents: quote.amountToPayToday,
  };
}

/**
 * The insurance quote's query: "fetched when enabled, stay amount > 0 and a policy type exists";
 * undefined otherwise (no insurance is offered).
 */
export function insuranceQuoteQueryOf(input: { isEnabled: boolean; locale: Locale; basket: StayBasket | undefined; cancellationType: string | undefined }):
  | { locale: Locale; cancellationType: string; orderAmount: number }
  | undefined {
  if (!input.isEnabled || !input.basket || input.basket.basketCents <= 0 || !input.cancellationType) return undefined;
  return { locale: input.locale, cancellationType: input.cancellationType, orderAmount: input.basket.basketCents };
}

/** The order of the stay: ids and criteria only, with the total the traveller saw. */
export function stayOrderRequest(input: {
  locale: Locale;
  selection: BookingSelection;
  stay: { checkin: string; nights: number };
  buyer: Buyer;
  insurance: InsuranceChoice;
  paymentMethod: PaymentMethod;
  expectedAmount: number;
  gaId: string | undefined;
}): CreateOrderRequest {
  const { selection, stay } = input;
  return {
    locale: input.locale,
    buyer: input.buyer,
    currency: 'EUR',
    expectedAmount: input.expectedAmount,
    items: {
      shortStayItem: {
        gift: false,
        reservationCriteria: {
          offerId: selection.offerId,
          activityDaySelections: selection.activityDates.flatMap((value) => {
            const parsed = parseActivityDateValue(value);
            return parsed ? [{ activityId: parsed.activityId, date: parsed.date }] : [];
          }),
          pax: { numberOfAdults: selection.party.adults, numberOfChildren: selection.party.children, numberOfBabies: selection.party.babies },
          travelPeriod: { checkinDate: stay.checkin, checkoutDate: addDaysToDay(stay.checkin, stay.nights) },
        },
      },
      insuranceItem: { choice: input.insurance },
    },
    paymentMethod: input.paymentMethod,
    consents: { salesConditions: true, packageTravelInformation: true },
    ...(input.gaId ? { gaId: input.gaId } : {}),
  };
}
