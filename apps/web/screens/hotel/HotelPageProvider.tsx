'use client';

import { todayIn } from '@escapade/domain/calendar';
import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { type ReactNode, createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { type Stay, stayOf } from '@escapade/domain/stay';
import { HOTEL_OFFERS_ANCHOR, type HotelCriteria, parseHotelHash, serializeHotelHash } from './hotel-hash';
import { replaceLocationHash, useLocationHash } from './hotel-location-hash';
import { scrollToSection } from './hotel-sections';

export interface HotelPageContextValue {
  hotelId: number;
  locale: Locale;
  /** What stands before a market-relative uri (`/fr-fr`): product and hotel links. */
  marketPrefix: string;
  /** A non-production environment with a connectivity flag shows the label CM instead of a book label. */
  isProduction: boolean;
  criteria: HotelCriteria;
  stay: Stay | undefined;
  changeCriteria(next: HotelCriteria): void;
  isCalendarOpen: boolean;
  setCalendarOpen(open: boolean): void;
  /** 'See availability': the offers come into view and the calendar opens. */
  openCalendar(): void;
}

const HotelPageContext = createContext<HotelPageContextValue | null>(null);

export function useHotelPage(): HotelPageContextValue {
  const value = use(HotelPageContext);
  if (!value) throw new Error('useHotelPage() is used outside the hotel page');
  return value;
}

/** Scrolls the offers section into view ("anchor 'products' scrolls to the offers section"). */
export function scrollToOffers(): void {
  scrollToSection(HOTEL_OFFERS_ANCHOR);
}

/**
 * The hotel page's shared state: the criteria of the hash (dates and party, read by the sticky bar,
 * the mobile search bar and the offers) and the calendar's opening, which the room cards' 'See
 * availability' asks for.
 */
export function HotelPageProvider(props: { hotelId: number; locale: Locale; marketPrefix: string; isProduction: boolean; children: ReactNode }) {
  const { hotelId, locale, marketPrefix, isProduction, children } = props;
  const hash = useLocationHash();
  const today = todayIn(MARKETS[locale].timeZone, new Date());
  const criteria = useMemo(() => parseHotelHash(hash, today), [hash, today]);
  const [isCalendarOpen, setCalendarOpen] = useState(false);

  useEffect(() => {
    // Read on arrival from the location itself: the hydration pass rendered without the hash.
    if (parseHotelHash(window.location.hash, today).anchor === HOTEL_OFFERS_ANCHOR) scrollToOffers();
    // Only on arrival: later hash writes carry no anchor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changeCriteria = useCallback((next: HotelCriteria) => replaceLocationHash(serializeHotelHash(next)), []);
  const openCalendar = useCallback(() => {
    scrollToOffers();
    setCalendarOpen(true);
  }, []);

  const value = useMemo<HotelPageContextValue>(
    () => ({ hotelId, locale, marketPrefix, isProduction, criteria, stay: stayOf(criteria), changeCriteria, isCalendarOpen, setCalendarOpen, openCalendar }),
    [hotelId, locale, marketPrefix, isProduction, criteria, changeCriteria, isCalendarOpen, openCalendar],
  );
  return <HotelPageContext value={value}>{children}</HotelPageContext>;
}
