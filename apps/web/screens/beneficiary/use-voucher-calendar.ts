'use client';

import type { Availability } from '@escapade/domain/calendar';
import { addMonthsToMonth, monthOf } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { browserBeneficiaryApi } from '../../lib/api/beneficiary';
import { voucherAvailability } from './beneficiary-gift-model';

export interface VoucherCalendarData {
  availability: Availability;
  loadedMonths: string[];
  isLoading: boolean;
  /** A month's answer failed (the session's end included). */
  error: unknown;
  /** Asks again for the months whose answer failed. */
  retry(): void;
  onNeedMonths(from: string): void;
}

/**
 * The check-in days of a stay for the voucher (its nights, 2 adults), fetched as the calendar shows
 * months (`onNeedMonths`), the way the product page's stay calendar loads them.
 */
export function useVoucherCalendar(input: { token: string; offerId: number; locale: Locale; enabled: boolean }): VoucherCalendarData {
  const { token, offerId, locale, enabled } = input;
  const [starts, setStarts] = useState<string[]>([]);
  const answers = useQueries({
    queries: starts.map((month) => ({
      queryKey: ['beneficiary-calendar', token, offerId, locale, month],
      queryFn: ({ signal }: { signal: AbortSignal }) => browserBeneficiaryApi.getStayCalendar(token, offerId, { locale, month }, signal),
      enabled,
      retry: false,
    })),
  });

  const availability: Record<string, Availability[string]> = {};
  const loadedMonths = new Set<string>();
  for (const answer of answers) {
    if (!answer.data) continue;
    Object.assign(availability, voucherAvailability(answer.data.days));
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
    error: answers.find((answer) => answer.error)?.error ?? null,
    retry: () => {
      for (const answer of answers) if (answer.isError) void answer.refetch();
    },
    onNeedMonths,
  };
}
