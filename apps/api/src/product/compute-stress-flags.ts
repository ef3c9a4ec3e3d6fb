import type { Availability } from '@escapade/domain/calendar';
import { isAllNightsBestPrice, isAllNightsBestPromo } from '@escapade/domain/cards';
import { monthOf, type CalendarDay } from '@escapade/domain/calendar-day';
import { promoPercentage } from '@escapade/domain/price';
import type { NightsByDay } from './load-offer-nights';

/**
 * The offer's own night calendar in the shape the stress rules read: each night with a room, its
 * promo and whether it has its month's lowest price.
 */
export function buildNightAvailability(nights: NightsByDay): Availability {
  const cheapestByMonth = new Map<string, number>();
  for (const night of nights.values()) {
    if (night.roomsLeft <= 0) continue;
    const month = monthOf(night.night);
    cheapestByMonth.set(month, Math.min(cheapestByMonth.get(month) ?? Number.MAX_SAFE_INTEGER, night.sellCents));
  }
  const availability: Record<CalendarDay, { promo: number; bestPriceOfTheMonth: boolean }> = {};
  for (const night of nights.values()) {
    if (night.roomsLeft <= 0) continue;
    availability[night.night] = {
      promo: promoPercentage(night.sellCents, night.refCents),
      bestPriceOfTheMonth: night.sellCents === cheapestByMonth.get(monthOf(night.night)),
    };
  }
  return availability;
}

/**
 * Stress message order: best price (all nights best of month), best promo (all nights highest
 * promo of month), flash deal, auto discount. These are the flags; the domain orders and caps them.
 */
export function computeStressFlags(input: {
  nights: NightsByDay;
  stay: { checkin: CalendarDay; nights: number } | null;
  flashDeal: boolean;
  hasAutoDiscount: boolean;
}): { bestPrice: boolean; bestPromo: boolean; flashDeal: boolean; autoDiscount: boolean } {
  const availability = input.stay ? buildNightAvailability(input.nights) : undefined;
  return {
    bestPrice: availability && input.stay ? isAllNightsBestPrice(availability, input.stay.checkin, input.stay.nights) : false,
    bestPromo: availability && input.stay ? isAllNightsBestPromo(availability, input.stay.checkin, input.stay.nights) : false,
    flashDeal: input.flashDeal,
    autoDiscount: input.hasAutoDiscount,
  };
}
