import type { Locale, Market } from '@escapade/domain/markets';
import type { ReactNode } from 'react';
import type { ShellFlow } from '../lib/flow-param';

export interface ScreenContext {
  market: Market;
  /** Path segments after the screen's own. */
  rest: string[];
  flow: ShellFlow;
}

export interface ScreenHead {
  title: string;
  description?: string;
  indexable: boolean;
  /** The markets where the page exists (hreflang); every market of the screen when absent. */
  locales?: readonly Locale[];
  /** The canonical page's path after the screen segment, when the requested path is another spelling of it. */
  canonicalRest?: readonly string[];
}

/**
 * A screen of the dispatcher. `describe` answers undefined when the path names nothing this
 * screen can show (an unknown id, extra segments): the page is then a 404.
 */
export interface ScreenDefinition {
  describe(context: ScreenContext): Promise<ScreenHead | undefined>;
  render(context: ScreenContext): Promise<ReactNode>;
}
