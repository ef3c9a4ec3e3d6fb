import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ScreenHead } from '../screen-definition';
import { WeekendIdeasScreen } from './WeekendIdeasScreen';

interface WeekendIdeasScreenContext {
  market: Market;
  rest: string[];
}

/**
 * The weekend ideas screen (`/fr-fr/idees-week-end`), indexable. Any segment after the screen's
 * own is a 404. The head does not wait for the ideas, so that the page's frame and its 8 loading
 * cards are sent at once.
 */
export const weekendIdeasScreen = {
  async describe({ rest }: WeekendIdeasScreenContext): Promise<ScreenHead | undefined> {
    if (rest.length > 0) return undefined;
    const t = await getTranslations('contentPages.ideas');
    return { title: t('metaTitle'), description: t('metaDescription'), indexable: true };
  },

  async render({ market, rest }: WeekendIdeasScreenContext): Promise<ReactNode> {
    if (rest.length > 0) return null;
    return <WeekendIdeasScreen market={market} />;
  },
};
