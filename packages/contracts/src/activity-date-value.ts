/**
 * A selected activity date's value, without zod: the product page's booking panel reads it as it
 * renders (decision 0018: the contracts' schemas stay out of the pages' first scripts).
 */
import { isCalendarDay } from '@escapade/domain/calendar-day';

/** `12_2025-06-14`: the activity id, an underscore, then the day. */
export const ACTIVITY_DATE_VALUE_PATTERN = /^(\d{1,9})_(\d{4}-\d{2}-\d{2})$/;

export function activityDateValue(activityId: number, day: string): string {
  return `${activityId}_${day}`;
}

export function parseActivityDateValue(value: string): { activityId: number; date: string } | undefined {
  const match = ACTIVITY_DATE_VALUE_PATTERN.exec(value);
  if (!match || !isCalendarDay(match[2])) return undefined;
  return { activityId: Number(match[1]), date: match[2] as string };
}
