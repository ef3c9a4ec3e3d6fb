/**
 * Calendar rules of the search box and product pages: which days are selectable, date selection,
 * month navigation, minimum stay messages, popular date shortcuts. Days are `yyyy-MM-dd`
 * strings in the market's time zone; `hour` is the market's local hour (see `localClock`).
 */
import {
  type CalendarDay,
  addDaysToDay,
  addMonthsToDay,
  addMonthsToMonth,
  dayOfWeek,
  dayToUtcNoon,
  daysBetween,
  monthOf,
} from './calendar-day';
import { type Locale, MARKETS } from './markets';

export { localClock, todayIn } from './calendar-day';

/** "today after 20:00 local" is unselectable. */
export const CALENDAR_CUTOFF_HOUR = 20;
/** "with no availability data, more than 20 days after checkin" is unselectable. */
export const MAX_STAY_WITHOUT_AVAILABILITY_DAYS = 20;
/** "availability window up to 12 months ahead". */
export const AVAILABILITY_WINDOW_MONTHS = 12;
/** "default night count for nights call 2". */
export const DEFAULT_NIGHTS_CALL_LENGTH = 2;

/** A calendar availability entry, keyed by day. */
export interface AvailabilityDay {
  price?: string;
  amount?: number;
  /** Minimum nights when checking in that day. */
  minLos?: number;
  promo?: number;
  bestPriceOfTheMonth?: boolean;
}
export type Availability = Readonly<Record<CalendarDay, AvailabilityDay>>;

export interface DateSelection {
  checkin?: CalendarDay;
  checkout?: CalendarDay;
}

export interface CalendarState extends DateSelection {
  /** The market's calendar day now. */
  today: CalendarDay;
  /** The market's local hour now (0–23). */
  hour: number;
  /** Availability by day; undefined when there is no availability data. */
  availability?: Availability;
  /** Months (`yyyy-MM`) the availability covers; when absent, it covers every month. */
  loadedMonths?: readonly string[];
  /** The checkout-nights answer: allowed night counts after the checkin. */
  allowedNights?: readonly number[];
  /** possibleNights of the availability answer: the days a checkout may fall on. */
  possibleNights?: { start: CalendarDay; end: CalendarDay };
}

export function nightsBetween(checkin: CalendarDay, checkout: CalendarDay): number {
  return daysBetween(checkin, checkout);
}

function hasAvailabilityData(day: CalendarDay, state: CalendarState): boolean {
  return state.availability !== undefined && (state.loadedMonths?.includes(monthOf(day)) ?? true);
}

/** "no availability for that date" applies only where availability is known. */
function passesAvailability(day: CalendarDay, state: CalendarState): boolean {
  return !hasAvailabilityData(day, state) || state.availability?.[day] !== undefined;
}

/**
 * "Calendar day is unselectable when: in the past; today after 20:00 local; no availability for
 * that date (when availability is known and no checkin, or both dates set); with no availability
 * data, more than 20 days after checkin; when choosing checkout, the night count is not in the
 * allowed list. It is not selectable as checkout if it is the checkin. With both dates chosen only
 * availability matters." And: "With a checkin and a possible-nights range, only days in that range
 * are selectable" (for the checkout). A day before the checkin restarts the selection, so it is
 * judged as a new checkin.
 */
export function isDaySelectable(day: CalendarDay, state: CalendarState): boolean {
  if (day < state.today) return false;
  if (day === state.today && state.hour >= CALENDAR_CUTOFF_HOUR) return false;

  const { checkin, checkout } = state;
  if (!checkin || checkout) return passesAvailability(day, state);
  if (day === checkin) return false;
  if (day < checkin) return passesAvailability(day, state);

  const nights = nightsBetween(checkin, day);
  if (state.possibleNights && (day < state.possibleNights.start || day > state.possibleNights.end)) return false;
  if (state.allowedNights && !state.allowedNights.includes(nights)) return false;
  if (!hasAvailabilityData(day, state) && nights > MAX_STAY_WITHOUT_AVAILABILITY_DAYS) return false;
  return true;
}

