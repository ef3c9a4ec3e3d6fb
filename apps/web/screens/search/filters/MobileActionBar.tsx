'use client';

import { DEFAULT_FILTER_STATE, filterCountBadge } from '@escapade/domain/filters';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { STICKY_SUMMARY_BAR_SCROLL_PX } from '../../../lib/ui-constants';
import type { MobileActionBarProps } from '../props';
import { CountBadge } from './CountBadge';
import { FilterDialog } from './FilterDialog';
import { SearchSummaryBar } from './SearchSummaryBar';
import { filterSectionsFor } from './filter-view';
import { FiltersIcon, MapIcon } from './icons';
import { LazyAllFilterSections, preloadFilterSections } from './lazy-filter-sections';
import { filterActions, useFooterLabel } from './use-filter-actions';
import { useFilterDraft, useReportDraft } from './use-filter-draft';
import { useScrolledPast } from '../../../components/search-box/use-scrolled-past';

/**
 * The mobile action bar: Filter (with the count of active filters), Map and Sort,
 * kept under the header; "a sticky summary bar with destination, dates, pax and theme … appears
 * after a 250 px scroll". Filter opens the full-screen 'Filters' modal with Confirm and Reset.
 */
export function MobileActionBar({ flow, criteria, facets, isFacetsLoading, onApply, onDraftChange, onOpenMap, sortControl, destination, themeLabel, onEditSearch }: MobileActionBarProps) {
  const t = useTranslations('filters');
  const filters = useFilterDraft(criteria);
  const [isOpen, setIsOpen] = useState(false);
  useReportDraft(isOpen, filters.draft, onDraftChange);
  const isScrolled = useScrolledPast(STICKY_SUMMARY_BAR_SCROLL_PX);
  const actions = filterActions(criteria, filters.applied, onApply);
  const footerLabel = useFooterLabel(facets, isFacetsLoading);
  const badge = filterCountBadge(filters.applied);

  function setOpen(open: boolean) {
    filters.restoreDraft();
    setIsOpen(open);
  }

  return (
    <div className="sticky top-16 z-20 border-b border-line bg-white md:hidden">
      {isScrolled ? <SearchSummaryBar criteria={criteria} flow={flow} destination={destination} themeLabel={themeLabel} onEditSearch={onEditSearch} /> : null}
      <div className="grid grid-cols-3 divide-x divide-line">
        <FilterDialog
          variant="fullscreen"
          title={t('filters')}
          open={isOpen}
          onOpenChange={setOpen}
          trigger={
            <button
              type="button"
              aria-label={badge > 0 ? `${t('filter')}, ${t('activeFilters', { count: badge })}` : undefined}
              className={ACTION_CLASS}
              // The sections' code is fetched as the finger lands, before the click opens the modal.
              onPointerDown={preloadFilterSections}
              onFocus={preloadFilterSections}
            >
              <FiltersIcon />
              {t('filter')}
              <CountBadge count={badge} />
            </button>
          }
          onReset={() => {
            filters.setDraft(() => ({ ...DEFAULT_FILTER_STATE }));
            actions.resetAll();
          }}
          onConfirm={() => {
            if (filters.isDirty) actions.applyDraft(filters.draft);
            setIsOpen(false);
          }}
          confirmLabel={t('confirm')}
          status={footerLabel.offers}
        >
          <LazyAllFilterSections sections={filterSectionsFor(flow)} draft={filters.draft} onDraftChange={filters.setDraft} facets={facets} criteria={criteria} flow={flow} />
        </FilterDialog>
        {flow === 'activity' ? (
          <span aria-hidden="true" />
        ) : (
          <button type="button" onClick={onOpenMap} className={ACTION_CLASS}>
            <MapIcon />
            {t('map')}
          </button>
        )}
        <div className="flex">{sortControl}</div>
      </div>
    </div>
  );
}

export const ACTION_CLASS = 'inline-flex min-h-12 w-full items-center justify-center gap-2 px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50';
