import type { ContentFlow, HomepageResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { BoxBlock } from '../../components/content-blocks/BoxBlock';
import { ContentBlocks } from '../../components/content-blocks/ContentBlocks';
import { GiftBlock } from '../../components/content-blocks/GiftBlock';
import { Jumbotron } from '../../components/content-blocks/Jumbotron';
import { loadBoxBlock, loadGiftBlockItems, loadTopResultsOf, showsBlockErrors } from '../../components/content-blocks/block-data';
import { RecentlyViewedList } from '../../components/recently-viewed/RecentlyViewedList';
import { AnnouncementBanner } from './AnnouncementBanner';
import { loadHomeAnnouncement, loadHomepage } from './home-data';
import { headerTitleOf, homeExtrasFor, homeFlowOf } from './home-model';
import { SearchPageSearchBox } from '../../components/search-box/SearchPageSearchBox';
import { PromoBar } from './PromoBar';
import { TargetedBanner } from '../../components/shell/nav/TargetedBanner';
import { marketSearchPaths } from '../../components/search-box/search-paths';

export interface HomeHead {
  title: string;
  description: string;
  indexable: boolean;
  follow: boolean;
}

/** The homepage's head: the content's SEO data ("title, description, index/follow"), the site's own without it. */
export async function describeHome(market: Market, flowParam: string | string[] | undefined): Promise<HomeHead> {
  const homepage = await loadHomepage(market.locale, homeFlowOf(flowParam, market));
  if (homepage) return { title: homepage.seo.title, description: homepage.seo.description, indexable: homepage.seo.index, follow: homepage.seo.follow };
  const t = await getTranslations('meta');
  return { title: t('homeTitle'), description: t('homeDescription'), indexable: true, follow: true };
}

/**
 * The homepage of a market and flow (`?flow=` booking, gifting or activity; anything else is the
 * booking flow): announcement banner, optional header, promo bar with the flow tabs, jumbotron with
 * the search box, the content blocks in order, then the gift block (gifting flow), the box block
 * and the recently viewed lists. Rendered on the server but for the search box and the browser's
 * recently viewed lists.
 */
export async function HomeScreen({ market, flowParam }: { market: Market; flowParam: string | string[] | undefined }) {
  const { locale } = market;
  const askedFlow = homeFlowOf(flowParam, market);
  const homepage = await loadHomepage(locale, askedFlow);
  // The API answers the booking flow's homepage for a flow it has none of.
  const flow: ContentFlow = homepage?.flow ?? askedFlow;
  const blocks = homepage?.blocks ?? [];
  const extras = homeExtrasFor(flow, market, blocks);
  const [announcement, topResults, giftItems, boxBlock] = await Promise.all([
    loadHomeAnnouncement(locale, flow, homepage),
    loadTopResultsOf(blocks, market),
    extras.giftBlock ? loadGiftBlockItems(market) : Promise.resolve([]),
    extras.boxBlock ? loadBoxBlock(market) : Promise.resolve(null),
  ]);
  const jumbotronFlow = homepage?.jumbotron.flow ?? flow;
  return (
    <div className="flex flex-col pb-10" data-flow={flow}>
      <AnnouncementBanner banner={announcement} locale={locale} />
      <PromoBar bar={homepage?.promoBar ?? null} locale={locale} />
      <HomeJumbotron market={market} homepage={homepage} flow={jumbotronFlow} />
      {/* Below the jumbotron: the search box stays the first thing a visitor sees. */}
      <TargetedBanner market={market} flow={flow} />
      <ContentBlocks blocks={blocks} locale={locale} topResults={topResults} />
      {extras.giftBlock ? <GiftBlock items={giftItems} locale={locale} /> : null}
      {boxBlock ? <BoxBlock load={boxBlock} locale={locale} showErrors={showsBlockErrors()} /> : null}
      <div className="container-page flex flex-col gap-10 py-8 [&:not(:has(section))]:hidden">
        <RecentlyViewedList type={flow === 'activity' ? 'ACTIVITY' : 'STAY'} />
        <RecentlyViewedList type={flow === 'activity' ? 'STAY' : 'ACTIVITY'} />
      </div>
    </div>
  );
}

/** The content's jumbotron, or without content the site's own title for the flow over the brand colour. */
async function HomeJumbotron({ market, homepage, flow }: { market: Market; homepage: HomepageResponse | null; flow: ContentFlow }) {
  const searchBox = <SearchPageSearchBox initialFlow={flow} searchPaths={marketSearchPaths(market)} />;
  if (homepage) {
    const { jumbotron, header } = homepage;
    return <Jumbotron title={jumbotron.title} subtitle={jumbotron.subtitle} image={jumbotron.image} eyebrow={headerTitleOf(header, jumbotron.title)} searchBox={searchBox} />;
  }
  const t = await getTranslations('home');
  const isGifting = flow === 'gifting';
  const subtitle = isGifting ? (market.features.physicalGift ? t('giftingSubtitle') : t('giftingSubtitleDigital')) : t('bookingSubtitle');
  return <Jumbotron title={isGifting ? t('giftingTitle') : t('bookingTitle')} subtitle={subtitle} image={null} searchBox={searchBox} />;
}
