'use client';

import type { AvailabilitiesResponse } from '@escapade/contracts/hotel';
import type { Availability } from '@escapade/domain/calendar';
import { addMonthsToMonth, monthOf } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import type { Party } from '@escapade/domain/pax';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { browserProductApi } from '../../lib/api/product';

/** The months the stay calendar asks for at a time (12, like the hotel calendar). */
const STAY_CALENDAR_MONTHS_PER_LOAD = 12;

export interface StayCalendarData {
  availability: Availability;
  loadedMonths: string[];
  possibleNights: AvailabilitiesResponse['possibleNights'];
  checkoutNights: number[] | undefined;
  isLoading: boolean;
  onNeedMonths(from: string): void;
}

/**
 * The stay calendar's data: the offer's availability prices and minimum stays
 * (`/hotels/{hotelId}/availabilities.json` with the offer), and for the checkin being picked its
 * checkout range and the allowed night counts (`/weekend/{id}/packageCheckoutNights.json`;
 * "Checkout-nights failure silent").
 */
export function useStayCalendar(input: { productId: number; hotelId: number; locale: Locale; party: Party; draftCheckin?: string | undefined; enabled: boolean }): StayCalendarData {
  const { productId, hotelId, locale, party, draftCheckin, enabled } = input;
  const [starts, setStarts] = useState<string[]>([]);
  const answers = useQueries({
    queries: starts.map((month) => ({
      queryKey: ['stay-availabilities', productId, locale, party, month],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        browserProductApi.getOfferAvailabilities(hotelId, { locale, party, offerId: productId, month, months: STAY_CALENDAR_MONTHS_PER_LOAD }, signal),
      enabled,
    })),
  });
  const checkoutRange = useQuery({
    queryKey: ['stay-possible-nights', productId, locale, party, draftCheckin],
    queryFn: ({ signal }) =>
      browserProductApi.getOfferAvailabilities(hotelId, { locale, party, offerId: productId, checkin: draftCheckin, month: draftCheckin && monthOf(draftCheckin), months: 1 }, signal),
    enabled: enabled && draftCheckin !== undefined,
  });
  const checkoutNights = useQuery({
    queryKey: ['stay-checkout-nights', productId, locale, party, draftCheckin],
    queryFn: ({ signal }) => browserProductApi.getCheckoutNights(productId, { locale, party, checkin: draftCheckin ?? '' }, signal).catch(() => undefined),
    enabled: enabled && draftCheckin !== undefined,
  });

  const availability: Record<string, Availability[string]> = {};
  const loadedMonths = new Set<string>();
  for (const answer of answers) {
    if (!answer.data) continue;
    Object.assign(availability, answer.data.days);
    const last = monthOf(answer.data.to);
    for (let month = monthOf(answer.data.from); month <= last; month = addMonthsToMonth(month, 1)) loadedMonths.add(month);
  }
  const onNeedMonths = useCallback((from: string) => {
    setStarts((current) => (current.includes(from) ? current : [...current, from]));
  }, []);

  return {
    availability,
    loadedMonths: [...loadedMonths].sort(),
    possibleNights: draftCheckin ? (checkoutRange.data?.possibleNights ?? null) : null,
    checkoutNights: draftCheckin ? checkoutNights.data : undefined,
    isLoading: answers.some((answer) => answer.isFetching) || checkoutRange.isFetching,
    onNeedMonths,
  };
}
