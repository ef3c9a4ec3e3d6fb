'use client';

import type { ActivityProduct } from '@escapade/contracts/activity-product';
import type { Buyer, CreateOrderRequest } from '@escapade/contracts/checkout';
import { MARKETS } from '@escapade/domain/markets';
import { VOUCHER_VALIDITY_MONTHS } from '@escapade/domain/voucher';
import type { PaymentMethod } from '@escapade/domain/order';
import { formatMoney, pricePerPerson } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buyerFieldOfProblem } from '../../components/checkout/buyer-errors';
import { CheckoutFooter } from '../../components/checkout/CheckoutFooter';
import { giftCardShareOf, isGiftCardProblem, withGiftCards } from '../../components/checkout/gift-card-payment';
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
import { GiftCheckout } from '../gift-checkout/GiftCheckout';
import { initialGiftDetails } from '../gift-checkout/gift-checkout-model';
import { GiftSummary } from '../gift-checkout/GiftSummary';
import { activityAnalyticsItem, activityOrderRequest } from './activity-checkout-model';

export interface ActivityCheckoutPaths {
  /** `/fr-fr/confirmation`: a paid order's confirmation is under it. */
  confirmationPath: string;
  salesConditionsHref: string;
}

/** An activity alone is not a package: only the sales conditions are accepted. */
const IS_PACKAGE_TRAVEL = false;
/** Card and wallet: no pay-later for an activity. */
const PAYMENT_OPTIONS = paymentOptionsOf({});

const CARD_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-6';

/**
 * The own-use activity checkout: the activity and its price for the group, the traveller, the
 * payment method (card or wallet), the sales conditions, the total and Pay. Everything is
 * validated on submit and the first error is focused; the order is sent once, with the price
 * shown, and a refused order says why (a new price to confirm, the activity no longer sold, a field).
 */
