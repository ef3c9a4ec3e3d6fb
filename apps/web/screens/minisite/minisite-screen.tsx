import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContentErrorPanel } from '../../components/errors/ContentErrorPanel';
import type { ShellFlow } from '../../lib/flow-param';
import type { ScreenHead } from '../screen-definition';
import { MinisiteScreen } from './MinisiteScreen';
import { loadMinisite, minisiteOfMarket, minisiteSlugOf } from './minisite-data';

interface MinisiteScreenContext {
  market: Market;
  rest: string[];
  flow: ShellFlow;
}

/**
 * The partner minisite screen (`/fr-fr/partenaire/mutuelle-horizon`): one slug, in the minisite's
 * own market only; anything else is a 404. Partner pages are "noindex, follow". A failed call is
 * not a 404: the page says 'Oops, something went wrong'.
 */
export const minisiteScreen = {
  async describe({ market, rest }: MinisiteScreenContext): Promise<ScreenHead | undefined> {
    const slug = minisiteSlugOf(rest);
    if (!slug) return undefined;
    const load = minisiteOfMarket(await loadMinisite(slug), market.locale);
    if (load.status === 'missing') return undefined;
    const t = await getTranslations('contentPages');
    if (load.status === 'failed') return { title: t('errorTitle'), indexable: false };
    const { partnerName, minisiteLocale } = load.minisite;
    return {
      title: partnerName ? t('minisite.metaTitle', { partnerName }) : t('minisite.metaTitleUnnamed'),
      indexable: false,
      locales: [minisiteLocale],
    };
  },

  async render({ market, rest, flow }: MinisiteScreenContext): Promise<ReactNode> {
    const slug = minisiteSlugOf(rest);
    if (!slug) return null;
    const load = minisiteOfMarket(await loadMinisite(slug), market.locale);
    if (load.status === 'found') return <MinisiteScreen market={market} minisite={load.minisite} flow={flow} />;
    return <ContentErrorPanel market={market} />;
  },
};
