'use client';

import type { GiftFormat } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { ProductDialog } from '../../components/product/ProductDialog';
import { recordEvent } from '../../lib/analytics';
import { BoxPrice } from './BoxPrice';
import {
  BOX_GIFT_VALIDITY_MONTHS,
  BOX_PHYSICAL_DELIVERY_WORKING_DAYS,
  type BoxFormatOption,
  boxPathForCode,
  buildBoxCheckoutHref,
  initialBoxFormat,
} from './box-model';

export interface BoxPurchaseProps {
  /** The code of the page's path. */
  code: string;
  title: string;
  options: readonly BoxFormatOption[];
  /** The box page path with `__CODE__` for the code. */
  boxPathTemplate: string;
  /** The box checkout entry's path (search added here). */
  checkoutPath: string;
  /** The server-rendered sections of the main column, in order. */
  included: ReactNode;
  stays: ReactNode;
  howItWorks: ReactNode;
}

/**
 * What a box page sells: the physical and
 * digital format options; on desktop a side panel with price, promo and free delivery; on mobile a
 * single 'Offer' button. Both open the confirmation modal; confirming sends personalization_item,
 * then add_to_cart, and goes to the box checkout entry.
 */
export function BoxPurchase({ code, title, options, boxPathTemplate, checkoutPath, included, stays, howItWorks }: BoxPurchaseProps) {
  const t = useTranslations('boxes');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const [format, setFormat] = useState<GiftFormat>(() => initialBoxFormat(code, options));
  const selected = options.find((option) => option.format === format) ?? options[0];
  if (!selected) return null;
  const priceLabels = { insteadOf: t('insteadOf'), promo: (percent: number) => t('promo', { percent }) };

  function chooseFormat(next: BoxFormatOption) {
    setFormat(next.format);
    // "format change … rewrites the code suffix": the address names the chosen format's box.
    const path = boxPathForCode(boxPathTemplate, next.code);
    window.history.replaceState(window.history.state, '', `${path}${window.location.search}${window.location.hash}`);
  }

  function confirm(option: BoxFormatOption) {
    const item = { item_id: option.code, item_name: title, item_category: 'box' as const };
    recordEvent({ event: 'personalization_item', items: [{ ...item, item_variant: option.format }] }, locale);
    const euros = option.price.sellPrice / 100;
    recordEvent({ event: 'add_to_cart', currency: 'EUR', value: euros, items: [{ ...item, price: euros, quantity: 1 }] }, locale);
    window.location.assign(buildBoxCheckoutHref(checkoutPath, option.format, option.code));
  }

  const deliveryText = (option: BoxFormatOption) =>
    option.format === 'physical' ? t('physicalDelivery', BOX_PHYSICAL_DELIVERY_WORKING_DAYS) : t('digitalDelivery');
  const offerDialog = (triggerClass: string) => (
    <ProductDialog
      title={t('confirmTitle')}
      trigger={
        <button type="button" className={triggerClass}>
          {t('offer')}
        </button>
      }
    >
      <p className="text-lg font-semibold text-brand-900">{title}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t('formatLabel')}</dt>
        <dd className="font-semibold" data-testid="confirm-format">
          {t(`format.${selected.format}`)}
        </dd>
        <dt className="text-muted">{t('deliveryLabel')}</dt>
        <dd>
          {deliveryText(selected)}
          {selected.format === 'physical' ? ` · ${t('freeDelivery')}` : null}
        </dd>
        <dt className="text-muted">{t('validityLabel')}</dt>
        <dd>{t('validity', { months: BOX_GIFT_VALIDITY_MONTHS })}</dd>
        <dt className="text-muted">{t('priceLabel')}</dt>
        <dd>
          <BoxPrice price={selected.price} bcp47={bcp47} labels={priceLabels} />
        </dd>
      </dl>
      <button type="button" className="button-primary mt-2 w-full" onClick={() => confirm(selected)}>
        {t('confirm')}
      </button>
    </ProductDialog>
  );

  return (
    <>
      <div className="container-page grid gap-10 pb-12 pt-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <div className="lg:hidden">
            <BoxPrice price={selected.price} bcp47={bcp47} labels={priceLabels} size="lg" />
          </div>
          {included}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-2xl font-bold text-brand-900">{t('formatTitle')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {options.map((option) => (
                <label
                  key={option.format}
                  className={`flex cursor-pointer gap-3 rounded-card bg-white p-4 ring-2 ${option.format === format ? 'ring-brand-700' : 'ring-line'} ${option.isEnabled ? '' : 'cursor-not-allowed opacity-60'}`}
                >
                  <input
                    type="radio"
                    name="boxFormat"
                    value={option.format}
                    checked={option.format === format}
                    disabled={!option.isEnabled}
                    onChange={() => chooseFormat(option)}
                    className="mt-1 size-5 accent-brand-700"
                  />
                  <span className="flex flex-col gap-1">
                    <span className="font-bold text-brand-900">{t(`format.${option.format}`)}</span>
                    <span className="text-sm">{deliveryText(option)}</span>
                    {option.format === 'physical' ? <span className="text-sm font-semibold text-brand-700">{t('freeDelivery')}</span> : null}
                    {option.isEnabled ? null : <span className="text-sm text-muted">{t('physicalComingBack')}</span>}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {stays}
          {howItWorks}
        </div>
        <aside aria-label={t('panelLabel')} className="hidden lg:block">
          <div className="sticky top-20 flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            <p className="text-sm font-semibold text-muted">{t(`format.${selected.format}`)}</p>
            <BoxPrice price={selected.price} bcp47={bcp47} labels={priceLabels} size="lg" />
            <ul className="flex flex-col gap-2 text-sm">
              <li className="flex items-center gap-2 font-semibold text-brand-700">
                <CheckIcon />
                {t('freeDelivery')}
              </li>
              <li className="flex items-center gap-2">
                <CheckIcon />
                {deliveryText(selected)}
              </li>
              <li className="flex items-center gap-2">
                <CheckIcon />
                {t('validity', { months: BOX_GIFT_VALIDITY_MONTHS })}
              </li>
            </ul>
            {offerDialog('button-primary w-full')}
          </div>
        </aside>
      </div>
      {/* Sticky rather than fixed: it stays in view over the page and settles above the footer. */}
      <div className="sticky bottom-0 z-30 border-t border-line bg-white p-3 shadow-card lg:hidden">
        {offerDialog('button-primary w-full')}
      </div>
    </>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
