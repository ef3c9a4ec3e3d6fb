import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContentErrorPanel } from '../../components/errors/ContentErrorPanel';
import type { ScreenHead } from '../screen-definition';
import { StaticPageScreen } from './StaticPageScreen';
import { loadStaticPage, staticPageIdOf } from './static-page-data';

interface ContentScreenContext {
  market: Market;
  rest: string[];
}

/**
 * The static content screen (`/fr-fr/infos/faq`): "Second path segment is the content id; title
 * and HTML content". No id, extra segments or an unknown id is a 404; the pages are indexable. A
 * failed call is not a 404: the page says 'Oops, something went wrong'.
 */
export const contentScreen = {
  async describe({ market, rest }: ContentScreenContext): Promise<ScreenHead | undefined> {
    const id = staticPageIdOf(rest);
    if (!id) return undefined;
    const load = await loadStaticPage(market.locale, id);
    if (load.status === 'missing') return undefined;
    if (load.status === 'failed') return { title: (await getTranslations('contentPages'))('errorTitle'), indexable: false };
    return { title: load.page.title, ...(load.page.description ? { description: load.page.description } : {}), indexable: true };
  },

  async render({ market, rest }: ContentScreenContext): Promise<ReactNode> {
    const id = staticPageIdOf(rest);
    if (!id) return null;
    const load = await loadStaticPage(market.locale, id);
    if (load.status === 'found') return <StaticPageScreen market={market} page={load.page} />;
    return <ContentErrorPanel market={market} />;
  },
};
