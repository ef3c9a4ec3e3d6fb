import type { ReactNode } from 'react';
import { loadTopResultsOf } from '../../components/content-blocks/block-data';
import type { ScreenContext, ScreenDefinition, ScreenHead } from '../screen-definition';
import { LandingScreen } from './LandingScreen';
import { loadLanding } from './landing-data';
import { landingSlugOf } from './landing-model';

/**
 * The promo landings' screen (`/{market}/promo/{slug}`): the campaign's page in the market, its
 * head from the content's SEO data (indexable per `seo.index`). An unknown campaign, or one the
 * market has no page for, is a 404.
 */
export const landingScreen: ScreenDefinition = {
  async describe({ market, rest }: ScreenContext): Promise<ScreenHead | undefined> {
    const slug = landingSlugOf(rest);
    const landing = slug ? await loadLanding(market.locale, slug) : null;
    if (!landing) return undefined;
    return { title: landing.seo.title, description: landing.seo.description, indexable: landing.seo.index };
  },

  async render({ market, rest }: ScreenContext): Promise<ReactNode> {
    const slug = landingSlugOf(rest);
    const landing = slug ? await loadLanding(market.locale, slug) : null;
    if (!landing) return null;
    const topResults = await loadTopResultsOf(landing.blocks, market);
    return <LandingScreen market={market} landing={landing} topResults={topResults} />;
  },
};
