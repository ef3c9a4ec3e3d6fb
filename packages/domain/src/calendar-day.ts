/**
 * Calendar days are `yyyy-MM-dd` strings in the market's time zone. Arithmetic runs on
 * whole days since 1970-01-01 (UTC milliseconds divided by a day), so no host time zone or DST
 * change can shift a day; `new Date('yyyy-MM-dd')` is never used.
 *
 * Plain integer arithmetic rather than date-fns on TZDate: these functions run for every day of a
 * calendar grid in the browser and for every night of a stay in the search index, and a TZDate
 * asks Intl for the zone offset at each construction (the landing page spent ~30 ms of its
 * hydration there).
 */
export type CalendarDay = string;

export const CALENDAR_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of 00:00 UTC of a proleptic Gregorian date; years 0–99 are not shifted to 19xx. */
function utcMidnight(year: number, monthIndex: number, date: number): number {
  // setUTCFullYear with all three parts overflows within the target year (Date.UTC would read
  // years 0–99 as 1900–1999).
  const moment = new Date(0);
  moment.setUTCFullYear(year, monthIndex, date);
  return moment.getTime();
}

function epochDayOf(day: CalendarDay): number {
  const match = CALENDAR_DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd day: ${day}`);
  return Math.round(utcMidnight(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `yyyy-MM-dd` of a year, a month (1–12) and a day of the month, as they are (no overflow). */
export function calendarDayOf(year: number, month: number, date: number): CalendarDay {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

function dayOfEpochDay(epochDay: number): CalendarDay {
  const moment = new Date(epochDay * DAY_MS);
  return calendarDayOf(moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate());
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(utcMidnight(year, monthIndex + 1, 0)).getUTCDate();
}

/** True for an existing calendar day written `yyyy-MM-dd` (rejects 2024-02-30). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DAY_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || date < 1) return false;
  return date <= daysInMonth(year, month - 1);
}

export function addDaysToDay(day: CalendarDay, amount: number): CalendarDay {
  return dayOfEpochDay(epochDayOf(day) + amount);
}

/** Same day `amount` months later, clamped to the month's end (Jan 31 + 1 month = Feb 29). */
export function addMonthsToDay(day: CalendarDay, amount: number): CalendarDay {
  const match = CALENDAR_DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd day: ${day}`);
  const months = Number(match[1]) * 12 + Number(match[2]) - 1 + amount;
  const year = Math.floor(months / 12);
  const monthIndex = months - year * 12;
  const date = Math.min(Number(match[3]), daysInMonth(year, monthIndex));
  return calendarDayOf(year, monthIndex + 1, date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(day: CalendarDay): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDayOf(day) + 4) % 7) + 7) % 7;
}

/** `yyyy-MM` of a day. */
export function monthOf(day: CalendarDay): string {
  return day.slice(0, 7);
}

export function addMonthsToMonth(month: string, amount: number): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  return monthOf(addMonthsToDay(`${match[1]}-${match[2]}-01`, amount));
}

/** Intl formatters by time zone: building one costs far more than using it. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day and local hour of `now` in `timeZone` (e.g. the market's). */
export function localClock(timeZone: string, now: Date): { today: CalendarDay; hour: number } {
  const parts = Object.fromEntries(clockFormat(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  return { today: calendarDayOf(Number(parts.year), Number(parts.month), Number(parts.day)), hour: Number(parts.hour) % 24 };
}

/** The calendar day of `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): CalendarDay {
  return localClock(timeZone, now).today;
}

/** A UTC Date at noon of the day, for Intl formatting with `timeZone: 'UTC'` only. */
export function dayToUtcNoon(day: CalendarDay): Date {
  return new Date(epochDayOf(day) * DAY_MS + DAY_MS / 2);
}
