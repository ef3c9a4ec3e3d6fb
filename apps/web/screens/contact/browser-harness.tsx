import { NextIntlClientProvider } from 'next-intl';
import { createRoot } from 'react-dom/client';
import { MarketProvider } from '../../components/market-context';
import { messages } from '../../messages/fr/index';
import { ContactMessage } from './ContactMessage';

/**
 * The page the contact form's browser tests load (contact-form-browser.test.ts bundles it):
 * 'Leave us a message' and its dialog, in French, mounted by `window.mountContact()`.
 */
declare global {
  interface Window {
    mountContact(): void;
  }
}

window.contactNavigations = [];
window.mountContact = () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
        <ContactMessage />
      </MarketProvider>
    </NextIntlClientProvider>,
  );
};
