import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { WishlistList } from '../../components/wishlist/WishlistList';
import { getWebConfig } from '../../config';
import { hrefTo } from '../../i18n/navigation';
import { buildMarketPath } from '../../i18n/market-urls';
import { BookingLookup } from './BookingLookup';

interface AccountScreenContext {
  market: Market;
  rest: string[];
}

/**
 * Account pages built so far ("Account menu: /account/settings/profile, /account/trips,
 * /account/wishlist"), and the booking lookup, where the account button goes while customer
 * accounts are off.
 */
type AccountPage = 'wishlist' | 'booking';

function accountPageOf(rest: readonly string[]): AccountPage | undefined {
  if (rest.length !== 1) return undefined;
  return rest[0] === 'wishlist' || rest[0] === 'booking' ? rest[0] : undefined;
}

/**
 * The dispatcher's account screen: the wishlist (/account/wishlist) and the booking lookup
 * (/account/booking). The server renders each page's heading; the browser renders the wishlist's
 * items (they live in the browser) and runs the lookup's form. Personal pages: never indexed.
 */
export const accountScreen = {
  async describe({ rest }: AccountScreenContext) {
    const page = accountPageOf(rest);
    if (!page) return undefined;
    const t = await getTranslations(page === 'wishlist' ? 'wishlist' : 'bookingLookup');
    return { title: t(page === 'wishlist' ? 'title' : 'metaTitle'), indexable: false };
  },
  async render({ market, rest }: AccountScreenContext): Promise<ReactNode> {
    return accountPageOf(rest) === 'booking' ? renderBookingLookup(market) : renderWishlist(market);
  },
};

async function renderWishlist(market: Market): Promise<ReactNode> {
  const t = await getTranslations('wishlist');
  return (
    <div className="container-page flex flex-col gap-6 py-8">
      <h1 id="wishlist-title" tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 outline-none">
        {t('title')}
      </h1>
      <WishlistList addItemsHref={hrefTo(market.locale, { screen: 'search' })} />
    </div>
  );
}

async function renderBookingLookup(market: Market): Promise<ReactNode> {
  const t = await getTranslations('bookingLookup');
  return (
    <div className="container-page flex w-full max-w-2xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-2">
        <h1 id="booking-lookup-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {t('title')}
        </h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <BookingLookup titleId="booking-lookup-title" confirmationPath={buildMarketPath(market.locale, { screen: 'confirmation' }, getWebConfig().urlMode)} />
    </div>
  );
}
