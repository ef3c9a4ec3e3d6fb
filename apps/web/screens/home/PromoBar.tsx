import type { PromoBar as PromoBarData } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { newTabAttributes } from '../../components/content-blocks/ContentLink';
import { contentHref } from '../../i18n/navigation';

/**
 * The promo bar with its flow tabs ("links {label, url, newTab, variation}"): the active tab is
 * the page's own flow (`aria-current`), the others lead to their flow's homepage.
 */
export function PromoBar({ bar, locale }: { bar: PromoBarData | null; locale: Locale }) {
  const t = useTranslations('homepage');
  if (!bar || bar.links.length === 0) return null;
  return (
    <nav aria-label={t('promoBarLabel')} className="border-b border-line bg-white" data-testid="promo-bar">
      <ul className="container-page flex gap-2 overflow-x-auto py-2.5 md:justify-center">
        {bar.links.map((link) => {
          const isActive = link.variation === 'active';
          return (
            <li key={`${link.label}-${link.url}`} className="shrink-0">
              <a
                href={contentHref(locale, link.url)}
                aria-current={isActive ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-5 text-sm font-semibold no-underline transition-colors md:text-base ${
                  isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-800 ring-1 ring-line hover:bg-brand-50 hover:ring-brand-200'
                }`}
                {...newTabAttributes(link.newTab)}
              >
                {link.label}
                {link.newTab ? <span className="sr-only"> {t('newTab')}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
