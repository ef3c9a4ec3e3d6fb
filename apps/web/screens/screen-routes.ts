import type { ScreenKey } from '../i18n/routes';

/**
 * The screens that have a page route of their own under `app/[market]/screen-route/<key>/`
 * (decision 0012). The proxy rewrites a public path whose first segment picks one of them to
 * `/{market}/screen-route/{key}/{rest…}`; every other path of a market reaches the catch-all
 * dispatcher (home, search landings, screens not built yet, unknown paths).
 *
 * Why a route per screen: Next bundles the client components a page route can reach into that
 * route's first-load chunks, so one catch-all page importing every screen made each page download
 * and evaluate the client code of all of them.
 */
export const ROUTED_SCREENS = ['search', 'activitySearch', 'hotel', 'product', 'booking', 'boxes', 'giftcard', 'account', 'activity', 'confirmation', 'beneficiary', 'content', 'weekendIdeas', 'minisite', 'landing', 'contact', 'customerCare'] as const satisfies readonly ScreenKey[];
export type RoutedScreen = (typeof ROUTED_SCREENS)[number];

/** The internal segment of the screen routes; public paths never carry it (the proxy rewrites them). */
export const SCREEN_ROUTE_SEGMENT = 'screen-route';

export function isRoutedScreen(screen: ScreenKey): screen is RoutedScreen {
  return (ROUTED_SCREENS as readonly ScreenKey[]).includes(screen);
}

/** `/{market segment}/screen-route/{key}/{rest…}`; `rest` stays encoded as it came in the public path. */
export function screenRoutePath(marketSegment: string, screen: RoutedScreen, encodedRest: readonly string[]): string {
  return `/${[marketSegment, SCREEN_ROUTE_SEGMENT, screen, ...encodedRest].join('/')}`;
}

/** The home page's own route, `/{market segment}/screen-route/home`, to which the proxy sends a market's root. */
export function homeRoutePath(marketSegment: string): string {
  return `/${marketSegment}/${SCREEN_ROUTE_SEGMENT}/home`;
}
