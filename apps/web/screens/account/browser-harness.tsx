import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MarketProvider } from '../../components/market-context';
import { messages } from '../../messages/fr/index';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * The page the account forms' browser tests load (account-forms-browser.test.ts bundles it, with
 * stand-ins for Next's router and links): one form of the French market under its heading, mounted
 * by `window.mountAccountPage(name)`.
 */
declare global {
  interface Window {
    mountAccountPage(name: 'signin' | 'signup' | 'reset-password'): void;
  }
}

const FORMS: Record<string, { title: string; form: ReactNode }> = {
  signin: { title: 'Se connecter', form: <SignInForm titleId="title" /> },
  signup: { title: 'Créer un compte', form: <SignUpForm titleId="title" /> },
  'reset-password': { title: 'Choisir un nouveau mot de passe', form: <ResetPasswordForm titleId="title" /> },
};

window.mountAccountPage = (name) => {
  const container = document.getElementById('root');
  const page = FORMS[name];
  if (!container || !page) throw new Error(`no #root or no form ${name}`);
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
        <main>
          <h1 id="title">{page.title}</h1>
          {page.form}
        </main>
      </MarketProvider>
    </NextIntlClientProvider>,
  );
};
