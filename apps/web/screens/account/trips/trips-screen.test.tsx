import { MARKETS, type Market } from '@escapade/domain/markets';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-transport';
import { classifyPageRequest } from '../../../server/page-cache-rules';
import { FIXTURE_TRIP_UUID, tripDetailFixture, tripsFixture } from './trip-fixtures';

/** The API as the page's server render meets it, with the visitor's cookie. */
const api = vi.hoisted(() => ({
  listTrips: (): Promise<unknown> => Promise.reject(new Error('not set')),
  getTrip: (): Promise<unknown> => Promise.reject(new Error('not set')),
}));
vi.mock('../../../lib/server-api', () => ({ serverApi: () => ({ trips: { listTrips: () => api.listTrips(), getTrip: () => api.getTrip() } }) }));
/** Next's redirect and notFound throw; so do these, naming where they went. */
vi.mock('next/navigation', () => ({
  redirect: (href: string) => {
    throw new Error(`redirect ${href}`);
  },
  notFound: () => {
    throw new Error('not found');
  },
}));
vi.mock('next-intl/server', () => ({ getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}` }));

const { describeTripsPage, renderTripsPage, tripsPageOf } = await import('./trips-screen');
const withAccounts = (customerAccount: boolean): Market => ({ ...MARKETS.fr_FR, features: { ...MARKETS.fr_FR.features, customerAccount } });
const refused = (status: number) => Promise.reject(new ApiError(`answered ${status}`, status));

describe('trips pages', () => {
  beforeEach(() => {
    api.listTrips = () => Promise.resolve(tripsFixture());
    api.getTrip = () => Promise.resolve(tripDetailFixture());
  });

  it('/account/trips and /account/trips/{orderUUID}, in a market with customer accounts; nothing else', () => {
    const market = withAccounts(true);
    expect(tripsPageOf(['trips'], market)).toEqual({ kind: 'list' });
    expect(tripsPageOf(['trips', FIXTURE_TRIP_UUID.toUpperCase()], market)).toEqual({ kind: 'detail', orderUUID: FIXTURE_TRIP_UUID });
    for (const rest of [['trips', '12345'], ['trips', FIXTURE_TRIP_UUID, 'x'], ['wishlist'], []]) expect(tripsPageOf(rest, market), rest.join('/')).toBeUndefined();
    expect(tripsPageOf(['trips'], withAccounts(false))).toBeUndefined();
  });

  it('are never indexed, and never answered from the page cache', async () => {
    expect(await describeTripsPage({ kind: 'list' })).toEqual({ title: 'trips.metaTitle', indexable: false });
    expect(await describeTripsPage({ kind: 'detail', orderUUID: FIXTURE_TRIP_UUID })).toEqual({ title: 'trips.detail.metaTitle', indexable: false });
    for (const url of ['/fr-fr/account/trips', `/fr-fr/account/trips/${FIXTURE_TRIP_UUID}`]) {
      const verdict = classifyPageRequest({ method: 'GET', url, headers: { host: 'localhost:3000' } }, { kind: 'single-host', origin: 'http://localhost:3000' });
      expect(verdict, url).toEqual({ cacheable: false, reason: 'screen' });
    }
  });

  it('a visitor without a session (401) goes to the sign-in, back to the trips page once signed in', async () => {
    api.listTrips = () => refused(401);
    await expect(renderTripsPage({ kind: 'list' }, withAccounts(true))).rejects.toThrow('redirect /fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Ftrips');
  });

  it('a trip that does not open: signed out → the sign-in, back to that trip; signed in → not found; the API failing → the error page', async () => {
    api.getTrip = () => refused(404);
    api.listTrips = () => refused(401);
    await expect(renderTripsPage({ kind: 'detail', orderUUID: FIXTURE_TRIP_UUID }, withAccounts(true))).rejects.toThrow(
      `redirect /fr-fr/account/signin?origin=${encodeURIComponent(`/fr-fr/account/trips/${FIXTURE_TRIP_UUID}`)}`,
    );
    api.listTrips = () => Promise.resolve(tripsFixture());
    await expect(renderTripsPage({ kind: 'detail', orderUUID: FIXTURE_TRIP_UUID }, withAccounts(true))).rejects.toThrow('not found');
    api.getTrip = () => refused(503);
    await expect(renderTripsPage({ kind: 'detail', orderUUID: FIXTURE_TRIP_UUID }, withAccounts(true))).rejects.toMatchObject({ status: 503 });
  });

  it('a signed-in customer\'s trip is handed to the page as the server read it', async () => {
    const page = (await renderTripsPage({ kind: 'detail', orderUUID: FIXTURE_TRIP_UUID }, withAccounts(true))) as { props: { children: Array<{ props: Record<string, unknown> }> } };
    const [back, trip] = page.props.children;
    expect(back?.props).toMatchObject({ href: '/fr-fr/account/trips', children: 'trips.detail.back' });
    expect(trip?.props).toMatchObject({
      orderUUID: FIXTURE_TRIP_UUID,
      access: { kind: 'account' },
      initialDetail: tripDetailFixture(),
      confirmationHref: `/fr-fr/confirmation/${FIXTURE_TRIP_UUID}`,
      headingLevel: 1,
    });
  });
});
