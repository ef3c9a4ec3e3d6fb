import type { ShellContentResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { hrefTo } from '../../i18n/navigation';
import { LEGAL_CONTENT_IDS, LEGAL_LINKS } from '../../lib/legal-content';
import { CountrySwitcher } from './CountrySwitcher';
import { LogoMark } from './Logo';

/**
 * The footer: the help links (find a booking, use a gift), the country switcher and the legal
 * links (the other blocks come with their features).
 */
export async function Footer({ market }: { market: Market; shell: ShellContentResponse | null }) {
  const t = await getTranslations('footer');
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: market.timeZone }).format(new Date());
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-6">
          <div className="flex items-start gap-3">
            <LogoMark className="size-9" />
            <p className="text-lg font-bold text-white">Escapade</p>
          </div>
          <nav aria-label={t('helpLabel')}>
            <ul className="flex flex-col gap-2 text-sm">
              <li>
                <Link prefetch={false} href={hrefTo(market.locale, { screen: 'account', rest: ['booking'] })} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {t('findBooking')}
                </Link>
              </li>
              <li>
                {/* Beneficiaries have their own way in: the code of their gift. */}
                <Link prefetch={false} href={hrefTo(market.locale, { screen: 'beneficiary', rest: ['login'] })} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {t('useGift')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <CountrySwitcher locale={market.locale} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <nav aria-label={t('legalLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link}>
                  <Link prefetch={false} href={hrefTo(market.locale, { screen: 'content', rest: [LEGAL_CONTENT_IDS[link]] })} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                    {t(link)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-brand-200">{t('copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
