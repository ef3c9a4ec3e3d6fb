'use client';

import type { SleeveCategoryResponse } from '@escapade/contracts/gift';
import type { SingleVoucherPrice } from '@escapade/contracts/product';
import { MARKETS } from '@escapade/domain/markets';
import { GIFT_FORMATS, GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN, type GiftFormat, type SleeveSelection } from '@escapade/domain/gift';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { Accordion } from 'radix-ui';
import { useId } from 'react';
import { useMarket } from '../market-context';
import type { PhysicalFormatState } from './physical-format';
import { SleeveChoice } from './SleeveChoice';

export interface GiftCustomisationProps {
  productId: number;
  nights: number;
  format: GiftFormat;
  /** Disabled unless enabled; the coming-back-soon notice once it is known to be off. */
  physical: PhysicalFormatState;
  prices: readonly SingleVoucherPrice[];
  categories: readonly SleeveCategoryResponse[];
  sleeves: SleeveSelection;
  onChange(change: { giftNights?: number; giftFormat?: GiftFormat; sleeves?: SleeveSelection }): void;
  /** Opens the personalise-your-gift drawer (the sender's name and message); none: no drawer (customer care mode), no button. */
  onPersonalise?: (() => void) | undefined;
  /** Shown once the drawer saved: "stores, closes, confirms". */
  isMessageSaved: boolean;
}

const NIGHT_CHOICES = Array.from({ length: GIFT_NIGHTS_MAX - GIFT_NIGHTS_MIN + 1 }, (_, index) => GIFT_NIGHTS_MIN + index);

/**
 * 'Customise your gift' on the gift variant of the page: format (physical
 * disabled with its coming-back-soon notice), nights 1–3, sleeves per category ('Free', fire
 * marker for the recommended ones) and the button to the personalise drawer (name and message).
 */
export function GiftCustomisation(props: GiftCustomisationProps) {
  const t = useTranslations('gift');
  const { locale } = useMarket();
  const sleevePrefix = useId();
  const money = (cents: number) => formatMoney(cents, MARKETS[locale].bcp47);
  return (
    <Accordion.Root type="single" collapsible defaultValue="customise" className="rounded-xl ring-1 ring-line">
      <Accordion.Item value="customise">
        <Accordion.Header>
          <Accordion.Trigger className="flex min-h-12 w-full items-center justify-between px-3 text-left font-semibold text-brand-900">
            {t('customiseTitle')}
            <span aria-hidden="true">▾</span>
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content className="flex flex-col gap-4 px-3 pb-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-semibold">{t('formatLabel')}</legend>
            <div className="flex gap-2">
              {GIFT_FORMATS.map((format) => {
                const disabled = format === 'physical' && props.physical !== 'enabled';
                return (
                  <label key={format} className={`flex min-h-11 flex-1 items-center gap-2 rounded-xl px-3 ring-1 ${props.format === format ? 'ring-brand-700' : 'ring-line'} ${disabled ? 'opacity-60' : ''}`}>
                    <input
                      type="radio"
                      name="giftFormat"
                      value={format}
                      checked={props.format === format}
                      disabled={disabled}
                      aria-describedby={disabled && props.physical === 'comingBackSoon' ? 'gift-physical-notice' : undefined}
                      onChange={() => props.onChange({ giftFormat: format })}
                    />
                    {t(`format.${format}`)}
                  </label>
                );
              })}
            </div>
            {props.physical === 'comingBackSoon' ? (
              <p id="gift-physical-notice" className="text-sm text-muted">
                {t('physicalComingBack')}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-semibold">{t('nightsLabel')}</legend>
            <div className="flex gap-2">
              {NIGHT_CHOICES.map((nights) => {
                const price = props.prices.find((entry) => entry.nights === nights);
                // A length the stay is not priced for cannot be chosen (once the prices are known).
                const isUnpriced = props.prices.length > 0 && !price && props.nights !== nights;
                return (
                  <label key={nights} className={`flex min-h-11 flex-1 flex-col justify-center rounded-xl px-3 py-1 ring-1 ${props.nights === nights ? 'ring-brand-700' : 'ring-line'} ${isUnpriced ? 'opacity-60' : ''}`}>
                    <span className="flex items-center gap-2">
                      <input type="radio" name="giftNights" value={nights} checked={props.nights === nights} disabled={isUnpriced} onChange={() => props.onChange({ giftNights: nights })} />
                      {t('nights', { count: nights })}
                    </span>
                    {price ? <span className="text-xs text-muted">{money(price.sellPrice)}</span> : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <SleeveChoice idPrefix={sleevePrefix} categories={props.categories} selection={props.sleeves} onChange={(sleeves) => props.onChange({ sleeves })} />
          {props.onPersonalise ? (
            <div className="flex flex-col gap-2">
              <button type="button" className="button-secondary" onClick={props.onPersonalise}>
                {t('personaliseTitle')}
              </button>
              {props.isMessageSaved ? (
                <p role="status" className="text-sm font-semibold text-brand-700">
                  {t('saved')}
                </p>
              ) : null}
            </div>
          ) : null}
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}
