import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_LOCALE, MARKETS, marketBySegment } from '@escapade/domain/markets';
import type { MarketHost } from './market-hosts';
import { findMarketHost } from './market-hosts';
import type { UrlMode } from './market-urls';
import { marketOfLastLanguageCookie, negotiateMarket } from './negotiate-market';

/**
 * Internal paths of the two pages outside any market. The proxy rewrites to them; addressed from
 * outside they name no market and end as a 404 like any unknown path.
 */
export const CHOOSER_INTERNAL_PATH = '/country-chooser';
export const SPLASH_INTERNAL_PATH = '/splash';

export interface IncomingRequest {
  host: string | null;
  pathname: string;
  /** `?a=b` or '' */
  search: string;
  lastLanguageCookie: string | undefined;
  acceptLanguage: string | null;
}

/**
 * What the proxy does with a page request. Every page lives in the internal tree `/[market]/...`;
 * public URLs of both modes are rewritten into it.
 */
export type RoutingDecision =
  /** The root in single-host mode when neither cookie nor Accept-Language names a market. */
  | { kind: 'chooser' }
  /** The Belgian host root for a visitor who has not chosen a language yet. */
  | { kind: 'splash'; host: MarketHost }
  /** `/` → the visitor's market (307: the answer depends on the visitor). */
  | { kind: 'redirect'; location: string }
  | {
      kind: 'market';
      locale: Locale;
      internalPath: string;
      /**
       * The public path named no market: it is rendered inside the best-guess market so that the
       * not-found page speaks the visitor's language, and must end as a 404.
       */
      isUnmatched: boolean;
    };

export function routeRequest(request: IncomingRequest, mode: UrlMode): RoutingDecision {
  if (mode.kind === 'market-hosts') {
    const entry = findMarketHost(mode.hosts, request.host);
    if (entry) return routeOnMarketHost(entry, request);
  }
  return routeOnSingleHost(request);
}

function routeOnSingleHost(request: IncomingRequest): RoutingDecision {
  const [first] = splitPath(request.pathname);
  if (first === undefined) {
    const locale = guessMarket(request);
    return locale ? { kind: 'redirect', location: `/${MARKETS[locale].segment}/${request.search}` } : { kind: 'chooser' };
  }
  const market = marketBySegment(first);
  if (market) return { kind: 'market', locale: market.locale, internalPath: request.pathname, isUnmatched: false };
  const guess = guessMarket(request) ?? DEFAULT_LOCALE;
  return { kind: 'market', locale: guess, internalPath: `/${MARKETS[guess].segment}${request.pathname}`, isUnmatched: true };
}

function routeOnMarketHost(entry: MarketHost, request: IncomingRequest): RoutingDecision {
  const [onlyLocale] = entry.locales;
  if (!entry.hasLanguagePrefix && onlyLocale) {
    return { kind: 'market', locale: onlyLocale, internalPath: `/${MARKETS[onlyLocale].segment}${request.pathname}`, isUnmatched: false };
  }
  const segments = splitPath(request.pathname);
  const [first, ...rest] = segments;
  if (first === undefined) {
    const remembered = marketOfLastLanguageCookie(request.lastLanguageCookie, entry.locales);
    return remembered
      ? { kind: 'redirect', location: `/${MARKETS[remembered].language}/${request.search}` }
      : { kind: 'splash', host: entry };
  }
  const locale = entry.locales.find((candidate) => MARKETS[candidate].language === first.toLowerCase());
  if (locale) {
    const tail = rest.length ? `/${rest.join('/')}` : '/';
    return { kind: 'market', locale, internalPath: `/${MARKETS[locale].segment}${tail}`, isUnmatched: false };
  }
  const guess = guessMarket(request, entry.locales) ?? entry.locales[0] ?? DEFAULT_LOCALE;
  return { kind: 'market', locale: guess, internalPath: `/${MARKETS[guess].segment}${request.pathname}`, isUnmatched: true };
}

/** The last-language cookie first, then Accept-Language. */
function guessMarket(request: IncomingRequest, among?: readonly Locale[]): Locale | undefined {
  return (
    marketOfLastLanguageCookie(request.lastLanguageCookie, among) ?? negotiateMarket(request.acceptLanguage, among)
  );
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}
