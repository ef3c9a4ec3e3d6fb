import type { Profile } from '@escapade/contracts/account-profile';
import { MARKETS, type Market } from '@escapade/domain/markets';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-transport';
import { classifyPageRequest } from '../../../server/page-cache-rules';

/** The API as the page's server render meets it, with the visitor's cookie. */
const api = vi.hoisted(() => ({ getProfile: (): Promise<unknown> => Promise.reject(new Error('not set')) }));
vi.mock('../../../lib/server-api', () => ({ serverApi: () => ({ accountProfile: { getProfile: () => api.getProfile() } }) }));
/** Next's redirect throws; so does this, naming where it went. */
vi.mock('next/navigation', () => ({
  redirect: (href: string) => {
    throw new Error(`redirect ${href}`);
  },
}));
vi.mock('next-intl/server', () => ({ getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}` }));

const { describeProfilePage, isProfilePage, renderProfilePage } = await import('./profile-screen');
const { ProfilePageLoader } = await import('./ProfilePageLoader');

const withAccounts = (customerAccount: boolean, locale: Market['locale'] = 'fr_FR'): Market => ({ ...MARKETS[locale], features: { ...MARKETS[locale].features, customerAccount } });
const refused = (status: number) => Promise.reject(new ApiError(`answered ${status}`, status));

const profile: Profile = {
  name: 'Léa Dupont',
  email: 'lea.dupont@example.com',
  emailVerified: true,
  phone: null,
  locale: 'fr_FR',
  newsletter: false,
  hasPassword: true,
  createdAt: '2030-01-02T10:00:00.000Z',
};

/** The elements of a server render, by type, depth first. */
function elementsOf(node: unknown): Array<{ type: unknown; props: Record<string, unknown> }> {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (node === null || typeof node !== 'object' || !('props' in node)) return [];
  const element = node as { type: unknown; props: Record<string, unknown> };
  return [element, ...elementsOf(element.props.children)];
}

describe('the profile page (/account/settings/profile)', () => {
  beforeEach(() => {
    api.getProfile = () => Promise.resolve(profile);
  });

  it('is /account/settings/profile in a market with customer accounts; nothing else', () => {
    expect(isProfilePage(['settings', 'profile'], withAccounts(true))).toBe(true);
    expect(isProfilePage(['settings', 'profile'], withAccounts(false))).toBe(false);
    for (const rest of [['settings'], ['profile'], ['settings', 'profile', 'x'], ['settings', 'trips'], []]) expect(isProfilePage(rest, withAccounts(true)), rest.join('/')).toBe(false);
  });

  it('is never indexed, and never answered from the page cache', async () => {
    expect(await describeProfilePage()).toEqual({ title: 'profile.metaTitle', indexable: false });
    for (const url of ['/fr-fr/account/settings/profile', '/nl-be/account/settings/profile']) {
      const verdict = classifyPageRequest({ method: 'GET', url, headers: { host: 'localhost:3000' } }, { kind: 'single-host', origin: 'http://localhost:3000' });
      expect(verdict, url).toEqual({ cacheable: false, reason: 'screen' });
    }
  });

  it('a visitor without a session (401) goes to the sign-in, back to the profile once signed in', async () => {
    api.getProfile = () => refused(401);
    await expect(renderProfilePage(withAccounts(true))).rejects.toThrow('redirect /fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Fsettings%2Fprofile');
    await expect(renderProfilePage(withAccounts(true, 'nl_BE'))).rejects.toThrow('redirect /nl-be/account/signin?origin=%2Fnl-be%2Faccount%2Fsettings%2Fprofile');
  });

  it('the API failing otherwise reaches the error page', async () => {
    api.getProfile = () => refused(503);
    await expect(renderProfilePage(withAccounts(true))).rejects.toMatchObject({ status: 503 });
  });

  it('a signed-in customer gets the heading and the forms, filled with the profile as the server read it', async () => {
    const elements = elementsOf(await renderProfilePage(withAccounts(true)));
    const heading = elements.find((element) => element.type === 'h1');
    expect(heading?.props).toMatchObject({ id: 'profile-title', children: 'profile.title' });
    expect(elements.find((element) => element.type === ProfilePageLoader)?.props).toEqual({
      initialProfile: profile,
      profileHref: '/fr-fr/account/settings/profile',
      homeHref: '/fr-fr/',
      signInHref: '/fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Fsettings%2Fprofile',
    });
  });
});
