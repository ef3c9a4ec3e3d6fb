import type { Country } from '@escapade/domain';
import { addDaysToDay, addMonthsToDay, dayOfWeek, daysBetween } from '@escapade/domain/calendar-day';
import type { TownEnvironment } from '../geography/hotel-towns';
import { Random } from '../random';
import type { OfferBuild } from './generate-offers';
import { publicHolidays } from './holidays';

/** "availability window up to 12 months ahead". */
export const AVAILABILITY_MONTHS = 12;

export interface WindowDay {
  date: string;
  weekday: number;
  month: number;
}

/** The nights of the 12-month window starting on the anchor day (today in Europe/Paris). */
export function availabilityWindow(anchor: string): WindowDay[] {
  const end = addMonthsToDay(anchor, AVAILABILITY_MONTHS);
  const count = daysBetween(anchor, end);
  return Array.from({ length: count }, (_, i) => {
    const date = addDaysToDay(anchor, i);
    return { date, weekday: dayOfWeek(date), month: Number(date.slice(5, 7)) };
  });
}

const MONTH_FACTORS: Readonly<Record<'sea' | 'mountain' | 'city' | 'other', number[]>> = {
  sea: [0.85, 0.85, 0.9, 1.0, 1.05, 1.15, 1.45, 1.5, 1.15, 0.95, 0.85, 0.9],
  mountain: [1.45, 1.55, 1.35, 0.9, 0.85, 0.95, 1.15, 1.2, 0.95, 0.85, 0.85, 1.4],
  city: [0.9, 0.9, 1.0, 1.05, 1.05, 1.05, 1.0, 0.95, 1.05, 1.05, 0.95, 1.1],
  other: [0.9, 0.9, 0.95, 1.0, 1.08, 1.1, 1.22, 1.25, 1.08, 1.05, 0.92, 0.95],
};

function monthFactor(environment: TownEnvironment, month: number): number {
  const table = environment === 'sea' || environment === 'mountain' || environment === 'city' ? MONTH_FACTORS[environment] : MONTH_FACTORS.other;
  return table[month - 1] ?? 1;
}

/** Fri and Sat nights dearer, Sunday night cheaper. */
const WEEKDAY_FACTORS = [0.92, 0.95, 0.95, 0.97, 1.0, 1.22, 1.25];
const HOLIDAY_FACTOR = 1.18;

/** Column arrays ready for one `insert … select from unnest(…)` statement. */
export interface OfferNightColumns {
  offerIds: number[];
  nights: string[];
  sellCents: number[];
  refCents: number[];
  roomsLeft: number[];
  minStay: number[];
  allowedNights: Array<string | null>;
  flashDeal: boolean[];
}

export interface OfferPriceDigest {
  /** Median sell / ref price of a night for 2 adults over the nights with rooms. */
  medianSellCents: number;
  medianRefCents: number;
}

export function emptyColumns(): OfferNightColumns {
  return { offerIds: [], nights: [], sellCents: [], refCents: [], roomsLeft: [], minStay: [], allowedNights: [], flashDeal: [] };
}

const roundEuro = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);
const ceilEuro = (cents: number) => Math.ceil(cents / 100) * 100;

/**
 * Prices and rooms of every night of the window for one offer: seasonality (weekends, holidays,
 * summer, ski months), promotion campaigns (ref ≥ sell), flash deals, rooms that run out, minimum
 * stays of 2 on some dates, and restricted checkout night counts.
 */
