import { NextIntlClientProvider } from 'next-intl';
import { createRoot } from 'react-dom/client';
import { messages } from '../../messages/fr/index';
import { AccountButton } from '../account-menu/AccountButton';
import { ActivityCard } from '../cards/ActivityCard';
import { type ActivityCardView, toStayCardView } from '../cards/card-view';
import { StayCard } from '../cards/StayCard';
import { searchResultCard } from '../cards/test-fixtures';
import { MarketProvider } from '../market-context';
import { WishlistToggle as ProductWishlistToggle } from '../product/WishlistToggle';
import { RecentlyViewedList, RecordRecentlyViewed } from '../recently-viewed';
import { WishlistButtons } from './WishlistButtons';
import { WishlistList } from './WishlistList';
import { stayWishlistItem } from './wishlist-items';

/**
 * The pages the wishlist's browser tests load (wishlist-browser.test.ts bundles this, with a plain
 * anchor for next/link), each with the French header's account button (the page's one session
 * read):
 * - `product`: a stay product page's gallery heart (on for everyone), the page recorded in the
 *   recently viewed list and the other recently viewed stays;
 * - `wishlist`: the wishlist page's list;
 * - `cards`: a stay card and an activity card of the search results, with the flag's hearts on or
 *   off.
 */
declare global {
  interface Window {
    mountWishlistPage(page: 'product' | 'wishlist' | 'cards', options?: { hasCardHearts?: boolean }): void;
  }
}

export const HARNESS_STAY = {
  id: 12,
  label: 'Nuit et spa à Annecy',
  headwords: ['Spa', 'Dîner'],
  imagesBySize: { '120_80': '/api/images/s12/120_80.webp', '640_360': '/api/images/s12/640_360.webp', '960_540': '/api/images/s12/960_540.webp' },
  hotel: { label: 'Hôtel du Lac' },
};

function ProductPage() {
  return (
    <main>
      <RecordRecentlyViewed id={HARNESS_STAY.id} label={HARNESS_STAY.label} imageUrl={HARNESS_STAY.imagesBySize['640_360']} hotel={HARNESS_STAY.hotel.label} uri="/fr-fr/sejour/12" type="STAY" price={18_900} />
      <h1>{HARNESS_STAY.label}</h1>
      <figure style={{ position: 'relative', width: 640, height: 360, background: '#dde' }}>
        <div style={{ position: 'absolute', top: 12, right: 12 }}>
          <ProductWishlistToggle id={HARNESS_STAY.id} label={HARNESS_STAY.label} item={{ ...stayWishlistItem(HARNESS_STAY), uri: '/fr-fr/sejour/12' }} />
        </div>
      </figure>
      <RecentlyViewedList type="STAY" excludeId={HARNESS_STAY.id} />
    </main>
  );
}

function WishlistPage() {
  return (
    <main>
      <h1 id="wishlist-title" tabIndex={-1}>
        Ma liste d&apos;envies
      </h1>
      <WishlistList addItemsHref="/fr-fr/recherche" />
    </main>
  );
}

function CardsPage({ hasCardHearts }: { hasCardHearts: boolean }) {
  const criteria = {};
  const stay = toStayCardView(searchResultCard(31), 'booking', criteria);
  const activity: ActivityCardView = {
    kind: 'activity',
    id: 41,
    title: 'Vol en montgolfière',
    href: '/activite/41?a=2',
    image: '/api/images/a41/640_360.webp',
    place: { label: 'Évasion Loisirs', location: 'Annecy', stars: null },
    description: 'Une heure au-dessus du lac.',
    participants: 2,
    price: { amountCents: 15_000, unit: 'perPerson', isFrom: false, promo: 0 },
    cta: 'seeActivity',
  };
  return (
    <main>
      <h1>Recherche</h1>
      <WishlistButtons isEnabled={hasCardHearts}>
        <ul style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, listStyle: 'none' }}>
          <li>
            <StayCard card={stay} href={`/fr-fr${stay.href}`} />
          </li>
          <li>
            <ActivityCard card={activity} href={`/fr-fr${activity.href}`} />
          </li>
        </ul>
      </WishlistButtons>
    </main>
  );
}

window.mountWishlistPage = (page, options = {}) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
        <header style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem' }}>
          <AccountButton variant="bar" />
        </header>
        {page === 'product' ? <ProductPage /> : page === 'wishlist' ? <WishlistPage /> : <CardsPage hasCardHearts={options.hasCardHearts ?? false} />}
      </MarketProvider>
    </NextIntlClientProvider>,
  );
};
