'use client';

import type { ActivityDates, CancellationPolicy, QuoteErrorCode, Upsell, WeekendFullDetail } from '@escapade/contracts/product';
import { QUOTE_ERROR_CODES } from '@escapade/contracts/quote-errors';
import { GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN, effectiveGiftFormat, shouldFetchSleeves, shouldShowExtras } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import { isSingleVoucherAssigned } from '@escapade/domain/variations';
import { formatMoney, formatPriceDifference, priceMessage } from '@escapade/domain/price';
import { CHOOSE_TRAVEL_DATES_MESSAGE, selectActivityDate, stayCheckoutError } from '@escapade/domain/stay-checkout';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { DateRangePicker } from '../../components/calendar';
import { formatDay } from '../../components/calendar/calendar-model';
import { GiftCustomisation } from '../../components/gift/GiftCustomisation';
import { physicalFormatState } from '../../components/gift/physical-format';
import { PersonaliseGiftDrawer } from '../../components/gift/PersonaliseGiftDrawer';
import { HowItWorks } from '../../components/gift/HowItWorks';
import { PaxSelector } from '../../components/pax';
import { ActivityDatesFieldset } from '../../components/product/ActivityDatesFieldset';
import { CancellationWording } from '../../components/product/CancellationWording';
import { ExtrasSection } from '../../components/product/ExtrasSection';
import { PriceMessage } from '../../components/product/PriceMessage';
import { type ProductSectionId, useAreProductTabsHidden } from '../../components/product/ProductTabs';
import { MobileBookingBar } from '../../components/product/MobileBookingBar';
import { ProductDialog } from '../../components/product/ProductDialog';
import { StickyBookingBar } from '../../components/product/StickyBookingBar';
import { useCustomerCareMode } from '../../components/customer-care-mode/use-customer-care-mode';
import { useMarket } from '../../components/market-context';
import { recordEvent } from '../../lib/analytics';
import { ApiError } from '../../lib/api-transport';
import { browserProductApi } from '../../lib/api/product';
import type { ShellFlow } from '../../lib/flow-param';
import { recordVariationExposure, useVariation } from '../../lib/variations';
import { type GiftPanelState, giftBookingHref, giftCheckoutStep, giftPanelState, isGiftDrawerEnabled, pricedSleeveIds } from './gift-panel';
import { useDatedProductDetail, useProductCriteria, writeProductCriteria } from './product-criteria';
import type { ProductCriteria } from './product-hash';
import { useStayCalendar } from './use-stay-calendar';

export interface ProductBookingData {
  id: number;
  label: string;
  hotelId: number;
  hotelHref: string;
  nights: number;
  price: WeekendFullDetail['price'];
  activities: ActivityDates[];
  upsells: Upsell[];
  cancellationPolicy: CancellationPolicy;
  isSingleVoucherSellable: boolean;
}

export interface ProductBookingProps {
  product: ProductBookingData;
  flow: ShellFlow;
  /** The product path with `__ID__` for the id: extras move to another product. */
  productPathTemplate: string;
  bookingPath: string;
  /** The gift search (gifting flow): where a stay that cannot be offered sends the visitor. */
  giftSearchHref: string;
  /** This product in the booking flow: a stay that cannot be offered can still be booked. */
  bookingFlowHref: string;
  /** The page's tab sections, repeated in the desktop sticky booking bar. */
  sections: readonly ProductSectionId[];
}

