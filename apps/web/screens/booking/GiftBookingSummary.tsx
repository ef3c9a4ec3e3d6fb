'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMarket } from '../../components/market-context';
import { browserProductApi } from '../../lib/api/product';
import type { BookingSelection } from './booking-hash';

/**
 * A gift stay's summary (hash giftNights, giftFormat): the voucher and its price. Its payment comes
 * with the gift purchases.
 */
export function GiftBookingSummary({ selection, gift }: { selection: BookingSelection; gift: NonNullable<BookingSelection['gift']> }) {
  const t = useTranslations('booking');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const detail = useQuery({
    queryKey: ['booking-detail', selection.id, locale],
    queryFn: ({ signal }) => browserProductApi.getDetail(selection.id, { locale, party: selection.party }, signal),
  });
  const voucher = useQuery({
    queryKey: ['booking-voucher', selection.id, locale, gift.format],
    queryFn: ({ signal }) => browserProductApi.getSingleVoucherPrices(selection.id, { locale, giftFormat: gift.format, sleeves: [] }, signal),
  });
  const giftPrice = voucher.data?.prices.find((price) => price.nights === gift.nights);

  return (
    <>
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
      <section aria-labelledby="booking-selection" className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
        <h2 id="booking-selection" className="text-lg font-semibold text-brand-900">
          {t('selectionTitle')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted">{t('giftLabel')}</dt>
          <dd>{`${t('giftValue', { count: gift.nights })}, ${gift.format === 'physical' ? t('formatPhysical') : t('formatDigital')}`}</dd>
          <dt className="text-muted">{t('party')}</dt>
          <dd>{t('partyValue', { adults: selection.party.adults, children: selection.party.children, babies: selection.party.babies })}</dd>
        </dl>
      </section>
      <section aria-labelledby="booking-price" aria-busy={voucher.isFetching} className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card">
        <h2 id="booking-price" className="text-lg font-semibold text-brand-900">
          {t('priceTitle')}
        </h2>
        {voucher.isFetching ? <p className="text-muted">{t('loading')}</p> : null}
        {voucher.isError ? <p role="alert">{t('quoteError')}</p> : null}
        {giftPrice ? (
          <p className="flex justify-between text-xl font-bold text-brand-900">
            <span>{t('total')}</span>
            <span data-testid="booking-total">{formatMoney(giftPrice.totalPrice, market.bcp47)}</span>
          </p>
        ) : null}
        <p className="text-sm text-muted">{t('checkoutLater')}</p>
      </section>
    </>
  );
}
