'use client';

import { cancellationInfo } from '@escapade/domain/cards';
import { dayToUtcNoon } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import type { Party } from '@escapade/domain/pax';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@escapade/domain/price';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { browserHotelApi } from '../../lib/api/hotel';
import { DialogHeader, SheetDialog } from '../ui/Dialog';
import { OfferPrice } from './OfferPrice';
import type { OfferView } from './offers-model';

export interface OfferDetailModalProps {
  offer: OfferView;
  roomLabel: string;
  locale: Locale;
  party: Party;
  stay: { checkin: string; nights: number } | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  bookHref: string | undefined;
  bookLabel: string;
  onSeeAvailability(): void;
}

/**
 * "Offer detail modal (bottom drawer on mobile, centred modal on desktop): program, activity
 * dates, cancellation policy, price, Book button." The activity dates of a dated stay come from
 * the offer's full detail.
 */
export function OfferDetailModal(props: OfferDetailModalProps) {
  const { offer, roomLabel, locale, party, stay, open, onOpenChange, bookHref, bookLabel, onSeeAvailability } = props;
  const t = useTranslations('hotel');
  const format = useFormatter();
  const bcp47 = useLocale();
  const hasDates = stay !== undefined;
  const needsActivityDates = offer.availability?.programLineList.some((line) => line.needsDate) ?? false;
  const detail = useQuery({
    queryKey: ['offer-detail', offer.id, locale, party, stay],
    queryFn: ({ signal }) =>
      browserHotelApi.getOfferDetail(offer.id, { locale, adult: party.adults, child: party.children, baby: party.babies, stay }, signal),
    enabled: open && hasDates && needsActivityDates,
    retry: false,
  });
  const formatDay = (day: string) => format.dateTime(dayToUtcNoon(day), { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const cancellation = cancellationInfo(hasDates, offer.cancellationPolicy);
  const lines = offer.availability?.programLineList;

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} className="bg-white md:w-[40rem]">
      <DialogHeader
        title={offer.label}
        subtitle={<p className="text-sm text-muted">{roomLabel}</p>}
        closeLabel={t('close')}
        className="flex items-start justify-between gap-3 border-b border-line px-5 py-3"
      />
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
        <section className="flex flex-col gap-2">
          <h3 className="font-bold text-brand-900">{t('program')}</h3>
          {offer.shortProgram ? <p className="text-sm text-muted">{offer.shortProgram}</p> : null}
          <ul className="flex flex-col gap-2">
            {lines
              ? lines.map((line) => (
                  <li key={`${line.position}-${line.title}`} className="text-sm">
                    <span className="font-semibold">{line.title}</span>
                    {line.schedules ? <span className="text-muted"> · {line.schedules}</span> : null}
                    {line.detailList.length > 0 ? <span className="block text-muted">{line.detailList.join(' · ')}</span> : null}
                  </li>
                ))
              : offer.programLineTitles.map((title) => (
                  <li key={title} className="text-sm font-semibold">
                    {title}
                  </li>
                ))}
          </ul>
        </section>
        {needsActivityDates ? (
          <section className="flex flex-col gap-2">
            <h3 className="font-bold text-brand-900">{t('activityDates')}</h3>
            {detail.data ? (
              detail.data.activities.map((activity) => (
                <div key={activity.activityId} className="text-sm">
                  <p className="font-semibold">{activity.title}</p>
                  <p className="text-muted">{activity.dates.map((date) => formatDay(date.date)).join(', ')}</p>
                </div>
              ))
            ) : detail.isFetching ? (
              <p className="text-sm text-muted">{t('loading')}</p>
            ) : (
              <ul className="text-sm font-semibold">
                {lines?.filter((line) => line.needsDate).map((line) => <li key={`${line.position}-${line.title}`}>{line.title}</li>)}
              </ul>
            )}
            <p className="text-sm text-muted">{t('activityDatesHint')}</p>
          </section>
        ) : null}
        <section className="flex flex-col gap-2">
          <h3 className="font-bold text-brand-900">{t('cancellationPolicy')}</h3>
          <p className="text-sm">
            {cancellation.kind === 'modifiableUntil'
              ? offer.cancellationPolicy.type === 'PARTIALLY_REFUNDABLE'
                ? t('partiallyRefundableUntil', { date: formatDay(cancellation.deadline) })
                : t('modifiableUntil', { date: formatDay(cancellation.deadline) })
              : cancellation.kind === 'addDates'
                ? t('cancellationAddDates')
                : t('nonRefundable')}
          </p>
          {hasDates && offer.availability && offer.availability.localTaxTotalAmount > 0 ? (
            <p className="text-sm text-muted">{t('localTax', { amount: formatMoney(offer.availability.localTaxTotalAmount, bcp47) })}</p>
          ) : null}
        </section>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-canvas px-5 py-3 md:rounded-b-card">
        <OfferPrice price={offer.price} hasDates={hasDates} party={party} />
        {bookHref ? (
          <a href={bookHref} className="button-primary">
            {bookLabel}
          </a>
        ) : (
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              onOpenChange(false);
              onSeeAvailability();
            }}
          >
            {t('seeAvailability')}
          </button>
        )}
      </div>
    </SheetDialog>
  );
}
