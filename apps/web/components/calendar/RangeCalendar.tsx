'use client';

import { type Availability, type CalendarState, canGoToNextMonth, canGoToPreviousMonth, lastCalendarMonth } from '@escapade/domain/calendar';
import { addMonthsToMonth, monthOf } from '@escapade/domain/calendar-day';
import type { Language } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { type UIEvent, createContext, use, useEffect, useMemo, useRef, useState } from 'react';
import { type DayButtonProps, DayPicker, type Modifiers } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import { fr } from 'react-day-picker/locale/fr';
import { it } from 'react-day-picker/locale/it';
import { nl } from 'react-day-picker/locale/nl';
import {
  type CalendarDay,
  type DateRangeValue,
  dateToDay,
  dateToMonth,
  dayPrice,
  dayToDate,
  isDateDisabled,
  monthToDate,
  monthsToRequest,
  shouldLoadMoreMonths,
} from './calendar-model';

const DAY_PICKER_LOCALES = { fr, es, it, nl } as const;
/** Months side by side on desktop. */
const CALENDAR_DESKTOP_MONTHS = 2;
/** The mobile calendar scrolls through months, loading 3 more at a time. */
const CALENDAR_MOBILE_MONTHS_PER_LOAD = 3;

export interface RangeCalendarProps {
  draft: DateRangeValue;
  /** A selectable day was picked (click, Enter or Space); apply `nextSelection` to it. */
  onDayPick(day: CalendarDay): void;
  /** The day under the pointer or keyboard focus, for the minimum-stay messages. */
  onPointDay?(day: CalendarDay | undefined): void;
  state: CalendarState;
  language: Language;
  layout: 'desktop' | 'mobile';
  availability?: Availability;
  loadedMonths?: readonly string[];
  /** Called when visible months have no availability yet ("Month navigation fetches more availability"). */
  onNeedMonths?(from: string, count: number): void;
  /** The parent is fetching availability. */
  isLoading?: boolean;
}

interface CellContextValue {
  availability?: Availability;
}
const CellContext = createContext<CellContextValue>({});

/**
 * The months of the calendar 'Checkin - Checkout': two months
 * with arrows on desktop (prev disabled on the current month), an infinite vertical list on mobile
 * (3 months at a time, more within 200 px of the bottom), a price under each day that has one,
 * and the loading overlay while availability for the visible months is fetched. react-day-picker
 * gives the grid semantics and arrow-key navigation.
 */
