import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  addMonthsToDay,
  addMonthsToMonth,
  dayOfWeek,
  daysBetween,
  isCalendarDay,
  localClock,
  todayIn,
} from './calendar-day';

const day = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar days are yyyy-MM-dd strings', () => {
  it('accepts existing days and rejects impossible ones', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('2024-5-1')).toBe(false);
    expect(isCalendarDay(20240501)).toBe(false);
  });

  it('adds days across DST changes without shifting (Europe switches on 2024-03-31)', () => {
    expect(addDaysToDay('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDaysToDay('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDaysToDay('2024-10-27', 1)).toBe('2024-10-28');
    expect(daysBetween('2024-03-30', '2024-04-02')).toBe(3);
  });

  it('adding n days then measuring gives n back (property)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (d, n) => {
        expect(daysBetween(d, addDaysToDay(d, n))).toBe(n);
      }),
    );
  });

  it('clamps month arithmetic to the end of the month', () => {
    expect(addMonthsToDay('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToMonth('2024-12', 1)).toBe('2025-01');
    expect(addMonthsToMonth('2024-01', -1)).toBe('2023-12');
  });

  it('knows the weekday (2024-05-04 is a Saturday)', () => {
    expect(dayOfWeek('2024-05-04')).toBe(6);
    expect(dayOfWeek('2024-05-05')).toBe(0);
  });

  it("reads today in the market's time zone, not the host's", () => {
    const lateUtc = new Date('2024-03-31T22:30:00Z');
    expect(todayIn('Europe/Paris', lateUtc)).toBe('2024-04-01');
    expect(todayIn('UTC', lateUtc)).toBe('2024-03-31');
    expect(localClock('Europe/Madrid', new Date('2024-07-01T18:05:00Z'))).toEqual({ today: '2024-07-01', hour: 20 });
  });
});
