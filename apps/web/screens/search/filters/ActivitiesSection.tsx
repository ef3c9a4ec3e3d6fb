'use client';

import type { FacetsResponse } from '@escapade/contracts/search';
import { type FilterState, toggleActivity } from '@escapade/domain/filters';
import { useTranslations } from 'next-intl';
import { type FocusEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { FilterCheckboxes } from './FilterCheckbox';
import { type ActivityGroup, activityGroups } from './filter-view';
import type { SectionProps } from './section-props';

/** The activity list shows 124 px until expanded. */
const ACTIVITY_LIST_COLLAPSED_HEIGHT_PX = 124;

/**
 * The activities of a panel, grouped ("in the panel it toggles the draft"). "The activity list is
 * collapsed at 124 px height with toggles 'See all activities' and 'Show less activities'."
 */
export function ActivitiesSection({ draft, onDraftChange, facets }: SectionProps & { facets: FacetsResponse | undefined }) {
  const t = useTranslations('filters');
  const groups = activityGroups(facets, draft.activities);
  function toggle(id: number) {
    onDraftChange((state: FilterState) => ({ ...state, activities: toggleActivity(state.activities, id) }));
  }
  if (groups.length === 0) return <p className="text-sm text-muted">{facets ? t('noActivities') : t('loadingFacets')}</p>;
  return <ActivityList groups={groups} onToggle={toggle} />;
}

function ActivityList({ groups, onToggle }: { groups: ActivityGroup[]; onToggle(id: number): void }) {
  const t = useTranslations('filters');
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const overflows = useTallerThan(contentRef, ACTIVITY_LIST_COLLAPSED_HEIGHT_PX);

  // A keyboard user tabbing into a hidden option opens the list rather than focusing an unseen box.
  function expandOnHiddenFocus(event: FocusEvent<HTMLDivElement>) {
    const list = listRef.current;
    if (isExpanded || !list) return;
    const top = event.target.getBoundingClientRect().top - list.getBoundingClientRect().top;
    if (top + event.target.getBoundingClientRect().height > ACTIVITY_LIST_COLLAPSED_HEIGHT_PX) setIsExpanded(true);
  }

  return (
    <div>
      <div
        id={listId}
        ref={listRef}
        onFocus={expandOnHiddenFocus}
        className="relative overflow-hidden"
        style={isExpanded ? undefined : { maxHeight: ACTIVITY_LIST_COLLAPSED_HEIGHT_PX }}
      >
        {overflows && !isExpanded ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 z-10 h-8 bg-gradient-to-t from-white to-transparent" />
        ) : null}
        <div ref={contentRef} className="flex flex-col gap-3">
        {groups.map((group) => (
          <fieldset key={group.id} className="flex flex-col">
            {group.name ? <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{group.name}</legend> : null}
            <FilterCheckboxes options={group.options} onToggle={onToggle} />
          </fieldset>
        ))}
        </div>
      </div>
      {overflows ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((value) => !value)}
          className="mt-2 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {isExpanded ? t('showLessActivities') : t('seeAllActivities')}
        </button>
      ) : null}
    </div>
  );
}

/** Whether the content is taller than the collapsed height (the toggle is useless otherwise). */
function useTallerThan(ref: RefObject<HTMLDivElement | null>, heightPx: number): boolean {
  const [isTaller, setIsTaller] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsTaller(element.getBoundingClientRect().height > heightPx + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, heightPx]);
  return isTaller;
}
