import {
  CALENDAR_CUTOFF_HOUR,
  MAX_STAY_WITHOUT_AVAILABILITY_DAYS,
  POPULAR_DATE_CAMPAIGNS_2024,
  popularDateShortcuts,
} from '@escapade/domain/calendar';
import { describe, expect, it } from 'vitest';
import {
  SHORTCUT_TITLE_KEYS,
  buildCalendarState,
  dateToDay,
  dayPrice,
  dayToDate,
  isDateDisabled,
  isShortcutSelectable,
  monthsToRequest,
  selectionStep,
  shouldLoadMoreMonths,
  stayMessages,
} from './calendar-model';

const PARIS = 'Europe/Paris';
// 2026-11-21 10:00 in Paris (a Saturday).
const MORNING = new Date('2026-11-21T09:00:00Z');
// 2026-11-21 20:30 in Paris.
const EVENING = new Date('2026-11-21T19:30:00Z');

describe('day <-> cell date', () => {
  it('round-trips every day of a year, across both DST changes', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 365; i++) {
      expect(dateToDay(dayToDate(day))).toBe(day);
      const next = new Date(dayToDate(day));
      next.setDate(next.getDate() + 1);
      day = dateToDay(next);
    }
    expect(day).toBe('2027-01-01');
  });
});

describe('buildCalendarState', () => {
  it("takes today and the hour from the market's zone, not the host's", () => {
    const late = buildCalendarState({ draft: {} }, 'Pacific/Kiritimati', new Date('2026-11-21T23:00:00Z'));
    expect(late.today).toBe('2026-11-22');
    expect(late.hour).toBe(13);
  });

  it('applies checkout nights and possible nights only while the checkout is being chosen', () => {
    const inputs = { checkoutNights: [2], possibleNights: { start: '2026-12-02', end: '2026-12-09' } };
    expect(buildCalendarState({ ...inputs, draft: { checkin: '2026-12-01' } }, PARIS, MORNING).allowedNights).toEqual([2]);
    const both = buildCalendarState({ ...inputs, draft: { checkin: '2026-12-01', checkout: '2026-12-03' } }, PARIS, MORNING);
    expect(both.allowedNights).toBeUndefined();
    expect(both.possibleNights).toBeUndefined();
  });
});

describe('isDateDisabled — every rule that makes a day unselectable', () => {
  const disabled = (day: string, inputs: Parameters<typeof buildCalendarState>[0], now = MORNING) =>
    isDateDisabled(dayToDate(day), buildCalendarState(inputs, PARIS, now));

  it('a day in the past is unselectable', () => {
    expect(disabled('2026-11-20', { draft: {} })).toBe(true);
  });

  it(`today is selectable before ${CALENDAR_CUTOFF_HOUR}:00 market time, not after`, () => {
    expect(disabled('2026-11-21', { draft: {} }, MORNING)).toBe(false);
    expect(disabled('2026-11-21', { draft: {} }, EVENING)).toBe(true);
  });

  it('no availability for that date (availability known, no checkin) is unselectable', () => {
    const availability = { '2026-11-28': { price: '189 €', amount: 18900, minLos: 1 } };
    const loadedMonths = ['2026-11', '2026-12'];
    expect(disabled('2026-11-28', { draft: {}, availability, loadedMonths })).toBe(false);
    expect(disabled('2026-11-27', { draft: {}, availability, loadedMonths })).toBe(true);
  });

  it(`without availability data, more than ${MAX_STAY_WITHOUT_AVAILABILITY_DAYS} days after the checkin is unselectable`, () => {
    const draft = { checkin: '2026-12-01' };
    expect(disabled('2026-12-21', { draft })).toBe(false);
    expect(disabled('2026-12-22', { draft })).toBe(true);
  });

  it('a checkout whose night count is not in the allowed list is unselectable', () => {
    const draft = { checkin: '2026-12-01' };
    expect(disabled('2026-12-03', { draft, checkoutNights: [2, 3] })).toBe(false);
    expect(disabled('2026-12-02', { draft, checkoutNights: [2, 3] })).toBe(true);
  });

  it('the checkin is not selectable as checkout', () => {
    expect(disabled('2026-12-01', { draft: { checkin: '2026-12-01' } })).toBe(true);
  });

  it('with a possible-nights range, only days in that range are selectable as checkout', () => {
    const draft = { checkin: '2026-12-01' };
    const possibleNights = { start: '2026-12-03', end: '2026-12-05' };
    expect(disabled('2026-12-02', { draft, possibleNights })).toBe(true);
    expect(disabled('2026-12-04', { draft, possibleNights })).toBe(false);
    expect(disabled('2026-12-06', { draft, possibleNights })).toBe(true);
  });
});

