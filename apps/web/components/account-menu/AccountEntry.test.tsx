import { MARKETS, type Market } from '@escapade/domain/markets';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { AccountButton } from './AccountButton';
import { AccountEntry } from './AccountEntry';
import { AccountButtonOnIdle } from './account-button-on-idle';
import { firstNameOf } from './account-session';

vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const withAccounts = (market: Market, customerAccount: boolean): Market => ({ ...market, features: { ...market.features, customerAccount } });

describe('the header account entry', () => {
  it('with customer accounts on: the account button, in the bar and in the burger menu', async () => {
    for (const variant of ['bar', 'list'] as const) {
      const entry = (await AccountEntry({ market: withAccounts(MARKETS.fr_FR, true), variant })) as ReactElement<{ variant: string }>;
      // The button, hydrated when the page is idle.
      expect(entry.type).toBe(AccountButtonOnIdle);
      expect(entry.props.variant).toBe(variant);
    }
  });

  it("with them off: 'the account button goes to the booking lookup'", async () => {
    const entry = await AccountEntry({ market: withAccounts(MARKETS.nl_BE, false), variant: 'bar' });
    expect(isValidElement<{ href: string }>(entry) && entry.props.href).toBe('/nl-be/account/booking');
  });

  it('draws the same signed-out link on the server for every visitor: the sign-in page, the origin read in the browser', async () => {
    for (const variant of ['bar', 'list'] as const) {
      const html = await renderInMarket(<AccountButton variant={variant} />);
      expect(html).toMatch(/^<a [^>]*href="\/fr-fr\/account\/signin"><svg [^>]*aria-hidden="true"[^]*<\/svg>Se connecter<\/a>$/);
    }
    expect(await renderInMarket(<AccountButton variant="bar" />, 'es_ES')).toContain('>Iniciar sesión</a>');
  });
});

describe("the account menu button's name", () => {
  it("is the account's first name, or the address's local part without a name", () => {
    expect(firstNameOf({ id: 'u1', name: '  Camille  Martin ', email: 'camille@example.com', isStaff: false })).toBe('Camille');
    expect(firstNameOf({ id: 'u2', name: '', email: 'lotte.devries@example.com', isStaff: false })).toBe('lotte.devries');
  });
});
