'use client';

import type { OrderGiftView, OrderItemView } from '@escapade/contracts/checkout';
import { GIFT_ADULTS } from '@escapade/domain/gift';
import { DELIVERY_WORKING_DAYS_MAX, DELIVERY_WORKING_DAYS_MIN } from '@escapade/domain/voucher';
import { useTranslations } from 'next-intl';
import { CARD_CLASS, Facts, SECTION_TITLE_CLASS, useFormats } from './confirmation-ui';
import type { GiftKind } from './confirmation-view';

/**
 * A gift order's gift: what it is (the stay and its nights, the box, the gift card, the activity),
 * its format and sleeves, the sender's words, who receives it, its delivery (address, state,
 * expected by) or its send day, and each voucher's validity and PDF to download again.
 */
export function GiftSection({ item, kind, gift }: { item: OrderItemView; kind: GiftKind; gift: OrderGiftView | null }) {
  const t = useTranslations('confirmation.gift');
  const { money, day, market } = useFormats();
  const delivery = gift?.delivery ?? null;
  const countryName = (code: string) => new Intl.DisplayNames([market.bcp47], { type: 'region' }).of(code) ?? code;
  return (
    <section aria-labelledby="confirmation-gift" className={CARD_CLASS} data-testid="confirmation-gift">
      <h2 id="confirmation-gift" className={SECTION_TITLE_CLASS}>
        {t('title')}
      </h2>
      <h3 className="text-lg font-semibold text-ink">{item.label}</h3>
      <Facts>
        <dt>{t('what')}</dt>
        <dd>
          {t(`kinds.${kind}`)}
          {kind === 'singleVoucher' && item.giftNights !== null ? ` · ${t('nightsFor', { count: item.giftNights, adults: GIFT_ADULTS })}` : ''}
          {kind === 'activity' && item.groupSize !== null ? ` · ${t('participants', { count: item.groupSize })}` : ''}
        </dd>
        {item.giftFormat && kind !== 'giftCard' && kind !== 'activity' ? (
          <>
            <dt>{t('format')}</dt>
            <dd data-testid="confirmation-gift-format">{t(`formats.${kind === 'box' ? 'box' : 'stay'}.${item.giftFormat}`)}</dd>
          </>
        ) : null}
        {item.sleeves.length > 0 ? (
          <>
            <dt>{t('sleeves')}</dt>
            <dd>
              <ul className="flex flex-col gap-1">
                {item.sleeves.map((sleeve) => (
                  <li key={sleeve.id} className="flex justify-between gap-4">
                    <span>{sleeve.name}</span>
                    <span className="tabular-nums">{sleeve.priceCents > 0 ? money(sleeve.priceCents) : t('free')}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {gift?.personalisation.fromName ? (
          <>
            <dt>{t('fromName')}</dt>
            <dd>{gift.personalisation.fromName}</dd>
          </>
        ) : null}
        {gift?.personalisation.message ? (
          <>
            <dt>{t('message')}</dt>
            <dd className="whitespace-pre-line italic">{gift.personalisation.message}</dd>
          </>
        ) : null}
        {gift ? (
          <>
            <dt>{t('recipient')}</dt>
            <dd className="break-words" data-testid="confirmation-gift-recipient">
              {gift.recipient.kind === 'beneficiary' ? t('recipientBeneficiary', { name: gift.recipient.name, email: gift.recipient.email }) : t('recipientBuyer')}
            </dd>
          </>
        ) : null}
        {delivery ? (
          <>
            <dt>{t('delivery')}</dt>
            <dd data-testid="confirmation-gift-delivery">
              <address className="not-italic">
                {delivery.address.name}
                <br />
                {delivery.address.addressLine}
                <br />
                {`${delivery.address.postalCode} ${delivery.address.city}`}
                <br />
                {countryName(delivery.address.country)}
              </address>
              <p className="mt-1 font-semibold">{t(`deliveryStates.${delivery.state}`)}</p>
              <p>
                {delivery.expectedBy && delivery.state !== 'DELIVERED'
                  ? t('expectedBy', { date: day(delivery.expectedBy) })
                  : t('deliveryWindow', { min: delivery.workingDaysMin || DELIVERY_WORKING_DAYS_MIN, max: delivery.workingDaysMax || DELIVERY_WORKING_DAYS_MAX })}
              </p>
            </dd>
          </>
        ) : null}
        {gift?.sendDate ? (
          <>
            <dt>{t('sendDate')}</dt>
            <dd data-testid="confirmation-gift-send-date">{t('sendDateValue', { date: day(gift.sendDate) })}</dd>
          </>
        ) : null}
      </Facts>
      {gift && gift.vouchers.length > 0 ? (
        <ul className="flex flex-col gap-3 border-t border-line pt-3">
          {gift.vouchers.map((voucher, index) => (
            <li key={voucher.id} className="flex flex-col gap-1">
              <p className="text-sm text-muted">
                {gift.vouchers.length > 1 ? `${t('voucherNumber', { number: index + 1 })} · ` : ''}
                {t('validUntil', { date: day(voucher.validUntil) })}
              </p>
              {voucher.downloadUrl ? (
                <a href={voucher.downloadUrl} className="button-secondary self-start" download>
                  {gift.vouchers.length > 1 ? t('downloadNumbered', { number: index + 1 }) : t('download')}
                </a>
              ) : (
                <p className="text-sm">{delivery ? t('voucherInParcel') : t('voucherByEmail')}</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
