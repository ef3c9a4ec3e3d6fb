import type { Locale, Market } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';

/**
 * The screens the catch-all dispatcher knows, by their first path segment: one table in
 * `@escapade/domain/screen-segments`, shared with the API, which builds the same paths in its answers.
 */
export { SCREEN_SEGMENTS };

export type ScreenKey = keyof typeof SCREEN_SEGMENTS;
export const SCREEN_KEYS = Object.keys(SCREEN_SEGMENTS) as ScreenKey[];

/** A page of the site, independent of the market: a screen and the path segments after its own. */
export interface ScreenPath {
  screen: ScreenKey | 'home';
  rest?: readonly string[];
}

/**
 * A screen exists in a market only when its feature is on ("gift boxes only when the boxes toggle
 * is on"; "The activity-only search needs its feature enabled").
 */
export function isScreenEnabled(screen: ScreenKey | 'home', market: Market): boolean {
  if (screen === 'boxes') return market.features.boxes;
  if (screen === 'activitySearch') return market.features.activityOnlySearch;
  return true;
}

/** The screen a first path segment picks in a market, or undefined when it names none. */
export function findScreenBySegment(segment: string, market: Market): ScreenKey | undefined {
  const wanted = segment.toLowerCase();
  const screen = SCREEN_KEYS.find((key) => SCREEN_SEGMENTS[key][market.language] === wanted);
  return screen && isScreenEnabled(screen, market) ? screen : undefined;
}

/** The market-relative path of a screen: '' for home, `/recherche`, `/sejour/123`… */
export function buildScreenPath(locale: Locale, page: ScreenPath): string {
  const rest = (page.rest ?? []).map((part) => encodeURIComponent(part));
  if (page.screen === 'home') return rest.length ? `/${rest.join('/')}` : '';
  const segment = SCREEN_SEGMENTS[page.screen][MARKETS[locale].language];
  return `/${[segment, ...rest].join('/')}`;
}
