import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDay } from './calendar-day';
import {
  type CalendarState,
  canGoToNextMonth,
  canGoToPreviousMonth,
  canValidate,
  clearSelection,
  isDaySelectable,
  lastCalendarMonth,
  minimumStayMessage,
  monthsToLoad,
  nextSelection,
  nightsBetween,
  popularDateShortcuts,
  todayIn,
  visibleMonths,
} from './calendar';

const TODAY = '2024-04-10';
const base: CalendarState = { today: TODAY, hour: 10 };

describe('calendar clock', () => {
  it("reads today in the market's time zone", () => {
    expect(todayIn('Europe/Rome', new Date('2024-04-09T22:30:00Z'))).toBe('2024-04-10');
  });
});

describe('"Calendar day is unselectable when…"', () => {
  it('"in the past"', () => {
    expect(isDaySelectable('2024-04-09', base)).toBe(false);
    expect(isDaySelectable('2024-04-11', base)).toBe(true);
  });

  it('"today after 20:00 local": selectable at 19:xx, not from 20:00', () => {
    expect(isDaySelectable(TODAY, { ...base, hour: 19 })).toBe(true);
    expect(isDaySelectable(TODAY, { ...base, hour: 20 })).toBe(false);
    expect(isDaySelectable('2024-04-11', { ...base, hour: 23 })).toBe(true);
  });

  it('"no availability for that date (when availability is known and no checkin)"', () => {
    const state = { ...base, availability: { '2024-04-12': { price: '99' } } };
    expect(isDaySelectable('2024-04-12', state)).toBe(true);
    expect(isDaySelectable('2024-04-13', state)).toBe(false);
    expect(isDaySelectable('2024-04-13', base)).toBe(true);
  });

  it('availability is known only for loaded months', () => {
    const state = { ...base, availability: { '2024-04-12': {} }, loadedMonths: ['2024-04'] };
    expect(isDaySelectable('2024-04-13', state)).toBe(false);
    expect(isDaySelectable('2024-05-13', state)).toBe(true);
  });

  it('"with both dates chosen only availability matters" (and "no availability" applies)', () => {
    const state: CalendarState = {
      ...base,
      checkin: '2024-04-12',
      checkout: '2024-04-14',
      allowedNights: [2],
      availability: { '2024-04-12': {}, '2024-05-30': {} },
    };
    expect(isDaySelectable('2024-05-30', state)).toBe(true);
    expect(isDaySelectable('2024-04-13', state)).toBe(false);
    expect(isDaySelectable('2024-04-12', state)).toBe(true);
  });

  it('"with no availability data, more than 20 days after checkin": 20 nights selectable, 21 not', () => {
    const state = { ...base, checkin: '2024-04-12' };
    expect(isDaySelectable(addDaysToDay('2024-04-12', 20), state)).toBe(true);
    expect(isDaySelectable(addDaysToDay('2024-04-12', 21), state)).toBe(false);
  });

  it('with availability data the 20-day limit does not apply and the checkout day needs no availability', () => {
    const state = { ...base, checkin: '2024-04-12', availability: { '2024-04-12': {} } };
    expect(isDaySelectable(addDaysToDay('2024-04-12', 25), state)).toBe(true);
  });

  it('"when choosing checkout, the night count is not in the allowed list"', () => {
    const state = { ...base, checkin: '2024-04-12', allowedNights: [2, 3] };
    expect(isDaySelectable('2024-04-13', state)).toBe(false);
    expect(isDaySelectable('2024-04-14', state)).toBe(true);
    expect(isDaySelectable('2024-04-15', state)).toBe(true);
    expect(isDaySelectable('2024-04-16', state)).toBe(false);
  });

  it('"It is not selectable as checkout if it is the checkin"', () => {
    expect(isDaySelectable('2024-04-12', { ...base, checkin: '2024-04-12' })).toBe(false);
  });

  it('"With a checkin and a possible-nights range, only days in that range are selectable"', () => {
    const state = { ...base, checkin: '2024-04-12', possibleNights: { start: '2024-04-14', end: '2024-04-16' } };
    expect(isDaySelectable('2024-04-13', state)).toBe(false);
    expect(isDaySelectable('2024-04-14', state)).toBe(true);
    expect(isDaySelectable('2024-04-16', state)).toBe(true);
    expect(isDaySelectable('2024-04-17', state)).toBe(false);
  });

  it('a day before the checkin is judged as a new checkin ("restarts the selection")', () => {
    const state = { ...base, checkin: '2024-04-20', availability: { '2024-04-15': {}, '2024-04-20': {} } };
    expect(isDaySelectable('2024-04-15', state)).toBe(true);
    expect(isDaySelectable('2024-04-16', state)).toBe(false);
  });

  it('never lets a past day be selected, whatever the state (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 23 }), fc.boolean(), (back, hour, withCheckin) => {
        const state: CalendarState = { today: TODAY, hour, ...(withCheckin ? { checkin: '2024-04-01' } : {}) };
        expect(isDaySelectable(addDaysToDay(TODAY, -back), state)).toBe(false);
      }),
    );
  });
});

