import type { Locale, Market } from '@escapade/domain/markets';
import type { ScreenKey } from '../i18n/routes';
import { findScreenBySegment } from '../i18n/routes';
import type { SearchLanding } from '@escapade/contracts/search-landing';

/** What the catch-all dispatcher found for a path of a market. */
export type ScreenMatch =
  | { kind: 'home' }
  | { kind: 'screen'; screen: ScreenKey; rest: string[] }
  | { kind: 'search-landing'; landing: SearchLanding; path: string[] }
  | { kind: 'not-found' };

export interface ResolveScreenDeps {
  /** The API's answer for a path that may be a search page; undefined when it is not one. */
  findSearchLanding(query: { locale: Locale; path: string }): Promise<SearchLanding | undefined>;
}

/**
 * The route dispatcher: the first path segment picks the screen; unknown paths are tested for
 * being a search page. Screens switched off in the market (gift boxes without the boxes toggle)
 * are unknown there, hence tested as search pages too.
 */
export async function resolveScreen(market: Market, slug: readonly string[], deps: ResolveScreenDeps): Promise<ScreenMatch> {
  const [first, ...rest] = slug;
  if (first === undefined) return { kind: 'home' };
  const screen = findScreenBySegment(first, market);
  if (screen) return { kind: 'screen', screen, rest };
  const landing = await deps.findSearchLanding({ locale: market.locale, path: slug.join('/') });
  return landing ? { kind: 'search-landing', landing, path: [...slug] } : { kind: 'not-found' };
}
