import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import { LEGAL_CONTENT_IDS } from '../../lib/legal-content';
import type { ScreenContext } from '../screen-definition';
import { BookingSummary } from './BookingSummary';

/** The dispatcher's booking screen (the stay checkout): the selection lives in the hash, so the page is the browser's. */
export const bookingScreen = {
  async describe({ rest }: { market: Market; rest: string[] }) {
    if (rest.length > 0) return undefined;
    const t = await getTranslations('booking');
    return { title: t('title'), indexable: false };
  },
  async render({ market }: ScreenContext): Promise<ReactNode> {
    const { urlMode } = getWebConfig();
    return (
      <EnsureQueryProvider>
        <BookingSummary
          paths={{
            confirmationPath: buildMarketPath(market.locale, { screen: 'confirmation' }, urlMode),
            salesConditionsHref: buildMarketPath(market.locale, { screen: 'content', rest: [LEGAL_CONTENT_IDS.salesConditions] }, urlMode),
            productPathTemplate: buildMarketPath(market.locale, { screen: 'product', rest: ['__ID__'] }, urlMode),
          }}
        />
      </EnsureQueryProvider>
    );
  },
};
