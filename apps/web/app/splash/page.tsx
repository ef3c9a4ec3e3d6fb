import { MARKETS } from '@escapade/domain/markets';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LogoMark } from '../../components/shell/Logo';
import { getWebConfig } from '../../config';
import type { MarketHost } from '../../i18n/market-hosts';
import { findMarketHost } from '../../i18n/market-hosts';
import { buildAlternateUrls } from '../../i18n/market-urls';
import { orderSplashChoices } from '../../i18n/splash';

/** The host this splash is served for; the proxy only rewrites here on a multi-language host. */
async function findSplashHost(): Promise<MarketHost> {
  const host = (await headers()).get('host');
  const { urlMode } = getWebConfig();
  const entry = urlMode.kind === 'market-hosts' ? findMarketHost(urlMode.hosts, host) : undefined;
  if (!entry?.hasLanguagePrefix) notFound();
  return entry;
}

export async function generateMetadata(): Promise<Metadata> {
  const entry = await findSplashHost();
  // The six market homes; this page, which lets a Belgian visitor pick a language, is the default.
  const { languages } = buildAlternateUrls({ screen: 'home' }, getWebConfig().urlMode);
  languages['x-default'] = `${entry.origin}/`;
  return {
    title: new URL(entry.origin).hostname,
    alternates: { canonical: `${entry.origin}/`, languages },
    robots: { index: true, follow: true },
  };
}

/**
 * The Belgian splash page offers a language choice: Dutch ('Welkom / bij
 * {host}', 'Ga verder') or French ('Bienvenue / sur {host}', 'Entrer').
 */
export default async function SplashPage() {
  const entry = await findSplashHost();
  const host = new URL(entry.origin).hostname;
  const choices = await Promise.all(
    orderSplashChoices(entry.locales).map(async (locale) => {
      const market = MARKETS[locale];
      const t = await getTranslations({ locale: market.bcp47, namespace: 'splash' });
      return { market, welcome: t('welcome'), atHost: t('atHost', { host }), enter: t('enter') };
    }),
  );
  return (
    <main id="content" className="flex flex-1 flex-col items-center justify-center bg-brand-950 px-4 py-16 text-white">
      <h1 className="mb-10 flex items-center gap-3 text-2xl font-bold">
        <LogoMark className="size-12" />
        Escapade
      </h1>
      <ul className="grid w-full max-w-3xl gap-6 md:grid-cols-2">
        {choices.map(({ market, welcome, atHost, enter }) => (
          <li key={market.locale} lang={market.language} className="flex flex-col items-center gap-6 rounded-[var(--radius-card)] bg-white px-6 py-10 text-center text-ink shadow-[var(--shadow-card)]">
            <h2 className="flex flex-col text-3xl font-bold tracking-tight text-brand-900">
              <span>{welcome}</span>
              <span className="text-lg font-medium text-muted">{atHost}</span>
            </h2>
            <a href={`/${market.language}/`} hrefLang={market.bcp47} className="button-primary">
              {enter}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
