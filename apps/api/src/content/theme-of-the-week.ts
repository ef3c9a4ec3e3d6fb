import { TZDate } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear } from 'date-fns';

/** The ISO week of `now` in a time zone, `2026-W48`: the week a market's visitors are living. */
export function isoWeekIn(timeZone: string, now: Date): { key: string; week: number } {
  const local = new TZDate(now, timeZone);
  const week = getISOWeek(local);
  return { key: `${getISOWeekYear(local)}-W${String(week).padStart(2, '0')}`, week };
}

/**
 * "'Our themes' panel suggests this week's theme": the ISO week number picks one of the top-level
 * themes (in id order), so every visitor of a market sees the same theme all week, and the next
 * week the next one.
 */
export function pickThemeOfTheWeek<T extends { themeId: number }>(themes: readonly T[], week: number): T | undefined {
  if (themes.length === 0) return undefined;
  const ordered = [...themes].sort((a, b) => a.themeId - b.themeId);
  return ordered[week % ordered.length];
}
