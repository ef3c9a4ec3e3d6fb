'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ActivitiesSection } from './ActivitiesSection';
import { DistanceSection } from './DistanceSection';
import { FacilitiesSection } from './FacilitiesSection';
import { MoreFiltersSection } from './MoreFiltersSection';
import { PriceSection } from './PriceSection';
import { type FilterSection, SECTION_TITLE_KEYS } from './filter-view';
import type { SectionContext, SectionProps } from './section-props';

export function FilterSectionBody({ section, ...props }: SectionProps & SectionContext & { section: FilterSection }) {
  switch (section) {
    case 'activities':
      return <ActivitiesSection {...props} />;
    case 'budget':
      return <PriceSection {...props} />;
    case 'distance':
      return <DistanceSection {...props} />;
    case 'facilities':
      return <FacilitiesSection {...props} />;
    case 'more':
      return <MoreFiltersSection {...props} />;
  }
}

/** Every section of the flow, one under the other (the 'Filter by' drawer, the mobile 'Filters' modal). */
export function AllFilterSections({ sections, ...props }: SectionProps & SectionContext & { sections: readonly FilterSection[] }) {
  const t = useTranslations('filters');
  const idPrefix = useId();
  return (
    <div className="flex flex-col divide-y divide-line">
      {sections.map((section) => (
        <section key={section} aria-labelledby={`${idPrefix}-${section}`} className="py-5 first:pt-0">
          <h3 id={`${idPrefix}-${section}`} className="mb-3 text-base font-bold text-brand-900">
            {t(SECTION_TITLE_KEYS[section])}
          </h3>
          <FilterSectionBody section={section} {...props} />
        </section>
      ))}
    </div>
  );
}
