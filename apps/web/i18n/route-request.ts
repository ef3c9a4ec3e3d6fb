import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_LOCALE, MARKETS, marketBySegment } from '@escapade/domain/markets';
import type { MarketHost } from './market-hosts';
import { findMarketHost } from './market-hosts';
import type { UrlMode } from './market-urls';
import { marketOfLastLanguageCookie, negotiateMarket } from './negotiate-market';
import { findScreenBySegment } from './routes';

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
  /**
   * `/` → the visitor's market; a path naming no market but a screen of the visitor's market
   * (`/sejour/18`) → the same path in that market (307: the answer depends on the visitor).
   */
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
  // Next cannot render a path whose percent-encoding does not decode (it answers a bare 500):
  // such a path is a page that does not exist, in the market it names or the visitor's.
  if (!isDecodablePath(request.pathname)) return routeUndecodable(request, mode);
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
  // `/sejour/18`: a screen of the visitor's market (of the default one when nothing names theirs).
  if (findScreenBySegment(first, MARKETS[guess])) {
    return { kind: 'redirect', location: `/${MARKETS[guess].segment}${request.pathname}${request.search}` };
  }
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
  // As at the root: only a language the visitor chose before is theirs on this host.
  const remembered = marketOfLastLanguageCookie(request.lastLanguageCookie, entry.locales);
  if (remembered && findScreenBySegment(first, MARKETS[remembered])) {
    return { kind: 'redirect', location: `/${MARKETS[remembered].language}${request.pathname}${request.search}` };
  }
  const guess = guessMarket(request, entry.locales) ?? entry.locales[0] ?? DEFAULT_LOCALE;
  return { kind: 'market', locale: guess, internalPath: `/${MARKETS[guess].segment}${request.pathname}`, isUnmatched: true };
}

/** True when every `%` escape of the path decodes, as UTF-8, to characters. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * An undecodable path ends as the not-found page (404) of the market it is routed to; its `%` are
 * escaped (`%ff` → `%25ff`) so that the internal path decodes.
 */
function routeUndecodable(request: IncomingRequest, mode: UrlMode): RoutingDecision {
  const escaped = request.pathname.replaceAll('%', '%25');
  const decision = routeRequest({ ...request, pathname: escaped }, mode);
  if (decision.kind === 'market') return { ...decision, isUnmatched: true };
  // Never redirect to a path whose meaning the escaping changed.
  const locale = guessMarket(request) ?? DEFAULT_LOCALE;
  return { kind: 'market', locale, internalPath: `/${MARKETS[locale].segment}${escaped}`, isUnmatched: true };
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
