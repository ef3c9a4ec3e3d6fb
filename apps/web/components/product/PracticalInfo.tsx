'use client';

import type { WeekendFullDetail } from '@escapade/contracts/product';
import { type Locale, MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { CancellationWording } from './CancellationWording';
import { DialogLinkButton, ProductDialog } from './ProductDialog';

/**
 * §2 "Modals on product pages": touristic tax, getting there (address, parking), hours (arrival,
 * departure, breakfast and activity schedules), services and equipment, things to know.
 */
export function PracticalInfo({ product, locale }: { product: WeekendFullDetail; locale: Locale }) {
  const t = useTranslations('product.practical');
  const { hotel } = product;
  const schedules = product.programLine.filter((line) => line.schedules);
  return (
    <ul className="flex flex-col gap-2">
      <li>
        <ProductDialog title={t('touristicTax')} trigger={<DialogLinkButton>{t('touristicTax')}</DialogLinkButton>}>
          <p>{product.localTaxTotalAmount ? t('touristicTaxAmount', { amount: formatMoney(product.localTaxTotalAmount, MARKETS[locale].bcp47) }) : t('touristicTaxText')}</p>
        </ProductDialog>
      </li>
      <li>
        <ProductDialog title={t('gettingThere')} trigger={<DialogLinkButton>{t('gettingThere')}</DialogLinkButton>}>
          <p>
            {hotel.label}, {hotel.location.completeAddress.streetAddress}, {hotel.location.completeAddress.zipCode} {hotel.location.label}
          </p>
          <p>{t('phone', { phone: hotel.phone })}</p>
        </ProductDialog>
      </li>
      <li>
        <ProductDialog title={t('hours')} trigger={<DialogLinkButton>{t('hours')}</DialogLinkButton>}>
          <p>{t('arrival', { time: hotel.checkInOut.checkin })}</p>
          <p>{t('departure', { time: hotel.checkInOut.checkout })}</p>
          {schedules.map((line) => (
            <p key={line.position}>
              {line.title}: {line.schedules}
            </p>
          ))}
        </ProductDialog>
      </li>
      <li>
        <ProductDialog title={t('services')} trigger={<DialogLinkButton>{t('services')}</DialogLinkButton>}>
          <ul className="list-disc pl-5">
            {[...product.room.highlights, ...product.room.detailsSection.flatMap((section) => section.details)].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </ProductDialog>
      </li>
      <li>
        <ProductDialog title={t('thingsToKnow')} trigger={<DialogLinkButton>{t('thingsToKnow')}</DialogLinkButton>}>
          {product.importantInfos.map((info) => (
            <p key={info}>{info}</p>
          ))}
          <CancellationWording policy={product.cancellationPolicy} hasDates={false} />
        </ProductDialog>
      </li>
    </ul>
  );
}
