import type { Profile } from '@escapade/contracts/account-profile';
import { NextIntlClientProvider } from 'next-intl';
import { createRoot } from 'react-dom/client';
import { MarketProvider } from '../../../components/market-context';
import { messages } from '../../../messages/fr/index';
import { ProfilePage } from './ProfilePage';

/**
 * The page the profile's browser tests load (profile-browser.test.ts bundles it): in the French
 * market, a signed-in customer's profile page as the server draws it — the heading and its intro —
 * with the forms filled with the profile the server read (`mountProfile`).
 */
declare global {
  interface Window {
    mountProfile(profile: Profile): void;
  }
}

window.mountProfile = (profile) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const { profile: words } = messages;
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
        <main className="container-page flex w-full max-w-3xl flex-col gap-6 py-8">
          <header className="flex flex-col gap-2">
            <h1 id="profile-title" className="text-3xl font-bold tracking-tight text-brand-900">
              {words.title}
            </h1>
            <p className="text-muted">{words.intro}</p>
          </header>
          <ProfilePage
            initialProfile={profile}
            profileHref="/fr-fr/account/settings/profile"
            homeHref="/fr-fr/"
            signInHref="/fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Fsettings%2Fprofile"
          />
        </main>
      </MarketProvider>
    </NextIntlClientProvider>,
  );
};
