'use client';

import type { FilterState } from '@escapade/domain/filters';
import { toggleScore } from '@escapade/domain/filters';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FilterCheckboxes } from './FilterCheckbox';
import { codeOptions, scoreOptions, starOptions, toggleValue } from './filter-view';
import type { SectionContext, SectionProps } from './section-props';

const SCORE_MESSAGE_KEYS = { score9: 'score9', score8: 'score8', score7: 'score7' } as const;
const AMENITIES = [
  { facet: 'type', field: 'hotelTypes', title: 'hotelTypes' },
  { facet: 'environment', field: 'hotelEnvironments', title: 'hotelEnvironments' },
  { facet: 'style', field: 'hotelStyles', title: 'hotelStyles' },
] as const satisfies readonly { facet: 'type' | 'environment' | 'style'; field: keyof FilterState; title: string }[];

/**
 * 'More filters': the travellers' score ("single choice 9, 8, 7 or all … selecting the same score
 * again resets it"), stars ("multi-select 5, 4, 3") and the hotel type, environment and style.
 */
export function MoreFiltersSection({ draft, onDraftChange, facets }: SectionProps & Pick<SectionContext, 'facets'>) {
  const t = useTranslations('filters');
  return (
    <div className="flex flex-col gap-5">
      <Group title={t('score')}>
        <FilterCheckboxes
          options={scoreOptions(facets, draft.hotelScore)}
          labelOf={(option) => t(SCORE_MESSAGE_KEYS[option.key])}
          onToggle={(id) => onDraftChange((state) => ({ ...state, hotelScore: toggleScore(state.hotelScore, id) }))}
        />
      </Group>
      <Group title={t('stars')}>
        <FilterCheckboxes
          options={starOptions(facets, draft.stars)}
          labelOf={(option) => <Stars count={option.id} label={t('starsCount', { count: option.id })} />}
          onToggle={(id) => onDraftChange((state) => ({ ...state, stars: toggleValue(state.stars, id) }))}
        />
      </Group>
      {AMENITIES.map((amenity) => {
        const options = codeOptions(facets, amenity.facet, draft[amenity.field]);
        if (options.length === 0) return null;
        return (
          <Group key={amenity.field} title={t(amenity.title)}>
            <FilterCheckboxes options={options} onToggle={(id) => onDraftChange((state) => ({ ...state, [amenity.field]: toggleValue(state[amenity.field], id) }))} />
          </Group>
        );
      })}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 text-sm font-bold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="tracking-tight text-accent-700">
        {'★'.repeat(count)}
      </span>
      <span>{label}</span>
    </span>
  );
}
