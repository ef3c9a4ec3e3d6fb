import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Footer } from '../../components/shell/Footer';
import { Header } from '../../components/shell/Header';
import { MarketProvider } from '../../components/market-context';
import { resolveMarketParam } from '../../i18n/market-param';
import { hrefTo } from '../../i18n/navigation';
import '../globals.css';

/** The root layout of every market page: `<html lang>` is the market's language. */
export default async function MarketLayout({ children, params }: { children: ReactNode; params: Promise<{ market: string }> }) {
  const market = resolveMarketParam((await params).market);
  return (
    <html lang={market.language}>
      <body>
        <NextIntlClientProvider>
          <MarketProvider value={{ locale: market.locale, homeHref: hrefTo(market.locale, { screen: 'home' }) }}>
            <Header market={market} />
            <main id="content" className="flex flex-1 flex-col">
              {children}
            </main>
            <Footer market={market} />
          </MarketProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
