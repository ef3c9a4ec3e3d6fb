import type { Country } from '@escapade/domain';
import { addDaysToDay } from '@escapade/domain/calendar-day';

/** Gregorian Easter Sunday (anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const L = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * L) / 451);
  const month = Math.floor((h + L - 7 * m + 114) / 31);
  const day = ((h + L - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED: Readonly<Record<Country, string[]>> = {
  FR: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'],
  BE: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'],
  NL: ['01-01', '04-27', '12-25', '12-26'],
  ES: ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'],
  IT: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'],
};

/** Easter-relative holidays (days after Easter Sunday). */
const MOVABLE: Readonly<Record<Country, number[]>> = {
  FR: [1, 39, 50],
  BE: [1, 39, 50],
  NL: [-2, 1, 39, 50],
  ES: [-3, -2],
  IT: [1],
};

/** The public holidays of a country in the given years: prices are dearer around them. */
export function publicHolidays(country: Country, years: readonly number[]): Set<string> {
  const out = new Set<string>();
  for (const year of years) {
    for (const md of FIXED[country]) out.add(`${year}-${md}`);
    const easter = easterSunday(year);
    for (const offset of MOVABLE[country]) out.add(addDaysToDay(easter, offset));
  }
  return out;
}
