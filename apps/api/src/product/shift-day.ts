import { addDaysToDay, type CalendarDay } from '@escapade/domain/calendar-day';

/**
 * `addDaysToDay`, remembered. Calendars and stays step through the same few hundred days many
 * times per request (365 checkins × offers × nights), and the domain's time-zone-safe arithmetic
 * costs about 0.2 ms a call: the answers never change, so they are kept (bounded).
 */
const MAX_REMEMBERED = 200_000;
const remembered = new Map<string, CalendarDay>();

export function shiftDay(day: CalendarDay, amount: number): CalendarDay {
  const key = `${day}|${amount}`;
  let shifted = remembered.get(key);
  if (shifted === undefined) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    shifted = addDaysToDay(day, amount);
    remembered.set(key, shifted);
  }
  return shifted;
}
