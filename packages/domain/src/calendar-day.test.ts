import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, getDay } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  dayToUtcNoon,
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

describe('calendar day arithmetic agrees with date-fns on UTC dates (the implementation it replaced)', () => {
  const reference = (d: string) => new TZDate(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)), 'UTC');
  const wideDay = fc
    .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('adds days, months and reads weekdays as date-fns does (property)', () => {
    fc.assert(
      fc.property(wideDay, fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -40, max: 40 }), (d, n, m) => {
        expect(addDaysToDay(d, n)).toBe(format(addDays(reference(d), n), 'yyyy-MM-dd'));
        expect(addMonthsToDay(d, m)).toBe(format(addMonths(reference(d), m), 'yyyy-MM-dd'));
        expect(dayOfWeek(d)).toBe(getDay(reference(d)));
        expect(dayToUtcNoon(d).toISOString()).toBe(`${d}T12:00:00.000Z`);
      }),
    );
  });

  it('accepts exactly the days that exist (property over any y-m-d triple)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, dd) => {
        const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
        const probe = new TZDate(y, m - 1, dd, 'UTC');
        probe.setFullYear(y, m - 1, dd);
        expect(isCalendarDay(text)).toBe(probe.getMonth() === m - 1 && probe.getDate() === dd);
      }),
    );
  });

  it('handles the years before 100 without shifting them to the 1900s', () => {
    expect(addDaysToDay('0099-12-31', 1)).toBe('0100-01-01');
    expect(isCalendarDay('0004-02-29')).toBe(true);
  });
});

describe('localClock', () => {
  it('agrees with TZDate in every market time zone at any instant (property)', () => {
    const zones = ['Europe/Paris', 'Europe/Madrid', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Brussels', 'UTC'];
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }), fc.constantFrom(...zones), (now, zone) => {
        const local = new TZDate(now.getTime(), zone);
        expect(localClock(zone, now)).toEqual({ today: format(local, 'yyyy-MM-dd'), hour: local.getHours() });
      }),
    );
  });
});
