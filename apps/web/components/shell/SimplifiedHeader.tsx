import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { Logo } from './Logo';
import { SimplifiedHeaderBackOnView } from './simplified-header-back-on-view';

/**
 * "A simplified header with back arrow appears on booking and checkout-type routes": the back
 * arrow and the logo, nothing that leads away from the checkout.
 */
export async function SimplifiedHeader({ market }: { market: Market }) {
  const t = await getTranslations('booking.simplifiedHeader');
  const tShell = await getTranslations('shell');
  const { urlMode } = getWebConfig();
  const homeHref = hrefTo(market.locale, { screen: 'home' });
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2">
        {tShell('skipToContent')}
      </a>
      <div className="container-page flex h-16 items-center gap-3">
        <SimplifiedHeaderBackOnView
          productPathTemplate={buildMarketPath(market.locale, { screen: 'product', rest: ['__ID__'] }, urlMode)}
          hotelPathTemplate={buildMarketPath(market.locale, { screen: 'hotel', rest: ['__ID__'] }, urlMode)}
          homeHref={homeHref}
          labels={{ product: t('backToProduct'), hotel: t('backToHotel'), history: t('back'), home: t('backToHome') }}
        />
        <Logo href={homeHref} label={tShell('logoLabel')} />
      </div>
    </header>
  );
}
