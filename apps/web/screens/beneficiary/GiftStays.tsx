'use client';

import type { BeneficiaryVoucher } from '@escapade/contracts/beneficiary';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { browserBeneficiaryApi } from '../../lib/api/beneficiary';
import { type BeneficiaryStay, type StaySelection, isSessionEnded, isVoucherAlreadyUsed, nextStaysPage, nightsFor } from './beneficiary-gift-model';
import { BOOKING_STEP_TITLE_ID } from './RedemptionForm';
import { StayDatesPicker } from './StayDatesPicker';

export interface GiftStaysProps {
  token: string;
  voucher: Pick<BeneficiaryVoucher, 'nights'>;
  selection: StaySelection | undefined;
  /** The stay whose calendar is open (the page reopens it when the nights are gone). */
  openOfferId: number | undefined;
  onOpenOfferChange(offerId: number | undefined): void;
  onChoose(stay: BeneficiaryStay, checkin: string): void;
  onSessionEnded(): void;
}

/** The query key of the voucher's stays (one list per session and language). */
export const staysQueryKey = (token: string, locale: string) => ['beneficiary-stays', token, locale] as const;

/**
 * The stays the voucher opens, a page at a time ("Load more"), each with its "Choose dates"
 * calendar. The stays loaded by "Load more" take the focus at their first title.
 */
export function GiftStays({ token, voucher, selection, openOfferId, onOpenOfferChange, onChoose, onSessionEnded }: GiftStaysProps) {
  const t = useTranslations('beneficiary.stays');
  const tGift = useTranslations('beneficiary.gift');
  const { locale } = useMarket();
  const headingId = useId();
  const stays = useInfiniteQuery({
    queryKey: staysQueryKey(token, locale),
    queryFn: ({ pageParam, signal }) => browserBeneficiaryApi.getStays(token, { locale, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextStaysPage(lastPage, pages),
    retry: (count, error) => !isSessionEnded(error) && !isVoucherAlreadyUsed(error) && count < 1,
  });
  const items = stays.data?.pages.flatMap((page) => page.exactMatch) ?? [];
  const totalCount = stays.data?.pages[0]?.searchDetails.totalCount;

  const hasSessionEnded = isSessionEnded(stays.error);
  useEffect(() => {
    if (hasSessionEnded) onSessionEnded();
  }, [hasSessionEnded, onSessionEnded]);

  // "Load more": the first stay of the new page gets the focus once it is on screen.
  const listRef = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number>();
  useEffect(() => {
    if (focusIndex === undefined || items.length <= focusIndex) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-stay-title]')[focusIndex]?.focus();
    setFocusIndex(undefined);
  }, [focusIndex, items.length]);

  async function loadMore() {
    const before = items.length;
    const result = await stays.fetchNextPage();
    if (!result.isError) setFocusIndex(before);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {t('title')}
          {totalCount !== undefined ? <span className="ml-2 text-base font-semibold text-muted">{t('count', { count: totalCount })}</span> : null}
        </h2>
        <p className="text-muted">{t('intro')}</p>
      </div>
      {stays.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('loading')}
        </p>
      ) : null}
      {/* Used meanwhile (on another tab or device): its stays are closed. */}
      {isVoucherAlreadyUsed(stays.error) ? (
        <p role="status" className="rounded-card bg-white p-4 font-semibold text-brand-900 ring-1 ring-line">
          {tGift('closed.REDEEMED')}
        </p>
      ) : null}
      {stays.isError && items.length === 0 && !hasSessionEnded && !isVoucherAlreadyUsed(stays.error) ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 rounded-card bg-white p-4 font-semibold text-brand-900 ring-1 ring-line">
          {t('failed')}
          <button type="button" className="underline underline-offset-2" onClick={() => void stays.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {stays.isSuccess && items.length === 0 ? <p className="rounded-card bg-white p-4 ring-1 ring-line">{t('empty')}</p> : null}
      {items.length > 0 ? (
        <ul ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={stays.isFetching} data-testid="beneficiary-stays">
          {items.map((stay) => (
            <li key={stay.id} data-testid="beneficiary-stay">
              <StayItem
                stay={stay}
                nights={nightsFor(voucher, stay)}
                checkin={selection?.stay.id === stay.id ? selection.checkin : undefined}
                isCalendarOpen={openOfferId === stay.id}
                onCalendarOpenChange={(open) => onOpenOfferChange(open ? stay.id : undefined)}
                onChoose={(checkin) => onChoose(stay, checkin)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {stays.isError && items.length > 0 && !hasSessionEnded ? (
        <p role="alert" className="text-sm font-semibold text-brand-900">
          {t('failed')}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => void stays.fetchNextPage()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {stays.hasNextPage ? (
        <button type="button" className="button-secondary self-center" onClick={() => void loadMore()} disabled={stays.isFetchingNextPage}>
          {stays.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </button>
      ) : null}
    </section>
  );
}

interface StayItemProps {
  stay: BeneficiaryStay;
  nights: number;
  checkin: string | undefined;
  isCalendarOpen: boolean;
  onCalendarOpenChange(open: boolean): void;
  onChoose(checkin: string): void;
}

/** A stay: its picture, hotel, name, nights and programme, and its "Choose dates" calendar. */
function StayItem({ stay, nights, checkin, isCalendarOpen, onCalendarOpenChange, onChoose }: StayItemProps) {
  const t = useTranslations('beneficiary.stays');
  const titleId = useId();
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ${checkin ? 'ring-2 ring-brand-700' : 'ring-line'}`}>
      <img src={stay.imagesBySize['640_360']} alt="" width={640} height={360} loading="lazy" decoding="async" className="aspect-[16/9] w-full bg-brand-100 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{stay.hotel.label}</span>
          {stay.hotel.stars ? (
            <>
              {' '}
              <span role="img" aria-label={t('stars', { count: stay.hotel.stars })} className="text-accent-700">
                {'★'.repeat(stay.hotel.stars)}
              </span>
            </>
          ) : null}
          {' · '}
          {stay.hotel.location.label}
        </p>
        <h3 id={titleId} tabIndex={-1} data-stay-title className="font-bold text-brand-900 outline-none focus-visible:underline">
          {stay.label}
        </h3>
        <p className="text-sm text-muted">{t('nights', { count: nights })}</p>
        {stay.shortProgramIntroWithoutRoom ? <p className="line-clamp-3 text-sm text-muted">{stay.shortProgramIntroWithoutRoom}</p> : null}
        <div className="mt-auto pt-2">
          <StayDatesPicker
            hotelId={stay.hotel.id}
            offerId={stay.id}
            nights={nights}
            checkin={checkin}
            open={isCalendarOpen}
            onOpenChange={onCalendarOpenChange}
            onChoose={onChoose}
            describedBy={titleId}
            focusAfterChoiceId={BOOKING_STEP_TITLE_ID}
          />
        </div>
      </div>
    </article>
  );
}
