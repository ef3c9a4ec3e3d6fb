import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_LOCALE, LOCALES, MARKETS } from '@escapade/domain/markets';
import type { MarketHostTable } from './market-hosts';
import { hostOfLocale } from './market-hosts';
import type { ScreenPath } from './routes';
import { buildScreenPath } from './routes';

/**
 * How public URLs are shaped. Single-host mode (default): one origin, the market is the first path
 * segment (`/fr-fr/`). Market-hosts mode (`MARKET_HOSTS`): one host per market, the Belgian host
 * adding a language prefix (`/fr/`, `/nl/`). Every link, canonical and alternate goes through here.
 */
export type UrlMode =
  | { kind: 'single-host'; origin: string }
  | { kind: 'market-hosts'; hosts: MarketHostTable };

/** What stands before a screen path: `/fr-fr`, `/nl` on the Belgian host, or nothing. */
export function buildMarketPrefix(locale: Locale, mode: UrlMode): string {
  const market = MARKETS[locale];
  if (mode.kind === 'single-host') return `/${market.segment}`;
  return hostOfLocale(mode.hosts, locale).hasLanguagePrefix ? `/${market.language}` : '';
}

export function buildMarketOrigin(locale: Locale, mode: UrlMode): string {
  return mode.kind === 'single-host' ? mode.origin : hostOfLocale(mode.hosts, locale).origin;
}

/**
 * The path of a page of a market, as the visitor's browser addresses it on the market's own
 * origin. A market home ends with a slash (`/fr-fr/`, `/`, `/nl/`); other pages do not.
 */
export function buildMarketPath(locale: Locale, page: ScreenPath, mode: UrlMode): string {
  const screenPath = buildScreenPath(locale, page);
  return `${buildMarketPrefix(locale, mode)}${screenPath || '/'}`;
}

/** Absolute URL of a page of a market: canonical links, hreflang and cross-market links. */
export function buildMarketUrl(locale: Locale, page: ScreenPath, mode: UrlMode): string {
  return `${buildMarketOrigin(locale, mode)}${buildMarketPath(locale, page, mode)}`;
}

export interface AlternateUrls {
  /** hreflang (`fr-FR`…, `x-default`) → absolute URL. */
  languages: Record<string, string>;
}

/**
 * hreflang alternates of a page: one per market where the page exists, plus x-default. A market
 * home's x-default is the root that picks a market for the visitor (single-host mode); anything
 * else defaults to the default market's version.
 */
export function buildAlternateUrls(
  page: ScreenPath,
  mode: UrlMode,
  locales: readonly Locale[] = LOCALES,
): AlternateUrls {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[MARKETS[locale].bcp47] = buildMarketUrl(locale, page, mode);
  const isHome = page.screen === 'home' && !(page.rest ?? []).length;
  const defaultLocale = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
  if (isHome && mode.kind === 'single-host') languages['x-default'] = `${mode.origin}/`;
  else if (defaultLocale) languages['x-default'] = buildMarketUrl(defaultLocale, page, mode);
  return { languages };
}

/**
 * The href of a page of market `to` from a page of market `from`: a path when both are served
 * by the same origin (so the link works on whatever host the visitor used), else an absolute URL.
 */
export function buildMarketHref(from: Locale, to: Locale, page: ScreenPath, mode: UrlMode): string {
  const sameOrigin = mode.kind === 'single-host' || buildMarketOrigin(from, mode) === buildMarketOrigin(to, mode);
  return sameOrigin ? buildMarketPath(to, page, mode) : buildMarketUrl(to, page, mode);
}
