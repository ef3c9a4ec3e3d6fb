'use client';

import { type FilterState, budgetFromSlider, isOpenEndedMax, sliderFromBudget } from '@escapade/domain/filters';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { Slider } from 'radix-ui';
import { useState } from 'react';
import { useMarket } from '../../../components/market-context';
import { priceHistogram, priceSliderRange } from './filter-view';
import type { SectionContext, SectionProps } from './section-props';

type Reading = { min: number; max: number };

/** The price slider moves by 1 euro. */
const PRICE_SLIDER_STEP_EUR = 1;

const sameBudget = (a: FilterState['budget'], b: FilterState['budget']) => a.min === b.min && a.max === b.max;

/**
 * The price slider: steps of 1 euro; reading at or below 9 means no minimum; at or above 250
 * means no maximum (top bound shown with '+'); values sent in cents.
 */
export function PriceSection({ draft, onDraftChange, facets, flow }: SectionProps & SectionContext) {
  const t = useTranslations('filters');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const bounds = priceSliderRange(facets);
  // The thumb stays where it is dragged even where the budget reads "no minimum" (≤ 9 €).
  const [reading, setReading] = useState<Reading | null>(null);
  const shown = reading && sameBudget(budgetFromSlider(reading), draft.budget) ? reading : sliderFromBudget(draft.budget, bounds);

  const euros = (value: number) => formatMoney(value * 100, bcp47);
  const maxText = isOpenEndedMax(shown.max) ? t('openMax', { price: euros(shown.max) }) : euros(shown.max);
  const histogram = priceHistogram(facets);
  const tallest = Math.max(1, ...histogram.map((bar) => bar.count));

  function change([min = bounds.min, max = bounds.max]: number[]) {
    setReading({ min, max });
    onDraftChange((state) => ({ ...state, budget: budgetFromSlider({ min, max }) }));
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{flow === 'gifting' ? t('priceForTwo') : t('pricePerPerson')}</p>
      {histogram.length > 0 ? (
        <div className="flex h-12 items-end gap-1 px-2" aria-hidden="true">
          {histogram.map((bar) => (
            <span
              key={bar.min}
              className="flex-1 rounded-t bg-brand-200"
              style={{ height: `${Math.max(6, Math.round((bar.count / tallest) * 100))}%` }}
            />
          ))}
        </div>
      ) : null}
      <Slider.Root
        min={bounds.min}
        max={bounds.max}
        step={PRICE_SLIDER_STEP_EUR}
        value={[shown.min, shown.max]}
        onValueChange={change}
        className="relative flex h-6 w-full touch-none items-center px-2 select-none"
      >
        <Slider.Track className="relative h-1.5 flex-1 rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb aria-label={t('priceMin')} aria-valuetext={euros(shown.min)} className={THUMB_CLASS} />
        <Slider.Thumb aria-label={t('priceMax')} aria-valuetext={maxText} className={THUMB_CLASS} />
      </Slider.Root>
      <div className="flex justify-between text-sm font-semibold text-ink" aria-hidden="true">
        <span>{euros(shown.min)}</span>
        <span>{maxText}</span>
      </div>
    </div>
  );
}

export const THUMB_CLASS =
  'block size-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[disabled]:border-line';
