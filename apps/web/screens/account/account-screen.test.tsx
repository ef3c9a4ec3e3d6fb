import { MARKETS, type Market } from '@escapade/domain/markets';
import { describe, expect, it, vi } from 'vitest';
import { accountScreen } from './account-screen';

vi.mock('next-intl/server', () => ({ getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}` }));

const withAccounts = (customerAccount: boolean): Market => ({ ...MARKETS.fr_FR, features: { ...MARKETS.fr_FR.features, customerAccount } });

describe('account screen', () => {
  it('has the sign-in, sign-up, password and verification pages, never indexed', async () => {
    const titles = await Promise.all(
      ['signin', 'signup', 'forgot-password', 'reset-password', 'verify'].map((page) => accountScreen.describe({ market: withAccounts(true), rest: [page] })),
    );
    expect(titles).toEqual([
      { title: 'account.pageTitles.signin', indexable: false },
      { title: 'account.pageTitles.signup', indexable: false },
      { title: 'account.pageTitles.forgotPassword', indexable: false },
      { title: 'account.pageTitles.resetPassword', indexable: false },
      { title: 'account.pageTitles.verify', indexable: false },
    ]);
  });

  it('keeps the wishlist and the booking lookup, and has no sign-in pages in a market without customer accounts', async () => {
    expect(await accountScreen.describe({ market: withAccounts(false), rest: ['signin'] })).toBeUndefined();
    expect(await accountScreen.describe({ market: withAccounts(false), rest: ['booking'] })).toEqual({ title: 'bookingLookup.metaTitle', indexable: false });
    expect(await accountScreen.describe({ market: withAccounts(true), rest: ['wishlist'] })).toEqual({ title: 'wishlist.title', indexable: false });
  });

  it('has the account menu\'s profile page (/account/settings/profile), never indexed, in a market with customer accounts only', async () => {
    expect(await accountScreen.describe({ market: withAccounts(true), rest: ['settings', 'profile'] })).toEqual({ title: 'profile.metaTitle', indexable: false });
    expect(await accountScreen.describe({ market: withAccounts(false), rest: ['settings', 'profile'] })).toBeUndefined();
  });

  it('answers nothing (a 404) for any other path', async () => {
    for (const rest of [[], ['orders'], ['signin', 'extra'], ['settings'], ['settings', 'profile', 'extra'], ['profile']]) {
      expect(await accountScreen.describe({ market: withAccounts(true), rest }), rest.join('/')).toBeUndefined();
    }
  });
});
