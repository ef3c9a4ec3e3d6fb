'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIsDesktop } from '../calendar/use-is-desktop';
import { PRODUCT_TABS_ID, type ProductSectionId, SectionTabList, useActiveSection } from './ProductTabs';

export interface StickyBookingBarProps {
  /** The tabs to repeat; none when the page hides its tabs. */
  sections: readonly ProductSectionId[];
  /** The price as the booking panel shows it, or undefined while there is none. */
  price: string | undefined;
  /** The dates and party (or the gift) in a few words. */
  summary: string;
  bookLabel: string;
  onBook(): void;
  isBooking: boolean;
}

/** True once the element is above the viewport's top (scrolled past), not merely out of view below. */
function useIsScrolledPast(id: string): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIsPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return isPast;
}

/**
 * "A sticky booking bar with the same tabs shows on desktop when the main tab bar is out of
 * view": the tabs, the price, the dates and Book. Not on mobile, where the tab bar itself sticks.
 */
export function StickyBookingBar({ sections, price, summary, bookLabel, onBook, isBooking }: StickyBookingBarProps) {
  const t = useTranslations('product');
  const isDesktop = useIsDesktop();
  const isTabBarPast = useIsScrolledPast(PRODUCT_TABS_ID);
  const active = useActiveSection(sections);
  if (!isDesktop || !isTabBarPast) return null;
  // Out of the booking panel's landmark: the bar belongs to the page, above its content.
  return createPortal(
    <div role="region" aria-label={t('bookingPanel')} data-testid="sticky-booking-bar" className="fixed inset-x-0 top-16 z-20 border-b border-line bg-white/95 shadow-sm backdrop-blur">
      <div className="container-page flex items-center justify-between gap-6">
        {sections.length > 0 ? (
          <nav aria-label={t('stickyBar.tabsLabel')} className="min-w-0">
            <SectionTabList sections={sections} active={active} />
          </nav>
        ) : (
          <span />
        )}
        <div className="flex shrink-0 items-center gap-4 py-2">
          <p className="flex flex-col text-right leading-tight">
            {price ? <span className="text-lg font-bold text-brand-900">{price}</span> : null}
            <span className="text-sm text-muted">{summary}</span>
          </p>
          <button type="button" className="button-primary" onClick={onBook} disabled={isBooking}>
            {bookLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
