import type { Locale, Market } from '@escapade/domain/markets';
import { LOCALES, MARKETS } from '@escapade/domain/markets';
import type { Metadata } from 'next';
import type { UrlMode } from '../i18n/market-urls';
import { buildAlternateUrls, buildMarketUrl } from '../i18n/market-urls';
import type { ScreenPath } from '../i18n/routes';
import { isScreenEnabled } from '../i18n/routes';

export interface PageMetadataInput {
  market: Market;
  path: ScreenPath;
  /** Pages are noindex unless this flag is on. */
  indexable: boolean;
  title: string;
  description?: string;
  /**
   * The markets where this page exists. Defaults to every market where its screen is enabled;
   * pages addressed by a language's own slugs (search landings) pass the markets of that language.
   */
  locales?: readonly Locale[];
  urlMode: UrlMode;
}

/**
 * The head of every market page: title, description, canonical link, robots ("noindex,follow"
 * unless indexable) and, on indexable pages, hreflang alternates for the markets where the page
 * exists plus x-default. A noindex page lists none: an alternate must be a page search engines may
 * show, and the page itself is not one.
 */
export function buildPageMetadata({ market, path, indexable, title, description, locales, urlMode }: PageMetadataInput): Metadata {
  const alternateLocales = (locales ?? LOCALES).filter((locale) => isScreenEnabled(path.screen, MARKETS[locale]));
  return {
    title,
    ...(description ? { description } : {}),
    alternates: {
      canonical: buildMarketUrl(market.locale, path, urlMode),
      ...(indexable ? { languages: buildAlternateUrls(path, urlMode, alternateLocales).languages } : {}),
    },
    robots: { index: indexable, follow: true },
  };
}
