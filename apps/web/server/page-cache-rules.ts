/**
 * What the page cache may keep and for whom (decision 0027): the requests it answers, their key,
 * the responses it stores, and the last-language cookie it sets itself on a hit.
 *
 * What a page's server render reads of the request, and so what the key holds or what bypasses:
 * - the path and query (the proxy routes on them, the screens read them): the key;
 * - the host, and the forwarded host of a trusted front proxy (market hosts, robots): the key;
 * - the user agent, only as "our native app or not" (the product page offers the app's Back): the key;
 * - the protocol (the `Secure` attribute of the last-language cookie): the key;
 * - the last-language cookie and Accept-Language: only where the path names no market (the root,
 *   the chooser, the splash, unmatched paths), which are never cached; on a market's path they
 *   only decide whether the proxy sets the cookie, which a hit does itself;
 * - the visitor's address: forwarded to the API for its write limits, never rendered;
 * - no other cookie: the variation cookies are read by the browser (lib/variations.ts); a server
 *   component that starts reading one must add it to the key or to `isSessionCookieName`.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { isNativeAppUserAgent } from '../lib/native-app';
import { readCookie } from '../lib/variations-cookies';
import { LAST_LANGUAGE_COOKIE, LAST_LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../i18n/negotiate-market';
import type { UrlMode } from '../i18n/market-urls';
import { routeRequest } from '../i18n/route-request';
import { findScreenBySegment, type ScreenKey } from '../i18n/routes';

/**
 * Screens rendered the same for every visitor from content and catalog: the home page, search
 * landings (a path naming no screen: the catch-all), the search page (its criteria are in the
 * hash, which the server never sees), promo landings, static content, weekend ideas and the
 * product pages. Never checkout, booking, account, beneficiary, confirmation, contact or customer care.
 */
export const CACHEABLE_SCREENS = ['home', 'searchLanding', 'search', 'landing', 'content', 'weekendIdeas', 'product', 'hotel', 'activity'] as const;
export type CacheableScreen = (typeof CACHEABLE_SCREENS)[number];

/** The bench's "render it as if there were no cache", honoured from loopback clients only. */
export const PAGE_CACHE_BYPASS_HEADER = 'x-page-cache-bypass';
/** `hit`, `miss`, `stale` (a stale copy while the page is rendered again) or `bypass`. */
export const PAGE_CACHE_STATUS_HEADER = 'x-page-cache';

/** Next's Cache-Control for a page rendered per request: the browser's, not ours (the cache is server-side). */
export const NEXT_DYNAMIC_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Paths the proxy never sees (its matcher) and its own non-market paths: not pages of a market. */
const NOT_PAGE_PATH = /^\/(?:api(?:\/|$)|_next\/|gift-video\/|favicon\.ico$|robots\.txt$|sitemap\.xml$|sitemaps\/|error$|icon\.png$)/;

/** Headers of Next's client navigations and server actions: their answers are not the document. */
const NEXT_INTERNAL_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action', 'x-middleware-prefetch', 'x-nextjs-data'];

/** A cookie that may carry a signed-in state: its request is rendered for that visitor alone. */
export function isSessionCookieName(name: string): boolean {
  return /sess|sid|auth|token|login|jwt/i.test(name);
}

export type PageRequestVerdict =
  | { cacheable: false; reason: string }
  | {
      cacheable: true;
      key: string;
      screen: CacheableScreen;
      locale: Locale;
      isHttps: boolean;
      /** Whether a response must set the last-language cookie, as the proxy would. */
      setsLastLanguage: boolean;
      /** A query string: kept in the bounded long-tail part of the cache. */
      hasQuery: boolean;
    };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => isSessionCookieName(part.split('=')[0]?.trim() ?? ''));
}

/** The screen a market path names, as the proxy resolves it; undefined for the screens never cached. */
function cacheableScreenOf(internalPath: string, locale: Locale): CacheableScreen | undefined {
  const [, screenSegment] = internalPath.split('/').filter(Boolean);
  if (screenSegment === undefined) return 'home';
  const screen: ScreenKey | undefined = findScreenBySegment(screenSegment, MARKETS[locale]);
  if (screen === undefined) return 'searchLanding';
  return (CACHEABLE_SCREENS as readonly string[]).includes(screen) ? (screen as CacheableScreen) : undefined;
}

/**
 * Whether the cache may answer a request (after the edge rewrote its forwarding headers), and
 * under which key. HEAD and GET share a key.
 */
