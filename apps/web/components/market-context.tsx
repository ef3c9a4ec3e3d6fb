'use client';

import type { Locale } from '@escapade/domain/markets';
import type { ReactNode } from 'react';
import { createContext, use, useEffect } from 'react';
import { markHydrated } from '../lib/use-browser-snapshot';

export interface MarketContextValue {
  locale: Locale;
  /** The market home as the visitor's browser addresses it (`/fr-fr/`, `/`, `/nl/`). */
  homeHref: string;
}

const MarketContext = createContext<MarketContextValue | null>(null);

/** What client components (the crash page, reports) need to know about the current market. */
export function MarketProvider({ value, children }: { value: MarketContextValue; children: ReactNode }) {
  // The provider wraps every market page: its effect runs once the page's hydration is committed.
  useEffect(markHydrated, []);
  return <MarketContext value={value}>{children}</MarketContext>;
}

export function useMarket(): MarketContextValue {
  const value = use(MarketContext);
  if (!value) throw new Error('useMarket() is used outside a market page');
  return value;
}
