'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import type { ReactNode } from 'react';
import { formatDay } from '../../components/calendar/calendar-model';
import { useMarket } from '../../components/market-context';

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/** Money and long days in the market's format. */
export function useFormats() {
  const { locale } = useMarket();
  const market = MARKETS[locale];
  return {
    market,
    money: (cents: number) => formatMoney(cents, market.bcp47),
    day: (value: string) => formatDay(value, market.bcp47, LONG_DAY),
  };
}

export const CARD_CLASS = 'flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line';
export const SECTION_TITLE_CLASS = 'text-xl font-bold text-brand-900';

/** A section's facts: label and value side by side on a larger screen. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2 [&_dt]:text-muted [&_dd]:mb-2 sm:[&_dd]:mb-0">{children}</dl>;
}
