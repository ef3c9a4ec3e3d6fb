'use client';

import { type Availability, type DateSelection, canValidate, clearSelection, nextSelection } from '@escapade/domain/calendar';
import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useMarket } from '../market-context';
import { CalendarFooter } from './CalendarFooter';
import { CalendarNotices } from './CalendarNotices';
import { PopularDateShortcuts } from './PopularDateShortcuts';
import { FieldButton } from '../ui/FieldButton';
import { ResponsivePanel } from './ResponsivePanel';
import {
  type CalendarDay,
  type DateRangeValue,
  type DatesVariation,
  type PossibleNights,
  buildCalendarState,
  formatDay,
} from './calendar-model';
import { useIsDesktopWhileOpen } from './use-is-desktop';

// react-day-picker and its locales load when the calendar is about to open, not with the page.
const loadRangeCalendar = () => import('./RangeCalendar');
const RangeCalendar = dynamic(loadRangeCalendar, {
  ssr: false,
  loading: () => <div className="h-80 animate-pulse rounded-card bg-canvas" aria-hidden="true" />,
});

/** About the height of the desktop dropdown (shortcuts, two months, footer). */
const DESKTOP_PANEL_HEIGHT_PX = 600;
/** Where the field lands when the page scrolls for the dropdown: under the sticky header. */
const FIELD_TOP_AFTER_SCROLL_PX = 88;
/** With auto close, the calendar closes this long after the checkout is picked. */
const CALENDAR_CLOSE_DELAY_MS = 1000;

export interface DateRangePickerProps {
  /** The dates in effect (`yyyy-MM-dd`). */
  value: DateRangeValue;
  /** Validated dates: on Validate, after the auto close, on a shortcut, or `{}` on Clear. */
  onChange(value: DateRangeValue): void;
  /** The market's zone: "today" and the 20:00 cutoff are the market's. */
  timeZone: string;
  /** Calendar availability by day; prices show under the days that have one. */
  availability?: Availability;
  /** Months (`yyyy-MM`) `availability` covers; with it, missing visible months are asked for. */
  loadedMonths?: readonly string[];
  /** The days a checkout may fall on after the draft's checkin. */
  possibleNights?: PossibleNights | null;
  /** The checkout-nights answer for the draft's checkin: the allowed night counts. */
  checkoutNights?: readonly number[];
  /** Asks the parent for availability of `count` months from `from` (`yyyy-MM`). */
  onNeedMonths?(from: string, count: number): void;
  isLoadingAvailability?: boolean;
  /** Each pick, before validation (product pages fetch the checkout nights of a new checkin). */
  onDraftChange?(draft: DateRangeValue): void;
  /** The search's dates variation: 'forced' or 'suggested' dates. */
  variation?: DatesVariation;
  /** 'suggested' variation: the visitor searches without dates. */
  onFlexibleDates?(): void;
  /** "With auto close, the calendar closes after a 1 second delay" once both dates are set. */
  autoClose?: boolean;
  /** Search validates an empty selection; product pages need both dates. */
  context?: 'search' | 'product';
  /** Nights of the offer, for 'Stay of multiple nights'. */
  offerNights?: number;
  /** Controlled opening (the search box opens it when dates are forced). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Extra classes of the trigger field. */
  className?: string;
}

/**
 * The calendar 'Checkin - Checkout' of the search box and the product pages: a field that opens a
 * dropdown with two months on desktop and a full-screen month list on mobile. Every selectability
 * rule is `isDaySelectable`; a pick follows `nextSelection`; Validate follows `canValidate`.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, timeZone, availability, autoClose = true, context = 'search' } = props;
  const t = useTranslations('calendar');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = props.open ?? uncontrolledOpen;
  const isDesktop = useIsDesktopWhileOpen(isOpen);
  const [draft, setDraft] = useState<DateSelection>(value);
  const [pointedDay, setPointedDay] = useState<CalendarDay>();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Desktop: two months need room under the field; bring the field up when the window lacks it.
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!isOpen || !isDesktop || !trigger) return;
    const { top, bottom } = trigger.getBoundingClientRect();
    if (window.innerHeight - bottom < DESKTOP_PANEL_HEIGHT_PX) window.scrollBy({ top: top - FIELD_TOP_AFTER_SCROLL_PX });
  }, [isOpen, isDesktop]);

  // Each opening (by the trigger or by the parent) starts from the dates in effect; closing
  // without validating forgets the draft.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setDraft(value);
    setPointedDay(undefined);
  }

  function setOpen(open: boolean) {
    clearTimeout(closeTimer.current);
    if (props.open === undefined) setUncontrolledOpen(open);
    props.onOpenChange?.(open);
  }

  function commit(selection: DateSelection) {
    clearTimeout(closeTimer.current);
    onChange(selection);
    if (props.open === undefined) setUncontrolledOpen(false);
    props.onOpenChange?.(false);
  }

  function changeDraft(next: DateSelection) {
    clearTimeout(closeTimer.current);
    setDraft(next);
    props.onDraftChange?.(next);
    if (autoClose && next.checkin && next.checkout) {
      closeTimer.current = setTimeout(() => commit(next), CALENDAR_CLOSE_DELAY_MS);
    }
  }

  function clear() {
    const cleared = clearSelection();
    changeDraft(cleared);
    onChange(cleared);
  }

  const state = isOpen
    ? buildCalendarState({ draft, availability, loadedMonths: props.loadedMonths, checkoutNights: props.checkoutNights, possibleNights: props.possibleNights }, timeZone)
    : undefined;

  const dates = value.checkin && value.checkout ? `${formatDay(value.checkin, market.bcp47)} - ${formatDay(value.checkout, market.bcp47)}` : undefined;
  const trigger = (
    <FieldButton
      ref={triggerRef}
      label={t('label')}
      value={dates ?? t('placeholder')}
      isPlaceholder={dates === undefined}
      className={props.className}
      onPointerEnter={() => void loadRangeCalendar()}
      onFocus={() => void loadRangeCalendar()}
    />
  );

  return (
    <ResponsivePanel
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={t('title')}
      closeLabel={t('close')}
      desktopClassName="w-[44rem] p-5"
      scrollBody={false}
      footer={
        <CalendarFooter
          draft={draft}
          pointedDay={pointedDay}
          availability={availability}
          offerNights={props.offerNights}
          bcp47={market.bcp47}
          canValidate={canValidate(draft, context)}
          onClear={clear}
          onValidate={() => commit(draft)}
        />
      }
    >
      {state ? (
        <>
          <div className={isDesktop ? 'mb-3 flex flex-col gap-3' : 'flex flex-col gap-3 px-4 pt-3'}>
            <CalendarNotices
              variation={props.variation}
              onFlexibleDates={
                props.onFlexibleDates
                  ? () => {
                      props.onFlexibleDates?.();
                      setOpen(false);
                    }
                  : undefined
              }
            />
            <PopularDateShortcuts locale={locale} state={state} onPick={(shortcut) => changeDraft({ checkin: shortcut.start, checkout: shortcut.end })} />
          </div>
          <RangeCalendar
            draft={draft}
            state={state}
            onDayPick={(day) => changeDraft(nextSelection(draft, day))}
            onPointDay={setPointedDay}
            language={market.language}
            layout={isDesktop ? 'desktop' : 'mobile'}
            availability={availability}
            loadedMonths={props.loadedMonths}
            onNeedMonths={props.onNeedMonths}
            isLoading={props.isLoadingAvailability}
          />
        </>
      ) : null}
    </ResponsivePanel>
  );
}