describe('monthsToRequest — "Month navigation fetches more availability when visible months are not loaded"', () => {
  it('asks from the first missing visible month', () => {
    expect(monthsToRequest('2026-11', 2, ['2026-11'])).toEqual({ from: '2026-12', count: 1 });
    expect(monthsToRequest('2027-01', 3, [])).toEqual({ from: '2027-01', count: 3 });
  });

  it('asks nothing when the visible months are loaded, or when the picker has no availability', () => {
    expect(monthsToRequest('2026-11', 2, ['2026-11', '2026-12'])).toBeUndefined();
    expect(monthsToRequest('2026-11', 2, undefined)).toBeUndefined();
  });

  it('the mobile calendar loads more months once scrolled within 200 px of its bottom', () => {
    expect(shouldLoadMoreMonths(200)).toBe(true);
    expect(shouldLoadMoreMonths(201)).toBe(false);
  });
});

describe('stayMessages — minimum-stay messages', () => {
  const availability = { '2026-12-01': { minLos: 3 }, '2026-12-05': { minLos: 2 }, '2026-12-06': { minLos: 1 } };

  it("'Minimum stay: {{count}} night' on the checkin day when the minimum is above 1", () => {
    expect(stayMessages({ draft: { checkin: '2026-12-01' }, availability })).toEqual([{ key: 'Minimum stay: {{count}} night', count: 3 }]);
    expect(stayMessages({ draft: { checkin: '2026-12-06' }, availability })).toEqual([]);
  });

  it("'Stay of minimum {{count}} night' on another pointed day; 'Stay of multiple nights' without a minimum", () => {
    expect(stayMessages({ draft: {}, pointedDay: '2026-12-05', availability })).toEqual([{ key: 'Stay of minimum {{count}} night', count: 2 }]);
    expect(stayMessages({ draft: {}, pointedDay: '2026-12-10', offerNights: 2 })).toEqual([{ key: 'Stay of multiple nights' }]);
  });

  it('a pointed checkout does not carry its own minimum', () => {
    expect(stayMessages({ draft: { checkin: '2026-12-06' }, pointedDay: '2026-12-05', availability })).toEqual([]);
  });
});

describe('popular date shortcuts', () => {
  it('every shortcut title of the domain has a message key', () => {
    const titles = [
      ...popularDateShortcuts('2026-11-18', 'fr_FR').map((s) => s.title),
      ...Object.values(POPULAR_DATE_CAMPAIGNS_2024).flatMap((campaigns) => campaigns?.map((c) => c.title) ?? []),
    ];
    for (const title of titles) expect(SHORTCUT_TITLE_KEYS[title], title).toBeDefined();
  });

  it('a shortcut is offered only when a click could pick its dates', () => {
    const state = buildCalendarState({ draft: {} }, PARIS, MORNING);
    const [thisWeekend] = popularDateShortcuts(state.today, 'fr_FR');
    expect(thisWeekend?.value).toEqual({ start: '2026-11-21', end: '2026-11-22' });
    expect(thisWeekend && isShortcutSelectable(thisWeekend, state)).toBe(true);
    const evening = buildCalendarState({ draft: {} }, PARIS, EVENING);
    expect(thisWeekend && isShortcutSelectable(thisWeekend, evening)).toBe(false);
  });
});

describe('small reads', () => {
  it('dayPrice reads the availability price text', () => {
    expect(dayPrice('2026-12-01', { '2026-12-01': { price: '189 €' } })).toBe('189 €');
    expect(dayPrice('2026-12-02', { '2026-12-01': { price: '189 €' } })).toBeUndefined();
  });

  it('selectionStep follows the picks', () => {
    expect(selectionStep({})).toBe('checkin');
    expect(selectionStep({ checkin: '2026-12-01' })).toBe('checkout');
    expect(selectionStep({ checkin: '2026-12-01', checkout: '2026-12-03' })).toBe('done');
  });
});