export function classifyPageRequest(request: { method?: string | undefined; url?: string | undefined; headers: IncomingHttpHeaders }, urlMode: UrlMode): PageRequestVerdict {
  const { method, url, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return { cacheable: false, reason: 'method' };
  if (!url || !url.startsWith('/')) return { cacheable: false, reason: 'url' };
  const parsed = new URL(url, 'http://page-cache.invalid');
  if (NOT_PAGE_PATH.test(parsed.pathname)) return { cacheable: false, reason: 'not a page' };
  if (NEXT_INTERNAL_HEADERS.some((name) => headers[name] !== undefined) || parsed.searchParams.has('_rsc')) {
    return { cacheable: false, reason: 'client navigation' };
  }
  // Next answers a 404 to an image or a script in plain text: only documents share an entry.
  const destination = single(headers['sec-fetch-dest']);
  if (destination !== undefined && destination !== 'document') return { cacheable: false, reason: 'not a document' };
  if (headers.authorization !== undefined) return { cacheable: false, reason: 'authorization' };
  const cookieHeader = single(headers.cookie);
  if (hasSessionCookie(cookieHeader)) return { cacheable: false, reason: 'session cookie' };

  const host = single(headers.host)?.toLowerCase() ?? '';
  const lastLanguage = cookieHeader ? readCookie(cookieHeader, LAST_LANGUAGE_COOKIE) : undefined;
  const decision = routeRequest(
    { host, pathname: parsed.pathname, search: parsed.search, lastLanguageCookie: lastLanguage, acceptLanguage: single(headers['accept-language']) ?? null },
    urlMode,
  );
  if (decision.kind !== 'market' || decision.isUnmatched) return { cacheable: false, reason: 'depends on the visitor' };
  const screen = cacheableScreenOf(decision.internalPath, decision.locale);
  if (!screen) return { cacheable: false, reason: 'screen' };

  const isHttps = single(headers['x-forwarded-proto']) === 'https';
  const forwardedHost = single(headers['x-forwarded-host'])?.toLowerCase() ?? '';
  const isNativeApp = isNativeAppUserAgent(single(headers['user-agent']));
  return {
    cacheable: true,
    key: [host, forwardedHost, isHttps ? 'https' : 'http', isNativeApp ? 'app' : 'web', url].join('\n'),
    screen,
    locale: decision.locale,
    isHttps,
    setsLastLanguage: lastLanguage !== decision.locale,
    hasQuery: parsed.search !== '',
  };
}

/** The CSP nonce of a policy (`'nonce-…'`), or undefined. */
export function nonceOfPolicy(policy: string | undefined): string | undefined {
  return policy ? /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1] : undefined;
}

function headerText(value: OutgoingHttpHeaders[string]): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function cookieNames(setCookie: OutgoingHttpHeaders[string]): string[] {
  if (setCookie === undefined) return [];
  const lines = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return lines.map((line) => line.split('=')[0]?.trim() ?? '');
}

/** How React's server render opens a Suspense boundary that errored (react-dom/server: startClientRenderedSuspenseBoundary). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Whether a rendered response may be stored: 200 or 404 HTML, no cookie but the last-language one
 * (a hit sets it itself), no Cache-Control of its own that forbids it (Next's per-request default
 * is not one: it speaks to browsers), no section that failed on the server, a policy whose nonce
 * is the one of every script of the body.
 */
export function storableResponseProblem(status: number, headers: OutgoingHttpHeaders, body: Buffer): string | undefined {
  if (status !== 200 && status !== 404) return `status ${status}`;
  if (!headerText(headers['content-type'])?.toLowerCase().startsWith('text/html')) return 'not HTML';
  if (headers['content-encoding'] !== undefined) return 'already encoded';
  if (cookieNames(headers['set-cookie']).some((name) => name !== LAST_LANGUAGE_COOKIE)) return 'sets a cookie';
  const cacheControl = headerText(headers['cache-control'])?.toLowerCase();
  if (cacheControl && cacheControl !== NEXT_DYNAMIC_CACHE_CONTROL && /\b(private|no-store)\b/.test(cacheControl)) return `Cache-Control: ${cacheControl}`;
  // React's mark of a Suspense boundary whose server render failed (the browser renders it again):
  // a passing failure (an API timeout) must not be served to everyone.
  if (body.includes(CLIENT_RENDERED_BOUNDARY)) return 'a section failed on the server';
  const policy = headerText(headers['content-security-policy']);
  if (!policy) return 'no Content-Security-Policy';
  const nonce = nonceOfPolicy(policy);
  // Every nonce attribute of the body must be the policy's: a hit replaces that one only.
  for (const match of body.toString('latin1').matchAll(/\snonce="([^"]*)"/g)) {
    if (match[1] !== nonce) return 'a script nonce that is not the policy one';
  }
  return undefined;
}

/**
 * The last-language cookie as the proxy sets it (proxy.ts, serialised the way Next's
 * ResponseCookies does): HttpOnly, SameSite=Lax, one year, Secure over HTTPS.
 */
export function lastLanguageSetCookie(locale: Locale, isHttps: boolean, now: number): string {
  const expires = new Date(now + LAST_LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000).toUTCString();
  return [
    `${LAST_LANGUAGE_COOKIE}=${encodeURIComponent(locale)}`,
    'Path=/',
    `Expires=${expires}`,
    `Max-Age=${LAST_LANGUAGE_COOKIE_MAX_AGE_SECONDS}`,
    ...(isHttps ? ['Secure'] : []),
    'HttpOnly',
    'SameSite=lax',
  ].join('; ');
}
