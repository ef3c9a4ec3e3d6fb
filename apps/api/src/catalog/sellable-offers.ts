import { todayIn } from '@escapade/domain/calendar-day';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { sql, type SqlBool } from 'kysely';

/** Today in the market's time zone: an offer expiring today is still sold today. */
export function marketToday(locale: Locale, now: Date = new Date()): string {
  return todayIn(MARKETS[locale].timeZone, now);
}

/**
 * The offers a market sells: published, not expired, sold in the locale, at an active hotel.
 * Raw SQL over `o` (offer) and `h` (hotel).
 */
export function sellableOfferSql(locale: Locale, today: string) {
  return sql<SqlBool>`(o.published and h.active and o.locales @> array[${locale}]::text[] and (o.expiration is null or o.expiration >= ${today}))`;
}
