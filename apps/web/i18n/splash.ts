import type { Language, Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';

/** The Belgian splash page offers a language choice: Dutch, then French. */
export const SPLASH_LANGUAGE_ORDER: readonly Language[] = ['nl', 'fr'];

/** The host's markets in the splash's order (any other language comes last). */
export function orderSplashChoices(locales: readonly Locale[]): Locale[] {
  const rank = (locale: Locale) => {
    const index = SPLASH_LANGUAGE_ORDER.indexOf(MARKETS[locale].language);
    return index === -1 ? SPLASH_LANGUAGE_ORDER.length : index;
  };
  return [...locales].sort((a, b) => rank(a) - rank(b));
}
