import { AVAILABILITY_WINDOW_MONTHS } from '@escapade/domain/calendar';
import { describe, expect, it } from 'vitest';
import { checkinDay, checkoutDay, freeText, lastBookableDay, lastStayDay, safeString } from './input';

describe('safeString and freeText', () => {
  it('refuse every C0 and C1 control character, DEL and a lone surrogate', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', 'x\udc00y']) {
      expect(safeString().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(freeText().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('accept any other text, surrogate pairs included; free text also tabs and line breaks', () => {
    for (const good of ['', 'Annecy', 'Île-de-France', '東京', '😀', '\u00a0\u2028']) {
      expect(safeString().safeParse(good).success, good).toBe(true);
    }
    expect(safeString().safeParse('a\tb').success).toBe(false);
    expect(freeText().safeParse('line 1\r\n\tline 2').success).toBe(true);
  });
});

describe('days within the availability window', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it(`end at the last day of the month ${AVAILABILITY_WINDOW_MONTHS} months ahead; a checkout may follow by 20 days`, () => {
    expect(lastBookableDay(now)).toBe('2027-03-31');
    expect(lastStayDay(now)).toBe('2027-04-20');
  });

  it('counts from the market whose day is the latest (Europe is ahead of UTC at 23:30 UTC)', () => {
    expect(lastBookableDay(new Date('2026-03-31T23:30:00Z'))).toBe('2027-04-30');
  });

  it('checkinDay: a real day up to the end of the window; checkoutDay a little further', () => {
    const last = lastBookableDay();
    expect(checkinDay().safeParse(last).success).toBe(true);
    expect(checkinDay().safeParse('9999-12-31').error?.issues[0]?.message).toMatch(/availability window/);
    expect(checkinDay().safeParse('2026-02-30').error?.issues[0]?.message).toBe('expected a yyyy-MM-dd calendar day');
    expect(checkinDay().safeParse('2026-02-30').error?.issues).toHaveLength(1);
    expect(checkoutDay().safeParse(lastStayDay()).success).toBe(true);
    expect(checkoutDay().safeParse('10000-01-01').success).toBe(false);
  });
});
