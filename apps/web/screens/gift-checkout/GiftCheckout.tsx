'use client';

import type { Buyer, CreateOrderRequest, GiftDetails } from '@escapade/contracts/checkout';
import { type GiftFormat, type SleeveSelection } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import type { PaymentMethod } from '@escapade/domain/order';
import { formatMoney } from '@escapade/domain/price';
import { DELIVERY_WORKING_DAYS_MAX, DELIVERY_WORKING_DAYS_MIN } from '@escapade/domain/voucher';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { formatDay } from '../../components/calendar/calendar-model';
import { buyerFieldOfProblem } from '../../components/checkout/buyer-errors';
import { CheckoutFooter } from '../../components/checkout/CheckoutFooter';
import { useCheckoutLinks } from '../../components/checkout/checkout-paths';
import { giftCardShareOf, isGiftCardProblem } from '../../components/checkout/gift-card-payment';
import { GiftCardPaymentField, useGiftCardPayment } from '../../components/checkout/GiftCardPaymentField';
import { GiftCardShareLines } from '../../components/checkout/GiftCardShareLines';
import { type ConsentErrors, type ConsentValues, LegalConsent, missingConsents } from '../../components/checkout/LegalConsent';
import { analyticsClientId } from '../../components/checkout/order-submission';
import { paymentOptionsOf } from '../../components/checkout/payment-options';
import { PaymentMethodChoice } from '../../components/checkout/PaymentMethodChoice';
import { PriceChangeDialog } from '../../components/checkout/PriceChangeDialog';
import { type PriceLine, PriceLines } from '../../components/checkout/PriceLines';
import { TravellerFields, useTravellerForm } from '../../components/checkout/TravellerForm';
import { useOrderSubmission } from '../../components/checkout/use-order-submission';
import { WalletCheckoutDialog } from '../../components/checkout/WalletCheckoutDialog';
import { useMarket } from '../../components/market-context';
import { recordEvent } from '../../lib/analytics';
import {
  GIFT_IS_PACKAGE_TRAVEL,
  type GiftDetailsValues,
  type GiftPurchase,
  giftAnalyticsItem,
  giftDetailsFieldOfProblem,
  giftDetailsOf,
  giftOrderRequest,
  giftShippingCents,
  giftTotalOf,
  hasGiftFormats,
  isPhysicalPurchase,
  pricedSleevesOf,
} from './gift-checkout-model';
import { DeliveryAddressFields, PersonalisationFields, RecipientFields, useGiftDetailsForm } from './GiftDetailsFields';
import { GiftFormatChoice } from './GiftFormatChoice';
import type { PhysicalGift } from './gift-queries';
import { useSleeveCategories } from './gift-queries';

/** Card and wallet: no pay-later and no insurance for a gift. */
const PAYMENT_OPTIONS = paymentOptionsOf({});

export const GIFT_CARD_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-6';

export interface GiftFormatControls {
  /** The formats this gift exists in. */
  formats: readonly GiftFormat[];
  /** Each format's name for this gift (a box's digital format is an e-box); the gift stay's by default. */
  formatLabels?: Readonly<Record<GiftFormat, string>> | undefined;
  onFormatChange(format: GiftFormat): void;
  sleeves: SleeveSelection;
  onSleevesChange(selection: SleeveSelection): void;
}

export interface GiftCheckoutProps {
  /** What is bought, in the format the checkout sells (digital when physical is not offered). */
  purchase: GiftPurchase;
  /** The gift's own price (cents), before its sleeves and shipping. */
  productCents: number;
  productLineLabel: string;
  /** What is offered, at the top of the summary (title, picture, what it includes). */
  summary: ReactNode;
  analytics: { itemId: string; label: string };
  /** A single voucher or a box: its format and sleeves can still change here. */
  formatControls?: GiftFormatControls | undefined;
  /** The physical format's availability and shipping costs (a gift that has formats). */
  physical?: PhysicalGift | undefined;
  /** The sender's words and the recipient the gift page stored, the market's country. */
  initialDetails: GiftDetailsValues;
  /** Where a gift no longer sold leads. */
  back: { href: string; label: string };
  /** `data-testid` of the summary's total. */
  totalTestId?: string;
}

/**
 * The gift checkout, for the four gifts: the gift and its price (sleeves and shipping included),
 * its format, the sender's words, the recipient (the beneficiary's e-mail or the buyer's own), the
 * delivery address of a physical gift, the buyer, a gift card, the card or the wallet, the sales
 * conditions, the total and Pay. Fields are checked on blur and everything on Pay, the first error
 * focused; a refused order says why (a new total, the gift no longer sold, a field).
 */