describe('Calendar selection', () => {
  it('"The first pick sets checkin; a later date sets checkout"', () => {
    const first = nextSelection({}, '2024-04-12');
    expect(first).toEqual({ checkin: '2024-04-12' });
    expect(nextSelection(first, '2024-04-14')).toEqual({ checkin: '2024-04-12', checkout: '2024-04-14' });
  });

  it('"a date on or before the checkin restarts the selection"', () => {
    expect(nextSelection({ checkin: '2024-04-12' }, '2024-04-12')).toEqual({ checkin: '2024-04-12' });
    expect(nextSelection({ checkin: '2024-04-12' }, '2024-04-11')).toEqual({ checkin: '2024-04-11' });
  });

  it('a pick after both dates starts a new selection', () => {
    expect(nextSelection({ checkin: '2024-04-12', checkout: '2024-04-14' }, '2024-04-20')).toEqual({ checkin: '2024-04-20' });
  });

  it('"Clear resets both dates"', () => {
    expect(clearSelection()).toEqual({});
  });

  it('"Validate is disabled while checkin is set without checkout"; product: "disabled until both set"', () => {
    expect(canValidate({ checkin: '2024-04-12' })).toBe(false);
    expect(canValidate({})).toBe(true);
    expect(canValidate({ checkin: '2024-04-12', checkout: '2024-04-13' })).toBe(true);
    expect(canValidate({}, 'product')).toBe(false);
    expect(canValidate({ checkin: '2024-04-12' }, 'product')).toBe(false);
    expect(canValidate({ checkin: '2024-04-12', checkout: '2024-04-13' }, 'product')).toBe(true);
  });

  it('counts nights between checkin and checkout', () => {
    expect(nightsBetween('2024-04-12', '2024-04-14')).toBe(2);
    expect(nightsBetween('2024-03-30', '2024-04-01')).toBe(2);
  });
});

describe('month navigation', () => {
  it('"The prev arrow is disabled on the current month"', () => {
    expect(canGoToPreviousMonth('2024-04', TODAY)).toBe(false);
    expect(canGoToPreviousMonth('2024-05', TODAY)).toBe(true);
  });

  it('stops at the "availability window up to 12 months ahead"', () => {
    expect(lastCalendarMonth(TODAY)).toBe('2025-04');
    expect(canGoToNextMonth('2025-02', 2, TODAY)).toBe(true);
    expect(canGoToNextMonth('2025-03', 2, TODAY)).toBe(false);
  });

  it('"fetches more availability when visible months are not loaded"', () => {
    expect(visibleMonths('2024-12', 2)).toEqual(['2024-12', '2025-01']);
    expect(monthsToLoad(['2024-12', '2025-01'], ['2024-12'])).toEqual(['2025-01']);
    expect(monthsToLoad(['2024-12'], ['2024-12'])).toEqual([]);
  });
});

