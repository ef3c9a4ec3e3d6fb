import { AVAILABILITY_WINDOW_MONTHS } from '@escapade/domain/calendar';
import { addMonthsToDay, localClock, type CalendarDay } from '@escapade/domain/calendar-day';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import type { MarketClock } from './evaluate-stay';

/** The market's calendar day and local hour: availability rules are read in the market's time zone. */
export function marketClock(locale: Locale, now: Date): MarketClock {
  return localClock(MARKETS[locale].timeZone, now);
}

/** The last day of the "availability window up to 12 months ahead". */
export function availabilityWindowEnd(today: CalendarDay): CalendarDay {
  return addMonthsToDay(today, AVAILABILITY_WINDOW_MONTHS);
}
