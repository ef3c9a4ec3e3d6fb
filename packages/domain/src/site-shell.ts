/**
 * Site shell and product-page constants and small rules: header, navigation, hotel page, product
 * tabs, acquisition modal, app shell.
 */
import type { Locale } from './markets';

/** "Acquisition modal delay 10 s, closes 1.2 s after success." */
export const ACQUISITION_MODAL_DELAY_MS = 10_000;
export const ACQUISITION_MODAL_CLOSE_AFTER_SUCCESS_MS = 1200;
/** "Upsell navigation delay 500 ms." */
export const UPSELL_NAVIGATION_DELAY_MS = 500;
/** "Tab observer threshold 0.88". */
export const TAB_OBSERVER_THRESHOLD = 0.88;
/** "Tab scroll offset 30 px mobile, 70 px desktop". */
export const TAB_SCROLL_OFFSET_PX = { mobile: 30, desktop: 70 } as const;
/** "Menu columns when 15 or more children." */
export const MENU_COLUMNS_MIN_CHILDREN = 15;
/** "Nav menu 'Inspirations' with up to four cascading levels". */
export const MENU_MAX_LEVELS = 4;
/** "Heading levels 1–5." */
export const HEADING_LEVELS = [1, 2, 3, 4, 5] as const;
/** "Eco label at 8 or more eco facilities." */
export const ECO_LABEL_MIN_FACILITIES = 8;
/** "Box offers page size 8; boxes grid 4 columns". */
export const BOX_OFFERS_PAGE_SIZE = 8;
export const BOXES_GRID_COLUMNS = 4;
/** "Box images requested at height 250". */
export const BOX_IMAGE_HEIGHT_PX = 250;
/** "activity top results cut to 3 with 20 packages per hotel; top search default 3". */
export const TOP_SEARCH_RESULTS_DEFAULT_COUNT = 3;
/** "Carousel scrolls 4 items by default, left offset 16 px. Nearby hotels scroll 3." */
export const CAROUSEL_SCROLL_ITEMS = 4;
export const CAROUSEL_LEFT_OFFSET_PX = 16;
export const NEARBY_HOTELS_SCROLL_ITEMS = 3;
/** "Gallery: … default height 400; slideshow thumbnails 120_80." */
export const GALLERY_DEFAULT_HEIGHT_PX = 400;
export const SLIDESHOW_THUMBNAIL_SIZE = '120_80';
/** Weekend ideas: "8 loading cards, 4 columns". */
export const IDEAS_LOADING_CARDS = 8;
export const IDEAS_GRID_COLUMNS = 4;
/** "Announcement default promo: 10% extra on selected packages (all six locales)." */
export const ANNOUNCEMENT_DEFAULT_PROMO_PERCENT = 10;
/** "Promo campaign pages black-friday, spring, valentines, xmas exist per locale." */
export const PROMO_CAMPAIGN_PAGES = ['black-friday', 'spring', 'valentines', 'xmas'] as const;
/** "Chat hours 9 to 6 Monday to Friday." */
export const CHAT_HOURS = { openHour: 9, closeHour: 18 } as const;
/** Footer "Rating 4.5/5 from 4146 reviews." */
export const FOOTER_RATING = { score: 4.5, outOf: 5, reviews: 4146 } as const;
export const NOT_FOUND_MESSAGE = "We can't seem to find the page you are looking for. Error code: 404";
export const CRASH_PAGE_MESSAGE = 'It seems that the page went on holidays';

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

/** "Gift drawer enabled only in six locales and not in customer-care mode." */
export function isGiftDrawerEnabled(isCustomerCareMode: boolean): boolean {
  return !isCustomerCareMode;
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
