import { DESKTOP_MEDIA_QUERY } from '../../components/calendar/use-is-desktop';
import { TAB_SCROLL_OFFSET_PX } from '../../lib/ui-constants';
import { HOTEL_OFFERS_ANCHOR } from './hotel-hash';

/** The sections of the sticky bar, by element id → their tab label key (About, Offers, Reviews). */
export const HOTEL_SECTIONS = {
  about: 'about',
  [HOTEL_OFFERS_ANCHOR]: 'offers',
  reviews: 'reviews',
} as const;

export type HotelSectionId = keyof typeof HOTEL_SECTIONS;

/**
 * Where a section's top stops when scrolled to: 30 px on mobile, 70 px on desktop
 * (70 px being the sticky bar), counted under the site header, which sticks too.
 */
export function sectionScrollOffset(): number {
  const header = document.querySelector('header');
  const headerHeight = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
  return headerHeight + (window.matchMedia(DESKTOP_MEDIA_QUERY).matches ? TAB_SCROLL_OFFSET_PX.desktop : TAB_SCROLL_OFFSET_PX.mobile);
}

/** Scrolls a section's top to just under the sticky bar. */
export function scrollToSection(id: HotelSectionId): void {
  const section = document.getElementById(id);
  if (!section) return;
  window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - sectionScrollOffset(), behavior: 'smooth' });
}
