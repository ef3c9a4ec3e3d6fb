import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_LOCALE, LANGUAGE_NATIVE_NAMES, LOCALES, MARKETS } from '@escapade/domain/markets';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { LogoMark } from '../../components/shell/Logo';
import { getWebConfig } from '../../config';
import { buildAlternateUrls, buildMarketUrl } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  // Links depend on the run-time URL mode, not the build's.
  await connection();
  const mode = getWebConfig().urlMode;
  const t = await getTranslations({ locale: MARKETS[DEFAULT_LOCALE].bcp47, namespace: 'meta' });
  const { languages } = buildAlternateUrls({ screen: 'home' }, mode);
  return {
    title: t('chooserTitle'),
    alternates: { canonical: languages['x-default'] ?? buildMarketUrl(DEFAULT_LOCALE, { screen: 'home' }, mode), languages },
    robots: { index: true, follow: true },
  };
}

/** The country chooser: the six markets, each named and offered in its own language. */
export default async function CountryChooserPage() {
  await connection();
  const choices = await Promise.all(LOCALES.map(describeChoice));
  const welcomes = [...new Map(choices.map((choice) => [choice.language, choice.welcome])).entries()];
  return (
    <main id="content" className="flex flex-1 flex-col items-center justify-center bg-brand-950 px-4 py-16 text-white">
      <LogoMark className="mb-6 size-14" />
      <h1 className="mb-10 flex flex-wrap justify-center gap-x-4 gap-y-1 text-center text-3xl font-bold tracking-tight md:text-4xl">
        {welcomes.map(([language, welcome]) => (
          <span key={language} lang={language}>
            {welcome}
          </span>
        ))}
      </h1>
      <ul className="grid w-full max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <li key={choice.locale} lang={choice.language}>
            <a
              href={choice.href}
              hrefLang={choice.bcp47}
              className="flex min-h-24 flex-col justify-between rounded-[var(--radius-card)] bg-white p-5 text-ink no-underline shadow-[var(--shadow-card)] transition-transform hover:-translate-y-0.5"
            >
              <span className="text-xl font-semibold text-brand-900">{choice.country}</span>
              <span className="flex items-center justify-between text-sm text-muted">
                {choice.languageName}
                <span className="font-semibold text-accent-700">{choice.enter} →</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

async function describeChoice(locale: Locale) {
  const market = MARKETS[locale];
  const countries = await getTranslations({ locale: market.bcp47, namespace: 'countries' });
  const chooser = await getTranslations({ locale: market.bcp47, namespace: 'chooser' });
  return {
    locale,
    bcp47: market.bcp47,
    language: market.language,
    country: countries(market.country),
    languageName: LANGUAGE_NATIVE_NAMES[market.language],
    welcome: chooser('welcome'),
    enter: chooser('enter'),
    href: hrefTo(DEFAULT_LOCALE, { screen: 'home' }, locale),
  };
}
