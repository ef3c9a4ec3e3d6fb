import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { ErrorPanel } from '../../components/errors/ErrorPanel';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { BoxCheckoutEntry } from './BoxCheckoutEntry';
import { BoxDetailScreen } from './BoxDetailScreen';
import { BoxListScreen } from './BoxListScreen';
import { resolveBoxesPage } from './box-model';
import { loadBoxDetail } from './box-data';

interface BoxesScreenContext {
  market: Market;
  rest: string[];
}

/**
 * The dispatcher's gift box screen, in markets with the boxes toggle on (the route table turns
 * the segment off elsewhere). No code: the list page; a code: the box page ("Route is the box
 * section plus a box code"); `checkout`: the box checkout entry; anything else, or an unknown
 * code, is a 404. Every page is "noindex, follow". A failed box call is not a 404: the page says
 * 'Oops, something went wrong'.
 */
export const boxesScreen = {
  async describe({ market, rest }: BoxesScreenContext) {
    const page = resolveBoxesPage(rest);
    if (!page) return undefined;
    const t = await getTranslations('boxes');
    if (page.kind === 'list') return { title: t('listMetaTitle'), description: t('listIntro'), indexable: false };
    if (page.kind === 'checkout') return { title: t('checkoutTitle'), indexable: false };
    const load = await loadBoxDetail(page.code, market.locale);
    if (load.status === 'missing') return undefined;
    if (load.status === 'failed') return { title: t('errorTitle'), indexable: false };
    return { title: t('detailMetaTitle', { title: load.box.title }), description: load.box.description, indexable: false };
  },

  async render({ market, rest }: BoxesScreenContext): Promise<ReactNode> {
    const page = resolveBoxesPage(rest);
    if (!page) return null;
    const { urlMode } = getWebConfig();
    const listHref = hrefTo(market.locale, { screen: 'boxes' });
    if (page.kind === 'list') return <BoxListScreen market={market} />;
    if (page.kind === 'checkout') {
      return (
        <EnsureQueryProvider>
          <Suspense>
            <BoxCheckoutEntry boxPathTemplate={buildMarketPath(market.locale, { screen: 'boxes', rest: ['__CODE__'] }, urlMode)} listHref={listHref} />
          </Suspense>
        </EnsureQueryProvider>
      );
    }
    const load = await loadBoxDetail(page.code, market.locale);
    if (load.status === 'found') return <BoxDetailScreen market={market} box={load.box} />;
    const t = await getTranslations('boxes');
    return (
      <ErrorPanel
        title={t('errorTitle')}
        action={
          <a href={listHref} className="button-primary">
            {t('allBoxes')}
          </a>
        }
      />
    );
  },
};
