'use client';

import type { AvailabilitiesResponse } from '@escapade/contracts/hotel';
import type { Availability } from '@escapade/domain/calendar';
import { addMonthsToMonth, monthOf } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import type { Party } from '@escapade/domain/pax';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { browserHotelApi } from '../../lib/api/hotel';

/** The hotel calendar asks for 12 months of availability at a time. */
const HOTEL_CALENDAR_MONTHS_PER_LOAD = 12;

export interface HotelCalendarData {
  availability: Availability;
  loadedMonths: string[];
  possibleNights: AvailabilitiesResponse['possibleNights'];
  isLoading: boolean;
  onNeedMonths(from: string): void;
}

/** The `yyyy-MM` months an availabilities answer covers. */
export function monthsCovered(answer: Pick<AvailabilitiesResponse, 'from' | 'to'>): string[] {
  const months: string[] = [];
  const last = monthOf(answer.to);
  for (let month = monthOf(answer.from); month <= last; month = addMonthsToMonth(month, 1)) months.push(month);
  return months;
}

/**
 * The hotel calendar's data (`/hotels/{hotelId}/availabilities.json`): 12 months at a time from
 * the first month the calendar asks for, and the checkout range of the checkin being picked.
 */
export function useHotelCalendar(input: { hotelId: number; locale: Locale; party: Party; draftCheckin?: string; enabled: boolean }): HotelCalendarData {
  const { hotelId, locale, party, draftCheckin, enabled } = input;
  const [starts, setStarts] = useState<string[]>([]);
  const partyQuery = { adult: party.adults, child: party.children, baby: party.babies };

  const answers = useQueries({
    queries: starts.map((month) => ({
      queryKey: ['hotel-availabilities', hotelId, locale, partyQuery, month],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        browserHotelApi.getAvailabilities(hotelId, { locale, month, months: HOTEL_CALENDAR_MONTHS_PER_LOAD, ...partyQuery }, signal),
      enabled,
    })),
  });

  const checkoutRange = useQuery({
    queryKey: ['hotel-possible-nights', hotelId, locale, partyQuery, draftCheckin],
    queryFn: ({ signal }) =>
      browserHotelApi.getAvailabilities(hotelId, { locale, checkin: draftCheckin, month: draftCheckin && monthOf(draftCheckin), months: 1, ...partyQuery }, signal),
    enabled: enabled && draftCheckin !== undefined,
  });

  const loaded = answers.map((answer) => answer.data).filter((data): data is AvailabilitiesResponse => data !== undefined);
  const merged = mergeAnswers(loaded);

  const onNeedMonths = useCallback((from: string) => {
    setStarts((current) => (current.includes(from) ? current : [...current, from]));
  }, []);

  return {
    ...merged,
    possibleNights: draftCheckin ? (checkoutRange.data?.possibleNights ?? null) : null,
    isLoading: answers.some((answer) => answer.isFetching) || checkoutRange.isFetching,
    onNeedMonths,
  };
}

function mergeAnswers(answers: readonly AvailabilitiesResponse[]): { availability: Availability; loadedMonths: string[] } {
  const availability: Record<string, Availability[string]> = {};
  const loadedMonths = new Set<string>();
  for (const answer of answers) {
    Object.assign(availability, answer.days);
    for (const month of monthsCovered(answer)) loadedMonths.add(month);
  }
  return { availability, loadedMonths: [...loadedMonths].sort() };
}
