import type { Locale, Market } from '@escapade/domain/markets';
import { DEFAULT_LOCALE, LOCALES, MARKETS, marketBySegment } from '@escapade/domain/markets';

/**
 * The market of the internal `[market]` segment. The proxy only ever puts a market segment there;
 * anything else (a request that bypassed it) renders in the default market, where the dispatcher
 * answers 404.
 */
export function resolveMarketParam(segment: string | undefined): Market {
  return (segment && marketBySegment(segment)) || MARKETS[DEFAULT_LOCALE];
}

export function isKnownMarketParam(segment: string | undefined): boolean {
  return Boolean(segment && marketBySegment(segment));
}

/** next-intl speaks BCP 47 (`fr-BE`); the domain speaks locales (`fr_BE`). */
export function localeOfBcp47(tag: string): Locale | undefined {
  return LOCALES.find((locale) => MARKETS[locale].bcp47.toLowerCase() === tag.toLowerCase());
}
