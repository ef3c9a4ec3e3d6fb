import { describe, expect, it } from 'vitest';
import { isoWeekIn, pickThemeOfTheWeek } from './theme-of-the-week';

describe('theme of the week', () => {
  it("takes the week in the market's time zone", () => {
    // Sunday 23:30 in UTC is already Monday 00:30 in Paris: a new ISO week there.
    const now = new Date('2026-11-29T23:30:00Z');
    expect(isoWeekIn('UTC', now)).toEqual({ key: '2026-W48', week: 48 });
    expect(isoWeekIn('Europe/Paris', now)).toEqual({ key: '2026-W49', week: 49 });
  });

  it('picks one theme per week, the same for the whole week, and moves on the next week', () => {
    const themes = [{ themeId: 9 }, { themeId: 1 }, { themeId: 39 }];
    expect(pickThemeOfTheWeek(themes, 48)).toEqual({ themeId: 1 });
    expect(pickThemeOfTheWeek(themes, 49)).toEqual({ themeId: 9 });
    expect(pickThemeOfTheWeek(themes, 50)).toEqual({ themeId: 39 });
    expect(pickThemeOfTheWeek([], 50)).toBeUndefined();
  });
});
