import type { Locale } from '@escapade/domain/markets';
import { LANGUAGE_NATIVE_NAMES, languageChoicesFor } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { hrefTo } from '../../i18n/navigation';

/**
 * The header's "language selector (only Belgian versions: Nederlands and Français; hidden
 * when one language or fewer)". Each choice leads to the other language's home.
 */
export async function LanguageSelector({ locale }: { locale: Locale }) {
  const choices = languageChoicesFor(locale);
  if (choices.length <= 1) return null;
  const t = await getTranslations('shell');
  return (
    <nav aria-label={t('languageLabel')}>
      <ul className="flex items-center gap-1">
        {choices.map((choice) => {
          const isCurrent = choice.locale === locale;
          return (
            <li key={choice.locale}>
              {/* A plain link: another market is another root layout (html lang), so a full load. */}
              <a
                href={hrefTo(locale, { screen: 'home' }, choice.locale)}
                lang={choice.language}
                hrefLang={choice.bcp47}
                aria-current={isCurrent ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-3 text-sm no-underline ${
                  isCurrent ? 'font-semibold text-brand-900 underline decoration-2 underline-offset-4' : 'text-muted hover:text-brand-800'
                }`}
              >
                {LANGUAGE_NATIVE_NAMES[choice.language]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
