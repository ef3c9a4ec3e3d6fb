import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadMessages } from '../../i18n/messages';
import { MarketProvider } from '../market-context';

/** Server markup of a client component inside the market's providers (tests only). */
export async function renderInMarket(node: ReactNode, locale: Locale = 'fr_FR'): Promise<string> {
  const market = MARKETS[locale];
  const messages = await loadMessages(market.language);
  return renderToString(
    <NextIntlClientProvider locale={market.bcp47} messages={messages} timeZone={market.timeZone}>
      <MarketProvider value={{ locale, homeHref: `/${market.segment}/` }}>{node}</MarketProvider>
    </NextIntlClientProvider>,
  );
}
