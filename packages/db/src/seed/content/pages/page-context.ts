import { MARKETS, type Country, type Locale } from '@escapade/domain/markets';
import { sitePaths, type SitePaths, type StaticPageId } from '../site-paths';

/** What a page's text needs to know of its market: its links, its phone number, its country. */
export interface PageContext {
  locale: Locale;
  country: Country;
  paths: SitePaths;
  /** The customer care number as shown. */
  phone: string;
  /** Whether the market sells gift boxes (Italy does not). */
  hasBoxes: boolean;
  /** Payment in 3 or 4 instalments and deferred payment ("Pay-later test locales: fr_FR, es_ES, fr_BE, nl_BE"). */
  hasPayLater: boolean;
  /** "A second pay-later option (PayPal) only for Spanish and Italian locales and basket 30–2000." */
  hasPayPalPayLater: boolean;
}

export interface StaticPageText {
  title: string;
  /** One line for the page's metadata and the page list. */
  description: string;
  html: string;
}

export type StaticPages = Record<StaticPageId, StaticPageText>;
export type PageWriter = (context: PageContext) => StaticPages;

/** The ids of the static pages, in the order the page list gives them. */
export const STATIC_PAGE_IDS: readonly StaticPageId[] = [
  'faq', 'sales-conditions', 'conditions-of-use', 'data-protection', 'cookies', 'about-us', 'hotel-partner', 'press', 'careers',
];

export function pageContext(locale: Locale): PageContext {
  const market = MARKETS[locale];
  return {
    locale, country: market.country, paths: sitePaths(locale), phone: market.phone, hasBoxes: market.features.boxes,
    hasPayLater: market.features.payLaterTest, hasPayPalPayLater: market.features.payPalPayLater,
  };
}

/** A site link in a page. */
export function link(href: string, label: string): string {
  return `<a href="${href}">${label}</a>`;
}

/** A `tel:` link to the number as shown. */
export function phoneLink(phone: string): string {
  return `<a href="tel:${phone.replace(/[^+\d]/g, '')}">${phone}</a>`;
}

/** A `mailto:` link to one of the company's addresses. */
export function mailLink(local: 'help' | 'privacy' | 'press' | 'jobs' | 'partners'): string {
  const address = `${local}@escapade.example`;
  return `<a href="mailto:${address}">${address}</a>`;
}

/** Drops the parts a market does not sell (Italy's gift boxes) from a list of optional fragments. */
export function when(condition: boolean, html: string): string {
  return condition ? html : '';
}
