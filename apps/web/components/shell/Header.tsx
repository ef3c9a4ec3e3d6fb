import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense } from 'react';
import { hrefTo } from '../../i18n/navigation';
import { withFlow } from '../../lib/flow-param';
import type { FlowToggleProps } from './FlowToggle';
import { FlowToggle, FlowToggleLinks } from './FlowToggle';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/** Spec 001 §2 "Header and navigation": logo, Stays/Gifts toggle, language selector, help link, burger on mobile. */
export async function Header({ market }: { market: Market }) {
  const t = await getTranslations('shell');
  const searchHref = hrefTo(market.locale, { screen: 'search' });
  const toggle: FlowToggleProps = {
    label: t('flowLabel'),
    staysLabel: t('stays'),
    giftsLabel: t('gifts'),
    staysHref: withFlow(searchHref, 'booking'),
    giftsHref: withFlow(searchHref, 'gifting'),
  };
  const flowToggle = (
    <Suspense fallback={<FlowToggleLinks {...toggle} />}>
      <FlowToggle {...toggle} />
    </Suspense>
  );
  const helpLink = (
    <Link href={hrefTo(market.locale, { screen: 'contact' })} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-800 no-underline hover:text-brand-600">
      <HelpIcon />
      {t('help')}
    </Link>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2">
        {t('skipToContent')}
      </a>
      <div className="container-page flex h-16 items-center gap-6">
        <Logo href={hrefTo(market.locale, { screen: 'home' })} label={t('logoLabel')} />
        <div className="hidden md:block">{flowToggle}</div>
        <div className="ml-auto hidden items-center gap-4 md:flex">
          <LanguageSelector locale={market.locale} />
          {helpLink}
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenu openLabel={t('openMenu')} title={t('menuTitle')} closeLabel={t('closeMenu')}>
            {flowToggle}
            <LanguageSelector locale={market.locale} />
            {helpLink}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

function HelpIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="17" r="1.2" fill="currentColor" />
    </svg>
  );
}