export function ActivityCheckout({
  product,
  groupSize,
  priceCents,
  activityHref,
  paths,
}: {
  product: ActivityProduct;
  groupSize: number;
  priceCents: number;
  /** The activity page, at this group size: where an activity no longer sold leads. */
  activityHref: string;
  paths: ActivityCheckoutPaths;
}) {
  const t = useTranslations('activity');
  const tc = useTranslations('checkout');
  const { locale } = useMarket();
  const money = (cents: number) => formatMoney(cents, MARKETS[locale].bcp47);
  const walletName = tc('payment.walletName');

  const [method, setMethod] = useState<PaymentMethod>();
  // A new price the server asked the traveller to confirm, for the price it was asked for.
  const [acceptedPrice, setAcceptedPrice] = useState<{ forTotal: number; expectedAmount: number }>();
  const totalCents = acceptedPrice?.forTotal === priceCents ? acceptedPrice.expectedAmount : priceCents;
  const priceLines: PriceLine[] = [
    { id: 'activity', label: t('checkout.activityLine', { count: groupSize }), amountCents: priceCents },
    ...(totalCents !== priceCents ? [{ id: 'priceChange', label: tc('total.priceChange'), amountCents: totalCents - priceCents, isAddition: true }] : []),
  ];

  // --- analytics: each once per page view ---------------------------------------------------------
  const item = activityAnalyticsItem(product, priceCents);
  const hasBegun = useRef(false);
  useEffect(() => {
    if (hasBegun.current) return;
    hasBegun.current = true;
    recordEvent({ event: 'begin_checkout', currency: 'EUR', value: item.price, items: [item] }, locale);
  }, [item, locale]);
  const hasPaymentInfo = useRef(false);
  function chooseMethod(next: PaymentMethod) {
    setMethod(next);
    setServerErrors(({ method: _, ...rest }) => rest);
    if (hasPaymentInfo.current) return;
    hasPaymentInfo.current = true;
    recordEvent({ event: 'add_payment_info', currency: 'EUR', value: item.price, payment_type: next, items: [item] }, locale);
  }

  // --- the form ------------------------------------------------------------------------------------
  const form = useTravellerForm();
  const submission = useOrderSubmission({ confirmationPath: paths.confirmationPath });
  const giftCard = useGiftCardPayment();
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
    ...(isSubmitted && missingConsents(consents, IS_PACKAGE_TRAVEL).length > 0 ? { salesConditions: tc('errors.acceptSalesConditions') } : {}),
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
      else if (problem.field === 'paymentMethod') next.method = tc('errors.chooseMethod');
      else if (problem.field === 'consents.salesConditions') next.consents = { salesConditions: tc('errors.acceptSalesConditions') };
    }
    setServerErrors(next);
    setHasErrorSummary(true);
    setFocusRequest((count) => count + 1);
  }, [failure, setError, refuseGiftCard, tc]);
  // A refused group size (no longer sold) or another field the form does not show.
  const hasUnplacedProblem = failure?.kind === 'invalid' && failure.fields.every((problem) => !buyerFieldOfProblem(problem.field) && !isGiftCardProblem(problem.field) && problem.field !== 'paymentMethod' && problem.field !== 'consents.salesConditions');

  async function validBuyer(): Promise<Buyer | undefined> {
    let buyer: Buyer | undefined;
    await form.handleSubmit((values) => {
      buyer = values;
    })();
    return buyer;
  }

  async function pay(expectedAmount: number) {
    if (submission.status !== 'idle') return;
    setIsSubmitted(true);
    setServerErrors({});
    submission.clearFailure();
    const buyer = await validBuyer();
    const isGiftCardValid = giftCard.validate();
    if (!buyer || !isGiftCardValid || !method || missingConsents(consents, IS_PACKAGE_TRAVEL).length > 0) {
      setHasErrorSummary(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    setHasErrorSummary(false);
    const order = withGiftCards(
      activityOrderRequest({ locale, activityProductId: product.id, groupSize, buyer, paymentMethod: method, expectedAmount, gaId: analyticsClientId(document.cookie) }),
      giftCard.giftCards,
    );
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
    setAcceptedPrice({ forTotal: priceCents, expectedAmount });
    void pay(expectedAmount);
  }

  const isBusy = submission.status !== 'idle';
  const payLabel = method === 'wallet' ? tc('total.payWith', { paymentMethod: walletName }) : tc('total.pay', { amount: money(totalCents) });
  const priceSummary = (testId?: string) => (
    <PriceLines lines={priceLines} totalLabel={tc('total.title')} totalCents={totalCents} {...(testId ? { totalTestId: testId } : {})}>
      {giftCardShare ? <GiftCardShareLines share={giftCardShare} /> : null}
    </PriceLines>
  );

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isBusy} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <aside aria-labelledby="activity-checkout-summary" className={`${CARD_CLASS} lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1`}>
          <h2 id="activity-checkout-summary" className="text-xl font-bold text-brand-900">
            {product.label}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('confirmUse')}</dt>
            <dd className="font-semibold" data-testid="checkout-use">
              {t('useOwn')}
            </dd>
            <dt className="text-muted">{t('groupSize')}</dt>
            <dd className="font-semibold" data-testid="checkout-group-size">
              {t('participants', { count: groupSize })}
            </dd>
          </dl>
          <div className="flex flex-col gap-2 border-t border-line pt-3">
            {priceSummary('activity-checkout-total')}
            <p className="text-sm text-muted">{t('perPerson', { price: money(pricePerPerson(priceCents, groupSize)) })}</p>
            <p className="text-sm text-muted">{t('voucherValidity')}</p>
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          {hasErrorSummary ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
              {tc('errors.summary')}
            </p>
          ) : null}
          <section className={CARD_CLASS}>
            <TravellerFields form={form} />
          </section>
          <section className={CARD_CLASS}>
            <GiftCardPaymentField payment={giftCard} />
          </section>
          <section className={CARD_CLASS}>
            <PaymentMethodChoice options={PAYMENT_OPTIONS} value={method} onChange={chooseMethod} walletName={walletName} error={methodError} />
          </section>
          <section className={CARD_CLASS}>
            <LegalConsent values={consents} onChange={setConsents} isPackageTravel={IS_PACKAGE_TRAVEL} salesConditionsHref={paths.salesConditionsHref} errors={consentErrors} />
          </section>
          <CheckoutFooter
            failure={failure}
            hasUnplacedProblem={hasUnplacedProblem}
            noAvailability={{ text: t('checkout.noAvailability'), href: activityHref, linkLabel: t('checkout.back') }}
            totalCents={totalCents}
            leftToPayCents={giftCardShare?.leftToPayCents}
            status={submission.status}
            payLabel={payLabel}
          />
        </div>
      </form>
      {failure?.kind === 'priceChanged' && submission.walletPhase === 'closed' ? (
        <PriceChangeDialog
          expectedAmount={failure.expectedAmount}
          text={t('checkout.priceChanged', { amount: money(failure.expectedAmount) })}
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
            <p className="font-semibold">{product.label}</p>
            <p className="text-sm text-muted">{t('participants', { count: groupSize })}</p>
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

/**
 * An activity offered: the activity for the group and its price, then the gift checkout (the
 * sender's words, the recipient, the buyer, a gift card, card or wallet, the sales conditions).
 * The beneficiary books the activity with the voucher, valid 12 months.
 */
export function GiftActivityCheckout({ product, groupSize, priceCents, activityHref }: { product: ActivityProduct; groupSize: number; priceCents: number; activityHref: string }) {
  const t = useTranslations('activity');
  const tg = useTranslations('giftCheckout');
  const { locale } = useMarket();
  const money = (cents: number) => formatMoney(cents, MARKETS[locale].bcp47);
  return (
    <GiftCheckout
      purchase={{ kind: 'activity', activityProductId: product.id, groupSize }}
      productCents={priceCents}
      productLineLabel={t('checkout.activityLine', { count: groupSize })}
      summary={
        <GiftSummary
          title={product.label}
          facts={[
            { label: t('confirmUse'), value: t('useGift'), testId: 'checkout-use' },
            { label: t('groupSize'), value: t('participants', { count: groupSize }), testId: 'checkout-group-size' },
            { label: tg('facts.validity'), value: tg('validityMonths', { months: VOUCHER_VALIDITY_MONTHS.ACTIVITY }) },
          ]}
        >
          <p className="text-sm text-muted">{t('perPerson', { price: money(pricePerPerson(priceCents, groupSize)) })}</p>
        </GiftSummary>
      }
      analytics={{ itemId: String(product.id), label: product.label }}
      initialDetails={initialGiftDetails(MARKETS[locale].country)}
      back={{ href: activityHref, label: t('checkout.back') }}
    />
  );
}
