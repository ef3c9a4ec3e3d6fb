import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MarketProvider } from '../../components/market-context';
import { messages } from '../../messages/fr/index';
import { CustomerCareConsole } from './CustomerCareConsole';
import { CustomerCareLogin } from './CustomerCareLogin';

/**
 * The page the customer care browser tests load (customer-care-browser.test.ts bundles it): the
 * login form (`window.mountLogin`) or an agent's console (`window.mountConsole`), in French.
 */
declare global {
  interface Window {
    mountLogin(identityProvider: boolean): void;
    mountConsole(): void;
  }
}

function mount(node: ReactNode) {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>{node}</MarketProvider>
    </NextIntlClientProvider>,
  );
}

window.customerCareRefreshes = 0;
window.mountLogin = (identityProvider) => {
  mount(
    <>
      <h2 id="login-title">Connexion</h2>
      <CustomerCareLogin identityProvider={identityProvider} callbackURL="/fr-fr/customer-care" titleId="login-title" />
    </>,
  );
};
window.mountConsole = () => {
  mount(<CustomerCareConsole agent={{ id: 'u-1', email: 'agent@escapade.example', name: 'Agent', role: 'agent' }} />);
};
