'use client';

import { GIFT_ADULTS, GIFT_FORMATS, type GiftFormat, type SleeveSelection } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import { VOUCHER_VALIDITY_MONTHS } from '@escapade/domain/voucher';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { marketPathFromHome } from '../../components/checkout/checkout-paths';
import { readGiftMessage, type StoredGiftMessage } from '../../components/gift/gift-message-storage';
import { useMarket } from '../../components/market-context';
import { browserProductApi } from '../../lib/api/product';
import { GiftCheckout } from '../gift-checkout/GiftCheckout';
import { giftFormatFor, giftHashWith, initialGiftDetails, sleeveIdsOf } from '../gift-checkout/gift-checkout-model';
import { usePhysicalGift } from '../gift-checkout/gift-queries';
import { GiftSummary } from '../gift-checkout/GiftSummary';
import type { BookingSelection } from './booking-hash';

/**
 * The gift stay's checkout (hash id, offerId, giftNights, giftFormat, sleeves): the single voucher
 * for 2 people priced by the API, its format and sleeves (kept in the hash as they change), then
 * the gift checkout. A stay that cannot be offered says so, with the way back to it.
 */
export function GiftBookingSummary({ selection, gift }: { selection: BookingSelection; gift: NonNullable<BookingSelection['gift']> }) {
  const t = useTranslations('giftCheckout');
  const { locale, homeHref } = useMarket();
  const market = MARKETS[locale];
  const physical = usePhysicalGift(true);
  const [requested, setRequested] = useState<GiftFormat>(gift.format);
  const [sleeves, setSleeves] = useState<SleeveSelection>(gift.sleeves);
  const format = giftFormatFor(requested, physical.status);
  const detail = useQuery({
    queryKey: ['booking-detail', selection.id, locale],
    queryFn: ({ signal }) => browserProductApi.getDetail(selection.id, { locale, party: selection.party }, signal),
  });
  const prices = useQuery({
    queryKey: ['single-voucher-prices', selection.id, locale, format, []],
    queryFn: ({ signal }) => browserProductApi.getSingleVoucherPrices(selection.id, { locale, giftFormat: format ?? 'digital', sleeves: [] }, signal),
    enabled: format !== undefined,
  });
  const price = prices.data?.prices.find((entry) => entry.nights === gift.nights);
  const [stored, setStored] = useState<StoredGiftMessage>();
  useEffect(() => setStored(readGiftMessage(localStorage, selection.id)), [selection.id]);

  function change(next: { format?: GiftFormat; sleeves?: SleeveSelection }) {
    const giftFormat = next.format ?? requested;
    const chosen = next.sleeves ?? sleeves;
    setRequested(giftFormat);
    setSleeves(chosen);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${giftHashWith(hash, { giftFormat, sleeves: chosen })}`);
  }

  const productHref = `${marketPathFromHome(homeHref, locale, { screen: 'product', rest: [String(selection.id)] })}?flow=gifting#${new URLSearchParams({ giftNights: String(gift.nights), giftFormat: format ?? requested })}`;
  if (detail.isError || prices.isError) return <p role="alert">{t('loadError')}</p>;
  if (!detail.data || !prices.data || format === undefined) return <p role="status">{t('loading')}</p>;
  if (!price) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-white p-4 shadow-card">
        <p className="font-semibold text-brand-900">{t('notOffered')}</p>
        <a href={productHref} className="button-secondary">
          {t('backToProduct')}
        </a>
      </div>
    );
  }
  const product = detail.data;
  const image = product.images[0]?.['640_360'];
  return (
    <GiftCheckout
      purchase={{ kind: 'singleVoucher', offerId: selection.offerId, nights: gift.nights, format, sleeveIds: sleeveIdsOf(sleeves) }}
      productCents={price.sellPrice}
      productLineLabel={t('lines.singleVoucher')}
      summary={
        <GiftSummary
          title={product.label}
          subtitle={`${product.hotel.label} · ${product.hotel.location.label}`}
          imageUrl={image}
          facts={[
            { label: t('facts.stay'), value: t('nightsFor', { count: gift.nights, adults: GIFT_ADULTS }), testId: 'gift-nights' },
            { label: t('facts.validity'), value: t('validityMonths', { months: VOUCHER_VALIDITY_MONTHS.SINGLE_VOUCHER }) },
          ]}
        />
      }
      analytics={{ itemId: String(selection.id), label: product.label }}
      formatControls={{ formats: GIFT_FORMATS, onFormatChange: (next) => change({ format: next }), sleeves, onSleevesChange: (next) => change({ sleeves: next }) }}
      physical={physical}
      initialDetails={initialGiftDetails(market.country, stored)}
      back={{ href: productHref, label: t('backToProduct') }}
      totalTestId="booking-total"
    />
  );
}
