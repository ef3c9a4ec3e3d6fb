'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { HotelCriteriaFields } from './HotelCriteriaFields';
import { HOTEL_SECTIONS, type HotelSectionId, scrollToSection, sectionScrollOffset } from './hotel-sections';

/**
 * A sticky navigation bar (About, Offers, Reviews) with date and pax selector shows on
 * desktop. The tabs scroll to their section (the hash keeps the criteria, so they are buttons,
 * not `#` links) and the tab of the section in view is marked current.
 */
export function HotelStickyBar({ sections }: { sections: readonly HotelSectionId[] }) {
  const t = useTranslations('hotel');
  const current = useSectionInView(sections);
  return (
    <div className="sticky top-16 z-20 mt-6 hidden border-b border-line bg-white/95 shadow-sm backdrop-blur md:block">
      <div className="container-page flex items-center justify-between gap-6 py-2">
        <nav aria-label={t('sectionsLabel')}>
          <ul className="flex gap-1">
            {sections.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  aria-current={current === id ? 'true' : undefined}
                  onClick={() => scrollToSection(id)}
                  className={`min-h-11 rounded-full px-4 font-semibold ${current === id ? 'bg-brand-50 text-brand-900' : 'text-muted hover:text-brand-800'}`}
                >
                  {t(`sections.${HOTEL_SECTIONS[id]}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <HotelCriteriaFields layout="desktop" />
      </div>
    </div>
  );
}

/** A section counts as reached a little before its top meets the bar. */
const SECTION_IN_VIEW_MARGIN_PX = 40;

/** The last section whose top has passed under the bar. */
function useSectionInView(sections: readonly HotelSectionId[]): HotelSectionId | undefined {
  const [current, setCurrent] = useState<HotelSectionId>();
  useEffect(() => {
    function update() {
      let inView: HotelSectionId | undefined;
      for (const id of sections) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top <= sectionScrollOffset() + SECTION_IN_VIEW_MARGIN_PX) inView = id;
      }
      setCurrent(inView);
    }
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [sections]);
  return current;
}
