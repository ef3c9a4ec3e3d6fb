import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import type { ScreenPath } from '../../i18n/routes';
import { LEGAL_CONTENT_IDS } from '../../lib/legal-content';
import { BeneficiaryGift } from './BeneficiaryGift';
import { BeneficiaryLogin } from './BeneficiaryLogin';

interface BeneficiaryScreenContext {
  market: Market;
  rest: string[];
}

/** The beneficiary's pages: the login with a code (`/beneficiary/login`, "a separate login link") and the gift it opens. */
type BeneficiaryPage = 'login' | 'gift';

function beneficiaryPageOf(rest: readonly string[]): BeneficiaryPage | undefined {
  if (rest.length !== 1) return undefined;
  return rest[0] === 'login' || rest[0] === 'gift' ? rest[0] : undefined;
}

/**
 * The dispatcher's beneficiary screen. The server renders each page's heading; the browser runs
 * the login's form and, with the session the login keeps in the tab, the gift page. Personal
 * pages: never indexed.
 */
export const beneficiaryScreen = {
  async describe({ rest }: BeneficiaryScreenContext) {
    const page = beneficiaryPageOf(rest);
    if (!page) return undefined;
    const t = await getTranslations('beneficiary');
    return { title: t(`${page}.metaTitle`), indexable: false };
  },
  async render({ market, rest }: BeneficiaryScreenContext): Promise<ReactNode> {
    const { urlMode } = getWebConfig();
    const path = (page: ScreenPath) => buildMarketPath(market.locale, page, urlMode);
    const loginPath = path({ screen: 'beneficiary', rest: ['login'] });
    return beneficiaryPageOf(rest) === 'gift' ? (
      renderGift({
        loginPath,
        confirmationPath: path({ screen: 'confirmation' }),
        salesConditionsHref: path({ screen: 'content', rest: [LEGAL_CONTENT_IDS.salesConditions] }),
        searchHref: path({ screen: 'search' }),
      })
    ) : (
      renderLogin(path({ screen: 'beneficiary', rest: ['gift'] }))
    );
  },
};

async function renderLogin(giftPath: string): Promise<ReactNode> {
  const t = await getTranslations('beneficiary.login');
  return (
    <div className="container-page flex w-full max-w-2xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-2">
        <h1 id="beneficiary-login-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {t('title')}
        </h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <BeneficiaryLogin titleId="beneficiary-login-title" giftPath={giftPath} />
    </div>
  );
}

async function renderGift(paths: Parameters<typeof BeneficiaryGift>[0]['paths']): Promise<ReactNode> {
  const t = await getTranslations('beneficiary.gift');
  return (
    <div className="container-page flex w-full flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      <EnsureQueryProvider>
        <BeneficiaryGift paths={paths} />
      </EnsureQueryProvider>
    </div>
  );
}
