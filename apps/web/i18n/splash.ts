import type { Language, Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';

/** Spec 001 §2 Homepage: "A Belgian splash page offers a language choice: Dutch (…) or French (…)", in that order. */
export const SPLASH_LANGUAGE_ORDER: readonly Language[] = ['nl', 'fr'];

/** The host's markets in the splash's order (languages the spec does not order come last). */
export function orderSplashChoices(locales: readonly Locale[]): Locale[] {
  const rank = (locale: Locale) => {
    const index = SPLASH_LANGUAGE_ORDER.indexOf(MARKETS[locale].language);
    return index === -1 ? SPLASH_LANGUAGE_ORDER.length : index;
  };
  return [...locales].sort((a, b) => rank(a) - rank(b));
}
