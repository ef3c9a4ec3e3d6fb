import { NextIntlClientProvider } from 'next-intl';
import { createRoot } from 'react-dom/client';
import { messages } from '../../messages/fr/index';
import { MarketProvider } from '../market-context';
import { AccountButton, type AccountButtonVariant } from './AccountButton';

/**
 * The page the account menu's browser tests load (account-menu-browser.test.ts bundles it, with a
 * plain anchor for next/link): the French header's account button, between a link before it and
 * one after it, mounted by `window.mountAccountButton(variant)`.
 */
declare global {
  interface Window {
    mountAccountButton(variant: AccountButtonVariant): void;
  }
}

window.mountAccountButton = (variant) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
        <header style={{ display: 'flex', gap: '1rem', justifyContent: 'flex-end', padding: '1rem' }}>
          <a href="#before">Avant</a>
          <AccountButton variant={variant} />
        </header>
        <main>
          <h1>Recherche</h1>
          <a href="#after">Après</a>
        </main>
      </MarketProvider>
    </NextIntlClientProvider>,
  );
};