/**
 * "The first pick sets checkin; a later date sets checkout; a date on or before the checkin
 * restarts the selection." A pick after a complete selection starts a new one.
 */
export function nextSelection(selection: DateSelection, day: CalendarDay): DateSelection {
  if (selection.checkin && !selection.checkout && day > selection.checkin) {
    return { checkin: selection.checkin, checkout: day };
  }
  return { checkin: day };
}

/** "Clear resets both dates and removes them from the hash." */
export function clearSelection(): DateSelection {
  return {};
}

/**
 * Search: "Validate is disabled while checkin is set without checkout." Product pages: "Calendar
 * validate disabled until both set."
 */
export function canValidate(selection: DateSelection, context: 'search' | 'product' = 'search'): boolean {
  if (context === 'product') return Boolean(selection.checkin && selection.checkout);
  return !(selection.checkin && !selection.checkout);
}

/** "The prev arrow is disabled on the current month." */
export function canGoToPreviousMonth(firstVisibleMonth: string, today: CalendarDay): boolean {
  return firstVisibleMonth > monthOf(today);
}

/** The last month of the "availability window up to 12 months ahead". */
export function lastCalendarMonth(today: CalendarDay): string {
  return monthOf(addMonthsToDay(today, AVAILABILITY_WINDOW_MONTHS));
}

export function canGoToNextMonth(firstVisibleMonth: string, visibleCount: number, today: CalendarDay): boolean {
  return addMonthsToMonth(firstVisibleMonth, visibleCount - 1) < lastCalendarMonth(today);
}

/** The visible months: `count` months from `firstMonth`. */
export function visibleMonths(firstMonth: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonthsToMonth(firstMonth, i));
}

/** "Month navigation fetches more availability when visible months are not loaded." */
export function monthsToLoad(visible: readonly string[], loaded: readonly string[]): string[] {
  return visible.filter((month) => !loaded.includes(month));
}

export const MINIMUM_STAY_ON_CHECKIN_KEY = 'Minimum stay: {{count}} night';
export const STAY_OF_MINIMUM_KEY = 'Stay of minimum {{count}} night';
export const STAY_OF_MULTIPLE_NIGHTS_KEY = 'Stay of multiple nights';

export type MinimumStayMessage =
  | { key: typeof MINIMUM_STAY_ON_CHECKIN_KEY; count: number }
  | { key: typeof STAY_OF_MINIMUM_KEY; count: number }
  | { key: typeof STAY_OF_MULTIPLE_NIGHTS_KEY };

/**
 * "'Minimum stay: {{count}} night' on the checkin day when the minimum is above 1; other messages
 * 'Stay of minimum {{count}} night' and 'Stay of multiple nights'." No rule says where the
 * other two appear; chosen: another day whose minimum is above 1 gets 'Stay of minimum', and a day
 * without a known minimum of an offer lasting more than one night gets 'Stay of multiple nights'.
 */
export function minimumStayMessage(input: {
  day: CalendarDay;
  checkin?: CalendarDay;
  minLos?: number;
  offerNights?: number;
}): MinimumStayMessage | undefined {
  const { day, checkin, minLos, offerNights } = input;
  if (minLos !== undefined && minLos > 1) {
    return day === checkin ? { key: MINIMUM_STAY_ON_CHECKIN_KEY, count: minLos } : { key: STAY_OF_MINIMUM_KEY, count: minLos };
  }
  if (minLos === undefined && offerNights !== undefined && offerNights > 1) return { key: STAY_OF_MULTIPLE_NIGHTS_KEY };
  return undefined;
}

// --- Popular date shortcuts -------------------------------------------------------------------

