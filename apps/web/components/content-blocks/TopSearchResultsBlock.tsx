import type { Locale } from '@escapade/domain/markets';
import { ActivityCardOnView, StayCardOnView } from '../cards/cards-on-view';
import { BlockSection } from './BlockSection';
import { blockHeadingId } from './ContentLink';
import type { BlockOf } from './content-block-model';
import type { TopResults } from './top-search-results';

/**
 * "top search results": the first cards of the block's search, drawn with the search page's own
 * cards, and 'See all' to that search. No card (none found, or the search failed) → no block.
 */
export function TopSearchResultsBlock({ block, results, locale }: { block: BlockOf<'topSearchResults'>; results: TopResults | undefined; locale: Locale }) {
  if (!results || results.cards.length === 0) return null;
  return (
    <BlockSection locale={locale} headingId={blockHeadingId(block.id)} title={block.title} subtitle={block.subtitle} cta={block.cta} blockType="topSearchResults">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-result-type={results.resultType}>
        {results.resultType === 'activities'
          ? results.cards.map(({ view, href }) => (
              <li key={view.id}>
                <ActivityCardOnView card={view} href={href} />
              </li>
            ))
          : results.cards.map(({ view, href }) => (
              <li key={view.id}>
                <StayCardOnView card={view} href={href} />
              </li>
            ))}
      </ul>
    </BlockSection>
  );
}
