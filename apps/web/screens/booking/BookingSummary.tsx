'use client';

import { QUOTE_ERROR_CODES, type QuoteErrorCode } from '@escapade/contracts/quote-errors';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatDay } from '../../components/calendar/calendar-model';
import { useMarket } from '../../components/market-context';
import { CancellationWording } from '../../components/product/CancellationWording';
import { browserProductApi } from '../../lib/api/product';
import { type BookingSelection, parseBookingHash } from './booking-hash';

function isQuoteErrorCode(code: string): code is QuoteErrorCode {
  return (QUOTE_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The booking summary, the stay's checkout entry: the selection of the hash re-quoted on the server.
 * The layout puts the simplified header over it (its back arrow returns to the product page with
 * the criteria).
 */
export function BookingSummary() {
  const t = useTranslations('booking');
  const tQuote = useTranslations('product.quoteErrors');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const [selection, setSelection] = useState<BookingSelection | null>();
  useEffect(() => setSelection(parseBookingHash(window.location.hash) ?? null), []);

  const detail = useQuery({
    queryKey: ['booking-detail', selection?.id, locale],
    queryFn: ({ signal }) => browserProductApi.getDetail(selection?.id ?? 0, { locale, party: selection?.party ?? { adults: 2, children: 0, babies: 0 } }, signal),
    enabled: Boolean(selection),
  });
  const quote = useQuery({
    queryKey: ['booking-quote', selection],
    queryFn: ({ signal }) =>
      selection?.stay ? browserProductApi.getQuote(selection.offerId, { locale, party: selection.party, stay: selection.stay, activityDates: selection.activityDates }, signal) : null,
    enabled: Boolean(selection?.stay),
  });
  const voucher = useQuery({
    queryKey: ['booking-voucher', selection],
    queryFn: ({ signal }) => browserProductApi.getSingleVoucherPrices(selection?.id ?? 0, { locale, giftFormat: selection?.gift?.format ?? 'digital', sleeves: [] }, signal),
    enabled: Boolean(selection?.gift),
  });

  const money = (cents: number) => formatMoney(cents, market.bcp47);
  const day = (value: string) => formatDay(value, market.bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const giftPrice = selection?.gift ? voucher.data?.prices.find((price) => price.nights === selection.gift?.nights) : undefined;
  const quoteError = quote.data && (quote.data.error || !quote.data.bookable) ? (quote.data.error && isQuoteErrorCode(quote.data.error.code) ? tQuote(quote.data.error.code) : t('notBookable')) : undefined;

  return (
    <div className="flex flex-1 flex-col bg-canvas">
      <div className="container-page flex w-full max-w-2xl flex-col gap-5 py-8">
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        {selection === null ? <p role="alert">{t('missingSelection')}</p> : null}
        {detail.data ? (
          <section aria-labelledby="booking-product" className="flex flex-col gap-1 rounded-card bg-white p-4 shadow-card">
            <h2 id="booking-product" className="text-xl font-semibold text-brand-900">
              {detail.data.label}
            </h2>
            <p className="text-muted">
              {detail.data.hotel.label} · {detail.data.hotel.location.label}
            </p>
          </section>
        ) : null}
        {selection ? (
          <section aria-labelledby="booking-selection" className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
            <h2 id="booking-selection" className="text-lg font-semibold text-brand-900">
              {t('selectionTitle')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {selection.stay ? (
                <>
                  <dt className="text-muted">{t('dates')}</dt>
                  <dd>{t('datesValue', { checkin: day(selection.stay.checkin), checkout: day(addDaysToDay(selection.stay.checkin, selection.stay.nights)) })}</dd>
                  <dt className="text-muted">{t('nightsLabel')}</dt>
                  <dd>{t('nights', { count: selection.stay.nights })}</dd>
                </>
              ) : null}
              {selection.gift ? (
                <>
                  <dt className="text-muted">{t('giftLabel')}</dt>
                  <dd>{`${t('giftValue', { count: selection.gift.nights })}, ${selection.gift.format === 'physical' ? t('formatPhysical') : t('formatDigital')}`}</dd>
                </>
              ) : null}
              <dt className="text-muted">{t('party')}</dt>
              <dd>{t('partyValue', { adults: selection.party.adults, children: selection.party.children, babies: selection.party.babies })}</dd>
              {selection.activityDates.length > 0 ? (
                <>
                  <dt className="text-muted">{t('activities')}</dt>
                  <dd>
                    <ul>
                      {selection.activityDates.map((value) => {
                        const [activityId, date] = value.split('_');
                        const title = detail.data?.programLine.find((line) => String(line.activityId) === activityId)?.title ?? '';
                        return <li key={value}>{`${title} – ${day(date ?? '')}`}</li>;
                      })}
                    </ul>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="booking-price" aria-busy={quote.isFetching || voucher.isFetching} className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card">
          <h2 id="booking-price" className="text-lg font-semibold text-brand-900">
            {t('priceTitle')}
          </h2>
          {quote.isFetching || voucher.isFetching ? <p className="text-muted">{t('loading')}</p> : null}
          {quote.isError || voucher.isError ? <p role="alert">{t('quoteError')}</p> : null}
          {quoteError ? <p role="alert">{quoteError}</p> : null}
          {quote.data?.priceInfo && !quoteError ? (
            <>
              <p className="flex justify-between text-xl font-bold text-brand-900">
                <span>{t('total')}</span>
                <span data-testid="booking-total">{money(quote.data.priceInfo.sellPrice)}</span>
              </p>
              {quote.data.amountToPayToday !== null ? (
                <p className="flex justify-between">
                  <span>{t('payToday')}</span>
                  <span>{money(quote.data.amountToPayToday)}</span>
                </p>
              ) : null}
              {quote.data.localTaxTotalAmount > 0 ? (
                <p className="flex justify-between text-sm text-muted">
                  <span>{t('localTax')}</span>
                  <span>{money(quote.data.localTaxTotalAmount)}</span>
                </p>
              ) : null}
              <CancellationWording policy={quote.data.cancellationPolicy} hasDates formatDay={day} />
            </>
          ) : null}
          {giftPrice ? (
            <p className="flex justify-between text-xl font-bold text-brand-900">
              <span>{t('total')}</span>
              <span data-testid="booking-total">{money(giftPrice.totalPrice)}</span>
            </p>
          ) : null}
          <p className="text-sm text-muted">{t('checkoutLater')}</p>
        </section>
      </div>
    </div>
  );
}