export function generateOfferNights(
  offer: OfferBuild, window: readonly WindowDay[], seed: number, holidaysByCountry: Map<Country, Set<string>>, out: OfferNightColumns,
): OfferPriceDigest {
  const rng = new Random(seed, 1_000_000 + (offer.row.id as number));
  const country = offer.hotel.town.town.country;
  const holidays = holidaysByCountry.get(country) ?? new Set<string>();
  const environment = offer.hotel.environment;
  const nights = offer.row.nights ?? 1;
  const n = window.length;

  const promo = new Float64Array(n);
  const flash = new Uint8Array(n);
  if (offer.promo === 'campaign' || offer.promo === 'small') {
    const windows = offer.promo === 'campaign' ? rng.int(2, 4) : 2;
    for (let w = 0; w < windows; w++) {
      const start = rng.int(0, n - 8);
      const length = rng.int(7, 40);
      const p = offer.promo === 'campaign' ? rng.int(10, 35) / 100 : rng.int(5, 8) / 100;
      for (let i = start; i < Math.min(n, start + length); i++) promo[i] = Math.max(promo[i] ?? 0, p);
    }
  }
  if (offer.hasFlashDeals) {
    const start = rng.int(1, 25);
    for (let i = start; i < Math.min(n, start + rng.int(3, 8)); i++) {
      promo[i] = rng.int(30, 45) / 100;
      flash[i] = 1;
    }
  }
  const closedFrom = rng.chance(0.04) ? rng.int(20, n - 20) : -1;
  const closedLength = rng.int(5, 15);
  const allotment = rng.weighted([1, 2, 3, 4, 5, 8], (a) => ({ 1: 10, 2: 20, 3: 25, 4: 20, 5: 15, 8: 10 })[a] ?? 0);
  const saturdayMinStay = rng.chance(0.2);
  const holidayMinStay = rng.chance(0.3);
  const noise = 0.96 + rng.float() * 0.08;

  const sells: number[] = [];
  const refs: number[] = [];
  for (let i = 0; i < n; i++) {
    const day = window[i] as WindowDay;
    const next = window[i + 1]?.date ?? addDaysToDay(day.date, 1);
    const isHoliday = holidays.has(day.date) || holidays.has(next);
    const season = monthFactor(environment, day.month);
    const factor = (WEEKDAY_FACTORS[day.weekday] ?? 1) * season * (isHoliday ? HOLIDAY_FACTOR : 1) * noise;
    const list = roundEuro(offer.baseCents * factor);
    const p = promo[i] ?? 0;
    const sell = p > 0 ? roundEuro(list * (1 - p)) : list;
    const ref = Math.max(sell, p > 0 ? ceilEuro(list) : sell);

    const busy = 0.12 + (day.weekday === 5 || day.weekday === 6 ? 0.35 : 0) + (season >= 1.15 ? 0.2 : 0) + (isHoliday ? 0.15 : 0);
    let rooms = 0;
    for (let r = 0; r < allotment; r++) if (!rng.chance(busy)) rooms++;
    if (closedFrom >= 0 && i >= closedFrom && i < closedFrom + closedLength) rooms = 0;

    let minStay = nights > 1 ? nights : 1;
    if (minStay === 1 && saturdayMinStay && day.weekday === 6 && season >= 1.15) minStay = 2;
    if (minStay === 1 && holidayMinStay && isHoliday) minStay = 2;
    let allowed: string | null = null;
    if (offer.restrictsFridayCheckout && day.weekday === 5) {
      minStay = 2;
      allowed = '{2,3}';
    }

    out.offerIds.push(offer.row.id as number);
    out.nights.push(day.date);
    out.sellCents.push(sell);
    out.refCents.push(ref);
    out.roomsLeft.push(rooms);
    out.minStay.push(minStay);
    out.allowedNights.push(allowed);
    out.flashDeal.push(flash[i] === 1);
    if (rooms > 0) {
      sells.push(sell);
      refs.push(ref);
    }
  }
  return { medianSellCents: median(sells) ?? offer.baseCents, medianRefCents: median(refs) ?? offer.baseCents };
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function holidaysFor(window: readonly WindowDay[], countries: readonly Country[]): Map<Country, Set<string>> {
  const years = [...new Set(window.map((d) => Number(d.date.slice(0, 4))))];
  return new Map(countries.map((c) => [c, publicHolidays(c, years)]));
}