function isQuoteErrorCode(code: string): code is QuoteErrorCode {
  return (QUOTE_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The booking panel: dates and party written to the hash, activity dates, extras, the price and
 * Book. In the gifting flow the dates give way to the gift customisation and single-voucher prices.
 */
export function ProductBooking({ product, flow, productPathTemplate, bookingPath, giftSearchHref, bookingFlowHref, sections }: ProductBookingProps) {
  const t = useTranslations('product');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const criteria = useProductCriteria(market.timeZone);
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const [draftCheckin, setDraftCheckin] = useState<string>();
  const [activityDates, setActivityDates] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [isBooking, setIsBooking] = useState(false);
  const [isStayDrawerOpen, setStayDrawerOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const singleVoucher = useVariation('single-voucher');
  const areTabsHidden = useAreProductTabsHidden(market.country);
  const [personalise, setPersonalise] = useState<'closed' | 'edit' | 'checkout'>('closed');
  const [isMessageSaved, setMessageSaved] = useState(false);
  const isGifting = flow === 'gifting';
  const hasGiftDrawer = isGiftDrawerEnabled({ isCustomerCareMode: useCustomerCareMode() });

  function changeCriteria(next: ProductCriteria) {
    setError(undefined);
    writeProductCriteria(next);
  }

  function selectDate(value: string) {
    setError(undefined);
    setActivityDates((current) => selectActivityDate(current, value));
  }

  const { stay, query: dated, detail } = useDatedProductDetail(product.id, locale, criteria, !isGifting);
  const calendar = useStayCalendar({ productId: product.id, hotelId: product.hotelId, locale, party: criteria.party, draftCheckin, enabled: isCalendarOpen && !isGifting });

  // A stay that does not sell single vouchers asks for nothing: the page says it cannot be offered.
  const mayOfferGift = isGifting && product.isSingleVoucherSellable;
  const giftNights = criteria.giftNights ?? Math.min(Math.max(product.nights, GIFT_NIGHTS_MIN), GIFT_NIGHTS_MAX);
  const shipping = useQuery({ queryKey: ['shipping-costs', locale], queryFn: ({ signal }) => browserProductApi.getShippingCosts(locale, signal), enabled: mayOfferGift, retry: false });
  const physical = physicalFormatState(market.features.physicalGift, shipping.status);
  const giftFormat = effectiveGiftFormat(criteria.giftFormat, physical === 'enabled');
  const sleeveIds = pricedSleeveIds(giftFormat, criteria.sleeves);
  const sleeves = useQuery({ queryKey: ['sleeves', locale], queryFn: ({ signal }) => browserProductApi.getSleeves(locale, signal), enabled: mayOfferGift && shouldFetchSleeves(giftFormat) });
  const voucherPrices = useQuery({
    queryKey: ['single-voucher-prices', product.id, locale, giftFormat, sleeveIds],
    queryFn: ({ signal }) => browserProductApi.getSingleVoucherPrices(product.id, { locale, giftFormat, sleeves: sleeveIds }, signal),
    enabled: mayOfferGift,
    // A sleeve or format change keeps the last total on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
  const gift = giftPanelState({ isSingleVoucherSellable: product.isSingleVoucherSellable, status: voucherPrices.status, prices: voucherPrices.data?.prices, nights: giftNights });
  const voucherPrice = gift.kind === 'priced' ? gift.price : undefined;
  // The gift goes to checkout at the price of what is chosen, not the last one still on screen.
  const canCheckoutGift = voucherPrice !== undefined && !voucherPrices.isPlaceholderData;
  const isGiftOffered = isGifting && gift.kind !== 'notGiftable';

  const price = isGifting ? null : stay ? (detail?.price ?? null) : product.price;
  const activities = stay ? (detail?.activities ?? []) : [];
  const upsells = stay ? (detail?.upsells ?? product.upsells) : product.upsells;
  const money = (cents: number) => formatMoney(cents, market.bcp47);
  const message = priceMessage({
    flow: isGifting ? 'gifting' : 'booking',
    isLoading: dated.isFetching,
    hasDates: stay !== undefined,
    promoPercent: price?.promoPercentageRounded ?? 0,
    moneySavedCents: price?.moneySaved ?? 0,
  });
  const unavailableMessage = stay && detail && !detail.price ? (detail.error && isQuoteErrorCode(detail.error.code) ? t(`quoteErrors.${detail.error.code}`) : t('quoteErrors.PACKAGE_NOT_AVAILABLE_CHECKIN')) : undefined;

  function quoteErrorText(quote: { bookable: boolean; error?: { code: string } | undefined }): string | undefined {
    if (quote.error) return isQuoteErrorCode(quote.error.code) ? t(`quoteErrors.${quote.error.code}`) : t('quoteError');
    if (!quote.bookable) return t('notBookable');
    return undefined;
  }

  function startGiftCheckout() {
    if (!voucherPrice || !canCheckoutGift) return;
    recordEvent({ event: 'add_to_cart', currency: 'EUR', value: voucherPrice.totalPrice / 100, items: [{ item_id: String(product.id), item_name: product.label, item_category: 'single_voucher', price: voucherPrice.totalPrice / 100, quantity: 1 }] }, locale);
    // The chosen sleeves go with the gift: the summary prices them again.
    window.location.assign(giftBookingHref(bookingPath, { productId: product.id, nights: giftNights, format: giftFormat, sleeves: criteria.sleeves }));
  }

  async function book() {
    setError(undefined);
    if (isGifting) {
      // Offered only once priced: no gift checkout without its price.
      if (!canCheckoutGift) return;
      // "Gifting checkout opens the personalise drawer, unless the single-voucher variation is
      // assigned, in which case it goes straight to checkout" (straight, too, in customer care mode).
      recordVariationExposure('single-voucher', singleVoucher, locale);
      if (giftCheckoutStep({ isSingleVoucherAssigned: isSingleVoucherAssigned(singleVoucher), isGiftDrawerEnabled: hasGiftDrawer }) === 'checkout') startGiftCheckout();
      else setPersonalise('checkout');
      return;
    }
    const missing = stayCheckoutError({ hasDates: stay !== undefined, activityIdsNeedingDates: activities.map((activity) => activity.activityId), selectedActivityDates: activityDates });
    if (missing || !stay) {
      setError(missing === CHOOSE_TRAVEL_DATES_MESSAGE || !stay ? t('chooseTravelDates') : t('chooseActivityDates'));
      return;
    }
    setIsBooking(true);
    try {
      const quote = await browserProductApi.getQuote(product.id, { locale, party: criteria.party, stay, activityDates });
      const failure = quoteErrorText(quote);
      if (failure || !quote.priceInfo) {
        setError(failure ?? t('quoteError'));
        return;
      }
      recordEvent({ event: 'add_to_cart', currency: 'EUR', value: quote.priceInfo.sellPrice / 100, items: [{ item_id: String(product.id), item_name: product.label, item_category: 'weekend', price: quote.priceInfo.sellPrice / 100, quantity: 1 }] }, locale);
      const hash = new URLSearchParams({
        id: String(product.id),
        offerId: String(quote.reservationCriteria.offerId),
        a: String(criteria.party.adults),
        c: String(criteria.party.children),
        b: String(criteria.party.babies),
        checkin: stay.checkin,
        night: String(stay.nights),
      });
      if (activityDates.length > 0) hash.set('activityDates', activityDates.join(','));
      window.location.assign(`${bookingPath}#${hash}`);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status === 400 ? t('notBookable') : t('quoteError'));
    } finally {
      setIsBooking(false);
    }
  }

  // The sticky bar's Book: without dates it brings the panel back and opens the calendar.
  function bookFromStickyBar() {
    if (!isGifting) panelRef.current?.scrollIntoView({ block: 'center' });
    if (!isGifting && !stay) {
      setCalendarOpen(true);
      return;
    }
    void book();
  }
  // The phone's bottom bar: without dates the calendar drawer, with them the short-stay drawer
  // (the stay, its activity dates and Book); a gift goes on as Book does.
  function proceedFromMobileBar() {
    if (isGifting) {
      void book();
      return;
    }
    if (!stay) {
      panelRef.current?.scrollIntoView({ block: 'center' });
      setCalendarOpen(true);
      return;
    }
    setStayDrawerOpen(true);
  }
  const people = criteria.party.adults + criteria.party.children + criteria.party.babies;
  const barPrice = isGifting ? voucherPrice && money(voucherPrice.totalPrice) : price && !unavailableMessage ? (stay ? money(price.sellPrice) : t('fromPrice', { price: money(price.sellPrice) })) : undefined;
  const longDay = (day: string) => formatDay(day, market.bcp47, { day: 'numeric', month: 'long', year: 'numeric' });
  const shortDay = (day: string) => formatDay(day, market.bcp47, { weekday: 'short', day: 'numeric', month: 'short' });
  const barSummary = isGifting
    ? t('giftPriceFor', { nights: giftNights })
    : stay
      ? t('stickyBar.stay', { checkin: shortDay(stay.checkin), checkout: shortDay(stay.checkout), people })
      : t('stickyBar.noDates');

  return (
    <div ref={panelRef} className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      {/* A stay that cannot be offered has no gift to proceed with: no bar with a Book button. */}
      {!isGifting || isGiftOffered ? (
        <>
          <StickyBookingBar sections={areTabsHidden ? [] : sections} price={barPrice} summary={barSummary} bookLabel={t('book')} onBook={bookFromStickyBar} isBooking={isBooking || (isGifting && !canCheckoutGift)} />
          <MobileBookingBar panelRef={panelRef} price={barPrice} summary={barSummary} label={t('bookingPanel')} buttonLabel={t('book')} onProceed={proceedFromMobileBar} isBusy={isBooking || (isGifting && !canCheckoutGift)} />
        </>
      ) : null}
      {!isGifting && stay ? (
        <ProductDialog title={t('stayDrawer.title')} open={isStayDrawerOpen} onOpenChange={setStayDrawerOpen}>
          <p className="font-semibold">{barSummary}</p>
          <ActivityDatesFieldset activities={activities} selected={activityDates} onSelect={selectDate} />
          {price && !unavailableMessage ? (
            <p className="text-2xl font-bold text-brand-900">{money(price.sellPrice)}</p>
          ) : unavailableMessage ? (
            <p className="font-semibold text-accent-800">{unavailableMessage}</p>
          ) : null}
          <CancellationWording policy={detail?.cancellationPolicy ?? product.cancellationPolicy} hasDates formatDay={longDay} />
          <BookAction error={error} label={t('book')} onBook={() => void book()} isBooking={isBooking} />
        </ProductDialog>
      ) : null}
      <h2 className="text-xl font-bold text-brand-900">{isGifting ? t('giftPanelTitle') : t('bookingPanelTitle')}</h2>
      {isGifting && !isGiftOffered ? null : isGifting ? (
        <>
          <GiftCustomisation
            productId={product.id}
            nights={giftNights}
            format={giftFormat}
            physical={physical}
            prices={voucherPrices.data?.prices ?? []}
            categories={giftFormat === 'physical' ? (sleeves.data?.availableCustomSubElements ?? []) : []}
            sleeves={criteria.sleeves}
            onChange={(change) => changeCriteria({ ...criteria, ...change })}
            onPersonalise={hasGiftDrawer ? () => setPersonalise('edit') : undefined}
            isMessageSaved={isMessageSaved}
          />
          {hasGiftDrawer ? (
            <PersonaliseGiftDrawer
              productId={product.id}
              open={personalise !== 'closed'}
              onOpenChange={(open) => {
                if (!open) setPersonalise('closed');
              }}
              purpose={personalise === 'checkout' ? 'checkout' : 'edit'}
              onSaved={() => {
                const next = personalise;
                setPersonalise('closed');
                setMessageSaved(true);
                if (next === 'checkout') startGiftCheckout();
              }}
            />
          ) : null}
          <HowItWorks />
        </>
      ) : (
        <>
          <DateRangePicker
            value={{ checkin: criteria.checkin, checkout: criteria.checkout }}
            onChange={(dates) => {
              setDraftCheckin(undefined);
              setActivityDates([]);
              changeCriteria({ ...criteria, ...(dates.checkin && dates.checkout ? { checkin: dates.checkin, checkout: dates.checkout } : { checkin: undefined, checkout: undefined }) });
            }}
            onDraftChange={(draft) => setDraftCheckin(draft.checkin && !draft.checkout ? draft.checkin : undefined)}
            timeZone={market.timeZone}
            availability={calendar.availability}
            loadedMonths={calendar.loadedMonths}
            onNeedMonths={calendar.onNeedMonths}
            possibleNights={calendar.possibleNights}
            {...(calendar.checkoutNights ? { checkoutNights: calendar.checkoutNights } : {})}
            isLoadingAvailability={calendar.isLoading}
            context="product"
            offerNights={product.nights}
            open={isCalendarOpen}
            onOpenChange={setCalendarOpen}
          />
          <PaxSelector value={criteria.party} onChange={(party) => changeCriteria({ ...criteria, party })} mode="stay" />
          <ActivityDatesFieldset activities={activities} selected={activityDates} onSelect={selectDate} />
        </>
      )}
      {(!isGifting || isGiftOffered) && shouldShowExtras(isGifting ? 'gifting' : 'booking', isGifting ? giftNights : undefined) && upsells.length > 0 ? (
        <ExtrasSection upsells={upsells} isGifting={isGifting} giftNights={giftNights} productPathTemplate={productPathTemplate} formatDifference={(cents) => formatPriceDifference(cents, market.bcp47)} />
      ) : null}
      <div aria-live="polite" aria-busy={isGifting && voucherPrices.isFetching} className="flex flex-col gap-1 rounded-xl bg-canvas p-3">
        {isGifting ? (
          <GiftPrice state={gift} nights={giftNights} money={money} giftSearchHref={giftSearchHref} bookingFlowHref={bookingFlowHref} onRetry={() => void voucherPrices.refetch()} />
        ) : unavailableMessage ? (
          <p className="font-semibold text-accent-800">{unavailableMessage}</p>
        ) : price ? (
          <>
            <p className="text-2xl font-bold text-brand-900" data-testid="product-price">
              {stay ? money(price.sellPrice) : t('fromPrice', { price: money(price.sellPrice) })}
            </p>
            <p className="text-sm text-muted">
              {t('priceFor', { nights: price.nights, people })} · {t('perNight', { price: money(price.pricePerNight) })}
            </p>
            {price.refPrice > price.sellPrice ? <p className="text-sm text-muted line-through">{money(price.refPrice)}</p> : null}
          </>
        ) : stay ? (
          <p className="text-sm text-muted">{t('loadingPrice')}</p>
        ) : null}
        <PriceMessage message={message} formatMoney={money} />
      </div>
      {!isGifting ? <CancellationWording policy={detail?.cancellationPolicy ?? product.cancellationPolicy} hasDates={stay !== undefined} formatDay={longDay} /> : null}
      {!isGifting || isGiftOffered ? <BookAction error={error} label={t('book')} onBook={() => void book()} isBooking={isBooking || (isGifting && !canCheckoutGift)} /> : null}
    </div>
  );
}

/**
 * The gift's price, or why there is none: the stay cannot be offered (with the way to the gift
 * search, and to booking it), the price failed (with a retry), or the chosen length has no price.
 */
function GiftPrice({ state, nights, money, giftSearchHref, bookingFlowHref, onRetry }: { state: GiftPanelState; nights: number; money(cents: number): string; giftSearchHref: string; bookingFlowHref: string; onRetry(): void }) {
  const t = useTranslations('product');
  switch (state.kind) {
    case 'priced':
      return (
        <>
          <p className="text-2xl font-bold text-brand-900" data-testid="product-price">
            {money(state.price.totalPrice)}
          </p>
          <p className="text-sm text-muted">{t('giftPriceFor', { nights })}</p>
          {state.price.shippingCost > 0 ? <p className="text-sm">{t('shippingCost', { amount: money(state.price.shippingCost) })}</p> : null}
        </>
      );
    case 'loading':
      return <p className="text-sm text-muted">{t('loadingPrice')}</p>;
    case 'failed':
      return (
        <>
          <p className="font-semibold text-accent-800">{t('giftPriceFailed')}</p>
          <button type="button" className="button-secondary self-start" onClick={onRetry}>
            {t('retry')}
          </button>
        </>
      );
    case 'nightsUnavailable':
      return <p className="font-semibold text-accent-800">{t('giftNightsUnavailable', { nights })}</p>;
    case 'notGiftable':
      return (
        <div data-testid="gift-not-offered" className="flex flex-col gap-2">
          <p className="font-semibold text-accent-800">{t('giftNotOffered')}</p>
          <Link prefetch={false} href={giftSearchHref} className="font-semibold text-brand-700 underline">
            {t('giftSearchLink')}
          </Link>
          <Link prefetch={false} href={bookingFlowHref} className="text-sm font-semibold text-brand-800 underline">
            {t('bookForYourself')}
          </Link>
        </div>
      );
  }
}

/** "Every activity needs a date": one select per activity of the stay, its dates in the stay. */
/** The panel's and the short-stay drawer's Book, with the message that stopped it. */
function BookAction({ error, label, onBook, isBooking }: { error: string | undefined; label: string; onBook(): void; isBooking: boolean }) {
  return (
    <>
      {error ? (
        <p role="alert" className="font-semibold text-accent-800">
          {error}
        </p>
      ) : null}
      <button type="button" className="button-primary w-full" onClick={onBook} disabled={isBooking}>
        {label}
      </button>
    </>
  );
}
