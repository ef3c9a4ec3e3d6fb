/**
 * The building blocks of every request schema: strings without control characters, ids that fit
 * the database's integer columns, and calendar days bounded by the availability window. Every
 * contract's request fields are built from these, so a value the database or the day arithmetic
 * cannot take is a 400 naming the field, never a 500.
 */
import { AVAILABILITY_WINDOW_MONTHS, MAX_STAY_WITHOUT_AVAILABILITY_DAYS } from '@escapade/domain/calendar';
import { addDaysToDay, addMonthsToDay, isCalendarDay, todayIn } from '@escapade/domain/calendar-day';
import { MARKETS } from '@escapade/domain/markets';
import { z } from 'zod';

/**
 * No C0 or C1 control character (NUL included: PostgreSQL refuses it in text) and no lone
 * surrogate (not encodable as UTF-8). The `u` flag makes `\p{Cs}` match only unpaired halves.
 */
export const SAFE_TEXT_PATTERN = /^[^\p{Cc}\p{Cs}]*$/u;
/** Free text (a message) may also hold tabs and line breaks, and nothing else of the above. */
export const SAFE_FREE_TEXT_PATTERN = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** The one string type of request fields: any text but control characters and lone surrogates. */
export function safeString() {
  return z.string().regex(SAFE_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE);
}

/** A free-text request field (a log message): as safeString, with tabs and line breaks allowed. */
export function freeText() {
  return z.string().regex(SAFE_FREE_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE);
}

/** Ids are PostgreSQL `integer` columns: a larger number can match no row and must not reach SQL. */
export const DATABASE_ID_MAX = 2_147_483_647;
/** Amounts in cents are compared with `integer` columns too. */
export const CENTS_MAX = 2_147_483_647;

/** A positive database id in a JSON body. */
export const bodyId = z.number().int().positive().max(DATABASE_ID_MAX, 'expected an existing id');

/** A positive database id in a path or query string. */
export function queryId(message = 'expected a positive whole number') {
  return z.coerce.number({ message }).int(message).positive(message).max(DATABASE_ID_MAX, 'expected an existing id');
}

/** Availability needs a product id: 'Product ID is required'. */
export const PRODUCT_ID_REQUIRED_MESSAGE = 'Product ID is required';
/** A product id that is there but is no id (`abc`, `-1`, `1.5`, beyond the database's ids). */
export const PRODUCT_ID_INVALID_MESSAGE = 'Product ID is invalid: expected a positive whole number';

/** What a client that lost its id puts in the path: nothing, or the text of an unset value. */
const MISSING_ID_TEXTS = new Set(['', 'undefined', 'null']);

/**
 * The product (weekend) id of a path: a missing one is 'Product ID is required';
 * anything else that is not a positive whole number within the database's ids is invalid, and
 * says so.
 */
export const productIdSchema = safeString()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || MISSING_ID_TEXTS.has(value.trim())) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_ID_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    const id = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > DATABASE_ID_MAX) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_ID_INVALID_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

const windowEnds = new Map<number, string>();

/**
 * The last checkin day any market can sell: the end of the availability window's last month
 * ("availability window up to 12 months ahead"), counted from the market whose day is the latest.
 * Remembered for the minute: every dated request asks it.
 */
export function lastBookableDay(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  let day = windowEnds.get(minute);
  if (day === undefined) {
    if (windowEnds.size > 8) windowEnds.clear();
    const today = Object.values(MARKETS)
      .map((market) => todayIn(market.timeZone, now))
      .reduce((latest, candidate) => (candidate > latest ? candidate : latest));
    // The end of the month that is AVAILABILITY_WINDOW_MONTHS ahead.
    const firstOfLastMonth = `${addMonthsToDay(today, AVAILABILITY_WINDOW_MONTHS).slice(0, 7)}-01`;
    day = addDaysToDay(addMonthsToDay(firstOfLastMonth, 1), -1);
    windowEnds.set(minute, day);
  }
  return day;
}

/** A checkout may follow the last checkin by the longest stay the calendar lets anyone pick. */
export function lastStayDay(now: Date = new Date()): string {
  return addDaysToDay(lastBookableDay(now), MAX_STAY_WITHOUT_AVAILABILITY_DAYS);
}

const DAY_MESSAGE = 'expected a yyyy-MM-dd calendar day';

function boundedDay(isCalendar: (value: string) => boolean, latest: () => string, what: string) {
  return safeString()
    .refine(isCalendar, { message: DAY_MESSAGE, abort: true })
    .refine((day) => day <= latest(), { message: `expected a ${what} within the ${AVAILABILITY_WINDOW_MONTHS}-month availability window` });
}

/**
 * A checkin (or any day a stay starts on): an existing `yyyy-MM-dd` day, not after the end of
 * the availability window. Past days are each route's business (most refuse them by name).
 * `isCalendar` lets a hot path pass a remembered check.
 */
export function checkinDay(isCalendar: (value: string) => boolean = isCalendarDay) {
  return boundedDay(isCalendar, () => lastBookableDay(), 'checkin');
}

/** A checkout (a day a stay ends on): up to the longest stay after the last checkin. */
export function checkoutDay(isCalendar: (value: string) => boolean = isCalendarDay) {
  return boundedDay(isCalendar, () => lastStayDay(), 'checkout');
}

/**
 * Coordinates are kept to 7 decimal places (about 1 cm): finer digits mean nothing on a map, and a
 * subnormal double (5e-324) underflowed PostgreSQL's radians() in the distance SQL (a 500).
 */
const COORDINATE_DECIMALS = 1e7;
const roundCoordinate = (value: number) => Math.round(value * COORDINATE_DECIMALS) / COORDINATE_DECIMALS || 0;

/** A latitude in degrees, from a JSON number or (query strings) its text. */
export function latitude(input: z.ZodType<number, unknown> = z.number({ message: 'expected a number' })) {
  return input.pipe(z.number().min(-90).max(90)).transform(roundCoordinate);
}

/** A longitude in degrees, from a JSON number or (query strings) its text. */
export function longitude(input: z.ZodType<number, unknown> = z.number({ message: 'expected a number' })) {
  return input.pipe(z.number().min(-180).max(180)).transform(roundCoordinate);
}

/** The deepest results page a search serves: page × page size must stay within PostgreSQL's integers. */
export const SEARCH_PAGE_MAX = 10_000;
