import type { MinisiteResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SearchPageSearchBox } from '../../components/search-box/SearchPageSearchBox';
import { searchPageHref } from '../../components/search-box/search-page-link';
import { marketSearchPaths } from '../../components/search-box/search-paths';
import { StaySelection } from '../../components/errors/StaySelection';
import type { ShellFlow } from '../../lib/flow-param';
import { MinisiteBanner, MinisiteFooter } from './MinisiteParts';

/** The stays the page suggests: two rows of 4 on desktop. */
const MINISITE_SELECTION_STAYS = 8;

/**
 * The minisite's search parameter. The search API takes no minisite today, so the search page
 * only carries it in its URL (product offers and quotes take `minisite`).
 */
export const MINISITE_SEARCH_PARAM = 'minisite';

/**
 * A partner minisite: co-branded banner and logo, a search box whose searches carry the
 * minisite's id, a selection of the market's stays and the partner's legal footer.
 */
export async function MinisiteScreen({ market, minisite, flow }: { market: Market; minisite: MinisiteResponse; flow: ShellFlow }) {
  const t = await getTranslations('contentPages.minisite');
  const searchPaths = marketSearchPaths(market);
  const minisiteParams = { [MINISITE_SEARCH_PARAM]: String(minisite.minisiteId) };
  return (
    <div className="flex flex-col gap-10 pb-12">
      <MinisiteBanner
        minisite={minisite}
        headingId="minisite-title"
        labels={{
          title: t('title'),
          withPartner: minisite.partnerName ? t('withPartner', { partnerName: minisite.partnerName }) : null,
          partnerLogo: t('partnerLogo'),
        }}
      />
      <div className="container-page flex flex-col gap-10">
        <section aria-labelledby="minisite-search-title" className="flex flex-col gap-4">
          <h2 id="minisite-search-title" className="text-2xl font-bold text-brand-900">
            {t('searchTitle')}
          </h2>
          <div className="rounded-card bg-white p-3 shadow-card md:p-4">
            <SearchPageSearchBox searchPaths={searchPaths} initialFlow={flow} extraParams={minisiteParams} />
          </div>
        </section>
        <Suspense fallback={null}>
          <StaySelection market={market} count={MINISITE_SELECTION_STAYS} title={t('selectionTitle')} headingId="minisite-selection-title" />
        </Suspense>
        <p>
          <a href={searchPageHref(searchPaths, flow, {}, minisiteParams)} className="button-secondary">
            {t('seeAllStays')}
          </a>
        </p>
        <MinisiteFooter text={minisite.footer} label={t('footerLabel')} />
      </div>
    </div>
  );
}
