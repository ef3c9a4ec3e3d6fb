import type { ContentBlock } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { BannerBlock } from './BannerBlock';
import { BoxesBlock } from './BoxesBlock';
import { CategoriesBlock } from './CategoriesBlock';
import { isDrawnAmongBlocks } from './content-block-model';
import { MainSellingPointsBlock } from './MainSellingPointsBlock';
import { MarketingBlock } from './MarketingBlock';
import type { TopResults } from './top-search-results';
import { TopSearchResultsBlock } from './TopSearchResultsBlock';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  locale: Locale;
  /** The cards of each top search results block, by block id (loaded on the server before). */
  topResults: ReadonlyMap<string, TopResults>;
}

/**
 * The blocks of a homepage or promo landing, in their order ("boxes, jumbotron, main selling
 * points, marketing block, categories, banner, top search results"). Each draws nothing when it
 * has nothing to show, so one empty or failed block never takes the page with it.
 */
export function ContentBlocks({ blocks, locale, topResults }: ContentBlocksProps) {
  return (
    <>
      {blocks.filter(isDrawnAmongBlocks).map((block, index) => (
        <ContentBlockView key={`${index}-${block.id}`} block={block} locale={locale} topResults={topResults} />
      ))}
    </>
  );
}

function ContentBlockView({ block, locale, topResults }: { block: ContentBlock; locale: Locale; topResults: ReadonlyMap<string, TopResults> }) {
  switch (block.type) {
    case 'boxes':
      return <BoxesBlock block={block} locale={locale} />;
    case 'mainSellingPoints':
      return <MainSellingPointsBlock block={block} locale={locale} />;
    case 'marketingBlock':
      return <MarketingBlock block={block} locale={locale} />;
    case 'categories':
      return <CategoriesBlock block={block} locale={locale} />;
    case 'banner':
      return <BannerBlock block={block} locale={locale} />;
    case 'topSearchResults':
      return <TopSearchResultsBlock block={block} results={topResults.get(block.id)} locale={locale} />;
    case 'jumbotron':
      // The page's own jumbotron carries the h1 and the search box.
      return null;
  }
}
