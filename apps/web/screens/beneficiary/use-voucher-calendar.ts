'use client';

import type { Availability } from '@escapade/domain/calendar';
import { addMonthsToMonth, monthOf } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { browserProductApi } from '../../lib/api/product';
import { VOUCHER_PARTY, voucherAvailability } from './beneficiary-gift-model';

/** The months the calendar asks for at a time (12, like the product page's stay calendar). */
const VOUCHER_CALENDAR_MONTHS_PER_LOAD = 12;

export interface VoucherCalendarData {
  availability: Availability;
  loadedMonths: string[];
  isLoading: boolean;
  /** A month's answer failed. */
  isError: boolean;
  /** Asks again for the months whose answer failed. */
  retry(): void;
  onNeedMonths(from: string): void;
}

/**
 * The check-in days of a stay for a voucher: the product calendar
 * (`/hotels/{hotelId}/availabilities.json` with the stay's offer) for the voucher's nights and its
 * 2 adults, fetched as the calendar shows months (`onNeedMonths`), as the product page loads them.
 */
export function useVoucherCalendar(input: { hotelId: number; offerId: number; nights: number; locale: Locale; enabled: boolean }): VoucherCalendarData {
  const { hotelId, offerId, nights, locale, enabled } = input;
  const [starts, setStarts] = useState<string[]>([]);
  const answers = useQueries({
    queries: starts.map((month) => ({
      queryKey: ['voucher-stay-availabilities', offerId, locale, nights, month],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        browserProductApi.getOfferAvailabilities(hotelId, { locale, party: VOUCHER_PARTY, offerId, month, months: VOUCHER_CALENDAR_MONTHS_PER_LOAD, length: nights }, signal),
      enabled,
    })),
  });

  const availability: Record<string, Availability[string]> = {};
  const loadedMonths = new Set<string>();
  for (const answer of answers) {
    if (!answer.data) continue;
    Object.assign(availability, voucherAvailability(answer.data.days, nights));
    const last = monthOf(answer.data.to);
    for (let month = monthOf(answer.data.from); month <= last; month = addMonthsToMonth(month, 1)) loadedMonths.add(month);
  }
  const onNeedMonths = useCallback((from: string) => {
    setStarts((current) => (current.includes(from) ? current : [...current, from]));
  }, []);

  return {
    availability,
    loadedMonths: [...loadedMonths].sort(),
    isLoading: answers.some((answer) => answer.isFetching),
    isError: answers.some((answer) => answer.isError),
    retry: () => {
      for (const answer of answers) if (answer.isError) void answer.refetch();
    },
    onNeedMonths,
  };
}
