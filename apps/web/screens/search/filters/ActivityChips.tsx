'use client';

import type { FacetsResponse } from '@escapade/contracts/search';
import { useTranslations } from 'next-intl';
import { highlightedActivities } from './filter-view';

/**
 * The highlighted activity buttons of the top bar: "Activity chip in the top bar toggles and
 * applies immediately"; "Activity buttons disabled if count is 0."
 */
export function ActivityChips({ facets, selected, onToggle }: { facets: FacetsResponse | undefined; selected: readonly number[]; onToggle(id: number): void }) {
  const t = useTranslations('filters');
  const chips = highlightedActivities(facets, selected);
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label={t('popularActivities')} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-muted">
        {t('popularActivities')}
      </span>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          aria-pressed={chip.isPressed}
          disabled={chip.isDisabled}
          onClick={() => onToggle(chip.id)}
          className={`inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors disabled:cursor-not-allowed disabled:border-line disabled:text-muted ${
            chip.isPressed ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-line bg-white text-ink hover:border-brand-300'
          }`}
        >
          {chip.isPressed ? (
            <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" focusable="false">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : null}
          {chip.label}
        </button>
      ))}
    </div>
  );
}
