import type { Market } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import type { ScreenKey } from './routes';

/**
 * "Changing flow moves the user to the stays search or the activity search": `flow=activity` on the
 * stays search route means the activity search, where the market has one. Returns the public path
 * (and query) to redirect to, or undefined to serve the request as it is.
 */
export function activityFlowRedirect(pathname: string, search: string, screen: ScreenKey | undefined, market: Market): string | undefined {
  if (screen !== 'search' || !market.features.activityOnlySearch) return undefined;
  if (new URLSearchParams(search).get('flow') !== 'activity') return undefined;
  const staysSegment = `/${SCREEN_SEGMENTS.search[market.language]}`;
  // The search screen takes no segment after its own: its segment ends the path.
  const trimmed = pathname.replace(/\/+$/, '');
  if (!trimmed.endsWith(staysSegment)) return undefined;
  return `${trimmed.slice(0, -staysSegment.length)}/${SCREEN_SEGMENTS.activitySearch[market.language]}${search}`;
}
