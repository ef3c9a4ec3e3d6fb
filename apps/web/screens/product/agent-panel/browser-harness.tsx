import { NextIntlClientProvider } from 'next-intl';
import { createRoot } from 'react-dom/client';
import { MarketProvider } from '../../../components/market-context';
import { EnsureQueryProvider } from '../../../components/providers/QueryProvider';
import { messages } from '../../../messages/fr/index';
import { PromoBlock } from '../../search/results/PromoBlock';
import { AgentPanelSection } from './AgentPanelSection';

/**
 * The page the customer care mode's browser tests load (agent-panel-browser.test.ts bundles it):
 * a French product page's agent panel section and an inline promo block of the results page, as
 * every visitor's page draws them; the session read tells them whether the mode is on.
 */
declare global {
  interface Window {
    mountAgentPage(): void;
  }
}

window.customerCareRefreshes = 0;
window.mountAgentPage = () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
        <EnsureQueryProvider>
          <main style={{ display: 'flex', flexDirection: 'column', gap: '1rem', padding: '1rem' }}>
            <h1>Escapade gourmande au bord du lac</h1>
            <AgentPanelSection offerId={1042} publicOrigin="https://www.escapade.fr" />
            <PromoBlock tone="gift" testId="gift-stay-promo" title="Et si vous l'offriez ?" text="Offrez ce séjour en e-coffret." cta="Offrir un séjour" href="/fr-fr/sejours?flow=gifting" />
          </main>
        </EnsureQueryProvider>
      </MarketProvider>
    </NextIntlClientProvider>,
  );
};