export default function RangeCalendar(props: RangeCalendarProps) {
  const { draft, state, layout, availability, loadedMonths, onNeedMonths, isLoading = false } = props;
  const t = useTranslations('calendar');
  const currentMonth = monthOf(state.today);
  const lastMonth = lastCalendarMonth(state.today);
  const [firstMonth, setFirstMonth] = useState(() => initialFirstMonth(draft, currentMonth, lastMonth, layout));
  const [mobileCount, setMobileCount] = useState(() => Math.min(initialMobileCount(draft, currentMonth, lastMonth), monthsBetween(currentMonth, lastMonth) + 1));
  const visibleCount = layout === 'desktop' ? CALENDAR_DESKTOP_MONTHS : mobileCount;

  const request = monthsToRequest(firstMonth, visibleCount, loadedMonths);
  const requestKey = request ? `${request.from}/${request.count}` : '';
  const lastRequestKey = useRef('');
  useEffect(() => {
    if (!request || !onNeedMonths || lastRequestKey.current === requestKey) return;
    lastRequestKey.current = requestKey;
    onNeedMonths(request.from, request.count);
  }, [request, requestKey, onNeedMonths]);
  const isShowingLoader = isLoading || request !== undefined;

  const monthCount = monthsBetween(currentMonth, lastMonth) + 1;
  function loadMoreOnScroll(event: UIEvent<HTMLDivElement>) {
    const box = event.currentTarget;
    if (mobileCount >= monthCount) return;
    if (shouldLoadMoreMonths(box.scrollHeight - box.scrollTop - box.clientHeight)) {
      setMobileCount((count) => Math.min(count + CALENDAR_MOBILE_MONTHS_PER_LOAD, monthCount));
    }
  }

  const locale = DAY_PICKER_LOCALES[props.language];
  const selected = draft.checkin ? { from: dayToDate(draft.checkin), to: draft.checkout ? dayToDate(draft.checkout) : undefined } : undefined;
  const cellContext = useMemo(() => ({ availability }), [availability]);

  function labelDayButton(date: Date, modifiers: Modifiers): string {
    const base = locale.labels?.labelDayButton;
    let label = typeof base === 'function' ? base(date, modifiers, { locale }) : date.toLocaleDateString();
    if (modifiers.range_start) label = t('checkinDay', { date: label });
    else if (modifiers.range_end) label = t('checkoutDay', { date: label });
    const day = dateToDay(date);
    const price = dayPrice(day, availability);
    if (price) label = t('dayWithPrice', { date: label, price: availability?.[day]?.bestPriceOfTheMonth ? `${price} (${t('bestPrice')})` : price });
    return label;
  }

  const picker = (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={(_range, triggerDate) => props.onDayPick(dateToDay(triggerDate))}
      disabled={(date: Date) => isDateDisabled(date, state)}
      month={monthToDate(firstMonth)}
      onMonthChange={(month) => setFirstMonth(clampMonth(dateToMonth(month), currentMonth, lastMonth))}
      startMonth={monthToDate(currentMonth)}
      endMonth={monthToDate(lastMonth)}
      numberOfMonths={visibleCount}
      hideNavigation
      showOutsideDays={false}
      today={dayToDate(state.today)}
      locale={locale}
      autoFocus
      labels={{ labelDayButton }}
      components={{ DayButton: CalendarDayButton }}
      onDayMouseEnter={(date) => props.onPointDay?.(dateToDay(date))}
      onDayFocus={(date) => props.onPointDay?.(dateToDay(date))}
      onDayMouseLeave={() => props.onPointDay?.(undefined)}
      classNames={{
        root: 'relative',
        months: layout === 'desktop' ? 'flex gap-8' : 'flex flex-col gap-6',
        month: 'flex-1',
        month_caption: layout === 'desktop' ? 'mb-2 flex h-10 items-center justify-center' : 'sticky top-0 z-10 mb-2 flex h-10 items-center bg-white',
        caption_label: 'text-base font-bold capitalize text-brand-900',
        month_grid: 'w-full border-collapse',
        weekdays: '',
        weekday: 'pb-1 text-center text-xs font-semibold uppercase text-muted',
        week: '',
        day: 'p-0.5 text-center',
      }}
    />
  );

  return (
    <CellContext value={cellContext}>
      <div className={layout === 'mobile' ? 'relative flex min-h-0 flex-1 flex-col' : 'relative'}>
        {layout === 'desktop' ? (
          <MonthArrows
            canGoBack={canGoToPreviousMonth(firstMonth, state.today)}
            canGoForward={canGoToNextMonth(firstMonth, CALENDAR_DESKTOP_MONTHS, state.today)}
            onBack={() => setFirstMonth((month) => clampMonth(addMonthsToMonth(month, -1), currentMonth, lastMonth))}
            onForward={() => setFirstMonth((month) => clampMonth(addMonthsToMonth(month, 1), currentMonth, lastMonth))}
            previousLabel={t('previousMonth')}
            nextLabel={t('nextMonth')}
          />
        ) : null}
        {layout === 'mobile' ? (
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4" onScroll={loadMoreOnScroll} data-testid="calendar-scroller">
            {picker}
          </div>
        ) : (
          picker
        )}
        {isShowingLoader ? (
          <div role="status" className="absolute inset-0 z-20 flex items-center justify-center bg-white/80 px-6 text-center font-semibold text-brand-900">
            <span className="flex items-center gap-3">
              <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700" />
              {t('loading')}
            </span>
          </div>
        ) : null}
      </div>
    </CellContext>
  );
}

