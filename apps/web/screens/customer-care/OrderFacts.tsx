'use client';

import type { OrderDetail } from '@escapade/contracts/customer-care';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { PANEL_CLASS, SECTION_TITLE_CLASS, TABLE_CLASS, useCodeLabel, useConsoleFormats, TableScroller } from './console-ui';

type OrderView = OrderDetail['order'];

/** Label and value side by side on a larger screen. */
function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2 [&_dd]:mb-2 sm:[&_dd]:mb-0 [&_dt]:text-muted">{children}</dl>;
}

/**
 * The order as the customer bought it: its number, status and buyer, what it holds, what was paid
 * and what is due with the references of its invoice and credit note, and a gift's words,
 * recipient and delivery (with `shipmentAction`, the shipment's next step, when there is one).
 */
export function OrderFacts({ order, documents, shipmentAction }: { order: OrderView; documents: OrderDetail['documents']; shipmentAction: ReactNode }) {
  const t = useTranslations('customerCare.detail');
  const codeLabel = useCodeLabel();
  const formats = useConsoleFormats();
  const id = useId();
  const { amounts } = order;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby={`${id}-order`} className={PANEL_CLASS}>
        <h3 id={`${id}-order`} className={SECTION_TITLE_CLASS}>
          {t('order.title')}
        </h3>
        <Facts>
          <dt>{t('order.bookingNumber')}</dt>
          <dd className="font-mono font-semibold">{order.bookingNumber}</dd>
          <dt>{t('order.status')}</dt>
          <dd className="font-semibold">{codeLabel('orderStatus', order.status)}</dd>
          <dt>{t('order.createdAt')}</dt>
          <dd>{formats.instant(order.createdAt)}</dd>
          <dt>{t('order.buyer')}</dt>
          <dd>
            <span className="block">{`${order.buyer.firstName} ${order.buyer.lastName}`.trim()}</span>
            <span className="block break-all">{order.buyer.email}</span>
          </dd>
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{codeLabel('paymentMethod', order.paymentMethod)}</dd>
          <dt>{t('order.locale')}</dt>
          <dd>{order.locale}</dd>
        </Facts>
      </section>

      <section aria-labelledby={`${id}-amounts`} className={PANEL_CLASS}>
        <h3 id={`${id}-amounts`} className={SECTION_TITLE_CLASS}>
          {t('amounts.title')}
        </h3>
        <Facts>
          <dt>{t('amounts.total')}</dt>
          <dd className="font-semibold tabular-nums">{formats.money(amounts.totalCents)}</dd>
          <dt>{t('amounts.paid')}</dt>
          <dd className="tabular-nums">{formats.money(amounts.paidCents)}</dd>
          <dt>{t('amounts.due')}</dt>
          <dd className="font-semibold tabular-nums">{formats.money(amounts.remainingCents)}</dd>
          {amounts.giftCardCents > 0 ? (
            <>
              <dt>{t('amounts.giftCards')}</dt>
              <dd className="tabular-nums">{formats.money(amounts.giftCardCents)}</dd>
            </>
          ) : null}
          {amounts.insuranceCents > 0 ? (
            <>
              <dt>{t('amounts.insurance')}</dt>
              <dd className="tabular-nums">{formats.money(amounts.insuranceCents)}</dd>
            </>
          ) : null}
          {amounts.shippingCents > 0 ? (
            <>
              <dt>{t('amounts.shipping')}</dt>
              <dd className="tabular-nums">{formats.money(amounts.shippingCents)}</dd>
            </>
          ) : null}
          {amounts.localTaxAtHotelCents > 0 ? (
            <>
              <dt>{t('amounts.localTax')}</dt>
              <dd className="tabular-nums">{formats.money(amounts.localTaxAtHotelCents)}</dd>
            </>
          ) : null}
          {documents.invoiceReference ? (
            <>
              <dt>{t('amounts.invoice')}</dt>
              <dd className="font-mono">{documents.invoiceReference}</dd>
            </>
          ) : null}
          {documents.creditNoteReference ? (
            <>
              <dt>{t('amounts.creditNote')}</dt>
              <dd className="font-mono">{documents.creditNoteReference}</dd>
            </>
          ) : null}
        </Facts>
      </section>

      <section aria-labelledby={`${id}-items`} className={`${PANEL_CLASS} lg:col-span-2`}>
        <h3 id={`${id}-items`} className={SECTION_TITLE_CLASS}>
          {t('items.title')}
        </h3>
        <TableScroller labelledBy={`${id}-items`}>
          <table className={TABLE_CLASS} aria-labelledby={`${id}-items`}>
            <thead>
              <tr>
                <th scope="col">{t('items.label')}</th>
                <th scope="col">{t('items.kind')}</th>
                <th scope="col">{t('items.dates')}</th>
                <th scope="col" className="text-right">
                  {t('items.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={`${item.kind}-${index}`}>
                  <th scope="row">
                    <span className="block">{item.label}</span>
                    {item.hotelLabel ? <span className="block font-normal text-muted">{item.hotelLabel}</span> : null}
                  </th>
                  <td>{item.isGift ? t('items.gift', { kind: codeLabel('itemKind', item.kind) }) : codeLabel('itemKind', item.kind)}</td>
                  <td>
                    {item.checkin && item.checkout ? t('items.stay', { checkin: formats.day(item.checkin), checkout: formats.day(item.checkout) }) : '—'}
                    {item.party ? <span className="block text-muted">{t('items.party', { adults: item.party.adults, children: item.party.children, babies: item.party.babies })}</span> : null}
                  </td>
                  <td className="text-right tabular-nums">{formats.money(item.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </section>

      {order.gift ? <GiftFacts gift={order.gift} shipmentAction={shipmentAction} /> : null}
    </div>
  );
}

function GiftFacts({ gift, shipmentAction }: { gift: NonNullable<OrderView['gift']>; shipmentAction: ReactNode }) {
  const t = useTranslations('customerCare.detail.gift');
  const codeLabel = useCodeLabel();
  const formats = useConsoleFormats();
  const id = useId();
  const { delivery } = gift;
  return (
    <section aria-labelledby={`${id}-gift`} className={`${PANEL_CLASS} lg:col-span-2`}>
      <h3 id={`${id}-gift`} className={SECTION_TITLE_CLASS}>
        {t('title')}
      </h3>
      <Facts>
        <dt>{t('recipient')}</dt>
        <dd>
          {gift.recipient.kind === 'beneficiary' ? (
            <>
              <span className="block">{gift.recipient.name}</span>
              <span className="block break-all">{gift.recipient.email}</span>
            </>
          ) : (
            t('recipientBuyer')
          )}
        </dd>
        <dt>{t('from')}</dt>
        <dd>{gift.personalisation.fromName || '—'}</dd>
        <dt>{t('message')}</dt>
        <dd className="whitespace-pre-line">{gift.personalisation.message || '—'}</dd>
        <dt>{t('delivery')}</dt>
        <dd>
          {delivery ? (
            <>
              <span className="block font-semibold">{codeLabel('shipmentState', delivery.state)}</span>
              <span className="block">{delivery.address.name}</span>
              <span className="block">{delivery.address.addressLine}</span>
              <span className="block">{`${delivery.address.postalCode} ${delivery.address.city} (${delivery.address.country})`}</span>
              {delivery.expectedBy ? <span className="block text-muted">{t('expectedBy', { day: formats.day(delivery.expectedBy) })}</span> : null}
            </>
          ) : gift.sendDate ? (
            t('byEmailOn', { day: formats.day(gift.sendDate) })
          ) : (
            t('byEmail')
          )}
        </dd>
        {gift.vouchers.length > 0 ? (
          <>
            <dt>{t('vouchers')}</dt>
            <dd>
              <ul className="flex flex-col gap-1">
                {gift.vouchers.map((voucher) => (
                  <li key={voucher.id}>
                    {t('voucher', {
                      state: codeLabel('voucherState', voucher.state),
                      value: formats.money(voucher.valueCents),
                      validUntil: formats.day(voucher.validUntil),
                    })}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </Facts>
      {shipmentAction ? <div>{shipmentAction}</div> : null}
    </section>
  );
}