describe('minimum stay messages', () => {
  it('"\'Minimum stay: {{count}} night\' on the checkin day when the minimum is above 1"', () => {
    expect(minimumStayMessage({ day: '2024-04-12', checkin: '2024-04-12', minLos: 2 })).toEqual({
      key: 'Minimum stay: {{count}} night',
      count: 2,
    });
    expect(minimumStayMessage({ day: '2024-04-12', checkin: '2024-04-12', minLos: 1 })).toBeUndefined();
  });

  it('"Stay of minimum {{count}} night" on other days; "Stay of multiple nights" without a known minimum', () => {
    expect(minimumStayMessage({ day: '2024-04-13', checkin: '2024-04-12', minLos: 3 })).toEqual({
      key: 'Stay of minimum {{count}} night',
      count: 3,
    });
    expect(minimumStayMessage({ day: '2024-04-13', offerNights: 2 })).toEqual({ key: 'Stay of multiple nights' });
    expect(minimumStayMessage({ day: '2024-04-13', offerNights: 1 })).toBeUndefined();
  });
});

describe('Popular date shortcuts', () => {
  it('"current weekend (Saturday to Sunday…)" then "next weekend" on a weekday', () => {
    const shortcuts = popularDateShortcuts('2024-06-05', 'fr_FR');
    expect(shortcuts.map((s) => [s.value.start, s.value.end, s.isCurrentWeekend, s.isNextWeekend])).toEqual([
      ['2024-06-08', '2024-06-09', true, false],
      ['2024-06-15', '2024-06-16', false, true],
    ]);
    expect(shortcuts[0]?.title).toBe('This weekend');
    expect(shortcuts[0]?.subtitle).toBe('sam. 8 juin - dim. 9 juin');
  });

  it('on a Saturday the current weekend is today and tomorrow', () => {
    expect(popularDateShortcuts('2024-06-08', 'es_ES')[0]?.value).toEqual({ start: '2024-06-08', end: '2024-06-09' });
  });

  it('"none on Sunday": only the next weekend', () => {
    const shortcuts = popularDateShortcuts('2024-06-09', 'nl_BE');
    expect(shortcuts).toHaveLength(1);
    expect(shortcuts[0]).toMatchObject({ isNextWeekend: true, value: { start: '2024-06-15', end: '2024-06-16' } });
  });

  it('"campaign dates in 2024 (May 1-5, May 8-12, May 17-19 by locale)"', () => {
    const campaigns = (locale: 'fr_FR' | 'es_ES' | 'fr_BE') =>
      popularDateShortcuts('2024-04-10', locale)
        .filter((s) => !s.isCurrentWeekend && !s.isNextWeekend)
        .map((s) => `${s.value.start}/${s.value.end}`);
    expect(campaigns('fr_FR')).toEqual(['2024-05-01/2024-05-05', '2024-05-08/2024-05-12', '2024-05-17/2024-05-19']);
    expect(campaigns('fr_BE')).toEqual(['2024-05-01/2024-05-05', '2024-05-08/2024-05-12', '2024-05-17/2024-05-19']);
    expect(campaigns('es_ES')).toEqual(['2024-05-01/2024-05-05']);
  });

  it('past campaigns are not offered', () => {
    const starts = popularDateShortcuts('2024-05-06', 'fr_FR').map((s) => s.value.start);
    expect(starts).not.toContain('2024-05-01');
    expect(starts).toContain('2024-05-08');
    expect(popularDateShortcuts('2024-06-01', 'fr_FR')).toHaveLength(2);
  });

  it('"active only in es_ES, fr_FR, fr_BE, nl_BE and only in a test variation"', () => {
    expect(popularDateShortcuts('2024-06-05', 'it_IT')).toEqual([]);
    expect(popularDateShortcuts('2024-06-05', 'nl_NL')).toEqual([]);
    expect(popularDateShortcuts('2024-06-05', 'fr_FR', { isInTestVariation: false })).toEqual([]);
  });
});
