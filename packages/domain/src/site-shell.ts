/**
 * Site shell rules and the figures the header, navigation, footer and home page show; the hotel
 * page's eco label, live chat, acquisition modal and customer-care links.
 */
import type { Locale } from './markets';

/** "Menu columns when 15 or more children." */
export const MENU_COLUMNS_MIN_CHILDREN = 15;
/** "Nav menu 'Inspirations' with up to four cascading levels". */
export const MENU_MAX_LEVELS = 4;
/** "Eco label at 8 or more eco facilities." */
export const ECO_LABEL_MIN_FACILITIES = 8;
/** "activity top results cut to 3 with 20 packages per hotel; top search default 3". */
export const TOP_SEARCH_RESULTS_DEFAULT_COUNT = 3;
/** "Announcement default promo: 10% extra on selected packages (all six locales)." */
export const ANNOUNCEMENT_DEFAULT_PROMO_PERCENT = 10;
/** "Promo campaign pages black-friday, spring, valentines, xmas exist per locale." */
export const PROMO_CAMPAIGN_PAGES = ['black-friday', 'spring', 'valentines', 'xmas'] as const;
/** "Chat hours 9 to 6 Monday to Friday." */
export const CHAT_HOURS = { openHour: 9, closeHour: 18 } as const;
/** Footer "Rating 4.5/5 from 4146 reviews." */
export const FOOTER_RATING = { score: 4.5, outOf: 5, reviews: 4146 } as const;

/** "An eco label panel appears when the hotel has 8 or more ecoFacilities." */
export function shouldShowEcoLabel(ecoFacilitiesCount: number): boolean {
  return ecoFacilitiesCount >= ECO_LABEL_MIN_FACILITIES;
}

/** "groups of 15 or more children use columns". */
export function shouldUseMenuColumns(childrenCount: number): boolean {
  return childrenCount >= MENU_COLUMNS_MIN_CHILDREN;
}

/** "Live chat is off unless a messenger app id exists and the locale is es_ES or it is production." */
export function isLiveChatEnabled(input: { messengerAppId?: string | null; locale: Locale; isProduction: boolean }): boolean {
  return Boolean(input.messengerAppId) && (input.locale === 'es_ES' || input.isProduction);
}

/** "Chat hours 9 to 6 Monday to Friday" — weekday 0 = Sunday, hour in the market's time zone. */
export function isChatOpen(weekday: number, hour: number): boolean {
  return weekday >= 1 && weekday <= 5 && hour >= CHAT_HOURS.openHour && hour < CHAT_HOURS.closeHour;
}

/**
 * "Wishlist heart in header shows only when the customer-account toggle is off (on mobile not in
 * Belgium)".
 */
export function shouldShowHeaderWishlist(input: { customerAccount: boolean; isMobile: boolean; isBelgium: boolean }): boolean {
  return !input.customerAccount && !(input.isMobile && input.isBelgium);
}

/** Acquisition modal pages: "on home, booking and search pages". */
export const ACQUISITION_MODAL_PAGES = ['home', 'booking', 'search'] as const;

/**
 * "opens 10 seconds after the user navigates from one page to another, on home, booking and
 * search pages, unless already dismissed or subscribed or arriving from certain affiliates."
 */
export function shouldScheduleAcquisitionModal(input: {
  page: string;
  hasNavigatedBetweenPages: boolean;
  isDismissedOrSubscribed: boolean;
  isFromExcludedAffiliate: boolean;
}): boolean {
  return (
    input.hasNavigatedBetweenPages &&
    (ACQUISITION_MODAL_PAGES as readonly string[]).includes(input.page) &&
    !input.isDismissedOrSubscribed &&
    !input.isFromExcludedAffiliate
  );
}

/** "the shareable link swaps the customer-care host prefix for the public one ({host})". */
export function shareableLink(url: string, customerCareHost: string, publicHost: string): string {
  const parsed = new URL(url);
  if (parsed.host === customerCareHost) parsed.host = publicHost;
  return parsed.toString();
}
