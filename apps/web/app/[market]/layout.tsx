import { NextIntlClientProvider } from 'next-intl';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShell } from '../../components/app-shell/AppShell';
import { ConsentGivenScript } from '../../components/consent/ConsentGivenScript';
import { Footer } from '../../components/shell/Footer';
import { Header } from '../../components/shell/Header';
import { ShellHeaderSwitch } from '../../components/shell/ShellHeaderSwitch';
import { SimplifiedHeader } from '../../components/shell/SimplifiedHeader';
import { MarketProvider } from '../../components/market-context';
import { resolveMarketParam } from '../../i18n/market-param';
import { hrefTo } from '../../i18n/navigation';
import { SCREEN_SEGMENTS, type ScreenKey } from '../../i18n/routes';
import { SCREEN_HEADER } from '../../screens/dispatch-headers';
import { loadShellContent } from '../../lib/shell-content';
import { nonceOfPolicy } from '../../server/page-cache-rules';
import '../globals.css';

/**
 * A simplified header with back arrow appears on booking and checkout-type routes. Checkout
 * screens join this list as they are built.
 */
const SIMPLIFIED_HEADER_SCREENS: readonly ScreenKey[] = ['booking', 'confirmation'];

/** The root layout of every market page: `<html lang>` is the market's language. */
export default async function MarketLayout({ children, params }: { children: ReactNode; params: Promise<{ market: string }> }) {
  const market = resolveMarketParam((await params).market);
  // The proxy names the screen it routed to: a layout does not see the path.
  const requestHeaders = await headers();
  const servedScreen = requestHeaders.get(SCREEN_HEADER) ?? '';
  const isCheckoutRoute = (SIMPLIFIED_HEADER_SCREENS as readonly string[]).includes(servedScreen);
  const shell = await loadShellContent(market.locale);
  return (
    // The head script may mark <html> before hydration (the consent panel hidden): not a mismatch.
    <html lang={market.language} suppressHydrationWarning>
      <head>
        {/* Before the body is parsed: a visitor who has answered the cookie consent never sees its panel. */}
        <ConsentGivenScript nonce={nonceOfPolicy(requestHeaders.get('content-security-policy') ?? undefined)} />
      </head>
      <body>
        <NextIntlClientProvider>
          <MarketProvider value={{ locale: market.locale, homeHref: hrefTo(market.locale, { screen: 'home' }) }}>
            <ShellHeaderSwitch
              full={<Header market={market} shell={shell} />}
              simplified={<SimplifiedHeader market={market} />}
              isCheckoutAtLoad={isCheckoutRoute}
              checkoutSegments={SIMPLIFIED_HEADER_SCREENS.map((screen) => SCREEN_SEGMENTS[screen][market.language])}
            />
            <main id="content" className="flex flex-1 flex-col">
              {children}
            </main>
            <Footer market={market} shell={shell} />
            <AppShell market={market} />
          </MarketProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
