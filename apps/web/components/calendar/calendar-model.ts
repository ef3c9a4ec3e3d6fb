/**
 * The calendar's view model: the domain rules of `@escapade/domain/calendar` applied to what the
 * picker shows, in the search box and on product pages. Pure, so the picker
 * component only renders and wires events.
 *
 * react-day-picker works with `Date`s of the browser's own zone; a cell's Date is only ever
 * turned back into its `yyyy-MM-dd` day (never compared as an instant), and "today" and the hour
 * come from the market's zone (`localClock`), so a visitor abroad sees the market's calendar day.
 */
import {
  MINIMUM_STAY_ON_CHECKIN_KEY,
  NEXT_WEEKEND_KEY,
  STAY_OF_MINIMUM_KEY,
  STAY_OF_MULTIPLE_NIGHTS_KEY,
  THIS_WEEKEND_KEY,
  type Availability,
  type CalendarState,
  type DateSelection,
  type MinimumStayMessage,
  type PopularDateShortcut,
  isDaySelectable,
  localClock,
  minimumStayMessage,
  monthsToLoad,
  nightsBetween,
  visibleMonths,
} from '@escapade/domain/calendar';
import { CALENDAR_DAY_PATTERN, type CalendarDay, calendarDayOf, monthOf } from '@escapade/domain/calendar-day';

export type { CalendarDay };

/** Dates the picker is given and answers with (`checkin`/`checkout`, `yyyy-MM-dd`). */
export type DateRangeValue = DateSelection;

/** possibleNights of the availability answer: the first and last day a checkout may fall on. */
export interface PossibleNights {
  start: CalendarDay;
  end: CalendarDay;
}

/** Dates variations of a search: 'forced' needs both dates, 'suggested' asks once. */
export type DatesVariation = 'forced' | 'suggested';

