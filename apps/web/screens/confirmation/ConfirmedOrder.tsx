'use client';

import type { OrderItemView, OrderView } from '@escapade/contracts/checkout';
import { formatPriceDifference } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import { CancellationWording } from '../../components/product/CancellationWording';
import { CARD_CLASS, Facts, SECTION_TITLE_CLASS, useFormats } from './confirmation-ui';
import { giftKindOf, productItemsOf } from './confirmation-view';
import { GiftSection } from './GiftConfirmation';

/**
 * A confirmed order: the booking number, where the e-mail went, the stay, the activity or the gift
 * (its delivery and its vouchers to download again), what was paid (gift cards included) and what
 * remains, the cancellation terms, what happens next and the booking lookup.
 */
export function ConfirmedOrder({ order, headingRef, bookingLookupHref }: { order: OrderView; headingRef: Ref<HTMLHeadingElement>; bookingLookupHref: string }) {
  const t = useTranslations('confirmation');
  const items = productItemsOf(order);
  const isGiftOrder = items.some((item) => giftKindOf(item) !== undefined);
  return (
    <div className="container-page flex w-full flex-col gap-6 py-8 lg:py-10">
      <header className="flex flex-col gap-4 rounded-card bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 outline-none">
          {isGiftOrder ? t('gift.confirmedTitle') : t('confirmedTitle')}
        </h1>
        <p className="text-lg">{isGiftOrder ? t('gift.greeting', { firstName: order.buyer.firstName }) : t('greeting', { firstName: order.buyer.firstName })}</p>
        <p className="flex flex-col">
          <span className="text-sm text-muted">{t('bookingNumber')}</span>
          <span className="text-3xl font-bold tracking-wider text-brand-900" data-testid="booking-number">
            {order.bookingNumber}
          </span>
        </p>
        <p>{t.rich('emailSent', { email: order.buyer.email, strong: (chunks: ReactNode) => <strong className="break-all">{chunks}</strong> })}</p>
        <div className="flex flex-wrap gap-3 print:hidden">
          <a href={bookingLookupHref} className="button-secondary">
            {t('lookupLink')}
          </a>
          <PrintButton />
        </div>
      </header>
      {/* The payment comes right after the stay on a phone; on a larger screen it is the right-hand column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_auto_auto_1fr] lg:items-start">
        <div className="flex flex-col gap-6">
          {items.map((item, index) => {
            const giftKind = giftKindOf(item);
            if (giftKind) return <GiftSection key={index} item={item} kind={giftKind} gift={order.gift} />;
            return item.kind === 'ACTIVITY' ? <ActivitySection key={index} item={item} /> : <StaySection key={index} item={item} />;
          })}
        </div>
        <PaymentSection order={order} />
        <CancellationSection order={order} />
        <NextSteps order={order} />
      </div>
    </div>
  );
}

function PrintButton() {
  const t = useTranslations('confirmation');
  return (
    <button type="button" className="button-secondary" onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}

function StaySection({ item }: { item: OrderItemView }) {
  const t = useTranslations('confirmation');
  const { day } = useFormats();
  const party = item.party;
  return (
    <section aria-labelledby="confirmation-stay" className={CARD_CLASS}>
      <h2 id="confirmation-stay" className={SECTION_TITLE_CLASS}>
        {t('stayTitle')}
      </h2>
      <h3 className="text-lg font-semibold text-ink">{item.label}</h3>
      <Facts>
        {item.hotelLabel ? (
          <>
            <dt>{t('hotel')}</dt>
            <dd>{item.hotelLabel}</dd>
          </>
        ) : null}
        {item.checkin && item.checkout ? (
          <>
            <dt>{t('dates')}</dt>
            <dd>{t('datesValue', { checkin: day(item.checkin), checkout: day(item.checkout) })}</dd>
          </>
        ) : null}
        {item.nights !== null ? (
          <>
            <dt>{t('nightsLabel')}</dt>
            <dd>{t('nights', { count: item.nights })}</dd>
          </>
        ) : null}
        {party ? (
          <>
            <dt>{t('party')}</dt>
            <dd>
              {[
                t('adults', { count: party.adults }),
                ...(party.children > 0 ? [t('children', { count: party.children })] : []),
                ...(party.babies > 0 ? [t('babies', { count: party.babies })] : []),
              ].join(', ')}
            </dd>
          </>
        ) : null}
        {item.activities.length > 0 ? (
          <>
            <dt>{t('activities')}</dt>
            <dd>
              <ul className="flex flex-col gap-1">
                {item.activities.map((activity) => (
                  <li key={`${activity.activityId}_${activity.date}`}>{t('activityOn', { title: activity.title, date: day(activity.date) })}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </Facts>
    </section>
  );
}

function ActivitySection({ item }: { item: OrderItemView }) {
  const t = useTranslations('confirmation');
  return (
    <section aria-labelledby="confirmation-activity" className={CARD_CLASS}>
      <h2 id="confirmation-activity" className={SECTION_TITLE_CLASS}>
        {t('activityTitle')}
      </h2>
      <h3 className="text-lg font-semibold text-ink">{item.label}</h3>
      <Facts>
        {item.groupSize !== null ? (
          <>
            <dt>{t('groupSize')}</dt>
            <dd>{t('participants', { count: item.groupSize })}</dd>
          </>
        ) : null}
      </Facts>
      <p className="text-sm text-muted">{t('voucherValidity')}</p>
    </section>
  );
}

function PaymentSection({ order }: { order: OrderView }) {
  const t = useTranslations('confirmation');
  const { money, day, market } = useFormats();
  const { amounts } = order;
  const line = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="confirmation-payment" className={`${CARD_CLASS} lg:sticky lg:top-24 lg:col-start-2 lg:row-span-4 lg:row-start-1`}>
      <h2 id="confirmation-payment" className={SECTION_TITLE_CLASS}>
        {t('paymentTitle')}
      </h2>
      <dl className="flex flex-col gap-2">
        {productItemsOf(order).map((item, index) => {
          const giftKind = giftKindOf(item);
          return (
            <div key={index} className="flex justify-between gap-4">
              <dt>{giftKind ? t(`gift.kinds.${giftKind}`) : item.kind === 'ACTIVITY' ? t('activityLine') : t('stayLine')}</dt>
              <dd className="text-right font-semibold">{money(item.amountCents)}</dd>
            </div>
          );
        })}
        {order.gift?.delivery || amounts.shippingCents > 0 ? line(t('gift.shipping'), amounts.shippingCents > 0 ? money(amounts.shippingCents) : t('gift.free'), 'confirmation-shipping') : null}
        {order.hasInsurance && amounts.insuranceCents > 0 ? line(t('insurance'), money(amounts.insuranceCents)) : null}
        {amounts.payLaterFeeCents > 0 ? line(t('payLaterFee'), money(amounts.payLaterFeeCents)) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-bold text-brand-900">
          <dt>{t('total')}</dt>
          <dd data-testid="confirmation-total">{money(amounts.totalCents)}</dd>
        </div>
        {order.giftCardPayments.map((payment, index) => (
          <div key={`${payment.codeEnd}-${index}`} className="flex justify-between gap-4">
            <dt>{t('gift.giftCardPaid', { codeEnd: payment.codeEnd })}</dt>
            <dd className="text-right font-semibold" data-testid="confirmation-gift-card">
              {formatPriceDifference(-payment.amountCents, market.bcp47)}
            </dd>
          </div>
        ))}
        {line(t('paidToday'), money(amounts.paidCents), 'confirmation-paid')}
        {amounts.remainingCents > 0 ? line(t('remaining'), money(amounts.remainingCents), 'confirmation-remaining') : null}
        {line(t('paymentMethod'), t(`paymentMethods.${order.paymentMethod}`))}
      </dl>
      {order.instalments.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold text-ink">{t('instalmentsTitle')}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 font-normal">
                {t('instalmentDate')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('instalmentAmount')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('instalmentStatus')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.instalments.map((instalment, index) => (
              <tr key={`${instalment.date}-${index}`} className="border-t border-line">
                <td className="py-1">{day(instalment.date)}</td>
                <td className="py-1 text-right">{money(instalment.amountCents)}</td>
                <td className="py-1 text-right">{instalment.status === 'PAID' ? t('instalmentPaid') : t('instalmentScheduled')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {amounts.localTaxAtHotelCents > 0 ? (
        <div className="rounded-md bg-canvas p-3 text-sm">
          <p className="flex justify-between gap-4 font-semibold">
            <span>{t('localTaxAtHotel')}</span>
            <span>{money(amounts.localTaxAtHotelCents)}</span>
          </p>
          <p className="text-muted">{t('localTaxNote')}</p>
        </div>
      ) : null}
    </section>
  );
}

function CancellationSection({ order }: { order: OrderView }) {
  const t = useTranslations('confirmation');
  const { day } = useFormats();
  if (!order.cancellationPolicy && !order.hasInsurance) return null;
  return (
    <section aria-labelledby="confirmation-cancellation" className={CARD_CLASS}>
      <h2 id="confirmation-cancellation" className={SECTION_TITLE_CLASS}>
        {t('cancellationTitle')}
      </h2>
      {order.cancellationPolicy ? <CancellationWording policy={order.cancellationPolicy} hasDates formatDay={day} /> : null}
      {order.hasInsurance ? <p className="text-sm text-ink">{t('insuranceCover')}</p> : null}
    </section>
  );
}

function NextSteps({ order }: { order: OrderView }) {
  const t = useTranslations('confirmation');
  const { market, day } = useFormats();
  const stay = productItemsOf(order).find((item) => item.kind === 'SHORT_STAY' && item.checkin !== null);
  const activity = productItemsOf(order).find((item) => item.kind === 'ACTIVITY' && !item.isGift);
  const gift = order.gift;
  // A physical gift is on its way; a digital one is in the recipient's mailbox, now or on its send day.
  function giftNextStep(view: NonNullable<OrderView['gift']>): string {
    if (view.delivery) return view.delivery.expectedBy ? t('gift.nextParcel', { date: day(view.delivery.expectedBy) }) : t('gift.nextParcelSoon');
    const who = view.recipient.kind === 'beneficiary' ? view.recipient.name : undefined;
    if (view.sendDate) return who ? t('gift.nextSendOnTo', { name: who, date: day(view.sendDate) }) : t('gift.nextSendOn', { date: day(view.sendDate) });
    return who ? t('gift.nextSentTo', { name: who }) : t('gift.nextSentToYou');
  }
  return (
    <section aria-labelledby="confirmation-next" className={CARD_CLASS}>
      <h2 id="confirmation-next" className={SECTION_TITLE_CLASS}>
        {t('nextTitle')}
      </h2>
      <ol className="flex flex-col gap-3">
        {[
          t('nextEmail', { email: order.buyer.email }),
          ...(stay?.checkin ? [stay.hotelLabel ? t('nextHotel', { hotel: stay.hotelLabel, date: day(stay.checkin) }) : t('nextHotelUnnamed', { date: day(stay.checkin) })] : []),
          ...(activity ? [t('nextActivity')] : []),
          ...(gift ? [giftNextStep(gift)] : []),
          t('nextCustomerCare', { phone: market.phone, bookingNumber: order.bookingNumber }),
        ].map((step, index) => (
          <li key={index} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
