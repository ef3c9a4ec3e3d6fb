import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { accountPath, ACCOUNT_MENU_PAGES, signInHref } from '../../../components/account-menu/account-paths';
import { hrefTo } from '../../../i18n/navigation';
import { ApiError } from '../../../lib/api-transport';
import { serverApi } from '../../../lib/server-api';
import type { ScreenHead } from '../../screen-definition';
import { ProfilePageLoader } from './ProfilePageLoader';

/** `/account/settings/profile`, the account menu's first page. */
const PROFILE_SEGMENTS = ACCOUNT_MENU_PAGES.profile.split('/');

/**
 * Whether a path names the profile page, in a market with customer accounts (a customer signs in
 * to see it); the account screen answers any other path itself.
 */
export function isProfilePage(rest: readonly string[], market: Market): boolean {
  return market.features.customerAccount && rest.length === PROFILE_SEGMENTS.length && PROFILE_SEGMENTS.every((segment, index) => rest[index] === segment);
}

/** A personal page: never indexed (nor kept in the page cache: the account screen is not a cacheable screen). */
export async function describeProfilePage(): Promise<ScreenHead> {
  const t = await getTranslations('profile');
  return { title: t('metaTitle'), indexable: false };
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Drawn on the server with the visitor's own cookie: the heading, and the forms (a client island)
 * filled with the profile as the API keeps it. A visitor who is not signed in goes to the sign-in,
 * which brings them back here.
 */
export async function renderProfilePage(market: Market): Promise<ReactNode> {
  const homeHref = hrefTo(market.locale, { screen: 'home' });
  const profileHref = accountPath(homeHref, ACCOUNT_MENU_PAGES.profile);
  const profile = await serverApi().accountProfile
    .getProfile()
    .catch((error: unknown) => {
      if (isUnauthorized(error)) redirect(signInHref(homeHref, profileHref));
      throw error;
    });
  const t = await getTranslations('profile');
  const titleId = 'profile-title';
  return (
    <div className="container-page flex w-full max-w-3xl flex-col gap-6 py-8">
      <header className="flex flex-col gap-2">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight text-brand-900">
          {t('title')}
        </h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <ProfilePageLoader initialProfile={profile} profileHref={profileHref} homeHref={homeHref} signInHref={signInHref(homeHref, profileHref)} />
    </div>
  );
}
