import { addDaysToDay } from '@escapade/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import { shiftDay } from './shift-day';

describe('shiftDay', () => {
  it('answers what addDaysToDay answers, across months, leap days and DST changes, twice', () => {
    for (const day of ['2028-02-28', '2030-03-30', '2030-10-26', '2030-12-31']) {
      for (const amount of [-3, 0, 1, 2, 40, 365]) {
        expect(shiftDay(day, amount)).toBe(addDaysToDay(day, amount));
        expect(shiftDay(day, amount)).toBe(addDaysToDay(day, amount));
      }
    }
  });
});
