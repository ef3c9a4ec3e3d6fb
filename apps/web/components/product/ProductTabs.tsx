'use client';

import type { Country } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { TAB_SCROLL_OFFSET_PX } from '../../lib/ui-constants';
import { recordVariationExposure, useVariation } from '../../lib/variations';
import { DESKTOP_MEDIA_QUERY } from '../calendar/use-is-desktop';
import { useMarket } from '../market-context';
import { TABS_NEED_SINGLE_VOUCHER_COUNTRIES, areProductTabsHidden } from './product-tabs-visibility';

/** The id of the main tab bar: the sticky booking bar shows while it is out of view. */
export const PRODUCT_TABS_ID = 'product-tabs';

/** The product page's sections, by element id, in the tab bar's order. */
export const PRODUCT_SECTIONS = ['description', 'experience', 'room', 'gift', 'reviews', 'practical'] as const;
export type ProductSectionId = (typeof PRODUCT_SECTIONS)[number];

/** A tab is active once its section is at least 88% visible. */
const TAB_OBSERVER_THRESHOLD = 0.88;

/** The site header sticks too: a section scrolled to stops under it and the tab offset. */
function stickyHeaderHeight(): number {
  const header = document.querySelector('body > header, header.sticky');
  return header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
}

/**
 * Scrolled, not linked: the hash holds the stay criteria. "Tab scroll offset 30 px mobile,
 * 70 px desktop", under the sticky site header.
 */
export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const offset = window.matchMedia(DESKTOP_MEDIA_QUERY).matches ? TAB_SCROLL_OFFSET_PX.desktop : TAB_SCROLL_OFFSET_PX.mobile;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - stickyHeaderHeight() - offset, behavior: 'smooth' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** A tab observer highlights the tab whose section is at least 88% visible. */
export function useActiveSection(sections: readonly ProductSectionId[]): ProductSectionId | undefined {
  const [active, setActive] = useState<ProductSectionId | undefined>(sections[0]);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.intersectionRatio >= TAB_OBSERVER_THRESHOLD);
        if (visible) setActive(visible.target.id as ProductSectionId);
      },
      { threshold: [TAB_OBSERVER_THRESHOLD] },
    );
    for (const id of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  return active;
}

/**
 * Whether the tabs are hidden for this visitor (Spain and Italy outside the single-voucher
 * variation). The server renders the control (lib/variations cannot be imported by a server
 * component); the browser's assignment takes over after hydration. The exposure is recorded
 * where the variation applies.
 */
export function useAreProductTabsHidden(country: Country): boolean {
  const { locale } = useMarket();
  const variant = useVariation('single-voucher');
  const applies = TABS_NEED_SINGLE_VOUCHER_COUNTRIES.includes(country);
  useEffect(() => {
    if (applies) recordVariationExposure('single-voucher', variant, locale);
  }, [applies, variant, locale]);
  return areProductTabsHidden(country, variant);
}

/** The tabs themselves, shared by the main tab bar and the sticky booking bar. */
export function SectionTabList({ sections, active, className = '' }: { sections: readonly ProductSectionId[]; active: ProductSectionId | undefined; className?: string }) {
  const t = useTranslations('product.tabs');
  return (
    <ul className={`flex gap-1 overflow-x-auto ${className}`}>
      {sections.map((id) => (
        <li key={id}>
          <button
            type="button"
            onClick={() => scrollToSection(id)}
            aria-current={active === id ? 'true' : undefined}
            className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${active === id ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-800'}`}
          >
            {t(id)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The product page's main tab bar. On mobile it sticks under the header; on desktop it scrolls
 * away and the sticky booking bar, with the same tabs, takes over.
 */
export function ProductTabs({ sections, country }: { sections: readonly ProductSectionId[]; country: Country }) {
  const t = useTranslations('product.tabs');
  const active = useActiveSection(sections);
  // Hidden tabs leave their place: the sticky booking bar still shows once it is scrolled past.
  if (useAreProductTabsHidden(country)) return <div id={PRODUCT_TABS_ID} className="mt-4" />;
  return (
    <nav id={PRODUCT_TABS_ID} aria-label={t('label')} className="sticky top-16 z-20 mt-4 border-b border-line bg-white md:static">
      <SectionTabList sections={sections} active={active} className="container-page" />
    </nav>
  );
}
