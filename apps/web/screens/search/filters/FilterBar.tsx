'use client';

import { DEFAULT_FILTER_STATE, filterCountBadge } from '@escapade/domain/filters';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { FilterBarProps } from '../props';
import { ActivityChips } from './ActivityChips';
import { FilterDialog } from './FilterDialog';
import { CountBadge } from './CountBadge';
import { FilterDropdown } from './FilterDropdown';
import { type FilterSection, SECTION_TITLE_KEYS, filterSectionsFor, sectionCount } from './filter-view';
import { FiltersIcon, MapIcon } from './icons';
import { LazyAllFilterSections, LazyFilterSectionBody, preloadFilterSections } from './lazy-filter-sections';
import { filterActions, useFooterLabel } from './use-filter-actions';
import { useFilterDraft, useReportDraft } from './use-filter-draft';

/** A dropdown, the 'Filter by' drawer ('all'), or nothing. */
type OpenPanel = FilterSection | 'all' | null;

/**
 * The desktop filter bar: sticky under the header, with the
 * filters button (drawer 'Filter by' from the left, badge of active filters), the dropdowns
 * Activities, Price, Distance, Facilities, More filters, the highlighted activity chips, the map
 * button and the sort control. Panels edit a draft; only Confirm, Clear, Reset, a chip, or a click
 * outside a changed Distance panel send the next criteria to the screen.
 */
export function FilterBar({ flow, criteria, facets, isFacetsLoading, onApply, onDraftChange, onOpenMap, sortControl }: FilterBarProps) {
  const t = useTranslations('filters');
  const filters = useFilterDraft(criteria);
  const [openPanel, setOpenPanel] = useState<OpenPanel>(null);
  useReportDraft(openPanel !== null, filters.draft, onDraftChange);
  const actions = filterActions(criteria, filters.applied, onApply);
  const footerLabel = useFooterLabel(facets, isFacetsLoading);
  const sections = filterSectionsFor(flow);
  const badge = filterCountBadge(filters.applied);
  const sectionProps = { draft: filters.draft, onDraftChange: filters.setDraft, facets, criteria, flow };

  const barRef = useRef<HTMLDivElement>(null);

  function setPanel(panel: OpenPanel) {
    // Opening or closing without applying starts again from the hash.
    filters.restoreDraft();
    if (panel !== null && panel !== 'all') makeRoomUnderBar(barRef.current);
    setOpenPanel(panel);
  }

  function confirm() {
    if (filters.isDirty) actions.applyDraft(filters.draft);
    setOpenPanel(null);
  }

  function clear(section: FilterSection) {
    actions.clearSection(section);
    setPanel(null);
  }

  function applyDistanceOutside() {
    if (filters.isDirty) actions.applyDraft(filters.draft);
  }

  function resetAll() {
    filters.setDraft(() => ({ ...DEFAULT_FILTER_STATE }));
    actions.resetAll();
  }

  return (
    <div
      ref={barRef}
      className="sticky top-16 z-20 hidden border-b border-line bg-white/95 backdrop-blur md:block"
      // The panels' code is fetched on the way to a click, not with the page.
      onPointerEnter={preloadFilterSections}
      onFocus={preloadFilterSections}
    >
      <div className="container-page flex flex-col gap-2 py-3">
        {/* Labels never break inside a button: with many active filters the map and sort move to a second line. */}
        <div className="flex flex-wrap items-center gap-2">
          <FilterDialog
            variant="drawer"
            title={t('filterBy')}
            open={openPanel === 'all'}
            onOpenChange={(open) => setPanel(open ? 'all' : null)}
            trigger={
              <button
                type="button"
                aria-label={badge > 0 ? `${t('filters')}, ${t('activeFilters', { count: badge })}` : undefined}
                className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50"
              >
                <FiltersIcon />
                {t('filters')}
                <CountBadge count={badge} />
              </button>
            }
            onReset={resetAll}
            onConfirm={confirm}
            confirmLabel={footerLabel.button}
          >
            <LazyAllFilterSections sections={sections} {...sectionProps} />
          </FilterDialog>
          {sections.map((section) => (
            <FilterDropdown
              key={section}
              title={t(SECTION_TITLE_KEYS[section])}
              count={sectionCount(section, filters.applied, flow)}
              open={openPanel === section}
              onOpenChange={(open) => setPanel(open ? section : null)}
              // "Clicking outside the distance filter applies it if changed."
              onInteractOutside={section === 'distance' ? applyDistanceOutside : undefined}
              onClear={() => clear(section)}
              onConfirm={confirm}
              confirmLabel={footerLabel.button}
            >
              <LazyFilterSectionBody section={section} {...sectionProps} />
            </FilterDropdown>
          ))}
          <div className="ml-auto flex items-center gap-2">
            {flow === 'activity' ? null : (
              <button
                type="button"
                onClick={onOpenMap}
                className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-300"
              >
                <MapIcon />
                {t('map')}
              </button>
            )}
            {sortControl}
          </div>
        </div>
        <ActivityChips facets={facets} selected={filters.applied.activities} onToggle={actions.toggleActivityChip} />
      </div>
    </div>
  );
}

/** Below this, a dropdown opening under the bar scrolls the page so that the bar sits at its sticky place. */
const MIN_DROPDOWN_ROOM_PX = 420;

function makeRoomUnderBar(bar: HTMLElement | null): void {
  if (!bar) return;
  const { top, bottom } = bar.getBoundingClientRect();
  if (window.innerHeight - bottom >= MIN_DROPDOWN_ROOM_PX) return;
  const stickyTop = Number.parseFloat(getComputedStyle(bar).top) || 0;
  if (top > stickyTop) window.scrollBy({ top: top - stickyTop, behavior: 'instant' });
}
