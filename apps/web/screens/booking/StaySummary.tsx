'use client';

import type { WeekendFullDetail } from '@escapade/contracts/product';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { useTranslations } from 'next-intl';
import type { BookingSelection } from './booking-hash';

export interface StaySummaryProps {
  selection: BookingSelection;
  stay: { checkin: string; nights: number };
  detail: WeekendFullDetail | null | undefined;
  formatDay(day: string): string;
}

/**
 * What the traveller books: the offer and its hotel, the dates and nights, the party, the activities
 * with their chosen dates, and the extras the offer includes.
 */
export function StaySummary({ selection, stay, detail, formatDay }: StaySummaryProps) {
  const t = useTranslations('booking');
  const extras = (detail?.programLine ?? []).filter((line) => line.type === 'extra');
  return (
    <section aria-labelledby="booking-product" className="flex flex-col gap-3">
      {detail ? (
        <div className="flex flex-col gap-0.5">
          <h2 id="booking-product" className="text-lg font-bold text-brand-900">
            {detail.label}
          </h2>
          <p className="text-sm text-muted">
            {detail.hotel.label} · {detail.hotel.location.label}
          </p>
        </div>
      ) : (
        <h2 id="booking-product" className="text-lg font-bold text-brand-900">
          {t('selectionTitle')}
        </h2>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {detail ? (
          <>
            <dt className="text-muted">{t('room')}</dt>
            <dd>{detail.room.label}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t('dates')}</dt>
        <dd>{t('datesValue', { checkin: formatDay(stay.checkin), checkout: formatDay(addDaysToDay(stay.checkin, stay.nights)) })}</dd>
        <dt className="text-muted">{t('nightsLabel')}</dt>
        <dd>{t('nights', { count: stay.nights })}</dd>
        <dt className="text-muted">{t('party')}</dt>
        <dd>{t('partyValue', { adults: selection.party.adults, children: selection.party.children, babies: selection.party.babies })}</dd>
        {selection.activityDates.length > 0 ? (
          <>
            <dt className="text-muted">{t('activities')}</dt>
            <dd>
              <ul>
                {selection.activityDates.map((value) => {
                  const [activityId, date] = value.split('_');
                  const title = detail?.programLine.find((line) => String(line.activityId) === activityId)?.title ?? '';
                  return <li key={value}>{`${title} – ${formatDay(date ?? '')}`}</li>;
                })}
              </ul>
            </dd>
          </>
        ) : null}
        {extras.length > 0 ? (
          <>
            <dt className="text-muted">{t('extras')}</dt>
            <dd>
              <ul>
                {extras.map((line) => (
                  <li key={line.position}>{line.title}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
