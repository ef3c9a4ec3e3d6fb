'use client';

import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { type FilterState, filterStatesEqual, filtersFromCriteria } from '@escapade/domain/filters';
import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * "The draft filters live separately from the applied ones." The applied filters are read from the
 * criteria (the hash); the draft is what an open panel edits. "Closing without applying restores
 * the draft from the hash; the hash is re-read whenever it changes."
 */
export function useFilterDraft(criteria: SearchCriteria) {
  const applied = useMemo(() => filtersFromCriteria(criteria), [criteria]);
  const [draft, setDraft] = useState<FilterState>(applied);
  const [readFrom, setReadFrom] = useState<FilterState>(applied);
  if (!filterStatesEqual(readFrom, applied)) {
    // The hash changed (applied here, browser back, another control): the draft follows it.
    setReadFrom(applied);
    setDraft(applied);
  }
  return {
    applied,
    draft,
    setDraft,
    isDirty: !filterStatesEqual(draft, applied),
    restoreDraft: () => setDraft(applied),
  };
}

/**
 * Tells the screen the draft while a panel is open, and `null` once every panel is closed, so it
 * refreshes the facets: "Facets are refreshed when a panel is open and the draft differs from the
 * last request". Only changes are sent.
 */
export function useReportDraft(isOpen: boolean, draft: FilterState, onDraftChange: (draft: FilterState | null) => void): void {
  const lastSent = useRef<FilterState | null>(null);
  const report = useRef(onDraftChange);
  useEffect(() => {
    report.current = onDraftChange;
  });
  useEffect(() => {
    const next = isOpen ? draft : null;
    const previous = lastSent.current;
    if (next === null ? previous === null : previous !== null && filterStatesEqual(previous, next)) return;
    lastSent.current = next;
    report.current(next);
  }, [isOpen, draft]);
}