function MonthArrows(props: { canGoBack: boolean; canGoForward: boolean; onBack(): void; onForward(): void; previousLabel: string; nextLabel: string }) {
  const arrow = 'absolute top-0 z-10 inline-flex size-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent';
  return (
    <>
      <button type="button" className={`${arrow} left-0`} onClick={props.onBack} disabled={!props.canGoBack} aria-label={props.previousLabel}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={`${arrow} right-0`} onClick={props.onForward} disabled={!props.canGoForward} aria-label={props.nextLabel}>
        <Chevron direction="right" />
      </button>
    </>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A day: its number, and under it the price of a stay starting that day when availability has one. */
function CalendarDayButton({ day, modifiers, className: _className, children, ...buttonProps }: DayButtonProps) {
  const { availability } = use(CellContext);
  const ref = useRef<HTMLButtonElement>(null);
  // react-day-picker moves focus with the arrow keys by marking the day focused.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const isoDay = dateToDay(day.date);
  const price = dayPrice(isoDay, availability);
  const isBestPrice = availability?.[isoDay]?.bestPriceOfTheMonth === true;
  // A checkin alone is selected without being a range start.
  const isEdge = modifiers.range_start || modifiers.range_end || (modifiers.selected && !modifiers.range_middle);
  const tone = isEdge
    ? 'bg-brand-700 font-semibold text-white'
    : modifiers.range_middle
      ? 'rounded-none bg-brand-100 text-brand-900'
      : modifiers.disabled
        ? 'cursor-not-allowed text-muted/60'
        : 'text-ink hover:bg-brand-50';
  return (
    <button
      ref={ref}
      {...buttonProps}
      className={`flex h-12 w-full min-w-10 flex-col items-center justify-center rounded-lg text-sm leading-tight ${tone}`}
    >
      <span className={modifiers.today ? 'underline decoration-2 underline-offset-2' : undefined}>{children}</span>
      {price && (!modifiers.disabled || isEdge) ? (
        <span className={`text-[0.625rem] ${isEdge ? 'text-white' : isBestPrice ? 'font-bold text-brand-700' : 'text-muted'}`}>{price}</span>
      ) : null}
    </button>
  );
}

function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return ((toYear ?? 0) - (fromYear ?? 0)) * 12 + ((toMonth ?? 0) - (fromMonth ?? 0));
}

function clampMonth(month: string, first: string, last: string): string {
  if (month < first) return first;
  return month > last ? last : month;
}

/** Desktop opens on the checkin's month (the last pair of the window at most); mobile lists from now. */
function initialFirstMonth(draft: DateRangeValue, currentMonth: string, lastMonth: string, layout: 'desktop' | 'mobile'): string {
  if (layout === 'mobile' || !draft.checkin) return currentMonth;
  const lastFirst = addMonthsToMonth(lastMonth, -(CALENDAR_DESKTOP_MONTHS - 1));
  return clampMonth(monthOf(draft.checkin), currentMonth, lastFirst < currentMonth ? currentMonth : lastFirst);
}

/** Mobile shows 3 months at a time, enough of them to include the checkout already chosen. */
function initialMobileCount(draft: DateRangeValue, currentMonth: string, lastMonth: string): number {
  const target = draft.checkout ?? draft.checkin;
  if (!target) return CALENDAR_MOBILE_MONTHS_PER_LOAD;
  const needed = monthsBetween(currentMonth, clampMonth(monthOf(target), currentMonth, lastMonth)) + 1;
  return Math.ceil(needed / CALENDAR_MOBILE_MONTHS_PER_LOAD) * CALENDAR_MOBILE_MONTHS_PER_LOAD;
}
