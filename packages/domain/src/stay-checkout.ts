/**
 * Starting a stay checkout: travel dates and a date for each activity are needed first.
 */
export const CHOOSE_TRAVEL_DATES_MESSAGE = 'Please choose your travel dates.';
export const CHOOSE_ACTIVITY_DATES_MESSAGE = 'Please choose your activity dates.';

/** "A selected activity date value is the activity id, an underscore, then a date key." */
export function parseActivityDateValue(value: string): { activityId: string; dateKey: string } | undefined {
  const underscore = value.indexOf('_');
  if (underscore <= 0 || underscore === value.length - 1) return undefined;
  return { activityId: value.slice(0, underscore), dateKey: value.slice(underscore + 1) };
}

/** "choosing a date replaces the earlier one for the same activity". */
export function selectActivityDate(selected: readonly string[], value: string): string[] {
  const parsed = parseActivityDateValue(value);
  if (!parsed) return [...selected];
  return [...selected.filter((v) => parseActivityDateValue(v)?.activityId !== parsed.activityId), value];
}

/**
 * "Stay checkout: needs dates (else 'Please choose your travel dates.') and every activity with a
 * selected date" (else 'Please choose your activity dates.').
 */
export function stayCheckoutError(input: {
  hasDates: boolean;
  activityIdsNeedingDates: readonly (number | string)[];
  selectedActivityDates: readonly string[];
}): string | undefined {
  if (!input.hasDates) return CHOOSE_TRAVEL_DATES_MESSAGE;
  const dated = new Set(input.selectedActivityDates.map((v) => parseActivityDateValue(v)?.activityId));
  if (input.activityIdsNeedingDates.some((id) => !dated.has(String(id)))) return CHOOSE_ACTIVITY_DATES_MESSAGE;
  return undefined;
}
