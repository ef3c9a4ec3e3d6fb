'use client';

import { type CalendarState, popularDateShortcuts } from '@escapade/domain/calendar';
import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { SHORTCUT_TITLE_KEYS, isShortcutSelectable } from './calendar-model';

/**
 * Popular date shortcuts (search spec §3, §9): this weekend, next weekend and the campaign dates,
 * where the market enables them (`features.popularDateShortcuts`). A shortcut whose dates a click
 * could not pick is not offered.
 */
export function PopularDateShortcuts({ locale, state, onPick }: { locale: Locale; state: CalendarState; onPick(value: { start: string; end: string }): void }) {
  const t = useTranslations('calendar');
  const shortcuts = popularDateShortcuts(state.today, locale).filter((shortcut) => isShortcutSelectable(shortcut, state));
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
