import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { recordEvent } from '../../lib/analytics';
import { messages } from '../../messages/fr/index';
import { AppShellEffects } from '../app-shell/AppShellEffects';
import NewsletterForm from '../newsletter/InteractiveNewsletterForm';
import { ConsentManager } from './ConsentManager';
import { CookiePreferencesButton } from './CookiePreferencesButton';

/**
 * The page the consent and newsletter browser tests load (consent-browser.test.ts bundles it), in
 * French, mounted by `window.mountView(name)`: a page with the consent dialog, the app shell's
 * effects, a button that records an analytics event, and the footer's newsletter form and cookie
 * preferences link.
 */
const VIEWS: Record<string, () => ReactNode> = {
  page: () => (
    <>
      <main>
        <h1>Week-ends</h1>
        <p>Des séjours tout compris, avec nuit, petit-déjeuner et activités.</p>
        <button type="button" onClick={() => recordEvent({ event: 'wallet_action', action: 'open' }, 'fr_FR')}>
          Voir l’offre
        </button>
      </main>
      <footer>
        <h2 id="newsletter-title">Inscrivez-vous à la newsletter</h2>
        <NewsletterForm locale="fr_FR" titleId="newsletter-title" />
        <CookiePreferencesButton label="Préférences cookies" />
      </footer>
      <ConsentManager policyHref="/fr-fr/infos/cookies" />
      <AppShellEffects />
    </>
  ),
};

declare global {
  interface Window {
    mountView(name: string): void;
  }
}

window.mountView = (name) => {
  const view = VIEWS[name];
  const container = document.getElementById('root');
  if (!view || !container) throw new Error(`no view ${name}`);
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      {view()}
    </NextIntlClientProvider>,
  );
};
