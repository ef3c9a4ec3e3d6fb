import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { messages } from '../../messages/fr/index';
import { MarketProvider } from '../market-context';
import { AcquisitionModalTrigger } from './AcquisitionModalTrigger';
import { setStubPathname } from './acquisition-modal-navigation-stub';

/**
 * The page the acquisition modal's browser tests load (acquisition-modal-browser.test.ts bundles
 * it, with `next/navigation` swapped for acquisition-modal-navigation-stub.ts): the French market's
 * shell with the modal's trigger, mounted by `window.mountShell()`; `window.navigateTo(path)` is an
 * in-app navigation (the address changes, the layout stays mounted).
 */
declare global {
  interface Window {
    mountShell(): void;
    navigateTo(path: string): void;
  }
}

function Shell() {
  const [pathname, setPathname] = useState(window.location.pathname);
  window.navigateTo = (path) => {
    window.history.pushState(null, '', path);
    setPathname(path);
  };
  setStubPathname(pathname);
  return (
    <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
      <AcquisitionModalTrigger />
    </MarketProvider>
  );
}

window.mountShell = () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <Shell />
    </NextIntlClientProvider>,
  );
};
