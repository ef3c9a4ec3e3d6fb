import type { PageModel } from '@escapade/contracts/product';
import { LOCALES, MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { marketPath } from '../catalog/catalog-uris';

/**
 * pageModel (pageTitle, canonicalUrl, alternateUrls, metaRobots) of a catalogue page: the
 * canonical is the market's own path, alternates every market that sells the product.
 */
export function buildPageModel(input: {
  locale: Locale;
  pageTitle: string;
  soldIn: readonly string[];
  pathIn: (language: Language) => string;
  isIndexable: boolean;
}): PageModel {
  const markets = LOCALES.filter((locale) => input.soldIn.includes(locale));
  return {
    pageTitle: input.pageTitle,
    canonicalUrl: marketPath(input.locale, input.pathIn(MARKETS[input.locale].language)),
    alternateUrls: markets.map((locale) => ({ locale, url: marketPath(locale, input.pathIn(MARKETS[locale].language)) })),
    metaRobots: input.isIndexable ? 'index,follow' : 'noindex,follow',
  };
}