export function GiftCheckout({ purchase, productCents, productLineLabel, summary, analytics, formatControls, physical, initialDetails, back, totalTestId = 'gift-checkout-total' }: GiftCheckoutProps) {
  const tg = useTranslations('giftCheckout');
  const tGift = useTranslations('gift');
  const tc = useTranslations('checkout');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const money = (cents: number) => formatMoney(cents, market.bcp47);
  const links = useCheckoutLinks();
  const walletName = tc('payment.walletName');

  // --- the price: the gift, its sleeves, its shipping to the delivery country ----------------------
  const isPhysical = isPhysicalPurchase(purchase);
  const categories = useSleeveCategories(isPhysical);
  // Sleeves go only with the physical format.
  const sleeves = formatControls && isPhysical ? pricedSleevesOf(categories, formatControls.sleeves) : [];
  const isPricingSleeves = isPhysical && hasGiftFormats(purchase) && purchase.sleeveIds.length > 0 && !categories;
  const details = useGiftDetailsForm(initialDetails, isPhysical);
  const deliveryCountry = details.watch('address.country');
  const recipient = details.watch('recipient');
  const formatLabel = (format: GiftFormat) => formatControls?.formatLabels?.[format] ?? tGift(`format.${format}`);
  const shippingCents = giftShippingCents(physical?.costs, market.country, deliveryCountry, isPhysical);
  const gift = giftTotalOf({ productCents, sleeves, shippingCents, isPhysical });
  const [acceptedPrice, setAcceptedPrice] = useState<{ forTotal: number; expectedAmount: number }>();
  const totalCents = acceptedPrice?.forTotal === gift.totalCents ? acceptedPrice.expectedAmount : gift.totalCents;
  const countryName = new Intl.DisplayNames([market.bcp47], { type: 'region' }).of(deliveryCountry) ?? deliveryCountry;
  const priceLines: PriceLine[] = [
    { id: 'gift', label: productLineLabel, amountCents: productCents },
    ...sleeves.map((sleeve) => ({ id: `sleeve-${sleeve.id}`, label: tg('sleeveLine', { name: sleeve.name }), amountCents: sleeve.priceCents, isAddition: true })),
    ...(isPhysical ? [{ id: 'shipping', label: tg('shippingLine', { country: countryName }), amountCents: shippingCents, isAddition: true }] : []),
    ...(totalCents !== gift.totalCents ? [{ id: 'priceChange', label: tc('total.priceChange'), amountCents: totalCents - gift.totalCents, isAddition: true }] : []),
  ];

  // --- analytics: each once per page view -----------------------------------------------------------
  const item = giftAnalyticsItem(purchase, analytics.itemId, analytics.label, gift.totalCents);
  const hasBegun = useRef(false);
  useEffect(() => {
    if (hasBegun.current) return;
    hasBegun.current = true;
    recordEvent({ event: 'begin_checkout', currency: 'EUR', value: item.price, items: [item] }, locale);
  }, [item, locale]);
  const hasPaymentInfo = useRef(false);
  const [method, setMethod] = useState<PaymentMethod>();
  function chooseMethod(next: PaymentMethod) {
    setMethod(next);
    setServerErrors(({ method: _, ...rest }) => rest);
    if (hasPaymentInfo.current) return;
    hasPaymentInfo.current = true;
    recordEvent({ event: 'add_payment_info', currency: 'EUR', value: item.price, payment_type: next, items: [item] }, locale);
  }

  // --- the form ------------------------------------------------------------------------------------
  const buyerForm = useTravellerForm();
  const giftCard = useGiftCardPayment();
  const submission = useOrderSubmission({ confirmationPath: links.confirmationPath });
  const giftCardShare = giftCardShareOf(submission.order);
  const [consents, setConsents] = useState<ConsentValues>({ salesConditions: false, packageTravelInformation: false });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [hasErrorSummary, setHasErrorSummary] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ method?: string; consents?: ConsentErrors }>({});
  const [walletOrder, setWalletOrder] = useState<CreateOrderRequest>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const methodError = serverErrors.method ?? (isSubmitted && !method ? tc('errors.chooseMethod') : undefined);
  const consentErrors: ConsentErrors = {
    ...(isSubmitted && missingConsents(consents, GIFT_IS_PACKAGE_TRAVEL).length > 0 ? { salesConditions: tc('errors.acceptSalesConditions') } : {}),
    ...serverErrors.consents,
  };

  // The first error of the page gets the focus once it is on screen.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // A 400 names the fields: each error goes on its field (the wallet's refusals too).
  const failure = submission.failure;
  const { setError: setBuyerError } = buyerForm;
  const { setError: setDetailsError } = details;
  const refuseGiftCard = giftCard.refuse;
  useEffect(() => {
    if (failure?.kind !== 'invalid') return;
    const next: typeof serverErrors = {};
    for (const problem of failure.fields) {
      const buyerField = buyerFieldOfProblem(problem.field);
      const giftField = giftDetailsFieldOfProblem(problem.field);
      if (buyerField) setBuyerError(buyerField, { type: 'server', message: problem.message });
      else if (giftField) setDetailsError(giftField, { type: 'server', message: problem.message });
      else if (isGiftCardProblem(problem.field)) refuseGiftCard();
      else if (problem.field === 'paymentMethod') next.method = tc('errors.chooseMethod');
      else if (problem.field === 'consents.salesConditions') next.consents = { salesConditions: tc('errors.acceptSalesConditions') };
    }
    setServerErrors(next);
    setHasErrorSummary(true);
    setFocusRequest((count) => count + 1);
  }, [failure, setBuyerError, setDetailsError, refuseGiftCard, tc]);
  const hasUnplacedProblem =
    failure?.kind === 'invalid' &&
    failure.fields.every((problem) => !buyerFieldOfProblem(problem.field) && !giftDetailsFieldOfProblem(problem.field) && !isGiftCardProblem(problem.field) && problem.field !== 'paymentMethod' && problem.field !== 'consents.salesConditions');

  async function validValues(): Promise<{ buyer?: Buyer; details?: GiftDetails }> {
    const values: { buyer?: Buyer; details?: GiftDetails } = {};
    await details.handleSubmit((valid) => {
      values.details = giftDetailsOf(valid, isPhysical);
    })();
    await buyerForm.handleSubmit((valid) => {
      values.buyer = valid;
    })();
    return values;
  }

  async function pay(expectedAmount: number) {
    if (submission.status !== 'idle' || isPricingSleeves) return;
    setIsSubmitted(true);
    setServerErrors({});
    submission.clearFailure();
    const { buyer, details: giftDetails } = await validValues();
    const isGiftCardValid = giftCard.validate();
    if (!buyer || !giftDetails || !isGiftCardValid || !method || missingConsents(consents, GIFT_IS_PACKAGE_TRAVEL).length > 0) {
      setHasErrorSummary(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    setHasErrorSummary(false);
    const order = giftOrderRequest({ locale, purchase, details: giftDetails, buyer, paymentMethod: method, expectedAmount, giftCards: giftCard.giftCards, gaId: analyticsClientId(document.cookie) });
    if (method === 'wallet') {
      setWalletOrder(order);
      submission.openWallet();
      return;
    }
    await submission.submit(order);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void pay(totalCents);
  }

  function confirmNewPrice(expectedAmount: number) {
    setAcceptedPrice({ forTotal: gift.totalCents, expectedAmount });
    void pay(expectedAmount);
  }

  const sendDate = purchase.kind === 'giftCard' ? purchase.sendDate : undefined;
  const deliveryText = isPhysical
    ? tg('deliveryPhysical', { min: DELIVERY_WORKING_DAYS_MIN, max: DELIVERY_WORKING_DAYS_MAX })
    : sendDate
      ? tg('deliveryOn', { date: formatDay(sendDate, market.bcp47, { day: 'numeric', month: 'long', year: 'numeric' }) })
      : tg('deliveryEmail');
  const shippingText = shippingCents > 0 ? tg('address.shipping', { country: countryName, amount: money(shippingCents) }) : tg('address.shippingFree', { country: countryName });
  const payLabel = method === 'wallet' ? tc('total.payWith', { paymentMethod: walletName }) : tc('total.pay', { amount: money(totalCents) });
  const priceSummary = (testId?: string) => (
    <PriceLines lines={priceLines} totalLabel={tc('total.title')} totalCents={totalCents} {...(testId ? { totalTestId: testId } : {})}>
      {giftCardShare ? <GiftCardShareLines share={giftCardShare} /> : null}
      {isPricingSleeves ? (
        <p role="status" className="text-sm text-muted">
          {tg('pricing')}
        </p>
      ) : null}
    </PriceLines>
  );

  return (
    <>
      {/* Two columns once the page gives the checkout room for them (a container query: the booking screen's column may be narrow). */}
      <div className="@container">
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submission.status !== 'idle'} className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_24rem] @4xl:gap-8">
          <aside aria-label={tg('summaryLabel')} className={`${GIFT_CARD_CLASS} @4xl:sticky @4xl:top-24 @4xl:col-start-2 @4xl:row-start-1`}>
            {summary}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {hasGiftFormats(purchase) ? (
                <>
                  <dt className="text-muted">{tGift('formatLabel')}</dt>
                  <dd className="font-semibold" data-testid="gift-format">
                    {formatLabel(purchase.format)}
                  </dd>
                </>
              ) : null}
              <dt className="text-muted">{tg('recipientLabel')}</dt>
              <dd className="break-words" data-testid="gift-recipient">
                {recipient.kind === 'buyer' ? tg('recipientBuyer') : [recipient.name.trim(), recipient.email.trim()].filter(Boolean).join(' · ') || tg('recipientBeneficiary')}
              </dd>
              <dt className="text-muted">{tg('deliveryLabel')}</dt>
              <dd data-testid="gift-delivery">{deliveryText}</dd>
            </dl>
            <div className="flex flex-col gap-2 border-t border-line pt-3">{priceSummary(totalTestId)}</div>
          </aside>
          <div className="flex min-w-0 flex-col gap-6 @4xl:col-start-1 @4xl:row-start-1">
            {hasErrorSummary ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
                {tc('errors.summary')}
              </p>
            ) : null}
            {formatControls && hasGiftFormats(purchase) ? (
              <section className={GIFT_CARD_CLASS}>
                <GiftFormatChoice
                  format={purchase.format}
                  formats={formatControls.formats}
                  formatLabel={formatLabel}
                  isPhysicalEnabled={physical?.status === 'enabled'}
                  onFormatChange={formatControls.onFormatChange}
                  categories={categories}
                  sleeves={formatControls.sleeves}
                  onSleevesChange={formatControls.onSleevesChange}
                />
              </section>
            ) : null}
            <section className={GIFT_CARD_CLASS}>
              <PersonalisationFields form={details} />
            </section>
            <section className={GIFT_CARD_CLASS}>
              <RecipientFields form={details} />
            </section>
            {isPhysical ? (
              <section className={GIFT_CARD_CLASS}>
                <DeliveryAddressFields form={details} shippingText={shippingText} />
              </section>
            ) : null}
            <section className={GIFT_CARD_CLASS}>
              <TravellerFields form={buyerForm} legend={tg('buyerLegend')} />
            </section>
            <section className={GIFT_CARD_CLASS}>
              <GiftCardPaymentField payment={giftCard} />
            </section>
            <section className={GIFT_CARD_CLASS}>
              <PaymentMethodChoice options={PAYMENT_OPTIONS} value={method} onChange={chooseMethod} walletName={walletName} error={methodError} />
            </section>
            <section className={GIFT_CARD_CLASS}>
              <LegalConsent values={consents} onChange={setConsents} isPackageTravel={GIFT_IS_PACKAGE_TRAVEL} salesConditionsHref={links.salesConditionsHref} errors={consentErrors} />
            </section>
            <CheckoutFooter
              failure={failure}
              hasUnplacedProblem={hasUnplacedProblem}
              noAvailability={{ text: tg('noAvailability'), href: back.href, linkLabel: back.label }}
              totalCents={totalCents}
              leftToPayCents={giftCardShare?.leftToPayCents}
              status={submission.status}
              payLabel={payLabel}
            />
          </div>
        </form>
      </div>
      {failure?.kind === 'priceChanged' && submission.walletPhase === 'closed' ? (
        <PriceChangeDialog
          expectedAmount={failure.expectedAmount}
          text={tg('priceChanged', { amount: money(failure.expectedAmount) })}
          onConfirm={() => confirmNewPrice(failure.expectedAmount)}
          onCancel={submission.clearFailure}
        />
      ) : null}
      <WalletCheckoutDialog
        phase={submission.walletPhase}
        walletName={walletName}
        totalCents={walletOrder?.expectedAmount ?? totalCents}
        summary={
          <>
            <p className="font-semibold">{analytics.label}</p>
            {priceSummary()}
          </>
        }
        onPay={() => {
          if (walletOrder) void submission.payWithWallet(walletOrder);
        }}
        onClose={submission.closeWallet}
      />
    </>
  );
}
