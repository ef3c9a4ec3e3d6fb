'use client';

import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import {
  type FilterState,
  clearAllFilters,
  clearFilter,
  filterFooterLabel,
  filtersToHash,
  toggleActivity,
} from '@escapade/domain/filters';
import type { FacetsResponse } from '@escapade/contracts/search';
import { useTranslations } from 'next-intl';
import { FILTERS_OF_SECTION, type FilterSection } from './filter-view';

/**
 * What the filter controls send to the screen, always as the complete next criteria (the screen
 * writes the hash and searches): "Confirm applies the draft to the location hash, removing keys
 * no longer set. Clear on a single filter removes it and searches immediately. Reset / clear-all
 * removes every filter key." "Activity chip in the top bar toggles and applies immediately."
 */
export function filterActions(criteria: SearchCriteria, applied: FilterState, onApply: (next: SearchCriteria) => void) {
  return {
    applyDraft(draft: FilterState): void {
      onApply(filtersToHash(criteria, draft));
    },
    clearSection(section: FilterSection): void {
      onApply(FILTERS_OF_SECTION[section].reduce(clearFilter, criteria));
    },
    resetAll(): void {
      onApply(clearAllFilters(criteria));
    },
    toggleActivityChip(id: number): void {
      onApply(filtersToHash(criteria, { ...applied, activities: toggleActivity(applied.activities, id) }));
    },
  };
}

/**
 * "Filter footer button 'View {{count}} offers' or 'View offers'": the count once the facets
 * answered for the draft. `offers` is the count alone ("245 offers"), undefined while unknown.
 */
export function useFooterLabel(facets: FacetsResponse | undefined, isFacetsLoading: boolean): { button: string; offers: string | undefined } {
  const t = useTranslations('filters');
  const label = filterFooterLabel(isFacetsLoading ? undefined : facets?.totalCount);
  return label.key === 'View offers'
    ? { button: t('viewOffers'), offers: undefined }
    : { button: t('viewCountOffers', { count: label.count }), offers: t('offersCount', { count: label.count }) };
}
