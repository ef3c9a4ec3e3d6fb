import { getTranslations } from 'next-intl/server';
import type { ScreenDefinition } from '../screen-definition';
import { SearchScreen, searchTitle } from './SearchScreen';

/** The search page (`/recherche`…): noindex, its criteria live in the hash. */
export const searchScreen: ScreenDefinition = {
  async describe({ rest, flow }) {
    if (rest.length > 0) return undefined;
    const t = await getTranslations('meta');
    return { title: await searchTitle(flow), description: t('searchDescription'), indexable: false };
  },
  async render({ market, flow }) {
    return <SearchScreen flow={flow} market={market} />;
  },
};

/** The activity search page: the search screen on day activities, always in the booking flow. */
export const activitySearchScreen: ScreenDefinition = {
  async describe({ rest }) {
    if (rest.length > 0) return undefined;
    const t = await getTranslations('meta');
    return { title: await searchTitle('activity'), description: t('searchDescription'), indexable: false };
  },
  async render({ market }) {
    return <SearchScreen flow="booking" market={market} screen="activity" />;
  },
};
