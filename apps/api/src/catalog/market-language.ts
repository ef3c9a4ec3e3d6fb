import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';

/** "in the market's language": fr_BE reads French, nl_BE Dutch. */
export function languageOf(locale: Locale): Language {
  return MARKETS[locale].language;
}
