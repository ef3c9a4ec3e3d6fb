'use client';

import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateRangePicker } from '../../components/calendar';
import { PaxSelector } from '../../components/pax';
import { useIsDesktop } from '../../components/calendar/use-is-desktop';
import { scrollToOffers, useHotelPage } from './HotelPageProvider';
import { withoutDates } from './hotel-hash';
import { useHotelCalendar } from './use-hotel-calendar';

/**
 * Dates and party of the hotel page: the calendar (with the hotel's availability), the pax
 * selector and the call to action, 'Choose an offer' when dates exist and 'See availability'
 * otherwise. Rendered in the desktop sticky bar and in the mobile search
 * bar; only the one of the current layout mounts its fields, so the calendar opens once.
 */
export function HotelCriteriaFields({ layout }: { layout: 'desktop' | 'mobile' }) {
  const t = useTranslations('hotel');
  const page = useHotelPage();
  const isDesktop = useIsDesktop();
  const [draftCheckin, setDraftCheckin] = useState<string>();
  const isActive = (layout === 'desktop') === isDesktop;
  const calendar = useHotelCalendar({
    hotelId: page.hotelId,
    locale: page.locale,
    party: page.criteria.party,
    draftCheckin,
    enabled: isActive && page.isCalendarOpen,
  });
  if (!isActive) return null;

  const { criteria } = page;
  return (
    <div className={layout === 'desktop' ? 'flex items-center gap-3' : 'flex flex-col gap-3'}>
      <div className={layout === 'desktop' ? 'w-72' : ''}>
        <DateRangePicker
          value={{ checkin: criteria.checkin, checkout: criteria.checkout }}
          onChange={(dates) => {
            setDraftCheckin(undefined);
            page.changeCriteria(dates.checkin && dates.checkout ? { party: criteria.party, checkin: dates.checkin, checkout: dates.checkout } : withoutDates(criteria));
          }}
          onDraftChange={(draft) => setDraftCheckin(draft.checkin && !draft.checkout ? draft.checkin : undefined)}
          timeZone={MARKETS[page.locale].timeZone}
          availability={calendar.availability}
          loadedMonths={calendar.loadedMonths}
          onNeedMonths={calendar.onNeedMonths}
          possibleNights={calendar.possibleNights}
          isLoadingAvailability={calendar.isLoading}
          context="product"
          open={page.isCalendarOpen}
          onOpenChange={page.setCalendarOpen}
        />
      </div>
      <div className={layout === 'desktop' ? 'w-56' : ''}>
        <PaxSelector value={criteria.party} onChange={(party) => page.changeCriteria({ ...criteria, party })} mode="stay" />
      </div>
      {layout === 'desktop' ? (
        page.stay ? (
          <button type="button" className="button-primary shrink-0" onClick={scrollToOffers}>
            {t('chooseOffer')}
          </button>
        ) : (
          <button type="button" className="button-primary shrink-0" onClick={page.openCalendar}>
            {t('seeAvailability')}
          </button>
        )
      ) : null}
    </div>
  );
}
