import type { LandingResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { ContentBlocks } from '../../components/content-blocks/ContentBlocks';
import { Jumbotron } from '../../components/content-blocks/Jumbotron';
import type { TopResults } from '../../components/content-blocks/top-search-results';
import { SearchPageSearchBox } from '../../components/search-box/SearchPageSearchBox';
import { marketSearchPaths } from '../../components/search-box/search-paths';
import { LandingTopBar } from './LandingTopBar';

/**
 * A promo campaign landing: "A second landing-page renderer offers the same kinds plus a top
 * bar": the top bar, the jumbotron with the search box in its flow, then the blocks.
 */
export function LandingScreen({ market, landing, topResults }: { market: Market; landing: LandingResponse; topResults: ReadonlyMap<string, TopResults> }) {
  const { jumbotron } = landing;
  return (
    <div className="flex flex-col pb-10" data-landing={landing.slug}>
      <LandingTopBar topBar={landing.topBar} locale={market.locale} />
      <Jumbotron title={jumbotron.title} subtitle={jumbotron.subtitle} image={jumbotron.image} searchBox={<SearchPageSearchBox initialFlow={jumbotron.flow} searchPaths={marketSearchPaths(market)} />} />
      <ContentBlocks blocks={landing.blocks} locale={market.locale} topResults={topResults} />
    </div>
  );
}
