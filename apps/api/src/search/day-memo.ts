/**
 * The calendar-day helpers of @escapade/domain build TZDate objects and cost a few hundred
 * microseconds a call; a search asks the same few questions (today in the market, checkin + nights)
 * thousands of times a minute, so the answers are remembered.
 */
import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';

const TODAY_BUCKET_MS = 60_000;
const todays = new Map<string, string>();

/** Today in the time zone, recomputed once a minute. */
export function rememberedTodayIn(timeZone: string, now: Date = new Date()): string {
  const key = `${timeZone}|${Math.floor(now.getTime() / TODAY_BUCKET_MS)}`;
  let day = todays.get(key);
  if (day === undefined) {
    if (todays.size > 64) todays.clear();
    day = todayIn(timeZone, now);
    todays.set(key, day);
  }
  return day;
}

const MAX_SUMS = 4096;
const sums = new Map<string, string>();

/** `day` + `amount` days, remembered (bounded: cleared when full). */
export function rememberedAddDays(day: string, amount: number): string {
  const key = `${day}|${amount}`;
  let result = sums.get(key);
  if (result === undefined) {
    if (sums.size >= MAX_SUMS) sums.clear();
    result = addDaysToDay(day, amount);
    sums.set(key, result);
  }
  return result;
}
