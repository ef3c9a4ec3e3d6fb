import type { Market } from '@escapade/domain/markets';
import { truncateText } from '@escapade/domain/text';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import { LEGAL_CONTENT_IDS } from '../../lib/legal-content';
import { parseRouteId } from '../../lib/route-id';
import { ActivityCheckoutEntry } from './ActivityCheckoutEntry';
import { ActivityScreen, otherOffersHref } from './ActivityScreen';
import { activityCheckoutSegment } from './activity-checkout-segment';
import { loadActivity } from './activity-data';

const META_DESCRIPTION_MAX_CHARS = 160;

interface ActivityScreenContext {
  market: Market;
  rest: string[];
  /** The dispatcher's flow: the activity page has one whatever the flow. */
  flow?: unknown;
}

const isCheckoutEntry = ({ market, rest }: ActivityScreenContext) => rest.length === 1 && rest[0] === activityCheckoutSegment(market.language);

/**
 * The dispatcher's activity screen: the id is in the route. An unknown id, a failed
 * call ("failure returns nothing") or extra segments are a 404; the page model gives the title, the
 * markets selling the product (hreflang) and robots (noindex once unpublished). The checkout entry
 * of the activity lives under the same segment (see activity-checkout-segment.ts).
 */
export const activityScreen = {
  async describe(context: ActivityScreenContext) {
    const { market, rest } = context;
    if (isCheckoutEntry(context)) return { title: (await getTranslations('activity'))('checkout.title'), indexable: false };
    const id = rest.length === 1 ? parseRouteId(rest[0]) : undefined;
    if (id === undefined) return undefined;
    const product = await loadActivity(id, market.locale);
    if (!product) return undefined;
    // hreflang: only the markets that sell the activity (its page is a 404 elsewhere).
    const locales = product.pageModel.alternateUrls.map((alternate) => alternate.locale);
    return {
      title: product.pageModel.pageTitle || product.label,
      description: truncateText(product.description, META_DESCRIPTION_MAX_CHARS).text,
      indexable: product.published && product.pageModel.metaRobots.startsWith('index'),
      locales: locales.includes(market.locale) ? locales : [market.locale, ...locales],
    };
  },
  async render(context: ActivityScreenContext): Promise<ReactNode> {
    const { market, rest } = context;
    if (isCheckoutEntry(context)) {
      return (
        <EnsureQueryProvider>
          <ActivityCheckoutEntry
            activityPathTemplate={buildMarketPath(market.locale, { screen: 'activity', rest: ['__ID__'] }, getWebConfig().urlMode)}
            searchHref={otherOffersHref(market)}
            paths={{
              confirmationPath: buildMarketPath(market.locale, { screen: 'confirmation' }, getWebConfig().urlMode),
              salesConditionsHref: buildMarketPath(market.locale, { screen: 'content', rest: [LEGAL_CONTENT_IDS.salesConditions] }, getWebConfig().urlMode),
            }}
          />
        </EnsureQueryProvider>
      );
    }
    const id = parseRouteId(rest[0]);
    const product = id === undefined ? null : await loadActivity(id, market.locale);
    return product ? <ActivityScreen market={market} product={product} /> : null;
  },
};
