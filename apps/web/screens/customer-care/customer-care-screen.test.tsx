import { MARKETS } from '@escapade/domain/markets';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketProvider } from '../../components/market-context';
import { loadMessages } from '../../i18n/messages';
import { ApiError } from '../../lib/api-transport';

/** The API as the page's server render meets it: who the visitor is, and the sign-in options. */
const api = vi.hoisted(() => ({
  me: (): Promise<unknown> => Promise.reject(new Error('not set')),
  signInOptions: (): Promise<unknown> => Promise.resolve({ identityProvider: false }),
}));
vi.mock('../../lib/server-api', () => ({
  serverApi: () => ({ customerCare: { getMe: () => api.me(), getSignInOptions: () => api.signInOptions() } }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages: load } = await import('../../i18n/messages');
  const messages = await load('fr');
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: 'fr-FR', messages, namespace: namespace as never }) };
});
vi.mock('../screen-page', () => ({
  defineScreenPage: () => ({
    generateMetadata: async () => ({ title: 'Service client', robots: { index: false, follow: true } }),
    ScreenPage: () => null,
  }),
}));

const { customerCareScreen } = await import('./customer-care-screen');
const market = MARKETS.fr_FR;

async function renderPage(): Promise<string> {
  const messages = await loadMessages('fr');
  const page = await customerCareScreen.render({ market, rest: [] });
  const tree: ReactNode = (
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone={market.timeZone}>
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>{page}</MarketProvider>
    </NextIntlClientProvider>
  );
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const refused = (status: number) => Promise.reject(new ApiError(`/customer-care/me answered ${status}`, status));

describe('customer care screen', () => {
  beforeEach(() => {
    api.signInOptions = () => Promise.resolve({ identityProvider: false });
  });

  it('is one page, /customer-care, never indexed; a segment after it is a 404', async () => {
    expect(await customerCareScreen.describe({ market, rest: [] })).toEqual({ title: 'Service client', indexable: false });
    expect(await customerCareScreen.describe({ market, rest: ['orders'] })).toBeUndefined();
  });

  it('its route is neither indexed nor followed', async () => {
    const route = await import('../../app/[market]/screen-route/customerCare/[[...rest]]/page');
    const metadata = await route.generateMetadata({ params: Promise.resolve({ market: 'fr-fr' }), searchParams: Promise.resolve({}) });
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('without a session: the login screen, its form named by its heading, coming back to this page', async () => {
    api.me = () => refused(401);
    const html = await renderPage();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 id="customer-care-login-title"[^>]*>Connexion<\/h2>/);
    expect(html).toMatch(/<form[^>]*aria-labelledby="customer-care-login-title"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autoComplete="username"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*autoComplete="current-password"/);
    expect(text(html)).not.toContain("Se connecter avec le compte d'entreprise");
  });

  it("offers the company account when the identity provider is configured, and stands without it when the options cannot be read", async () => {
    api.me = () => refused(401);
    api.signInOptions = () => Promise.resolve({ identityProvider: true });
    expect(text(await renderPage())).toContain("Se connecter avec le compte d'entreprise");
    api.signInOptions = () => Promise.reject(new ApiError('down', undefined));
    const html = await renderPage();
    expect(text(html)).not.toContain("Se connecter avec le compte d'entreprise");
    expect(text(html)).toContain('Mot de passe');
  });

  it('an account without the agent role: no access, and Sign out', async () => {
    api.me = () => refused(403);
    const page = text(await renderPage());
    expect(page).toContain('Accès refusé');
    expect(page).toContain("Ce compte n'a pas accès au service client.");
    expect(page).toContain('Se déconnecter');
    expect(page).not.toContain('Mot de passe');
  });

  it('an agent: the console, with who is signed in and its three tabs', async () => {
    api.me = () => Promise.resolve({ id: 'u-1', email: 'agent@escapade.example', name: 'Agent', role: 'admin' });
    const html = await renderPage();
    expect(text(html)).toContain('Connecté en tant que agent@escapade.example (administrateur)');
    expect(html).toMatch(/role="tablist"[^>]*aria-label="Outils du service client"/);
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => text(match[1] ?? ''))).toEqual(['Commandes', 'Demandes de contact', "Journal d'audit"]);
  });

  it('any other failure of the API is the page error, not a login screen', async () => {
    api.me = () => refused(503);
    await expect(customerCareScreen.render({ market, rest: [] })).rejects.toMatchObject({ status: 503 });
  });
});
