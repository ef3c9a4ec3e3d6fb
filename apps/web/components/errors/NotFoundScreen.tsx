import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { getWebConfig } from '../../config';
import { buildMarketPrefix } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { EnsureQueryProvider } from '../providers/QueryProvider';
import { ErrorPanel } from './ErrorPanel';
import { HotelOffersRecovery } from './HotelOffersRecovery';
import { NotFoundReport } from './NotFoundReport';
import { SearchPageSearchBox } from '../search-box/SearchPageSearchBox';
import { marketSearchPaths } from '../search-box/search-paths';
import { StaySelection } from './StaySelection';

/** "a selection of the moment (grid of 4 desktop, scroller mobile)": one row of 4. */
const SELECTION_OF_THE_MOMENT_STAYS = 4;

/**
 * Not-found page: title 'Oops', text with error code 404, a button to the homepage, and the
 * `GET {origin}/error?uri&locale` report sent once by the browser. "if the hash carries a hotelId
 * with other offers it shows the 'Too late' warning and carousel 'Other offer in the hotel', then
 * a search box and a selection of the moment". "Noindex": Next.js writes it on every 404 answer.
 * The document title is a React `<title>`, not metadata, because a 404 thrown by a page is
 * rendered by the browser, where Next drops the metadata title.
 */
export async function NotFoundScreen({ market }: { market: Market }) {
  const t = await getTranslations('notFound');
  const { urlMode } = getWebConfig();
  return (
    <>
      <title>{t('title')}</title>
      <ErrorPanel
        title={t('title')}
        text={t('text')}
        action={
          <a href={hrefTo(market.locale, { screen: 'home' })} className="button-primary">
            {t('home')}
          </a>
        }
      />
      <div className="container-page flex flex-col gap-12 pb-16">
        <EnsureQueryProvider>
          <HotelOffersRecovery marketPrefix={buildMarketPrefix(market.locale, urlMode)} />
          <section aria-labelledby="not-found-search-title" className="flex flex-col gap-4">
            <h2 id="not-found-search-title" className="text-2xl font-bold text-brand-900">
              {t('searchTitle')}
            </h2>
            <div className="rounded-card bg-white p-3 shadow-card md:p-4">
              <SearchPageSearchBox searchPaths={marketSearchPaths(market)} initialFlow="booking" />
            </div>
          </section>
        </EnsureQueryProvider>
        {/* The selection streams in after the panel; a failed search leaves it out. */}
        <Suspense fallback={null}>
          <StaySelection market={market} count={SELECTION_OF_THE_MOMENT_STAYS} title={t('selectionTitle')} headingId="not-found-selection-title" />
        </Suspense>
      </div>
      <NotFoundReport locale={market.locale} />
    </>
  );
}
