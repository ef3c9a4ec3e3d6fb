import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import { activityCheckoutSegment } from '../activity/activity-checkout-segment';
import { loadOrder } from './confirmation-data';
import { OrderConfirmation } from './OrderConfirmation';

interface ConfirmationScreenContext {
  market: Market;
  rest: string[];
}

/** `/confirmation/{orderUUID}`: one segment after the screen's. */
const orderUUIDOf = (rest: readonly string[]) => (rest.length === 1 ? rest[0] : undefined);

/**
 * The order confirmation page (`/confirmation/{orderUUID}?status=success&gaId={gaId}`): the order
 * as the API has it, rendered on the server and then followed in the browser while its payment is
 * being confirmed. An unknown order is a 404. A personal page: never indexed.
 */
export const confirmationScreen = {
  async describe({ rest }: ConfirmationScreenContext) {
    const orderUUID = orderUUIDOf(rest);
    if (!orderUUID || !(await loadOrder(orderUUID))) return undefined;
    const t = await getTranslations('confirmation');
    return { title: t('metaTitle'), indexable: false };
  },
  async render({ market, rest }: ConfirmationScreenContext): Promise<ReactNode> {
    const orderUUID = orderUUIDOf(rest);
    const order = orderUUID ? await loadOrder(orderUUID) : null;
    if (!order) return null;
    const { urlMode } = getWebConfig();
    const path = (screen: 'booking' | 'activity' | 'account', pathRest: string[] = []) => buildMarketPath(market.locale, { screen, rest: pathRest }, urlMode);
    return (
      <EnsureQueryProvider>
        <OrderConfirmation
          initialOrder={order}
          retryPaths={{ bookingPath: path('booking'), activityCheckoutPath: path('activity', [activityCheckoutSegment(market.language)]) }}
          bookingLookupHref={path('account', ['booking'])}
        />
      </EnsureQueryProvider>
    );
  },
};
