import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { loadMessages } from '../../i18n/messages';
import { MarketProvider } from '../market-context';

/**
 * Server markup of a client component inside the market's providers (tests only), once every
 * Suspense boundary has resolved — as the site's server sends it (islands hydrated on demand render
 * through a lazy component).
 */
export async function renderInMarket(node: ReactNode, locale: Locale = 'fr_FR'): Promise<string> {
  const market = MARKETS[locale];
  const messages = await loadMessages(market.language);
  const { prelude } = await prerenderToNodeStream(
    <NextIntlClientProvider locale={market.bcp47} messages={messages} timeZone={market.timeZone}>
      <MarketProvider value={{ locale, homeHref: `/${market.segment}/` }}>{node}</MarketProvider>
    </NextIntlClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
