'use client';

import type { SleeveCategoryResponse } from '@escapade/contracts/gift';
import { GIFT_FORMATS, type GiftFormat, type SleeveSelection } from '@escapade/domain/gift';
import { DELIVERY_WORKING_DAYS_MAX, DELIVERY_WORKING_DAYS_MIN } from '@escapade/domain/voucher';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SleeveChoice } from '../../components/gift/SleeveChoice';

const CHOICE_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

/**
 * The gift's format (digital, or physical when it is offered; otherwise the notice that it is
 * coming back soon) and, for the physical format, its sleeves by category with their prices.
 */
export function GiftFormatChoice({
  format,
  formats,
  formatLabel,
  isPhysicalEnabled,
  onFormatChange,
  categories,
  sleeves,
  onSleevesChange,
}: {
  format: GiftFormat;
  /** The formats this gift exists in. */
  formats: readonly GiftFormat[];
  formatLabel(format: GiftFormat): string;
  isPhysicalEnabled: boolean;
  onFormatChange(format: GiftFormat): void;
  categories: readonly SleeveCategoryResponse[] | undefined;
  sleeves: SleeveSelection;
  onSleevesChange(selection: SleeveSelection): void;
}) {
  const t = useTranslations('gift');
  const tg = useTranslations('giftCheckout');
  const id = useId();
  const hasPhysical = formats.includes('physical');
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={hasPhysical && !isPhysicalEnabled ? `${id}-notice` : undefined}>
        <legend className="mb-2 text-xl font-bold text-brand-900">{t('formatLabel')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {GIFT_FORMATS.filter((candidate) => formats.includes(candidate)).map((candidate) => (
            <label key={candidate} className={CHOICE_CLASS}>
              <input
                type="radio"
                name={`${id}-format`}
                value={candidate}
                checked={format === candidate}
                disabled={candidate === 'physical' && !isPhysicalEnabled}
                onChange={() => onFormatChange(candidate)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="flex flex-col">
                <span className="font-semibold text-brand-900">{formatLabel(candidate)}</span>
                <span className="text-sm text-muted">{tg(`formatDetail.${candidate}`, { min: DELIVERY_WORKING_DAYS_MIN, max: DELIVERY_WORKING_DAYS_MAX })}</span>
              </span>
            </label>
          ))}
        </div>
        {hasPhysical && !isPhysicalEnabled ? (
          <p id={`${id}-notice`} role="note" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
            {t('physicalComingBack')}
          </p>
        ) : null}
      </fieldset>
      {format === 'physical' ? <SleeveChoice idPrefix={id} categories={categories ?? []} selection={sleeves} onChange={onSleevesChange} /> : null}
    </div>
  );
}
