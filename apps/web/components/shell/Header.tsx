import type { ShellContentResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense } from 'react';
import { isGiftCardSold } from '@escapade/domain/gift-card';
import { GIFT_CARD_CUSTOMISATION_SEGMENT } from '@escapade/domain/screen-segments';
import { contentHref, hrefTo } from '../../i18n/navigation';
import { SCREEN_SEGMENTS } from '../../i18n/routes';
import { withFlow } from '../../lib/flow-param';
import type { FlowToggleProps } from './FlowToggle';
import { FlowToggle, FlowToggleLinks } from './FlowToggle';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { buildHeaderMenu } from './nav/menu-tree';
import { DesktopNavOnIntent, MobileNavOnOpen } from './nav/navs-on-demand';
import { headerWishlistVisibility } from '../wishlist/wishlist-flag';
import { AccountEntry } from '../account-menu/AccountEntry';

/**
 * The header: logo, Stays/Gifts toggle, language selector, help link, gift
 * icon (to the gift card page where gift cards are sold), wishlist heart ("only when the
 * customer-account toggle is off (on mobile not in Belgium)"), account button (in the burger menu
 * on mobile; components/account-menu), burger on mobile; under them the
 * navigation menu ('Inspirations' to four levels), a drill-down in the burger menu on mobile. The
 * menu comes from the shell content: when that call failed the header works without it.
 *
 * The shell's links do not prefetch (`prefetch={false}`, like the footer's and the cards'): they
 * are on every page, so prefetching them as they enter the viewport made each page view ask the
 * server for two or three more renders (home, wishlist, the other flow) while the page itself was
 * still starting, for navigations that are rarely taken. A click still navigates client-side.
 */
export async function Header({ market, shell }: { market: Market; shell: ShellContentResponse | null }) {
  const t = await getTranslations('shell');
  // Content links are single-host paths: built here for the URL mode, the menus get plain hrefs.
  const menu = buildHeaderMenu(shell, (url) => contentHref(market.locale, url));
  const searchHref = hrefTo(market.locale, { screen: 'search' });
  const toggle: FlowToggleProps = {
    label: t('flowLabel'),
    staysLabel: t('stays'),
    giftsLabel: t('gifts'),
    staysHref: withFlow(searchHref, 'booking'),
    giftsHref: withFlow(searchHref, 'gifting'),
    giftOnlySegments: (['boxes', 'giftcard'] as const).map((screen) => SCREEN_SEGMENTS[screen][market.language]),
  };
  const flowToggle = (
    <Suspense fallback={<FlowToggleLinks {...toggle} />}>
      <FlowToggle {...toggle} />
    </Suspense>
  );
  const helpLink = (
    <Link prefetch={false} href={hrefTo(market.locale, { screen: 'contact' })} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-800 no-underline hover:text-brand-600">
      <HelpIcon />
      {t('help')}
    </Link>
  );

  const giftLink = isGiftCardSold(market) ? (
    <Link
      prefetch={false}
      href={hrefTo(market.locale, { screen: 'giftcard', rest: [GIFT_CARD_CUSTOMISATION_SEGMENT] })}
      className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-800 no-underline hover:text-brand-600"
    >
      <GiftIcon />
      {t('giftCard')}
    </Link>
  ) : null;
  const wishlistVisibility = headerWishlistVisibility(market);
  const wishlistLink = (className: string) => (
    <Link prefetch={false} href={hrefTo(market.locale, { screen: 'account', rest: ['wishlist'] })} aria-label={t('wishlist')} className={className}>
      <HeartIcon />
    </Link>
  );
  const heartClass = 'inline-flex size-10 items-center justify-center rounded-full text-accent-700 hover:bg-brand-50';

  return (
    <>
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
            {giftLink}
            {wishlistVisibility !== 'never' ? wishlistLink(heartClass) : null}
            <AccountEntry market={market} variant="bar" />
          </div>
          <div className="ml-auto flex items-center gap-2 md:hidden">
            {wishlistVisibility === 'always' ? wishlistLink(heartClass) : null}
            <MobileMenu openLabel={t('openMenu')} title={t('menuTitle')} closeLabel={t('closeMenu')}>
              {menu ? <MobileNavOnOpen items={menu.items} theme={menu.theme} /> : null}
              {flowToggle}
              <LanguageSelector locale={market.locale} />
              {helpLink}
              {giftLink}
              <AccountEntry market={market} variant="list" />
            </MobileMenu>
          </div>
        </div>
      </header>
      {/* The menu's row scrolls away with the page: only the 64 px bar above stays, which the sticky
          bars of the search, hotel and product pages sit under (top-16). */}
      {menu ? (
        <div className="relative z-30 hidden border-b border-line bg-white md:block">
          <div className="container-page">
            <DesktopNavOnIntent items={menu.items} theme={menu.theme} />
          </div>
        </div>
      ) : null}
    </>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5.5 12.5v7h13v-7M12 8.5v11M12 8.5c-1.5-3-5-3.5-5-1.2 0 1.2 2 1.2 5 1.2Zm0 0c1.5-3 5-3.5 5-1.2 0 1.2-2 1.2-5 1.2Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 12 7.4a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
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
