import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { messages } from '../../../messages/fr/index';
import { MobileMenu } from '../MobileMenu';
import { PageBreadcrumb } from '../PageBreadcrumb';
import { DesktopNav } from './DesktopNav';
import { buildHeaderMenu } from './menu-tree';
import { MobileNav } from './MobileNav';
import { asIs, seedLikeNav, THEME_OF_THE_WEEK } from './test-nav';

/**
 * The page the navigation's browser tests load (nav-interaction.test.ts bundles it): the header's
 * menus on the seed-like tree, in French, mounted by `window.mountView(name)`.
 */
const menu = buildHeaderMenu({ nav: seedLikeNav(), themeOfTheWeek: THEME_OF_THE_WEEK }, asIs);
if (!menu) throw new Error('the test navigation has no menu');

const VIEWS: Record<string, () => ReactNode> = {
  desktop: () => (
    <>
      <a href="#before">Avant</a>
      <DesktopNav items={menu.items} theme={menu.theme} />
      <p id="away" style={{ marginTop: '40rem' }}>
        Ailleurs
      </p>
    </>
  ),
  mobile: () => (
    <MobileMenu openLabel="Menu" title="Menu" closeLabel="Fermer le menu">
      <MobileNav items={menu.items} theme={menu.theme} />
    </MobileMenu>
  ),
  breadcrumb: () => (
    <PageBreadcrumb
      label="Fil d'Ariane"
      links={[
        { href: '/fr-fr/', label: 'Accueil' },
        { href: '/fr-fr/france', label: 'France' },
        { href: '/fr-fr/hotel/12', label: 'Hôtel du Lac' },
      ]}
      current="Escapade spa"
      short
    />
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
