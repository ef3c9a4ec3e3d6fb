import type { Locale } from '@escapade/domain/markets';
import { LANGUAGE_NATIVE_NAMES, LOCALES, MARKETS, marketsOfCountry } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { hrefTo } from '../../i18n/navigation';

/** The footer's country switcher for the six locales, each market named in its own language. */
export async function CountrySwitcher({ locale }: { locale: Locale }) {
  const t = await getTranslations('footer');
  const entries = await Promise.all(
    LOCALES.map(async (target) => {
      const market = MARKETS[target];
      const own = await getTranslations({ locale: market.bcp47, namespace: 'countries' });
      const hasSeveralLanguages = marketsOfCountry(market.country).length > 1;
      return {
        market,
        name: own(market.country),
        language: hasSeveralLanguages ? LANGUAGE_NATIVE_NAMES[market.language] : undefined,
      };
    }),
  );
  return (
    <nav aria-label={t('countryLabel')}>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-200">{t('countryLabel')}</h2>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
        {entries.map(({ market, name, language }) => {
          const isCurrent = market.locale === locale;
          return (
            <li key={market.locale}>
              <a
                href={hrefTo(locale, { screen: 'home' }, market.locale)}
                lang={market.language}
                hrefLang={market.bcp47}
                aria-current={isCurrent ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center gap-2 no-underline hover:underline ${isCurrent ? 'font-semibold text-white' : 'text-brand-100'}`}
              >
                <span className="rounded bg-white/10 px-1.5 py-0.5 text-xs font-semibold tracking-wide" aria-hidden="true">
                  {market.country}
                </span>
                {language ? `${name} · ${language}` : name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
