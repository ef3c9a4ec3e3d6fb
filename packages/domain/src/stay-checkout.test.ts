import { describe, expect, it } from 'vitest';
import { parseActivityDateValue, selectActivityDate, stayCheckoutError } from './stay-checkout';

describe('activity dates', () => {
  it('"A selected activity date value is the activity id, an underscore, then a date key"', () => {
    expect(parseActivityDateValue('12_2024-05-04')).toEqual({ activityId: '12', dateKey: '2024-05-04' });
    expect(parseActivityDateValue('12')).toBeUndefined();
    expect(parseActivityDateValue('_x')).toBeUndefined();
  });

  it('"choosing a date replaces the earlier one for the same activity"', () => {
    expect(selectActivityDate(['12_2024-05-04', '13_2024-05-04'], '12_2024-05-05')).toEqual(['13_2024-05-04', '12_2024-05-05']);
  });
});

describe('"Stay checkout: needs dates … and every activity with a selected date"', () => {
  it('"\'Please choose your travel dates.\'" without dates', () => {
    expect(stayCheckoutError({ hasDates: false, activityIdsNeedingDates: [], selectedActivityDates: [] })).toBe('Please choose your travel dates.');
  });

  it('"each activity needs a date, else \'Please choose your activity dates.\'"', () => {
    expect(stayCheckoutError({ hasDates: true, activityIdsNeedingDates: [12, 13], selectedActivityDates: ['12_2024-05-04'] })).toBe(
      'Please choose your activity dates.',
    );
    expect(stayCheckoutError({ hasDates: true, activityIdsNeedingDates: [12, 13], selectedActivityDates: ['12_a', '13_b'] })).toBeUndefined();
  });
});
