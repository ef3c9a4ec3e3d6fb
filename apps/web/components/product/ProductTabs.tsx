'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** §2 "A tab observer highlights the tab whose section is at least 88% visible." */
export const TAB_VISIBLE_RATIO = 0.88;

/** §2 "Tab scroll offset 30 px mobile, 70 px desktop". */
const TAB_SCROLL_OFFSET_PX = { mobile: 30, desktop: 70 };

// Scrolled, not linked: the hash holds the stay criteria.
function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const offset = window.matchMedia('(min-width: 768px)').matches ? TAB_SCROLL_OFFSET_PX.desktop : TAB_SCROLL_OFFSET_PX.mobile;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - offset, behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

/** The product page's tab bar: anchors to its sections, the visible one highlighted. */
export const PRODUCT_SECTIONS = ['description', 'experience', 'room', 'gift', 'reviews', 'practical'] as const;
export type ProductSectionId = (typeof PRODUCT_SECTIONS)[number];

export function ProductTabs({ sections }: { sections: readonly ProductSectionId[] }) {
  const t = useTranslations('product.tabs');
  const [active, setActive] = useState<string | undefined>(sections[0]);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.intersectionRatio >= TAB_VISIBLE_RATIO);
        if (visible) setActive(visible.target.id);
      },
      { threshold: [TAB_VISIBLE_RATIO] },
    );
    for (const id of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  return (
    <nav aria-label={t('label')} className="sticky top-0 z-20 mt-4 border-b border-line bg-white">
      <ul className="container-page flex gap-1 overflow-x-auto">
        {sections.map((id) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => scrollToSection(id)}
              aria-current={active === id ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${active === id ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted'}`}
            >
              {t(id)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
