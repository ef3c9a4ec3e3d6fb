import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { WishlistList } from '../../components/wishlist/WishlistList';
import { hrefTo } from '../../i18n/navigation';

interface AccountScreenContext {
  market: Market;
  rest: string[];
}

/** Account pages built so far ("Account menu: /account/settings/profile, /account/trips, /account/wishlist"). */
const isWishlistPath = (rest: readonly string[]) => rest.length === 1 && rest[0] === 'wishlist';

/**
 * The dispatcher's account screen: only the wishlist page for now (/account/wishlist). The list
 * lives in the browser, so the server renders the heading and the browser the items. A personal
 * page: never indexed.
 */
export const accountScreen = {
  async describe({ rest }: AccountScreenContext) {
    if (!isWishlistPath(rest)) return undefined;
    const t = await getTranslations('wishlist');
    return { title: t('title'), indexable: false };
  },
  async render({ market }: AccountScreenContext): Promise<ReactNode> {
    const t = await getTranslations('wishlist');
    return (
      <div className="container-page flex flex-col gap-6 py-8">
        <h1 id="wishlist-title" tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 outline-none">
          {t('title')}
        </h1>
        <WishlistList addItemsHref={hrefTo(market.locale, { screen: 'search' })} />
      </div>
    );
  },
};
