import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { loadMessages } from '../../i18n/messages';
import { MarketProvider } from '../market-context';

/**
 * The HTML the server sends for a tree of server components, async ones and Suspense boundaries
 * included, inside the market's providers (tests only).
 */
export async function renderServerInMarket(node: ReactNode, locale: Locale = 'fr_FR'): Promise<string> {
  const market = MARKETS[locale];
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={market.bcp47} messages={await loadMessages(market.language)} timeZone={market.timeZone}>
      <MarketProvider value={{ locale, homeHref: `/${market.segment}/` }}>{node}</MarketProvider>
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}
