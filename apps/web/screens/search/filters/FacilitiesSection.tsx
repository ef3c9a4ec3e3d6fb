'use client';

import { useTranslations } from 'next-intl';
import { FilterCheckboxes } from './FilterCheckbox';
import { codeOptions, toggleValue } from './filter-view';
import type { SectionContext, SectionProps } from './section-props';

/** Facilities, 'pets' among them (the hash and the API carry it as petsAllowed). */
export function FacilitiesSection({ draft, onDraftChange, facets }: SectionProps & Pick<SectionContext, 'facets'>) {
  const t = useTranslations('filters');
  const options = codeOptions(facets, 'facility', draft.facilities);
  if (options.length === 0) return <p className="text-sm text-muted">{facets ? t('noFacilities') : t('loadingFacets')}</p>;
  return (
    <div className="grid gap-x-6 sm:grid-cols-2">
      <FilterCheckboxes options={options} onToggle={(id) => onDraftChange((state) => ({ ...state, facilities: toggleValue(state.facilities, id) }))} />
    </div>
  );
}