/** The cell Date of a day, at local midnight (built from its parts, never by parsing a string). */
export function dayToDate(day: CalendarDay): Date {
  const match = CALENDAR_DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd day: ${day}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The day a cell Date stands for (its local parts, as dayToDate built it). */
export function dateToDay(date: Date): CalendarDay {
  return calendarDayOf(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** The first cell Date of a `yyyy-MM` month. */
export function monthToDate(month: string): Date {
  return dayToDate(`${month}-01`);
}

export function dateToMonth(date: Date): string {
  return monthOf(dateToDay(date));
}

export interface CalendarInputs {
  draft: DateSelection;
  availability?: Availability;
  loadedMonths?: readonly string[];
  checkoutNights?: readonly number[];
  possibleNights?: PossibleNights | null;
}

/** The domain's CalendarState for the market's clock now. */
export function buildCalendarState(inputs: CalendarInputs, timeZone: string, now: Date = new Date()): CalendarState {
  const { today, hour } = localClock(timeZone, now);
  return {
    today,
    hour,
    checkin: inputs.draft.checkin,
    checkout: inputs.draft.checkout,
    availability: inputs.availability,
    loadedMonths: inputs.loadedMonths,
    // The checkout-nights answer and the possible-nights range are about the draft's checkin only.
    allowedNights: inputs.draft.checkin && !inputs.draft.checkout ? inputs.checkoutNights : undefined,
    possibleNights: inputs.draft.checkin && !inputs.draft.checkout ? (inputs.possibleNights ?? undefined) : undefined,
  };
}

/** The react-day-picker `disabled` matcher: every day `isDaySelectable` refuses. */
export function isDateDisabled(date: Date, state: CalendarState): boolean {
  return !isDaySelectable(dateToDay(date), state);
}

/**
 * "Month navigation fetches more availability when visible months are not loaded": the months to
 * ask for, as `onNeedMonths(from, count)` arguments, or undefined when nothing is missing. A
 * picker given no `loadedMonths` (the search box, which has no availability) never asks.
 */
export function monthsToRequest(
  firstVisibleMonth: string,
  visibleCount: number,
  loadedMonths: readonly string[] | undefined,
): { from: string; count: number } | undefined {
  if (loadedMonths === undefined) return undefined;
  const visible = visibleMonths(firstVisibleMonth, visibleCount);
  const missing = monthsToLoad(visible, loadedMonths);
  const from = missing[0];
  if (from === undefined) return undefined;
  return { from, count: visible.length - visible.indexOf(from) };
}

/** The mobile calendar's scroll box loads more months once within 200 px of its bottom. */
const MOBILE_LOAD_THRESHOLD_PX = 200;

export function shouldLoadMoreMonths(distanceToBottomPx: number): boolean {
  return distanceToBottomPx <= MOBILE_LOAD_THRESHOLD_PX;
}

/** The price text of a cell ("189 €"), when the availability has one for that day. */
export function dayPrice(day: CalendarDay, availability: Availability | undefined): string | undefined {
  return availability?.[day]?.price;
}

/** 'Minimum stay: N night' for the checkin, then the message of the day being pointed at. */
export function stayMessages(input: {
  draft: DateSelection;
  pointedDay?: CalendarDay;
  availability?: Availability;
  offerNights?: number;
}): MinimumStayMessage[] {
  const { draft, pointedDay, availability, offerNights } = input;
  const messages: MinimumStayMessage[] = [];
  if (draft.checkin) {
    const onCheckin = minimumStayMessage({ day: draft.checkin, checkin: draft.checkin, minLos: availability?.[draft.checkin]?.minLos });
    if (onCheckin) messages.push(onCheckin);
  }
  // While choosing the checkout, the pointed day is a checkout: its own minimum does not apply.
  const isChoosingCheckout = Boolean(draft.checkin && !draft.checkout);
  if (pointedDay && pointedDay !== draft.checkin && !isChoosingCheckout) {
    const onPointed = minimumStayMessage({ day: pointedDay, checkin: draft.checkin, minLos: availability?.[pointedDay]?.minLos, offerNights });
    if (onPointed) messages.push(onPointed);
  }
  return messages;
}

/** Nights of a complete selection. */
export function selectionNights(selection: DateSelection): number | undefined {
  return selection.checkin && selection.checkout ? nightsBetween(selection.checkin, selection.checkout) : undefined;
}

/** A shortcut is offered only when its checkin and checkout pass the same rules as a click would. */
export function isShortcutSelectable(shortcut: PopularDateShortcut, state: CalendarState): boolean {
  const asCheckin: CalendarState = { ...state, checkin: undefined, checkout: undefined, allowedNights: undefined, possibleNights: undefined };
  if (!isDaySelectable(shortcut.value.start, asCheckin)) return false;
  return isDaySelectable(shortcut.value.end, { ...asCheckin, checkin: shortcut.value.start });
}

/** What the footer asks for next. */
export function selectionStep(selection: DateSelection): 'checkin' | 'checkout' | 'done' {
  if (!selection.checkin) return 'checkin';
  return selection.checkout ? 'done' : 'checkout';
}

/** A `yyyy-MM-dd` day formatted for the market (Intl, on the day's own UTC noon: no zone shift). */
export function formatDay(day: CalendarDay, bcp47: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }): string {
  const match = CALENDAR_DAY_PATTERN.exec(day);
  if (!match) return day;
  const noon = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return dayFormat(bcp47, options).format(noon);
}

/** Intl.DateTimeFormat by locale and options: a calendar formats dozens of days per render. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(bcp47: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47, { ...options, timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format;
}

/** Keys of the `calendar` messages for the domain's minimum-stay messages. */
export const STAY_MESSAGE_KEYS = {
  [MINIMUM_STAY_ON_CHECKIN_KEY]: 'minimumStayOnCheckin',
  [STAY_OF_MINIMUM_KEY]: 'stayOfMinimum',
  [STAY_OF_MULTIPLE_NIGHTS_KEY]: 'stayOfMultipleNights',
} as const satisfies Record<MinimumStayMessage['key'], string>;

/**
 * Keys of the `calendar.shortcuts` messages for the domain's shortcut titles (the campaign titles
 * of POPULAR_DATE_CAMPAIGNS_2024 included; a test checks none is missing).
 */
export const SHORTCUT_TITLE_KEYS: Readonly<Record<string, 'thisWeekend' | 'nextWeekend' | 'mayDay' | 'ascension' | 'pentecost'>> = {
  [THIS_WEEKEND_KEY]: 'thisWeekend',
  [NEXT_WEEKEND_KEY]: 'nextWeekend',
  'May 1st long weekend': 'mayDay',
  'Ascension long weekend': 'ascension',
  'Pentecost weekend': 'pentecost',
};