export interface PopularDateShortcut {
  /** Message key of the title. */
  title: string;
  /** The dates, formatted for the locale. */
  subtitle: string;
  value: { start: CalendarDay; end: CalendarDay };
  isCurrentWeekend: boolean;
  isNextWeekend: boolean;
}

export const THIS_WEEKEND_KEY = 'This weekend';
export const NEXT_WEEKEND_KEY = 'Next weekend';

interface Campaign {
  title: string;
  start: CalendarDay;
  end: CalendarDay;
}

const MAY_DAY: Campaign = { title: 'May 1st long weekend', start: '2024-05-01', end: '2024-05-05' };
const ASCENSION: Campaign = { title: 'Ascension long weekend', start: '2024-05-08', end: '2024-05-12' };
const PENTECOST: Campaign = { title: 'Pentecost weekend', start: '2024-05-17', end: '2024-05-19' };

/**
 * "campaign dates in 2024 (May 1-5, May 8-12, May 17-19 by locale)". The split by locale is not
 * shown; chosen from public holidays: Spain has May 1 (and May 2 in Madrid) but neither Ascension
 * (May 9) nor Whit Monday (May 20) nationwide; France and Belgium have all three.
 */
export const POPULAR_DATE_CAMPAIGNS_2024: Readonly<Partial<Record<Locale, readonly Campaign[]>>> = {
  es_ES: [MAY_DAY],
  fr_FR: [MAY_DAY, ASCENSION, PENTECOST],
  fr_BE: [MAY_DAY, ASCENSION, PENTECOST],
  nl_BE: [MAY_DAY, ASCENSION, PENTECOST],
};

function formatRange(start: CalendarDay, end: CalendarDay, bcp47: string): string {
  const format = new Intl.DateTimeFormat(bcp47, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${format.format(dayToUtcNoon(start))} - ${format.format(dayToUtcNoon(end))}`;
}

const SATURDAY = 6;
const SUNDAY = 0;

/**
 * "Popular date shortcuts: current weekend (Saturday to Sunday, none on Sunday), next weekend,
 * campaign dates in 2024 …; active only in es_ES, fr_FR, fr_BE, nl_BE and only in a test
 * variation." Campaigns that have started are not offered. The caller passes whether the visitor
 * is in the test variation.
 */
export function popularDateShortcuts(
  today: CalendarDay,
  locale: Locale,
  options: { isInTestVariation?: boolean } = {},
): PopularDateShortcut[] {
  const market = MARKETS[locale];
  if (!market.features.popularDateShortcuts || options.isInTestVariation === false) return [];
  const weekday = dayOfWeek(today);
  const shortcuts: PopularDateShortcut[] = [];
  const comingSaturday = addDaysToDay(today, (SATURDAY - weekday + 7) % 7);
  if (weekday !== SUNDAY) {
    const end = addDaysToDay(comingSaturday, 1);
    shortcuts.push({
      title: THIS_WEEKEND_KEY,
      subtitle: formatRange(comingSaturday, end, market.bcp47),
      value: { start: comingSaturday, end },
      isCurrentWeekend: true,
      isNextWeekend: false,
    });
  }
  const nextSaturday = weekday === SUNDAY ? comingSaturday : addDaysToDay(comingSaturday, 7);
  const nextSunday = addDaysToDay(nextSaturday, 1);
  shortcuts.push({
    title: NEXT_WEEKEND_KEY,
    subtitle: formatRange(nextSaturday, nextSunday, market.bcp47),
    value: { start: nextSaturday, end: nextSunday },
    isCurrentWeekend: false,
    isNextWeekend: true,
  });
  for (const campaign of POPULAR_DATE_CAMPAIGNS_2024[locale] ?? []) {
    if (campaign.start < today) continue;
    shortcuts.push({
      title: campaign.title,
      subtitle: formatRange(campaign.start, campaign.end, market.bcp47),
      value: { start: campaign.start, end: campaign.end },
      isCurrentWeekend: false,
      isNextWeekend: false,
    });
  }
  return shortcuts;
}
