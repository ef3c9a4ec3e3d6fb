'use client';

import dynamic from 'next/dynamic';

/**
 * The panels' contents — the price and distance sliders, the checkbox lists — load when a panel
 * first opens, or earlier when the pointer, a touch or the focus reaches a filters button
 * (`preloadFilterSections`). Closed panels render nothing, so the search page's first load and its
 * hydration carry none of that code (decision 0012).
 */
const loadSections = () => import('./FilterSectionBody');

export function preloadFilterSections(): void {
  void loadSections();
}

/** While the sections' code arrives (a few milliseconds on a warm connection): the panel keeps its height. */
function SectionsLoading() {
  return <div className="min-h-40" aria-busy="true" />;
}

export const LazyFilterSectionBody = dynamic(() => loadSections().then((module) => module.FilterSectionBody), {
  ssr: false,
  loading: SectionsLoading,
});

export const LazyAllFilterSections = dynamic(() => loadSections().then((module) => module.AllFilterSections), {
  ssr: false,
  loading: SectionsLoading,
});
