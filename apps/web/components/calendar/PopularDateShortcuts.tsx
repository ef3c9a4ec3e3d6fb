'use client';

import { type CalendarState, popularDateShortcuts } from '@escapade/domain/calendar';
import { type Locale, MARKETS } from '@escapade/domain/markets';
import { isInPopularDatesVariation } from '@escapade/domain/variations';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { recordVariationExposure, useVariation } from '../../lib/variations';
import { SHORTCUT_TITLE_KEYS, isShortcutSelectable } from './calendar-model';

/**
 * Popular date shortcuts: this weekend, next weekend and the campaign dates,
 * where the market enables them (`features.popularDateShortcuts`) and "only in a test variation":
 * the visitor's `popular-dates` variant (lib/variations.ts), whose exposure is recorded when the
 * calendar opens in such a market. A shortcut whose dates a click could not pick is not offered.
 */
export function PopularDateShortcuts({
  locale,
  state,
  onPick,
  isInTestVariation,
}: {
  locale: Locale;
  state: CalendarState;
  onPick(value: { start: string; end: string }): void;
  /** Forces the test variation (tests); by default the visitor's assigned variant decides. */
  isInTestVariation?: boolean;
}) {
  const t = useTranslations('calendar');
  const variant = useVariation('popular-dates');
  const isInVariation = isInTestVariation ?? isInPopularDatesVariation(variant);
  const isMarketEnabled = MARKETS[locale].features.popularDateShortcuts;
  useEffect(() => {
    if (isMarketEnabled && isInTestVariation === undefined) recordVariationExposure('popular-dates', variant, locale);
  }, [isMarketEnabled, isInTestVariation, variant, locale]);
  const shortcuts = popularDateShortcuts(state.today, locale, { isInTestVariation: isInVariation }).filter((shortcut) => isShortcutSelectable(shortcut, state));
  if (shortcuts.length === 0) return null;
  return (
    <div role="group" aria-label={t('popularDates')} className="flex gap-2 overflow-x-auto pb-1">
      {shortcuts.map((shortcut) => {
        const key = SHORTCUT_TITLE_KEYS[shortcut.title];
        const isActive = state.checkin === shortcut.value.start && state.checkout === shortcut.value.end;
        return (
          <button
            key={shortcut.title}
            type="button"
            aria-pressed={isActive}
            onClick={() => onPick(shortcut.value)}
            className={`flex shrink-0 flex-col items-start rounded-xl px-3 py-1.5 text-left text-sm ring-1 ${isActive ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink ring-line hover:ring-brand-300'}`}
          >
            <span className="font-semibold">{key ? t(`shortcuts.${key}`) : shortcut.title}</span>
            <span className={isActive ? 'text-xs text-white' : 'text-xs text-muted'}>{shortcut.subtitle}</span>
          </button>
        );
      })}
    </div>
  );
}
