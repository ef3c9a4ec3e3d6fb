import type { Language, Locale } from '@escapade/domain/markets';
import { isLocale, LANGUAGES, LOCALES, MARKETS } from '@escapade/domain/markets';

/** The shell stores the last language in a cookie: the visited market's locale. */
export const LAST_LANGUAGE_COOKIE = 'last_language';
export const LAST_LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The market a bare language lands on: a French speaker from neither France nor Belgium is sent to
 * France, a Dutch speaker to the Netherlands.
 */
export const MARKET_OF_LANGUAGE: Readonly<Record<Language, Locale>> = {
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  nl: 'nl_NL',
};

interface LanguageRange {
  tag: string;
  quality: number;
}

/** RFC 9110 Accept-Language, best first; ranges with q=0 mean "not this one" and are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase();
    if (!tag) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match?.[1]) quality = Number(match[1]);
    }
    if (Number.isFinite(quality) && quality > 0 && quality <= 1) ranges.push({ tag, quality });
  }
  // Array.prototype.sort is stable: equal qualities keep the visitor's order.
  return ranges.sort((a, b) => b.quality - a.quality);
}

/**
 * The market that best fits an Accept-Language header, or undefined when none of the visitor's
 * languages is ours (the root then shows the country chooser). An exact market tag wins (`nl-BE`);
 * otherwise a language maps to its home market (`fr-CH` → fr_FR).
 */
export function negotiateMarket(acceptLanguage: string | null | undefined, among: readonly Locale[] = LOCALES): Locale | undefined {
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    const exact = among.find((locale) => MARKETS[locale].bcp47.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0] as Language;
    if (!(LANGUAGES as readonly string[]).includes(language)) continue;
    const home = MARKET_OF_LANGUAGE[language];
    if (among.includes(home)) return home;
    const sameLanguage = among.find((locale) => MARKETS[locale].language === language);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/** The last-language cookie's market, if it names one of `among`. */
export function marketOfLastLanguageCookie(value: string | null | undefined, among: readonly Locale[] = LOCALES): Locale | undefined {
  return isLocale(value) && among.includes(value) ? value : undefined;
}
