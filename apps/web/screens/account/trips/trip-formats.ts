import { type Locale, MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { formatDay } from '../../../components/calendar/calendar-model';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

const instantDayFormats = new Map<Locale, Intl.DateTimeFormat>();

export interface TripFormats {
  money(cents: number): string;
  /** A calendar day (`yyyy-MM-dd`) in the market's words: "12 juin 2030". */
  day(value: string): string;
  /** The day of an instant (the API's ISO times) in the market's time zone. */
  instantDay(iso: string): string;
}

/** Money and days as the market writes them (the server's trips page and the browser's trip detail alike). */
export function tripFormatsOf(locale: Locale): TripFormats {
  const market = MARKETS[locale];
  let instantDay = instantDayFormats.get(locale);
  if (!instantDay) {
    instantDay = new Intl.DateTimeFormat(market.bcp47, { ...DAY, timeZone: market.timeZone });
    instantDayFormats.set(locale, instantDay);
  }
  const format = instantDay;
  return {
    money: (cents) => formatMoney(cents, market.bcp47),
    day: (value) => formatDay(value, market.bcp47, DAY),
    instantDay: (iso) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : format.format(time);
    },
  };
}
