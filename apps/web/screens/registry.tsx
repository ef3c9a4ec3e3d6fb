import type { Locale, Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ScreenKey } from '../i18n/routes';
import type { ShellFlow } from '../lib/flow-param';
import { accountScreen } from './account/account-screen';
import { giftcardScreen } from './giftcard/giftcard-screen';
import { activityScreen } from './activity/activity-screen';
import { hotelScreen } from './hotel/hotel-screen';
import { bookingScreen } from './booking/booking-screen';
import { boxesScreen } from './boxes/boxes-screen';
import { productScreen } from './product/product-screen';
import { SearchScreen, searchTitle } from './search/SearchScreen';

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
}

/**
 * A screen of the dispatcher. `describe` answers undefined when the path names nothing this
 * screen can show (an unknown id, extra segments): the page is then a 404.
 */
export interface ScreenDefinition {
  describe(context: ScreenContext): Promise<ScreenHead | undefined>;
  render(context: ScreenContext): Promise<ReactNode>;
}

/**
 * The screens built so far. A first segment whose screen is not here yet (product, hotel, boxes,
 * account…) has no data to show and answers 404 until its feature plugs itself in.
 */
export const SCREENS: Partial<Record<ScreenKey, ScreenDefinition>> = {
  search: {
    async describe({ rest, flow }) {
      if (rest.length > 0) return undefined;
      const t = await getTranslations('meta');
      return { title: await searchTitle(flow), description: t('searchDescription'), indexable: false };
    },
    async render({ market, flow }) {
      return <SearchScreen flow={flow} market={market} />;
    },
  },
  activitySearch: {
    async describe({ rest }) {
      if (rest.length > 0) return undefined;
      const t = await getTranslations('meta');
      return { title: await searchTitle('activity'), description: t('searchDescription'), indexable: false };
    },
    async render({ market }) {
      return <SearchScreen flow="booking" market={market} screen="activity" />;
    },
  },
  hotel: hotelScreen,
  product: productScreen,
  booking: bookingScreen,
  boxes: boxesScreen,
  giftcard: giftcardScreen,
  account: accountScreen,
  activity: activityScreen,
};
