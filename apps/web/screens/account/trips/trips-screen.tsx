import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { accountPath, ACCOUNT_MENU_PAGES, signInHref } from '../../../components/account-menu/account-paths';
import { hrefTo } from '../../../i18n/navigation';
import { ApiError } from '../../../lib/api-transport';
import { serverApi } from '../../../lib/server-api';
import type { ScreenHead } from '../../screen-definition';
import { TripPageLoader } from './TripPageLoader';
import { TripsList } from './TripsList';

/** The trips pages: the list (`/account/trips`) and one trip (`/account/trips/{orderUUID}`). */
export type TripsPage = { kind: 'list' } | { kind: 'detail'; orderUUID: string };

const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The trips page a path names, in a market with customer accounts (a customer signs in to see
 * them); undefined for any other path, which the account screen answers itself.
 */
export function tripsPageOf(rest: readonly string[], market: Market): TripsPage | undefined {
  const [page, orderUUID, ...extra] = rest;
  if (page !== ACCOUNT_MENU_PAGES.trips || !market.features.customerAccount || extra.length > 0) return undefined;
  if (orderUUID === undefined) return { kind: 'list' };
  return ORDER_UUID.test(orderUUID) ? { kind: 'detail', orderUUID: orderUUID.toLowerCase() } : undefined;
}

/** Personal pages: never indexed (nor kept in the page cache: the account screen is not a cacheable screen). */
export async function describeTripsPage(page: TripsPage): Promise<ScreenHead> {
  const t = await getTranslations('trips');
  return { title: page.kind === 'list' ? t('metaTitle') : t('detail.metaTitle'), indexable: false };
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Drawn on the server with the visitor's own cookie (the trips client of serverApi forwards it). A
 * visitor who is not signed in goes to the sign-in, which brings them back here.
 */
export async function renderTripsPage(page: TripsPage, market: Market): Promise<ReactNode> {
  const homeHref = hrefTo(market.locale, { screen: 'home' });
  const tripsHref = accountPath(homeHref, ACCOUNT_MENU_PAGES.trips);
  return page.kind === 'list' ? renderTripsList(market, homeHref, tripsHref) : renderTrip(page.orderUUID, market, homeHref, tripsHref);
}

async function renderTripsList(market: Market, homeHref: string, tripsHref: string): Promise<ReactNode> {
  const api = serverApi().trips;
  const trips = await api.listTrips().catch((error: unknown) => {
    if (isUnauthorized(error)) redirect(signInHref(homeHref, tripsHref));
    throw error;
  });
  const t = await getTranslations('trips');
  return (
    <div className="container-page flex w-full flex-col gap-8 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      <TripsList trips={trips} locale={market.locale} tripHref={(orderUUID) => `${tripsHref}/${encodeURIComponent(orderUUID)}`} searchHref={hrefTo(market.locale, { screen: 'search' })} />
    </div>
  );
}

async function renderTrip(orderUUID: string, market: Market, homeHref: string, tripsHref: string): Promise<ReactNode> {
  const api = serverApi().trips;
  const tripHref = `${tripsHref}/${orderUUID}`;
  const detail = await api.getTrip(orderUUID, { kind: 'account' }).catch(async (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    // The API answers one 404 to a signed-out visitor and to an order that is not theirs: only the
    // first is sent to the sign-in, which asks the list (401 without a session).
    const session = await api.listTrips().then(
      () => 'signedIn' as const,
      (listError: unknown) => (isUnauthorized(listError) ? ('signedOut' as const) : 'unknown'),
    );
    if (session === 'signedOut') redirect(signInHref(homeHref, tripHref));
    notFound();
  });
  const t = await getTranslations('trips.detail');
  return (
    <div className="container-page flex w-full max-w-4xl flex-col gap-6 py-8">
      <a href={tripsHref} className="self-start font-semibold text-brand-800 underline">
        {t('back')}
      </a>
      <TripPageLoader
        orderUUID={orderUUID}
        access={{ kind: 'account' }}
        initialDetail={detail}
        confirmationHref={hrefTo(market.locale, { screen: 'confirmation', rest: [orderUUID] })}
        headingLevel={1}
        signInHref={signInHref(homeHref, tripHref)}
      />
    </div>
  );
}
