import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { getWebConfig } from './config';
import { LAST_LANGUAGE_COOKIE, LAST_LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './i18n/negotiate-market';
import { CHOOSER_INTERNAL_PATH, routeRequest, SPLASH_INTERNAL_PATH } from './i18n/route-request';
import { activityFlowRedirect } from './i18n/activity-flow-redirect';
import { findScreenBySegment } from './i18n/routes';
import { MARKETS } from '@escapade/domain/markets';
import { HOME_SCREEN, SCREEN_HEADER, UNMATCHED_PATH_HEADER } from './screens/dispatch-headers';
import { homeRoutePath, isRoutedScreen, screenRoutePath } from './screens/screen-routes';
import { contentSecurityPolicy } from './server/security-headers';

const CSP_HEADER = 'content-security-policy';

/** 128 random bits, base64: a nonce no page can guess from another. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Whether the visitor reached the site over HTTPS: the request's own protocol, or what the
 * production server (server/edge.ts) decided from the socket or a trusted front proxy.
 */
export function isHttpsRequest(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** Paths of the web origin that are not pages of a market. */
const OWN_PATHS = new Set(['/error', '/icon.png']);

/**
 * Runs before every page request: page URLs of either mode (market segment, or market host and
 * language prefix) are rewritten into the internal `/[market]/...` tree, and every page gets its
 * Content-Security-Policy with a nonce of its own. `/api/*` is not matched: the production server
 * proxies it to the API (next.config.ts rewrites it under `next dev`).
 */
export function proxy(request: NextRequest): NextResponse {
  const settings = getWebConfig();
  // Next reads the nonce from the request's policy and writes it on every script of the page.
  const policy = contentSecurityPolicy({ isProduction: settings.isProduction, nonce: newNonce(), mapTileUrl: settings.mapTileUrl });
  const response = routePageRequest(request, policy);
  response.headers.set(CSP_HEADER, policy);
  return response;
}

function routePageRequest(request: NextRequest, policy: string): NextResponse {
  const { pathname, search } = request.nextUrl;
  const settings = getWebConfig();
  // Only the proxy may say a path is unmatched; never trust the header from outside.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(UNMATCHED_PATH_HEADER);
  requestHeaders.delete(SCREEN_HEADER);
  requestHeaders.set(CSP_HEADER, policy);
  if (OWN_PATHS.has(pathname)) return NextResponse.next({ request: { headers: requestHeaders } });

  const decision = routeRequest(
    {
      host: request.headers.get('host'),
      pathname,
      search,
      lastLanguageCookie: request.cookies.get(LAST_LANGUAGE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    settings.urlMode,
  );

  switch (decision.kind) {
    case 'chooser':
      return NextResponse.rewrite(new URL(CHOOSER_INTERNAL_PATH, request.url), { request: { headers: requestHeaders } });
    case 'splash':
      return NextResponse.rewrite(new URL(SPLASH_INTERNAL_PATH, request.url), { request: { headers: requestHeaders } });
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.url), 307);
    case 'market': {
      if (decision.isUnmatched) requestHeaders.set(UNMATCHED_PATH_HEADER, '1');
      // The internal path is `/{market}/{screen segment}/…`: the layout reads which screen it serves.
      const [marketSegment = '', screenSegment, ...rest] = decision.internalPath.split('/').filter(Boolean);
      const screen = screenSegment && !decision.isUnmatched ? findScreenBySegment(screenSegment, MARKETS[decision.locale]) : undefined;
      const activitySearch = activityFlowRedirect(pathname, search, screen, MARKETS[decision.locale]);
      if (activitySearch) return NextResponse.redirect(new URL(activitySearch, request.url), 307);
      const isHome = !screenSegment && !decision.isUnmatched;
      if (screen) requestHeaders.set(SCREEN_HEADER, screen);
      if (isHome) requestHeaders.set(SCREEN_HEADER, HOME_SCREEN);
      // A built screen and the home page have a page route of their own (decision 0012); the rest go to the catch-all.
      const internalPath = isHome
        ? homeRoutePath(marketSegment)
        : screen && isRoutedScreen(screen) ? screenRoutePath(marketSegment, screen, rest) : decision.internalPath;
      const target = new URL(`${internalPath}${search}`, request.url);
      const response =
        internalPath === pathname
          ? NextResponse.next({ request: { headers: requestHeaders } })
          : // An unmatched path is a 404 decided here, so the not-found page is server-rendered with its status.
            NextResponse.rewrite(target, { request: { headers: requestHeaders }, ...(decision.isUnmatched ? { status: 404 } : {}) });
      if (!decision.isUnmatched && request.cookies.get(LAST_LANGUAGE_COOKIE)?.value !== decision.locale) {
        // Only the proxy reads it (no browser script does): HttpOnly; Secure whenever the site is served over HTTPS.
        response.cookies.set(LAST_LANGUAGE_COOKIE, decision.locale, {
          path: '/',
          maxAge: LAST_LANGUAGE_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'lax',
          httpOnly: true,
          secure: isHttpsRequest(request),
        });
      }
      return response;
    }
  }
}

export const config = {
  // Everything under /_next (static files, images, the dev server's HMR socket) is Next's own;
  // /gift-video/ holds public files (the gift 'How it works' video and posters).
  matcher: ['/((?!api/|_next/|gift-video/|favicon.ico|robots.txt|sitemap.xml|sitemaps/).*)'],
};
