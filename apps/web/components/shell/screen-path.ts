import type { Language } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '../../i18n/routes';
import { SIMPLIFIED_HEADER_SUB_PATHS } from '../../screens/dispatch-headers';
import { SCREEN_ROUTE_SEGMENT } from '../../screens/screen-routes';

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * Whether a public path names one of the given screens: its screen segment comes after an optional
 * market or language prefix, so it is one of the first two segments. Client components use it on
 * `usePathname()`, since the market layout that holds them does not re-render on a navigation.
 */
export function pathHasScreenSegment(pathname: string, screenSegments: readonly string[]): boolean {
  return segmentsOf(pathname)
    .slice(0, 2)
    .some((segment) => screenSegments.includes(segment));
}

/**
 * Whether a path is one of the checkout pages below another screen (the box and gift card
 * checkouts): the screen's segment in the market's language after an optional prefix, or its
 * screen route (`/fr-fr/screen-route/boxes/checkout`, the path the page is rendered under), then
 * exactly the checkout's own segments.
 */
export function isCheckoutSubPath(pathname: string, language: Language): boolean {
  const segments = segmentsOf(pathname);
  return SIMPLIFIED_HEADER_SUB_PATHS.some(({ screen, rest }) =>
    segments.slice(0, 3).some((segment, index) => {
      const isScreen = segment === SCREEN_SEGMENTS[screen][language] || (segment === screen && segments[index - 1] === SCREEN_ROUTE_SEGMENT);
      return isScreen && segments.slice(index + 1).join('/') === rest.join('/');
    }),
  );
}
