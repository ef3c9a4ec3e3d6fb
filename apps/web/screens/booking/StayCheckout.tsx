'use client';

import type { CheckoutAnalyticsItem } from '@escapade/contracts/analytics';
import type { Buyer, CreateOrderRequest, InsuranceChoice as Choice } from '@escapade/contracts/checkout';
import { QUOTE_ERROR_CODES, type QuoteErrorCode } from '@escapade/contracts/quote-errors';
import { MARKETS } from '@escapade/domain/markets';
import type { PaymentMethod } from '@escapade/domain/order';
import { payLaterEligibilityQuery } from '@escapade/domain/pay-later';
import { formatMoney } from '@escapade/domain/price';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatDay } from '../../components/calendar/calendar-model';
import { buyerFieldOfProblem } from '../../components/checkout/buyer-errors';
import { CheckoutFooter } from '../../components/checkout/CheckoutFooter';
import { checkoutTotalCents } from '../../components/checkout/checkout-total';
import { giftCardShareOf, isGiftCardProblem, withGiftCards } from '../../components/checkout/gift-card-payment';
import { GiftCardPaymentField, useGiftCardPayment } from '../../components/checkout/GiftCardPaymentField';
import { GiftCardShareLines } from '../../components/checkout/GiftCardShareLines';
import { InsuranceChoice } from '../../components/checkout/InsuranceChoice';
import { type ConsentErrors, type ConsentValues, LegalConsent, missingConsents } from '../../components/checkout/LegalConsent';
import { analyticsClientId } from '../../components/checkout/order-submission';
import { payLaterFeeOf, paymentOptionsOf } from '../../components/checkout/payment-options';
import { PaymentMethodChoice } from '../../components/checkout/PaymentMethodChoice';
import { type PriceLine, PriceLines } from '../../components/checkout/PriceLines';
import { PriceChangeDialog } from '../../components/checkout/PriceChangeDialog';
import { TravellerFields, useTravellerForm } from '../../components/checkout/TravellerForm';
import { useOrderSubmission } from '../../components/checkout/use-order-submission';
import { WalletCheckoutDialog } from '../../components/checkout/WalletCheckoutDialog';
import { useMarket } from '../../components/market-context';
import { CancellationWording } from '../../components/product/CancellationWording';
import { browserCheckoutApi } from '../../lib/api/checkout';
import { browserProductApi } from '../../lib/api/product';
import { recordEvent } from '../../lib/analytics';
import type { BookingSelection } from './booking-hash';
import { insuranceQuoteQueryOf, stayBasketOf, stayOrderRequest } from './stay-checkout-model';
import { StaySummary } from './StaySummary';

function isQuoteErrorCode(code: string): code is QuoteErrorCode {
  return (QUOTE_ERROR_CODES as readonly string[]).includes(code);
}

export interface CheckoutPaths {
  /** `/fr-fr/confirmation`: a paid order's confirmation is under it. */
  confirmationPath: string;
  salesConditionsHref: string;
  /** The product page with `__ID__` for the id (a stay no longer available links back to it). */
  productPathTemplate: string;
}

const CARD_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-6';

/**
 * The stay checkout: the stay re-quoted on the server, the traveller, the insurance choice, the
 * payment method (card, wallet, the eligible pay-later options), the legal consent, the total and
 * Pay. Everything is validated on submit and the first error is focused; the order is sent once,
 * with the total shown, and a refused order says why (a new total to confirm, no availability
 * left, a field).
 */
