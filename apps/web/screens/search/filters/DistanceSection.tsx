'use client';

import {
  clampDistance,
  distanceBoundsFor,
  distanceFilterEnabled,
  toggleIncludeAround,
} from '@escapade/domain/filters';
import { useTranslations } from 'next-intl';
import { Slider, Switch } from 'radix-ui';
import { useId } from 'react';
import { THUMB_CLASS } from './PriceSection';
import type { SectionContext, SectionProps } from './section-props';

/** The distance slider moves by 1 km. */
const DISTANCE_SLIDER_STEP_KM = 1;

/**
 * "The switch 'Include offers around' is unchecked by default, so the slider is disabled. Checking
 * it (needs a city set) enables the slider at full range; unchecking clears the distance. Values
 * clamp to the bounds." Slider step 1 km, bounds per city / non-city mode.
 */
export function DistanceSection({ draft, onDraftChange, criteria }: SectionProps & Pick<SectionContext, 'criteria'>) {
  const t = useTranslations('filters');
  const switchId = useId();
  const hintId = useId();
  const hasCity = distanceFilterEnabled(criteria);
  const bounds = distanceBoundsFor(criteria);
  const isOn = draft.distance.min !== null || draft.distance.max !== null;
  const value = clampDistance({ min: draft.distance.min ?? bounds.min, max: draft.distance.max ?? bounds.max }, bounds);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="text-sm font-semibold text-ink">
          {t('includeAround')}
        </label>
        <Switch.Root
          id={switchId}
          checked={isOn}
          // Unchecking stays possible when the hash carries a distance without a city.
          disabled={!hasCity && !isOn}
          aria-describedby={hasCity ? undefined : hintId}
          onCheckedChange={(checked) => onDraftChange((state) => ({ ...state, distance: toggleIncludeAround(checked, bounds) }))}
          className="relative h-7 w-12 shrink-0 rounded-full bg-muted transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:bg-line"
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
      </div>
      {hasCity ? null : (
        <p id={hintId} className="text-sm text-muted">
          {t('distanceNeedsCity')}
        </p>
      )}
      <Slider.Root
        min={bounds.min}
        max={bounds.max}
        step={DISTANCE_SLIDER_STEP_KM}
        value={[value.min, value.max]}
        disabled={!isOn}
        onValueChange={([min = bounds.min, max = bounds.max]) =>
          onDraftChange((state) => ({ ...state, distance: clampDistance({ min, max }, bounds) }))
        }
        className="relative flex h-6 w-full touch-none items-center px-2 select-none data-[disabled]:opacity-50"
      >
        <Slider.Track className="relative h-1.5 flex-1 rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700 data-[disabled]:bg-muted" />
        </Slider.Track>
        <Slider.Thumb aria-label={t('distanceMin')} aria-valuetext={t('atKm', { count: value.min })} aria-disabled={!isOn} className={THUMB_CLASS} />
        <Slider.Thumb aria-label={t('distanceMax')} aria-valuetext={t('atKm', { count: value.max })} aria-disabled={!isOn} className={THUMB_CLASS} />
      </Slider.Root>
      <div className={`flex justify-between text-sm font-semibold ${isOn ? 'text-ink' : 'text-muted'}`} aria-hidden="true">
        <span>{t('atKm', { count: value.min })}</span>
        <span>{t('atKm', { count: value.max })}</span>
      </div>
    </div>
  );
}
