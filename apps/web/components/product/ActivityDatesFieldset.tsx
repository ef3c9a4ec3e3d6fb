'use client';

import { parseActivityDateValue } from '@escapade/contracts/activity-date-value';
import type { ActivityDates } from '@escapade/contracts/product';
import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatDay } from '../calendar/calendar-model';
import { useMarket } from '../market-context';

const SELECT_CLASS = 'min-h-11 rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

export interface ActivityDatesFieldsetProps {
  activities: readonly ActivityDates[];
  /** The chosen `{activityId}_{date}` values. */
  selected: readonly string[];
  onSelect(value: string): void;
  /** Activities still without a date once the traveller tried to go on: each says `undatedMessage`. */
  undatedIds?: readonly number[];
  undatedMessage?: string;
  legendClassName?: string;
}

/**
 * "Every activity with a selected date": one select per activity of the stay, its dates in the
 * stay (the product page's booking panel and drawer, the beneficiary's booking step).
 */
export function ActivityDatesFieldset({ activities, selected, onSelect, undatedIds = [], undatedMessage, legendClassName = 'font-semibold text-brand-900' }: ActivityDatesFieldsetProps) {
  const t = useTranslations('product');
  const { locale } = useMarket();
  const id = useId();
  if (activities.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={legendClassName}>{t('activityDatesTitle')}</legend>
      {activities.map((activity) => {
        const value = selected.find((entry) => parseActivityDateValue(entry)?.activityId === activity.activityId) ?? '';
        const selectId = `${id}-${activity.activityId}`;
        const isUndated = undatedMessage !== undefined && undatedIds.includes(activity.activityId);
        return (
          <div key={activity.activityId} className="flex flex-col gap-1 text-sm">
            <label htmlFor={selectId} className="font-semibold">
              {activity.title}
            </label>
            <select
              id={selectId}
              value={value}
              onChange={(event) => onSelect(event.target.value)}
              aria-required="true"
              aria-invalid={isUndated ? true : undefined}
              aria-describedby={isUndated ? `${selectId}-error` : undefined}
              className={SELECT_CLASS}
            >
              <option value="" disabled>
                {t('chooseDate')}
              </option>
              {activity.dates.map((date) => (
                <option key={date.value} value={date.value}>
                  {formatDay(date.date, MARKETS[locale].bcp47, { weekday: 'long', day: 'numeric', month: 'long' })}
                </option>
              ))}
            </select>
            {isUndated ? (
              <p id={`${selectId}-error`} className="font-semibold text-red-700">
                {undatedMessage}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
