/**
 * Calendar days are `yyyy-MM-dd` strings in the market's time zone (GUIDE §3). Arithmetic runs on
 * TZDate in UTC so no host time zone or DST change can shift a day; `new Date('yyyy-MM-dd')` is
 * never used.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format, getDay } from 'date-fns';

export type CalendarDay = string;

export const CALENDAR_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

function toUtcDate(day: CalendarDay): TZDate {
  const match = CALENDAR_DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd day: ${day}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 'UTC');
}

const toDay = (date: Date): CalendarDay => format(date, 'yyyy-MM-dd');

/** True for an existing calendar day written `yyyy-MM-dd` (rejects 2024-02-30). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DAY_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || date < 1) return false;
  const probe = new TZDate(year, month - 1, date, 'UTC');
  return probe.getMonth() === month - 1 && probe.getDate() === date;
}

export function addDaysToDay(day: CalendarDay, amount: number): CalendarDay {
  return toDay(addDays(toUtcDate(day), amount));
}

/** Same day `amount` months later, clamped to the month's end (Jan 31 + 1 month = Feb 29). */
export function addMonthsToDay(day: CalendarDay, amount: number): CalendarDay {
  return toDay(addMonths(toUtcDate(day), amount));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return differenceInCalendarDays(toUtcDate(to), toUtcDate(from));
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(day: CalendarDay): number {
  return getDay(toUtcDate(day));
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

/** The calendar day and local hour of `now` in `timeZone` (e.g. the market's). */
export function localClock(timeZone: string, now: Date): { today: CalendarDay; hour: number } {
  const local = new TZDate(now.getTime(), timeZone);
  return { today: toDay(local), hour: local.getHours() };
}

/** The calendar day of `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): CalendarDay {
  return localClock(timeZone, now).today;
}

/** A UTC Date at noon of the day, for Intl formatting with `timeZone: 'UTC'` only. */
export function dayToUtcNoon(day: CalendarDay): Date {
  const date = toUtcDate(day);
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), 12));
}
