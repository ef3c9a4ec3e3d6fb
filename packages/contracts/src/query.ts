/**
 * The query-string fields the GET contracts share (product, hotel, reviews, boxes, gift…): whole
 * numbers, booleans and lists read from text, the locale, the party, and the checkin that must not
 * be past. Their own module, so that a contract taking a locale does not load the product and
 * search contracts with it.
 */
import { isCalendarDay, todayIn } from '@escapade/domain/calendar-day';
import { LOCALES, MARKETS, type Locale } from '@escapade/domain/markets';
import { ADULTS_MAX, ADULTS_MIN, BABIES_MAX, BABIES_MIN, CHILDREN_MAX, CHILDREN_MIN, DEFAULT_PARTY } from '@escapade/domain/pax';
import { z } from 'zod';
import { checkinDay, checkoutDay, queryId } from './input';

/**
 * The longest stay any product call prices: "20-day maximum stay when no availability data"
 * is the longest span the calendar ever lets a checkout follow a checkin.
 */
export const STAY_NIGHTS_MAX = 20;

/** A blank query value counts as absent. */
export const blankToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

/** A whole number from a query string, within bounds (a blank value counts as absent). */
export function queryInt(min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'expected a whole number' })
      .int('expected a whole number')
      .min(min, `expected at least ${min}`)
      .max(max, `expected at most ${max}`),
  );
}

/** `true`/`1` and `false`/`0` are the booleans of a query string. */
export const queryBoolean = z.preprocess(
  blankToUndefined,
  z.enum(['true', 'false', '1', '0'], { message: 'expected true or false' }).transform((value) => value === 'true' || value === '1'),
);

export const calendarDaySchema = z.string().refine(isCalendarDay, { message: 'expected a yyyy-MM-dd calendar day' });
/** Request days: a checkin or a checkout within the availability window (see ./input). */
export const checkinDaySchema = checkinDay();
export const checkoutDaySchema = checkoutDay();

/** A list parameter: comma-joined (`a=1,2`) or repeated (`a=1&a=2`). */
export function queryList<T extends z.ZodType>(item: T, max = 50) {
  return z.preprocess((value) => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value])
      .filter((part): part is string => typeof part === 'string')
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    return parts;
  }, z.array(item).max(max, `expected at most ${max} values`).optional());
}

const earliestCheckins = new Map<string, string>();

/**
 * The day a checkin may not precede: today in the market's time zone. Remembered for the minute:
 * every search request asks it, and the domain's day helpers are not free.
 */
export function earliestCheckinFor(locale: Locale, now: Date = new Date()): string {
  const key = `${locale}|${Math.floor(now.getTime() / 60_000)}`;
  let day = earliestCheckins.get(key);
  if (day === undefined) {
    if (earliestCheckins.size > 64) earliestCheckins.clear();
    day = todayIn(MARKETS[locale].timeZone, now);
    earliestCheckins.set(key, day);
  }
  return day;
}

/**
 * Check-in and check-out must be in the future: a checkin before today in the market's time zone
 * is bad input (400 naming `checkin`), as in the search. Today after the 20:00 cutoff is a business answer
 * instead (PACKAGE_NOT_AVAILABLE_CHECKIN), since the day is not past.
 */
export function refuseCheckinInPast(query: { locale: Locale; checkin?: string | undefined }, ctx: z.RefinementCtx): void {
  if (query.checkin === undefined || !isCalendarDay(query.checkin)) return;
  const earliest = earliestCheckinFor(query.locale);
  if (query.checkin < earliest) {
    ctx.addIssue({ code: 'custom', path: ['checkin'], message: `checkin must not be in the past (today is ${earliest})` });
  }
}

export const localeSchema = z.enum(LOCALES, { message: `expected one of ${LOCALES.join(', ')}` });

/** The party's counts in a query string, each within its bounds. */
export const adultQuery = queryInt(ADULTS_MIN, ADULTS_MAX);
export const childQuery = queryInt(CHILDREN_MIN, CHILDREN_MAX);
export const babyQuery = queryInt(BABIES_MIN, BABIES_MAX);

/** The default party: 2 adults, 0 children, 0 babies. */
export const partyQueryShape = {
  adult: adultQuery.default(DEFAULT_PARTY.adults),
  child: childQuery.default(DEFAULT_PARTY.children),
  baby: babyQuery.default(DEFAULT_PARTY.babies),
};

/** A positive numeric path id (hotel, activity product…). */
export const numericIdParamsSchema = z.strictObject({ id: queryId('expected a positive whole number id') });