export function StayCheckout({ selection, stay, paths }: { selection: BookingSelection; stay: { checkin: string; nights: number }; paths: CheckoutPaths }) {
  const t = useTranslations('booking');
  const tc = useTranslations('checkout');
  const tQuote = useTranslations('product.quoteErrors');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const bcp47 = market.bcp47;
  const money = (cents: number) => formatMoney(cents, bcp47);
  const longDay = (value: string) => formatDay(value, bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const walletName = tc('payment.walletName');

  // --- the stay, priced on the server -----------------------------------------------------------
  const detail = useQuery({
    queryKey: ['booking-detail', selection.id, locale, selection.party, stay],
    queryFn: ({ signal }) => browserProductApi.getDetail(selection.id, { locale, party: selection.party, stay }, signal),
  });
  const quote = useQuery({
    queryKey: ['booking-quote', selection.offerId, locale, selection.party, stay, selection.activityDates],
    queryFn: ({ signal }) => browserProductApi.getQuote(selection.offerId, { locale, party: selection.party, stay, activityDates: selection.activityDates }, signal),
  });
  const basket = stayBasketOf(quote.data);
  const policy = quote.data?.cancellationPolicy;
  const quoteError =
    quote.data && !basket ? (quote.data.error && isQuoteErrorCode(quote.data.error.code) ? tQuote(quote.data.error.code) : quote.data.bookable ? t('quoteError') : t('notBookable')) : undefined;

  // --- insurance ----------------------------------------------------------------------------------
  const sellsInsurance = market.features.cancellationInsurance;
  const insuranceQuery = insuranceQuoteQueryOf({ isEnabled: sellsInsurance, locale, basket, cancellationType: policy?.type });
  const insurance = useQuery({
    queryKey: ['insurance-quote', insuranceQuery],
    queryFn: ({ signal }) => (insuranceQuery ? browserCheckoutApi.insuranceQuote(insuranceQuery, signal) : null),
    enabled: insuranceQuery !== undefined,
  });
  const premiumCents = insuranceQuery === undefined || insurance.isError ? null : insurance.data === undefined ? undefined : (insurance.data?.sellPrice ?? null);
  const [insuranceChoice, setInsuranceChoice] = useState<Choice>();
  // Without an insurance to sell there is nothing to choose: the stay goes without.
  const effectiveInsurance: Choice | undefined = !sellsInsurance ? 'noInsurance' : insuranceChoice === 'insurance' && typeof premiumCents !== 'number' ? undefined : insuranceChoice;
  const insuranceCents = effectiveInsurance === 'insurance' && typeof premiumCents === 'number' ? premiumCents : 0;

  // --- payment methods ----------------------------------------------------------------------------
  const payLaterQuery = payLaterEligibilityQuery({
    isEnabled: market.features.payLaterTest || market.features.payPalPayLater,
    amountCents: basket ? basket.basketCents + insuranceCents : null,
    cancellationPolicyType: policy?.type,
    cancellableUntil: policy?.cancellableUntil,
    checkin: stay.checkin,
    locale,
  });
  const eligibility = useQuery({
    queryKey: ['pay-later-eligibility', payLaterQuery],
    queryFn: ({ signal }) => (payLaterQuery ? browserCheckoutApi.payLaterEligibility(payLaterQuery, signal) : null),
    enabled: payLaterQuery !== undefined,
  });
  const options = paymentOptionsOf({ eligibility: eligibility.data });
  const [method, setMethod] = useState<PaymentMethod>();
  const chosenMethod = options.some((option) => option.method === method) ? method : undefined;
  const feeCents = payLaterFeeOf(options, chosenMethod);

  // --- total ---------------------------------------------------------------------------------------
  const shownTotal = checkoutTotalCents({ basketCents: basket?.basketCents ?? 0, insuranceCents, payLaterFeeCents: feeCents });
  // A new total the server asked the traveller to confirm, for the basket it was asked for.
  const [acceptedPrice, setAcceptedPrice] = useState<{ forTotal: number; expectedAmount: number }>();
  const totalCents = acceptedPrice?.forTotal === shownTotal ? acceptedPrice.expectedAmount : shownTotal;
  const priceLines: PriceLine[] = basket
    ? [
        { id: 'stay', label: t('stayLine'), amountCents: basket.stayCents },
        ...(basket.localTaxTodayCents > 0 ? [{ id: 'localTax', label: t('localTaxToday'), amountCents: basket.localTaxTodayCents }] : []),
        ...(insuranceCents > 0 ? [{ id: 'insurance', label: tc('total.insurance'), amountCents: insuranceCents, isAddition: true }] : []),
        ...(feeCents > 0 ? [{ id: 'fee', label: tc('total.fee'), amountCents: feeCents, isAddition: true }] : []),
        ...(totalCents !== shownTotal ? [{ id: 'priceChange', label: tc('total.priceChange'), amountCents: totalCents - shownTotal, isAddition: true }] : []),
      ]
    : [];

  // --- analytics -----------------------------------------------------------------------------------
  const analyticsItems = (): CheckoutAnalyticsItem[] => [
    { item_id: String(selection.id), item_name: detail.data?.label ?? String(selection.id), item_category: 'weekend', price: (basket?.basketCents ?? 0) / 100, quantity: 1 },
  ];
  const hasBegun = useRef(false);
  const label = detail.data?.label;
  useEffect(() => {
    if (hasBegun.current || !basket || !label) return;
    hasBegun.current = true;
    recordEvent({ event: 'begin_checkout', currency: 'EUR', value: basket.basketCents / 100, items: [{ item_id: String(selection.id), item_name: label, item_category: 'weekend', price: basket.basketCents / 100, quantity: 1 }] }, locale);
  }, [basket, label, selection.id, locale]);
  const hasPaymentInfo = useRef(false);
  function chooseMethod(next: PaymentMethod) {
    setMethod(next);
    if (hasPaymentInfo.current) return;
    hasPaymentInfo.current = true;
    const fee = payLaterFeeOf(options, next);
    recordEvent({ event: 'add_payment_info', currency: 'EUR', value: checkoutTotalCents({ basketCents: basket?.basketCents ?? 0, insuranceCents, payLaterFeeCents: fee }) / 100, payment_type: next, items: analyticsItems() }, locale);
  }

  // --- the form ------------------------------------------------------------------------------------
  const form = useTravellerForm();
  const submission = useOrderSubmission({ confirmationPath: paths.confirmationPath });
  const giftCard = useGiftCardPayment();
  const giftCardShare = giftCardShareOf(submission.order);
  const [consents, setConsents] = useState<ConsentValues>({ salesConditions: false, packageTravelInformation: false });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [hasErrorSummary, setHasErrorSummary] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ insurance?: string; method?: string; consents?: ConsentErrors }>({});
  const [walletOrder, setWalletOrder] = useState<CreateOrderRequest>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const insuranceError = serverErrors.insurance ?? (isSubmitted && sellsInsurance && !effectiveInsurance ? tc('errors.chooseOption') : undefined);
  const methodError = serverErrors.method ?? (isSubmitted && !chosenMethod ? tc('errors.chooseMethod') : undefined);
  const consentErrors: ConsentErrors = {
    ...Object.fromEntries(
      (isSubmitted ? missingConsents(consents, true) : []).map((name) => [name, name === 'salesConditions' ? tc('errors.acceptSalesConditions') : tc('errors.acceptPackageTravel')]),
    ),
    ...serverErrors.consents,
  };

  // The first error of the page gets the focus once it is on screen.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // A 400 names the fields: each error goes on its field (the wallet's refusals too).
  const failure = submission.failure;
  const { setError } = form;
  const refuseGiftCard = giftCard.refuse;
  useEffect(() => {
    if (failure?.kind !== 'invalid') return;
    const next: typeof serverErrors = {};
    for (const problem of failure.fields) {
      const field = buyerFieldOfProblem(problem.field);
      if (field) setError(field, { type: 'server', message: problem.message });
      else if (isGiftCardProblem(problem.field)) refuseGiftCard();
      else if (problem.field.startsWith('items.insuranceItem')) next.insurance = tc('errors.chooseOption');
      else if (problem.field === 'paymentMethod') next.method = tc('errors.chooseMethod');
      else if (problem.field === 'consents.salesConditions') next.consents = { ...next.consents, salesConditions: tc('errors.acceptSalesConditions') };
      else if (problem.field === 'consents.packageTravelInformation') next.consents = { ...next.consents, packageTravelInformation: tc('errors.acceptPackageTravel') };
    }
    setServerErrors(next);
    setHasErrorSummary(true);
    setFocusRequest((count) => count + 1);
  }, [failure, setError, refuseGiftCard, tc]);

  const hasUnplacedProblem =
    failure?.kind === 'invalid' && failure.fields.every((problem) => !buyerFieldOfProblem(problem.field) && !isGiftCardProblem(problem.field) && !/^(items\.insuranceItem|paymentMethod|consents\.)/.test(problem.field));

  async function validBuyer(): Promise<Buyer | undefined> {
    let buyer: Buyer | undefined;
    await form.handleSubmit((values) => {
      buyer = values;
    })();
    return buyer;
  }

  function orderFor(buyer: Buyer, paymentMethod: PaymentMethod, expectedAmount: number): CreateOrderRequest {
    const order = stayOrderRequest({ locale, selection, stay, buyer, insurance: effectiveInsurance ?? 'noInsurance', paymentMethod, expectedAmount, gaId: analyticsClientId(document.cookie) });
    return withGiftCards(order, giftCard.giftCards);
  }

  async function pay(expectedAmount: number) {
    if (!basket || submission.status !== 'idle') return;
    setIsSubmitted(true);
    setServerErrors({});
    submission.clearFailure();
    const buyer = await validBuyer();
    const isGiftCardValid = giftCard.validate();
    const hasChoiceErrors = (sellsInsurance && !effectiveInsurance) || !chosenMethod || missingConsents(consents, true).length > 0;
    if (!buyer || !isGiftCardValid || hasChoiceErrors || !chosenMethod) {
      setHasErrorSummary(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    setHasErrorSummary(false);
    const order = orderFor(buyer, chosenMethod, expectedAmount);
    if (chosenMethod === 'wallet') {
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
    setAcceptedPrice({ forTotal: shownTotal, expectedAmount });
    void pay(expectedAmount);
  }

  const productHref = `${paths.productPathTemplate.replace('__ID__', String(selection.id))}#${new URLSearchParams({ checkin: stay.checkin, night: String(stay.nights), a: String(selection.party.adults), c: String(selection.party.children), b: String(selection.party.babies) })}`;
  const isBusy = submission.status !== 'idle';
  const payLabel = chosenMethod === 'wallet' ? tc('total.payWith', { paymentMethod: walletName }) : tc('total.pay', { amount: money(totalCents) });

  const priceSummary = (testId?: string) => (
    <PriceLines lines={priceLines} totalLabel={tc('total.title')} totalCents={totalCents} {...(testId ? { totalTestId: testId } : {})}>
      {giftCardShare ? <GiftCardShareLines share={giftCardShare} /> : null}
      {basket && basket.localTaxAtHotelCents > 0 ? <p className="text-sm text-muted">{t('localTaxAtHotel', { amount: money(basket.localTaxAtHotelCents) })}</p> : null}
    </PriceLines>
  );

  return (
    <>
      {quote.isError ? <p role="alert">{t('quoteError')}</p> : null}
      {quoteError ? (
        <div role="alert" className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card">
          <p>{quoteError}</p>
          <a href={productHref} className="button-secondary self-start">
            {tc('errors.seeOffers')}
          </a>
        </div>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isBusy} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <aside aria-label={t('summaryLabel')} className={`${CARD_CLASS} lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1`}>
          <StaySummary selection={selection} stay={stay} detail={detail.data} formatDay={longDay} />
          <div aria-busy={quote.isFetching} className="flex flex-col gap-2 border-t border-line pt-3">
            {quote.isFetching ? <p className="text-sm text-muted">{t('loading')}</p> : null}
            {basket ? priceSummary('booking-total') : null}
            {policy && basket ? <CancellationWording policy={policy} hasDates formatDay={longDay} /> : null}
          </div>
        </aside>
        {basket && policy ? (
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
            {hasErrorSummary ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
                {tc('errors.summary')}
              </p>
            ) : null}
            <section className={CARD_CLASS}>
              <TravellerFields form={form} />
            </section>
            {sellsInsurance ? (
              <section className={CARD_CLASS}>
                <InsuranceChoice
                  policy={policy}
                  premiumCents={premiumCents}
                  isError={insurance.isError}
                  value={effectiveInsurance}
                  onChange={(choice) => {
                    setInsuranceChoice(choice);
                    setServerErrors(({ insurance: _, ...rest }) => rest);
                  }}
                  error={insuranceError}
                  formatDay={longDay}
                />
              </section>
            ) : null}
            <section className={CARD_CLASS}>
              <GiftCardPaymentField payment={giftCard} />
            </section>
            <section className={CARD_CLASS}>
              <PaymentMethodChoice
                options={options}
                value={chosenMethod}
                onChange={(next) => {
                  chooseMethod(next);
                  setServerErrors(({ method: _, ...rest }) => rest);
                }}
                walletName={walletName}
                error={methodError}
                isLoadingPayLater={eligibility.isFetching}
              />
            </section>
            <section className={CARD_CLASS}>
              <LegalConsent values={consents} onChange={setConsents} isPackageTravel salesConditionsHref={paths.salesConditionsHref} errors={consentErrors} />
            </section>
            <CheckoutFooter
              failure={failure}
              hasUnplacedProblem={hasUnplacedProblem}
              noAvailability={{ text: tc('errors.noAvailability'), href: productHref, linkLabel: tc('errors.seeOffers') }}
              totalCents={totalCents}
              leftToPayCents={giftCardShare?.leftToPayCents}
              status={submission.status}
              payLabel={payLabel}
            />
          </div>
        ) : null}
      </form>
      {failure?.kind === 'priceChanged' && submission.walletPhase === 'closed' ? (
        <PriceChangeDialog expectedAmount={failure.expectedAmount} onConfirm={() => confirmNewPrice(failure.expectedAmount)} onCancel={submission.clearFailure} />
      ) : null}
      <WalletCheckoutDialog
        phase={submission.walletPhase}
        walletName={walletName}
        totalCents={walletOrder?.expectedAmount ?? totalCents}
        summary={
          <>
            {detail.data ? <p className="font-semibold">{detail.data.label}</p> : null}
            {basket ? priceSummary() : <p className="text-sm text-muted">{t('loading')}</p>}
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

