'use client';

import { type DateSelection, canValidate } from '@escapade/domain/calendar';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { CalendarFooter } from '../../components/calendar/CalendarFooter';
import { buildCalendarState } from '../../components/calendar/calendar-model';
import { ResponsivePanel } from '../../components/calendar/ResponsivePanel';
import { useIsDesktopWhileOpen } from '../../components/calendar/use-is-desktop';
import { useMarket } from '../../components/market-context';
import { useVoucherCalendar } from './use-voucher-calendar';

// react-day-picker and its locales load when a calendar is about to open, not with the page.
const loadRangeCalendar = () => import('../../components/calendar/RangeCalendar');
const RangeCalendar = dynamic(loadRangeCalendar, {
  ssr: false,
  loading: () => <div className="h-80 animate-pulse rounded-card bg-canvas" aria-hidden="true" />,
});

export interface StayDatesPickerProps {
  hotelId: number;
  offerId: number;
  /** The voucher's nights: the checkout follows the check-in by that many days. */
  nights: number;
  /** The check-in already chosen for this stay. */
  checkin: string | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(checkin: string): void;
  /** The stay's title, which the button's description names. */
  describedBy: string;
  /** The element that takes the focus once dates are validated (the next step); else the button. */
  focusAfterChoiceId?: string;
}

/**
 * "Choose dates" of a stay: the product calendar (two months on desktop, a month list on a phone)
 * with the stay's available check-in days for the voucher's nights and 2 adults; every other day
 * is disabled. A pick selects the whole stay (the nights are the voucher's); Validate chooses it.
 */
export function StayDatesPicker({ hotelId, offerId, nights, checkin, open, onOpenChange, onChoose, describedBy, focusAfterChoiceId }: StayDatesPickerProps) {
  const t = useTranslations('beneficiary.calendar');
  const tCalendar = useTranslations('calendar');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const isDesktop = useIsDesktopWhileOpen(open);
  const stayFrom = (day: string): DateSelection => ({ checkin: day, checkout: addDaysToDay(day, nights) });
  const [draft, setDraft] = useState<DateSelection>(() => (checkin ? stayFrom(checkin) : {}));
  // Validated: on close the focus goes on to the next step, not back to the button.
  const chose = useRef(false);
  const onCloseAutoFocus = (event: Event) => {
    if (!chose.current || !focusAfterChoiceId) return;
    chose.current = false;
    const next = document.getElementById(focusAfterChoiceId);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  // Each opening starts from the dates in effect; closing without validating forgets the draft.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setDraft(checkin ? stayFrom(checkin) : {});
  }

  const calendar = useVoucherCalendar({ hotelId, offerId, nights, locale, enabled: open });

  const state = open ? buildCalendarState({ draft, availability: calendar.availability, loadedMonths: calendar.loadedMonths }, market.timeZone) : undefined;

  const trigger = (
    <button type="button" className="button-secondary w-full" aria-describedby={describedBy} onPointerEnter={() => void loadRangeCalendar()} onFocus={() => void loadRangeCalendar()}>
      {checkin ? t('change') : t('choose')}
    </button>
  );

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      trigger={trigger}
      title={t('title', { count: nights })}
      closeLabel={tCalendar('close')}
      desktopClassName="w-[44rem] p-5"
      scrollBody={false}
      footer={
        <CalendarFooter
          draft={draft}
          bcp47={market.bcp47}
          canValidate={canValidate(draft, 'product')}
          onClear={() => setDraft({})}
          onValidate={() => {
            if (!draft.checkin) return;
            chose.current = true;
            onChoose(draft.checkin);
            onOpenChange(false);
          }}
        />
      }
    >
      {state ? (
        <>
          <div className={isDesktop ? 'mb-3 flex flex-col gap-2' : 'flex flex-col gap-2 px-4 pt-3'}>
            <p className="text-sm text-muted">{t('intro', { count: nights })}</p>
            {calendar.isError ? (
              <p role="alert" className="flex flex-wrap items-center gap-2 text-sm font-semibold text-red-700">
                {t('failed')}
                <button type="button" className="underline underline-offset-2" onClick={calendar.retry}>
                  {t('retry')}
                </button>
              </p>
            ) : null}
          </div>
          <RangeCalendar
            draft={draft}
            state={state}
            onDayPick={(day) => setDraft(stayFrom(day))}
            language={market.language}
            layout={isDesktop ? 'desktop' : 'mobile'}
            availability={calendar.availability}
            loadedMonths={calendar.loadedMonths}
            onNeedMonths={calendar.onNeedMonths}
            isLoading={calendar.isLoading}
          />
        </>
      ) : null}
    </ResponsivePanel>
  );
}
