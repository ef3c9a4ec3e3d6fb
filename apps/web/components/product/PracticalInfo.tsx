'use client';

import type { WeekendFullDetail } from '@escapade/contracts/product';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DialogLinkButton, ProductDialog } from './ProductDialog';

/**
 * The practical-info modals: touristic tax, getting there (address, parking), hours (arrival,
 * departure, breakfast and activity schedules), services and equipment, things to know.
 * The local tax and the cancellation terms depend on the visitor's dates and party: the page
 * passes them in, read from the same dated state as its booking panel.
 */
export function PracticalInfo({ product, touristicTax, cancellation }: { product: WeekendFullDetail; touristicTax: ReactNode; cancellation: ReactNode }) {
  const t = useTranslations('product.practical');
  const { hotel } = product;
  const schedules = product.programLine.filter((line) => line.schedules);
  return (
    <ul className="flex flex-col gap-2">
      <li>
        <ProductDialog title={t('touristicTax')} trigger={<DialogLinkButton>{t('touristicTax')}</DialogLinkButton>}>
          {touristicTax}
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
          {cancellation}
        </ProductDialog>
      </li>
    </ul>
  );
}
