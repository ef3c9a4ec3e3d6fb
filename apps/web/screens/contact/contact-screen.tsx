import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ScreenHead } from '../screen-definition';
import { ContactScreen } from './ContactScreen';

interface ContactScreenContext {
  market: Market;
  rest: string[];
}

/**
 * The contact screen, `/contact` in every language (`/fr-fr/contact`): one page, indexable; any
 * segment after it is a 404.
 */
export const contactScreen = {
  async describe({ rest }: ContactScreenContext): Promise<ScreenHead | undefined> {
    if (rest.length > 0) return undefined;
    const t = await getTranslations('contact');
    return { title: t('metaTitle'), description: t('metaDescription'), indexable: true };
  },

  async render({ market, rest }: ContactScreenContext): Promise<ReactNode> {
    if (rest.length > 0) return null;
    return <ContactScreen market={market} />;
  },
};
