import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ACCOUNT_ENTRY_PAGES, type AccountEntryPage } from '../../components/account-menu/account-paths';
import { WishlistList } from '../../components/wishlist/WishlistList';
import { getWebConfig } from '../../config';
import { hrefTo } from '../../i18n/navigation';
import { buildMarketPath } from '../../i18n/market-urls';
import { BookingLookup } from './BookingLookup';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { describeProfilePage, isProfilePage, renderProfilePage } from './settings/profile-screen';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { describeTripsPage, renderTripsPage, tripsPageOf } from './trips/trips-screen';
import { VerifyLanding } from './VerifyLanding';

interface AccountScreenContext {
  market: Market;
  rest: string[];
}

/**
 * Account pages built so far ("Account menu: /account/settings/profile, /account/trips,
 * /account/wishlist"), the booking lookup, where the account button goes while customer
 * accounts are off, and the pages that sign a visitor up, in or back (a market with customer
 * accounts only).
 */
type AccountPage = 'wishlist' | 'booking' | AccountEntryPage;

const isEntryPage = (page: string): page is AccountEntryPage => (ACCOUNT_ENTRY_PAGES as readonly string[]).includes(page);

function accountPageOf(rest: readonly string[], market: Market): AccountPage | undefined {
  if (rest.length !== 1) return undefined;
  const [page = ''] = rest;
  if (page === 'wishlist' || page === 'booking') return page;
  return isEntryPage(page) && market.features.customerAccount ? page : undefined;
}

/** Each entry page's catalog key under `account.pageTitles`. */
const TITLE_KEY = { signin: 'signin', signup: 'signup', 'forgot-password': 'forgotPassword', 'reset-password': 'resetPassword', verify: 'verify' } as const satisfies Record<AccountEntryPage, string>;

/**
 * The dispatcher's account screen: the wishlist (/account/wishlist), the booking lookup
 * (/account/booking), the trips, the profile (/account/settings/profile), and the sign-in,
 * sign-up, forgotten password, new password and e-mail verification pages. The server renders
 * each page's heading; the browser renders the wishlist's items (they live in the browser) and
 * runs the forms. Personal pages: never indexed, and never in the page cache (the account screen
 * is not a cacheable screen).
 */
export const accountScreen = {
  async describe({ market, rest }: AccountScreenContext) {
    // The trips pages (/account/trips, /account/trips/{orderUUID}): screens/account/trips.
    const trips = tripsPageOf(rest, market);
    if (trips) return describeTripsPage(trips);
    // The profile (/account/settings/profile): screens/account/settings.
    if (isProfilePage(rest, market)) return describeProfilePage();
    const page = accountPageOf(rest, market);
    if (!page) return undefined;
    if (page === 'wishlist' || page === 'booking') {
      const t = await getTranslations(page === 'wishlist' ? 'wishlist' : 'bookingLookup');
      return { title: t(page === 'wishlist' ? 'title' : 'metaTitle'), indexable: false };
    }
    const t = await getTranslations('account.pageTitles');
    return { title: t(TITLE_KEY[page]), indexable: false };
  },
  async render({ market, rest }: AccountScreenContext): Promise<ReactNode> {
    const trips = tripsPageOf(rest, market);
    if (trips) return renderTripsPage(trips, market);
    if (isProfilePage(rest, market)) return renderProfilePage(market);
    const page = accountPageOf(rest, market);
    if (page === 'booking') return renderBookingLookup(market);
    if (page && page !== 'wishlist') return renderEntryPage(page);
    return renderWishlist(market);
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

/** The intro under each entry page's heading (`account.<page>.intro`); the verification page has none. */
const INTRO_KEY = { signin: 'signin.intro', signup: 'signup.intro', 'forgot-password': 'forgotPassword.intro', 'reset-password': 'resetPassword.intro' } as const;

async function renderEntryPage(page: AccountEntryPage): Promise<ReactNode> {
  const t = await getTranslations('account');
  const titleId = 'account-page-title';
  const forms: Record<AccountEntryPage, ReactNode> = {
    signin: <SignInForm titleId={titleId} />,
    signup: <SignUpForm titleId={titleId} />,
    'forgot-password': <ForgotPasswordForm titleId={titleId} />,
    'reset-password': <ResetPasswordForm titleId={titleId} />,
    verify: <VerifyLanding />,
  };
  return (
    <div className="container-page flex w-full max-w-xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-2">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight text-brand-900">
          {t(`pageTitles.${TITLE_KEY[page]}`)}
        </h1>
        {page === 'verify' ? null : <p className="text-muted">{t(INTRO_KEY[page])}</p>}
      </header>
      {forms[page]}
    </div>
  );
}
