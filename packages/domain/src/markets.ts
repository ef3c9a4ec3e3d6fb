/**
 * The six markets of the marketplace and their per-market feature
 * toggles. This is the one typed config that the web app, the API and the seed read.
 */

export const LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGES = ['fr', 'es', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** First path segment in single-host mode: `/fr-fr/`, `/nl-be/`… */
export const MARKET_PATH_SEGMENTS = ['fr-fr', 'es-es', 'it-it', 'nl-nl', 'fr-be', 'nl-be'] as const;
export type MarketSegment = (typeof MARKET_PATH_SEGMENTS)[number];

export type Country = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';

export interface MarketFeatures {
  /** Gift box list and detail pages ("gift boxes only when the boxes toggle is on"). */
  boxes: boolean;
  /** Activity-only search ("The activity-only search needs its feature enabled"). */
  activityOnlySearch: boolean;
  /** Physical gift format ("Physical format enabled only if the flag is on"). */
  physicalGift: boolean;
  /**
   * The wishlist hearts of the search results' cards and the hotel page's rooms: "The wishlist
   * heart shows only behind a feature flag (meaning not shown)". The stay product page and the
   * activity page show theirs whatever this says (the spec draws them there; decision 0031).
   */
  wishlist: boolean;
  /** Giftcard purchase blocks in the gift flow: fr_FR, fr_BE, nl_NL, nl_BE, it_IT. */
  giftcardBlocks: boolean;
  /** "Italian gift search shows a giftcard banner instead of the single voucher block." */
  giftcardBannerInsteadOfSingleVoucher: boolean;
  /** Popular date shortcuts: "active only in es_ES, fr_FR, fr_BE, nl_BE and only in a test variation". */
  popularDateShortcuts: boolean;
  /** Press room footer link: es_ES and fr_FR only. */
  pressRoomLink: boolean;
  /** Footer help link "all gift boxes except Italy". */
  allGiftBoxesLink: boolean;
  /**
   * Cancellation insurance offered at checkout ("insurance option only when enabled"): sold with our
   * insurer's policy in every market but the Netherlands, where it is not licensed yet.
   */
  cancellationInsurance: boolean;
  /** Live chat: "off unless a messenger app id exists and the locale is es_ES or it is production". */
  liveChatLocale: boolean;
  /** Pay-later test locales: fr_FR, es_ES, fr_BE, nl_BE. */
  payLaterTest: boolean;
  /** "A second pay-later option (PayPal) only for Spanish and Italian locales". */
  payPalPayLater: boolean;
  /**
   * Customer account toggle: on, the header's account button is the account menu for a signed-in
   * visitor and the sign-in page for the others, and the header has no wishlist heart (the menu
   * links to the wishlist); off, the account button goes to the booking lookup and the heart shows.
   * On in every market since customer accounts exist (sign-up, sign-in, password reset).
   */
  customerAccount: boolean;
}

export interface Market {
  locale: Locale;
  segment: MarketSegment;
  language: Language;
  country: Country;
  /** BCP 47 tag used for hreflang and Intl formatting. */
  bcp47: string;
  /** IANA time zone: calendar days are `yyyy-MM-dd` in this zone. */
  timeZone: string;
  currency: 'EUR';
  /** Customer care phone shown in "Sorry, no availability on your dates". */
  phone: string;
  features: MarketFeatures;
}

const base: MarketFeatures = {
  boxes: true,
  activityOnlySearch: true,
  physicalGift: true,
  wishlist: false,
  giftcardBlocks: true,
  giftcardBannerInsteadOfSingleVoucher: false,
  popularDateShortcuts: false,
  pressRoomLink: false,
  allGiftBoxesLink: true,
  liveChatLocale: false,
  cancellationInsurance: true,
  payLaterTest: false,
  payPalPayLater: false,
  customerAccount: true,
};

export const MARKETS: Readonly<Record<Locale, Market>> = {
  fr_FR: {
    locale: 'fr_FR', segment: 'fr-fr', language: 'fr', country: 'FR', bcp47: 'fr-FR',
    timeZone: 'Europe/Paris', currency: 'EUR', phone: '+33 1 76 40 20 20',
    features: { ...base, popularDateShortcuts: true, pressRoomLink: true, payLaterTest: true },
  },
  es_ES: {
    locale: 'es_ES', segment: 'es-es', language: 'es', country: 'ES', bcp47: 'es-ES',
    timeZone: 'Europe/Madrid', currency: 'EUR', phone: '+34 910 60 20 20',
    features: {
      ...base, giftcardBlocks: false, popularDateShortcuts: true, pressRoomLink: true,
      liveChatLocale: true, payLaterTest: true, payPalPayLater: true,
    },
  },
  it_IT: {
    locale: 'it_IT', segment: 'it-it', language: 'it', country: 'IT', bcp47: 'it-IT',
    timeZone: 'Europe/Rome', currency: 'EUR', phone: '+39 02 9475 2020',
    features: {
      ...base, boxes: false, allGiftBoxesLink: false, giftcardBannerInsteadOfSingleVoucher: true,
      payPalPayLater: true,
    },
  },
  nl_NL: {
    locale: 'nl_NL', segment: 'nl-nl', language: 'nl', country: 'NL', bcp47: 'nl-NL',
    timeZone: 'Europe/Amsterdam', currency: 'EUR', phone: '+31 20 808 2020',
    features: { ...base, cancellationInsurance: false },
  },
  fr_BE: {
    locale: 'fr_BE', segment: 'fr-be', language: 'fr', country: 'BE', bcp47: 'fr-BE',
    timeZone: 'Europe/Brussels', currency: 'EUR', phone: '+32 2 588 20 20',
    features: { ...base, popularDateShortcuts: true, payLaterTest: true },
  },
  nl_BE: {
    locale: 'nl_BE', segment: 'nl-be', language: 'nl', country: 'BE', bcp47: 'nl-BE',
    timeZone: 'Europe/Brussels', currency: 'EUR', phone: '+32 2 588 20 20',
    features: { ...base, popularDateShortcuts: true, payLaterTest: true },
  },
};

export const DEFAULT_LOCALE: Locale = 'fr_FR';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function marketBySegment(segment: string): Market | undefined {
  return Object.values(MARKETS).find((m) => m.segment === segment.toLowerCase());
}

/** Markets that share a country (Belgium has two languages). */
export function marketsOfCountry(country: Country): Market[] {
  return Object.values(MARKETS).filter((m) => m.country === country);
}

/**
 * "Language selector (only Belgian versions: Nederlands and Français; hidden when one language
 * or fewer)".
 */
export function languageChoicesFor(locale: Locale): Market[] {
  const siblings = marketsOfCountry(MARKETS[locale].country);
  return siblings.length > 1 ? siblings : [];
}

/** Native names of the languages, as the selector shows them. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};
