import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import { orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';
import type { ScreenHead } from '../screen-definition';
import { CustomerCareConsole } from './CustomerCareConsole';
import { CustomerCareLogin } from './CustomerCareLogin';
import { readAgentAccess } from './customer-care-model';
import { SignOutButton } from './SignOutButton';

interface CustomerCareScreenContext {
  market: Market;
  rest: string[];
}

const LOGIN_TITLE_ID = 'customer-care-login-title';

/**
 * The customer care mode, `/customer-care` in every language: staff only. The page asks the API
 * who the visitor is with the visitor's own cookie: no session → the login screen; an account
 * without the agent or admin role → no access (and Sign out); an agent → the console. It depends
 * on the visitor, so it is never indexed, never followed and never kept in the page cache
 * (server/page-cache-rules.ts caches none of its screen).
 */
export const customerCareScreen = {
  async describe({ rest }: CustomerCareScreenContext): Promise<ScreenHead | undefined> {
    if (rest.length > 0) return undefined;
    const t = await getTranslations('customerCare');
    return { title: t('metaTitle'), indexable: false };
  },

  async render({ market, rest }: CustomerCareScreenContext): Promise<ReactNode> {
    if (rest.length > 0) return null;
    const api = serverApi().customerCare;
    const access = await readAgentAccess(() => api.getMe());
    const t = await getTranslations('customerCare');
    let body: ReactNode;
    switch (access.kind) {
      case 'agent':
        body = <CustomerCareConsole agent={access.agent} />;
        break;
      case 'forbidden':
        body = (
          <section aria-labelledby="customer-care-no-access" className="flex max-w-2xl flex-col items-start gap-3 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            <h2 id="customer-care-no-access" className="text-xl font-bold text-brand-900">
              {t('noAccess.title')}
            </h2>
            <p>{t('noAccess.text')}</p>
            <SignOutButton />
          </section>
        );
        break;
      case 'signedOut': {
        // The identity provider's button is a convenience: without an answer, the password form stands alone.
        const options = await orNullWhenFailed(api.getSignInOptions(), 'customer care sign-in options');
        body = (
          <div className="flex max-w-xl flex-col gap-4">
            <div className="flex flex-col gap-1">
              <h2 id={LOGIN_TITLE_ID} className="text-xl font-bold text-brand-900">
                {t('login.title')}
              </h2>
              <p className="text-muted">{t('login.intro')}</p>
            </div>
            <CustomerCareLogin
              identityProvider={options?.identityProvider ?? false}
              callbackURL={buildMarketPath(market.locale, { screen: 'customerCare' }, getWebConfig().urlMode)}
              titleId={LOGIN_TITLE_ID}
            />
          </div>
        );
        break;
      }
    }
    return (
      <div className="container-page flex w-full flex-col gap-6 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
        {body}
      </div>
    );
  },
};
