/**
 * A stay: a checkin and the nights that follow it; its checkout is the checkin plus the nights.
 * The site's hashes carry the checkout and the API's requests the night count: whichever is known,
 * the other is derived here, so both ends count a stay alike.
 */
import { addDaysToDay, type CalendarDay, daysBetween } from './calendar-day';

export interface Stay {
  checkin: CalendarDay;
  /** The first day not stayed. */
  checkout: CalendarDay;
  nights: number;
}

export interface StayDates {
  checkin?: CalendarDay | undefined;
  /** Counts over `nights` when both are given. */
  checkout?: CalendarDay | undefined;
  nights?: number | undefined;
}

export interface StayBounds {
  /** A stay that starts earlier is none (today in the market: a past stay cannot be searched). */
  earliestCheckin?: CalendarDay;
  /** A longer stay is none (longer than a request may ask for). */
  maxNights?: number;
}

/** The stay the dates name, or none: without a checkin, without a checkout or night count, under one night, or out of bounds. */
export function stayOf(dates: StayDates, bounds: StayBounds = {}): Stay | undefined {
  const { checkin } = dates;
  if (!checkin || (bounds.earliestCheckin !== undefined && checkin < bounds.earliestCheckin)) return undefined;
  const nights = dates.checkout ? daysBetween(checkin, dates.checkout) : dates.nights;
  if (nights === undefined || nights < 1 || (bounds.maxNights !== undefined && nights > bounds.maxNights)) return undefined;
  return { checkin, checkout: dates.checkout || addDaysToDay(checkin, nights), nights };
}
