/**
 * Activity dates of a stay: a selected date value is the activity id, an underscore, then a date
 * key. Each activity needs a date, else 'Please choose your activity dates.'; choosing a date
 * replaces the earlier one for the same activity.
 */
import { activityDateValue, type ActivityDates, type QuoteErrorCode } from '@escapade/contracts/product';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { shiftDay } from './shift-day';

export interface DatedActivity {
  activityId: number;
  title: string;
  /** Every day the activity runs (activity_date rows). */
  days: readonly CalendarDay[];
}

export interface ActivitySelection {
  activityId: number;
  date: CalendarDay;
}

/**
 * The days of a stay an activity may be chosen on: from the checkin day to the checkout day, both
 * included (a morning activity on the day of departure belongs to the stay).
 */
export function isDayOfStay(day: CalendarDay, checkin: CalendarDay, nights: number): boolean {
  return day >= checkin && day <= shiftDay(checkin, nights);
}

/** The activity-dates lists of the detail: each dated activity with its days within the stay (or every day undated). */
export function buildActivityDates(
  activities: readonly DatedActivity[],
  stay: { checkin: CalendarDay; nights: number } | null,
  fromDay: CalendarDay,
): ActivityDates[] {
  return activities.map((activity) => ({
    activityId: activity.activityId,
    title: activity.title,
    dates: activity.days
      .filter((day) => (stay ? isDayOfStay(day, stay.checkin, stay.nights) : day >= fromDay))
      .map((day) => ({ value: activityDateValue(activity.activityId, day), date: day })),
  }));
}

/**
 * "every activity that needs a date must have one valid date": a dated activity without a choice
 * is ACTIVITY_DATE_MISSING; a choice for another activity, a second choice for the same one, or a
 * day the activity does not run within the stay is ACTIVITY_DATE_INVALID.
 */
export function checkActivitySelections(
  activities: readonly DatedActivity[],
  selections: readonly ActivitySelection[],
  stay: { checkin: CalendarDay; nights: number },
): QuoteErrorCode | undefined {
  const byId = new Map(activities.map((activity) => [activity.activityId, new Set(activity.days)]));
  const chosen = new Set<number>();
  for (const selection of selections) {
    const days = byId.get(selection.activityId);
    if (!days || chosen.has(selection.activityId)) return 'ACTIVITY_DATE_INVALID';
    if (!days.has(selection.date) || !isDayOfStay(selection.date, stay.checkin, stay.nights)) return 'ACTIVITY_DATE_INVALID';
    chosen.add(selection.activityId);
  }
  return activities.some((activity) => !chosen.has(activity.activityId)) ? 'ACTIVITY_DATE_MISSING' : undefined;
}
